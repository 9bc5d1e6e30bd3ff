import Foundation

/// A PNG decoder with resource limits: the decoding half of `UIImage(data:)`, for the screenshots
/// and pictures users bring.
///
/// See `Bitmap(pngData:)` for the pixel rules. Memory is bounded: the pixel count is checked
/// against `maximumPixelCount` before anything is allocated, and the compressed stream is inflated
/// to exactly the size the image needs, never more (decompression bombs stop there).
public struct PNGDecoder: Sendable {
    /// The default pixel limit: 2²⁵ pixels (33.5 megapixels, for example 8192 × 4096, nine times
    /// the largest iPhone screenshot). Decoding holds the inflated rows (up to 8 bytes a pixel for
    /// 16-bit RGBA) and the RGBA result (4 bytes a pixel) at once, so the peak stays under about
    /// 400 MiB; a larger image is refused before anything is allocated. Raise the limit with
    /// `init(maximumPixelCount:)` when that memory is there to spend.
    public static let defaultMaximumPixelCount = 1 << 25

    /// Images with more pixels than this are rejected with `PNGError.Kind.tooLarge`.
    public var maximumPixelCount: Int

    /// A decoder with the given pixel limit (clamped to at least 1).
    public init(maximumPixelCount: Int = PNGDecoder.defaultMaximumPixelCount) {
        self.maximumPixelCount = max(1, maximumPixelCount)
    }

    /// Decodes `data` into premultiplied RGBA8, or throws a `PNGError`.
    public func decode(_ data: Data) throws -> Bitmap {
        try decode(bytes: [UInt8](data))
    }

    func decode(bytes: [UInt8]) throws -> Bitmap {
        let stream = try PNGStream(bytes, maximumPixelCount: maximumPixelCount)
        return try PNGRasterDecoder(
            header: stream.header, palette: stream.palette,
            transparency: stream.transparency
        ).decode(stream.imageData)
    }
}

/// The chunks of a PNG stream that matter for its default image, checked for presence and order.
struct PNGStream {
    var header: PNGHeader
    var palette: [UInt8]?
    var transparency: [UInt8]?
    var imageData: [UInt8] = []
    /// APNG chunks in stream order (acTL, fcTL, fdAT), with the index of the IDAT run among them.
    var animationChunks: [(type: String, data: ArraySlice<UInt8>)] = []
    var idatPosition: Int = 0
    /// The tEXt chunks, keyword and text, in stream order (Latin-1).
    var textEntries: [(keyword: String, text: String)] = []

    init(_ bytes: [UInt8], maximumPixelCount: Int) throws {
        var reader = try PNGChunkReader(bytes)
        guard let first = try reader.next() else { throw PNGError(.missingChunk, "no IHDR chunk") }
        guard first.type == "IHDR" else { throw PNGError(.missingChunk, "the first chunk is \(first.type), not IHDR") }
        header = try PNGHeader(Array(first.data), maximumPixelCount: maximumPixelCount)
        var sawIDAT = false, idatEnded = false, sawIEND = false
        while let chunk = try reader.next() {
            let (type, data) = chunk
            if type != "IDAT" && sawIDAT { idatEnded = true }
            switch type {
            case "IHDR": throw PNGError(.misorderedChunk, "a second IHDR chunk")
            case "PLTE":
                guard !sawIDAT else { throw PNGError(.misorderedChunk, "PLTE after IDAT") }
                guard palette == nil else { throw PNGError(.misorderedChunk, "a second PLTE chunk") }
                guard header.colorType != 0 && header.colorType != 4 else {
                    throw PNGError(.misorderedChunk, "PLTE in a greyscale image")
                }
                guard !data.isEmpty, data.count % 3 == 0, data.count / 3 <= 256 else {
                    throw PNGError(.badPalette, "PLTE holds \(data.count) bytes, not 3 × 1...256")
                }
                if header.colorType == 3 && data.count / 3 > 1 << header.bitDepth {
                    throw PNGError(
                        .badPalette, "PLTE has \(data.count / 3) entries, more than \(header.bitDepth)-bit indices reach")
                }
                palette = Array(data)
            case "tRNS":
                guard !sawIDAT else { throw PNGError(.misorderedChunk, "tRNS after IDAT") }
                try checkTransparency(data)
                transparency = Array(data)
            case "IDAT":
                guard !idatEnded else { throw PNGError(.misorderedChunk, "IDAT chunks are not consecutive") }
                if !sawIDAT { idatPosition = animationChunks.count }
                sawIDAT = true
                imageData.append(contentsOf: data)
            case "acTL", "fcTL", "fdAT":
                animationChunks.append((type, data))
            case "IEND":
                sawIEND = true
            case "tEXt":
                // keyword (1–79 bytes), NUL, text; a malformed one is ancillary and skipped.
                if let nul = data.firstIndex(of: 0), nul > data.startIndex, nul - data.startIndex < 80 {
                    textEntries.append((Self.latin1(data[data.startIndex..<nul]), Self.latin1(data[(nul + 1)...])))
                }
            default:
                // An unknown chunk is skippable only if ancillary (lower-case first letter).
                guard let c = type.utf8.first, c >= 97 else {
                    throw PNGError(.badChunk, "unknown critical chunk \(type)")
                }
            }
            if sawIEND { break }
        }
        guard sawIDAT else { throw PNGError(.missingChunk, "no IDAT chunk") }
        guard sawIEND else { throw PNGError(.missingChunk, "no IEND chunk (the data is truncated)") }
        if header.colorType == 3 && palette == nil {
            throw PNGError(.missingChunk, "palette image without a PLTE chunk")
        }
    }

    /// Latin-1 bytes (PNG's text encoding) as a string.
    static func latin1(_ bytes: ArraySlice<UInt8>) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }

    private func checkTransparency(_ data: ArraySlice<UInt8>) throws {
        switch header.colorType {
        case 0: guard data.count == 2 else { throw PNGError(.badPalette, "greyscale tRNS is \(data.count) bytes, not 2") }
        case 2: guard data.count == 6 else { throw PNGError(.badPalette, "RGB tRNS is \(data.count) bytes, not 6") }
        case 3:
            guard let palette else { throw PNGError(.misorderedChunk, "tRNS before PLTE") }
            guard data.count <= palette.count / 3 else {
                throw PNGError(.badPalette, "tRNS has \(data.count) entries for a \(palette.count / 3)-colour palette")
            }
        default: throw PNGError(.badPalette, "tRNS in an image with an alpha channel")
        }
    }
}
