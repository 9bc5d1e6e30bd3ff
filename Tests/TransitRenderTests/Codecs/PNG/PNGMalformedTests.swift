import Foundation
import Testing
@testable import TransitRender
import TransitTestingReporting

/// Every decoder error path: a clear `PNGError`, never a crash, never unbounded memory.
@Suite struct PNGMalformedTests {
    static func ihdr(
        _ w: UInt32, _ h: UInt32, depth: UInt8 = 8, type: UInt8 = 6, compression: UInt8 = 0,
        filter: UInt8 = 0, interlace: UInt8 = 0
    ) -> (String, [UInt8]) {
        ("IHDR", w.bigEndianBytes + h.bigEndianBytes + [depth, type, compression, filter, interlace])
    }

    /// Filtered scanlines of a w×h RGBA8 image: filter byte 0, then grey opaque pixels.
    static func rows(_ w: Int, _ h: Int, filterByte: UInt8 = 0) -> [UInt8] {
        (0..<h).flatMap { _ in [filterByte] + [UInt8](repeating: 0x80, count: 4 * w) }
    }

    static func idat(_ raw: [UInt8]) -> (String, [UInt8]) { ("IDAT", Zlib.compress(raw, level: 6)) }

    static func file(_ chunks: [(String, [UInt8])]) -> [UInt8] {
        var w = PNGChunkWriter()
        for (t, d) in chunks { w.append(t, d) }
        return w.bytes
    }

    static let valid = file([ihdr(3, 2), idat(rows(3, 2)), ("IEND", [])])

    func kind(_ bytes: [UInt8], decoder: PNGDecoder = PNGDecoder()) -> PNGError.Kind? {
        do {
            _ = try decoder.decode(Data(bytes))
            return nil
        } catch let e as PNGError {
            expect(e.description.hasPrefix("PNG: "))
            expectGreaterThan(e.description.count, 12)
            return e.kind
        } catch {
            return nil
        }
    }

    @Test func theBaseFileIsValid() throws {
        let b = try Bitmap(pngData: Data(Self.valid))
        expect(b.width == 3 && b[2, 1] == (64, 64, 64, 128))  // round(128 · 128 / 255) = 64
    }

    @Test func signatureAndFraming() {
        expectEqual(kind([]), .notPNG)
        expectEqual(kind(Array("GIF89a".utf8)), .notPNG)
        expectEqual(kind(Array(Self.valid[0..<8])), .missingChunk)
        expectEqual(kind(Array(Self.valid[0..<15])), .truncated)
        expectEqual(kind(Array(Self.valid[0..<40])), .truncated)
        expectEqual(kind(Array(Self.valid.dropLast(12))), .missingChunk)  // IEND cut off
        var crc = Self.valid; crc[20] ^= 1
        expectEqual(kind(crc), .badCRC)
        var length = Self.valid; length[8] = 0x80
        expectEqual(kind(length), .badChunkLength)
        var type = Self.valid; type[13] = UInt8(ascii: "#")
        expectEqual(kind(type), .badChunk)
        expectEqual(kind(Self.file([Self.ihdr(3, 2), ("ABCD", [1]), Self.idat(Self.rows(3, 2)), ("IEND", [])])), .badChunk)
        // Unknown ancillary chunks are skipped.
        expectNil(kind(Self.file([Self.ihdr(3, 2), ("abCD", [1]), Self.idat(Self.rows(3, 2)), ("IEND", [])])))
    }

    @Test func headerValidation() {
        func header(_ h: (String, [UInt8])) -> PNGError.Kind? { kind(Self.file([h, Self.idat(Self.rows(1, 1)), ("IEND", [])])) }
        expectEqual(header(("IHDR", [0, 0, 0, 1])), .badChunkLength)
        expectEqual(header(Self.ihdr(0, 5)), .badHeader)
        expectEqual(header(Self.ihdr(0x8000_0000, 1)), .badHeader)
        expectEqual(header(Self.ihdr(1, 1, depth: 3)), .badHeader)
        expectEqual(header(Self.ihdr(1, 1, type: 5)), .badHeader)
        expectEqual(header(Self.ihdr(1, 1, depth: 4, type: 2)), .badHeader)
        expectEqual(header(Self.ihdr(1, 1, depth: 16, type: 3)), .badHeader)
        expectEqual(header(Self.ihdr(1, 1, compression: 1)), .badHeader)
        expectEqual(header(Self.ihdr(1, 1, filter: 1)), .badHeader)
        expectEqual(header(Self.ihdr(1, 1, interlace: 2)), .badHeader)
    }

    @Test func absurdDimensionsAreRejectedBeforeAllocation() {
        // 2³¹−1 squared would be 2⁶² pixels; rejected from the header alone.
        expectEqual(kind(Self.file([Self.ihdr(0x7FFF_FFFF, 0x7FFF_FFFF), ("IEND", [])])), .tooLarge)
        expectEqual(kind(Self.file([Self.ihdr(20000, 20000), ("IEND", [])])), .tooLarge)
        expectEqual(kind(Self.valid, decoder: PNGDecoder(maximumPixelCount: 5)), .tooLarge)
        // Over the default budget (2²⁵ pixels): 8192 × 8192 is refused before anything is read.
        expectEqual(kind(Self.file([Self.ihdr(8192, 8192), Self.idat(Self.rows(3, 2)), ("IEND", [])])), .tooLarge)
        // Within a raised limit (2.56 × 10⁸ pixels, 1 GB of data) but backed by a few bytes: fails
        // on the data, having allocated only what the compressed bytes could inflate to.
        expectEqual(
            kind(
                Self.file([Self.ihdr(16000, 16000), Self.idat(Self.rows(3, 2)), ("IEND", [])]),
                decoder: PNGDecoder(maximumPixelCount: 1 << 28)), .badImageDataSize)
        expectNil(kind(Self.valid, decoder: PNGDecoder(maximumPixelCount: 6)))
    }

