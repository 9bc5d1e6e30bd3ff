/// Why PNG data could not be decoded (or an image could not be encoded).
///
/// No UIKit counterpart: `UIImage(data:)` only returns `nil`; this says why. `kind` is stable for
/// code to test; `description` is a one-line message for people.
public struct PNGError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The category of a `PNGError`.
    public struct Kind: Equatable, Hashable, Sendable, CustomStringConvertible {
        let name: String
        /// The category's name, e.g. `badCRC`.
        public var description: String { name }

        /// The data does not start with the PNG signature.
        public static let notPNG = Kind(name: "notPNG")
        /// The data ends in the middle of a chunk.
        public static let truncated = Kind(name: "truncated")
        /// A chunk's CRC-32 does not match its contents.
        public static let badCRC = Kind(name: "badCRC")
        /// A chunk's length field is impossible, or a chunk has the wrong size for its type.
        public static let badChunkLength = Kind(name: "badChunkLength")
        /// A chunk type is not four ASCII letters, or is an unknown critical chunk.
        public static let badChunk = Kind(name: "badChunk")
        /// IHDR holds an invalid combination (zero size, bit depth, colour type, methods).
        public static let badHeader = Kind(name: "badHeader")
        /// The image has more pixels than the decoder's `maximumPixelCount`.
        public static let tooLarge = Kind(name: "tooLarge")
        /// A required chunk (IHDR, PLTE for palette images, IDAT, IEND) is missing.
        public static let missingChunk = Kind(name: "missingChunk")
        /// Chunks appear in an order the PNG specification forbids.
        public static let misorderedChunk = Kind(name: "misorderedChunk")
        /// PLTE or tRNS is malformed, or a pixel names a palette entry that does not exist.
        public static let badPalette = Kind(name: "badPalette")
        /// The zlib stream in IDAT is corrupt.
        public static let badCompressedData = Kind(name: "badCompressedData")
        /// The decompressed image data is shorter or longer than the image needs.
        public static let badImageDataSize = Kind(name: "badImageDataSize")
        /// A scanline starts with a filter type other than 0...4.
        public static let badFilter = Kind(name: "badFilter")
        /// The bitmap cannot be encoded (it is empty).
        public static let emptyImage = Kind(name: "emptyImage")
        /// The APNG animation chunks (acTL, fcTL, fdAT) are missing, out of sequence or describe
        /// frames outside the canvas.
        public static let badAnimation = Kind(name: "badAnimation")
    }

    /// The category, for code.
    public let kind: Kind
    /// A one-line explanation, for people.
    public let description: String

    init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = "PNG: " + description
    }
}