    @Test func chunkPresenceAndOrder() {
        let idat = Self.idat(Self.rows(3, 2)), end = ("IEND", [UInt8]())
        expectEqual(kind(Self.file([idat, Self.ihdr(3, 2), end])), .missingChunk)
        expectEqual(kind(Self.file([Self.ihdr(3, 2), end])), .missingChunk)
        expectEqual(kind(Self.file([Self.ihdr(3, 2), Self.ihdr(3, 2), idat, end])), .misorderedChunk)
        let half = Array(idat.1[0..<5]), rest = Array(idat.1[5...])
        expectEqual(
            kind(Self.file([Self.ihdr(3, 2), ("IDAT", half), ("tEXt", Array("a\0b".utf8)), ("IDAT", rest), end])),
            .misorderedChunk)
        expectNil(kind(Self.file([Self.ihdr(3, 2), ("IDAT", half), ("IDAT", rest), end])))
        let pal = Self.ihdr(3, 2, depth: 8, type: 3)
        let palRows = Self.idat((0..<2).flatMap { _ in [UInt8](arrayLiteral: 0, 0, 1, 0) })
        expectEqual(kind(Self.file([pal, palRows, end])), .missingChunk)
        expectEqual(kind(Self.file([pal, palRows, ("PLTE", [1, 2, 3, 4, 5, 6]), end])), .misorderedChunk)
        expectNil(kind(Self.file([pal, ("PLTE", [1, 2, 3, 4, 5, 6]), palRows, end])))
        expectEqual(kind(Self.file([pal, ("PLTE", [1, 2, 3, 4, 5, 6]), palRows, ("tRNS", [0]), end])), .misorderedChunk)
        expectEqual(kind(Self.file([pal, ("tRNS", [0]), ("PLTE", [1, 2, 3, 4, 5, 6]), palRows, end])), .misorderedChunk)
        let grey = Self.ihdr(3, 2, depth: 8, type: 0)
        expectEqual(kind(Self.file([grey, ("PLTE", [1, 2, 3]), Self.idat([0, 1, 2, 3, 0, 1, 2, 3]), end])), .misorderedChunk)
    }

    @Test func paletteAndTransparencyChecks() {
        let end = ("IEND", [UInt8]())
        let pal = Self.ihdr(3, 2, depth: 8, type: 3)
        let palRows = Self.idat([0, 0, 1, 2, 0, 2, 1, 0])
        expectEqual(kind(Self.file([pal, ("PLTE", [1, 2, 3, 4]), palRows, end])), .badPalette)
        expectEqual(kind(Self.file([pal, ("PLTE", [1, 2, 3, 4, 5, 6]), palRows, end])), .badPalette)  // index 2 of 2
        let ok = Self.file([pal, ("PLTE", [1, 2, 3, 4, 5, 6, 7, 8, 9]), palRows, end])
        expectNil(kind(ok))
        expectEqual(
            kind(Self.file([pal, ("PLTE", [1, 2, 3, 4, 5, 6, 7, 8, 9]), ("tRNS", [1, 2, 3, 4]), palRows, end])), .badPalette)
        let twoBit = Self.ihdr(3, 2, depth: 1, type: 3)
        expectEqual(
            kind(Self.file([twoBit, ("PLTE", [UInt8](repeating: 1, count: 9)), Self.idat([0, 0, 0, 0]), end])), .badPalette)
        expectEqual(kind(Self.file([Self.ihdr(3, 2), ("tRNS", [0, 0]), Self.idat(Self.rows(3, 2)), end])), .badPalette)
        expectEqual(kind(Self.file([Self.ihdr(3, 2, type: 2), ("tRNS", [0, 0]), Self.idat([]), end])), .badPalette)
        expectEqual(kind(Self.file([Self.ihdr(3, 2, type: 0), ("tRNS", [0, 0, 0]), Self.idat([]), end])), .badPalette)
    }

    @Test func imageDataChecks() {
        let end = ("IEND", [UInt8]())
        expectEqual(kind(Self.file([Self.ihdr(3, 2), ("IDAT", [0x78, 0x9C, 0xFF, 0xFF, 0xFF]), end])), .badCompressedData)
        expectEqual(kind(Self.file([Self.ihdr(3, 2), Self.idat(Array(Self.rows(3, 2).dropLast())), end])), .badImageDataSize)
        expectEqual(kind(Self.file([Self.ihdr(3, 2), Self.idat(Self.rows(3, 2) + [0]), end])), .badImageDataSize)
        expectEqual(kind(Self.file([Self.ihdr(3, 2), Self.idat(Self.rows(3, 2, filterByte: 5)), end])), .badFilter)
    }

    @Test func decompressionBombStopsAtTheImageSize() {
        // 1×1 RGBA needs 5 bytes; the stream inflates to 4 MiB. Inflation stops after 5 bytes.
        let bomb = Zlib.compress([UInt8](repeating: 0, count: 4 << 20), level: 1)
        expectLessThan(bomb.count, 40_000)
        expectEqual(kind(Self.file([Self.ihdr(1, 1), ("IDAT", bomb), ("IEND", [])])), .badImageDataSize)
    }
}
