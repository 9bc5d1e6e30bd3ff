import Testing
@testable import TransitRender
import TransitTestingReporting

@Suite struct LZWTests {
    /// The 10×10, 4-colour sample image of "What's in a GIF" (Matthew Flickinger), whose LZW bytes
    /// are printed there and decode in Pillow to this image (checked when the test was written).
    static let sample: [UInt8] = [
        1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2,
        1, 1, 1, 0, 0, 0, 0, 2, 2, 2, 1, 1, 1, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2, 0, 0, 0, 0, 1, 1, 1,
        2, 2, 2, 0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1,
        2, 2, 2, 2, 2, 1, 1, 1, 1, 1
    ]
    static let sampleCodes: [UInt8] = [
        0x8C, 0x2D, 0x99, 0x87, 0x2A, 0x1C, 0xDC, 0x33, 0xA0, 0x02, 0x75,
        0xEC, 0x95, 0xFA, 0xA8, 0xDE, 0x60, 0x8C, 0x04, 0x91, 0x4C, 0x01
    ]

    @Test func encodesTheWorkedExampleByteForByte() {
        var lzw = LZWEncoder()
        let codes = Self.sample.withUnsafeBufferPointer { lzw.encode($0, minimumCodeSize: 2) }
        expectEqual(codes, Self.sampleCodes)
        expectEqual(LZWEncoder.subBlocks(codes), [22] + Self.sampleCodes + [0])
    }

    @Test func decodesTheWorkedExample() throws {
        expectEqual(try GIFDecoder.lzwDecode(Self.sampleCodes, minimumCodeSize: 2, count: 100), Self.sample)
    }

    @Test func roundTripsThroughTableResetsAtEveryCodeSize() throws {
        // Noise fills the 4096-entry table many times over (clear codes mid-stream); runs test the
        // KwKwK case (a code used in the step that defines it).
        var s: UInt32 = 1
        for bits in 2...8 {
            var data = [UInt8]()
            for i in 0..<60_000 {
                s = s &* 1_103_515_245 &+ 12345
                data.append(i % 7000 < 3000 ? UInt8((s >> 16) & UInt32((1 << bits) - 1)) : UInt8(i / 7000 % (1 << bits)))
            }
            var lzw = LZWEncoder()
            let codes = data.withUnsafeBufferPointer { lzw.encode($0, minimumCodeSize: bits) }
            expectEqual(try GIFDecoder.lzwDecode(codes, minimumCodeSize: bits, count: data.count), data, "bits \(bits)")
        }
        var lzw = LZWEncoder()
        let empty = [UInt8]().withUnsafeBufferPointer { lzw.encode($0, minimumCodeSize: 2) }
        expectEqual(try GIFDecoder.lzwDecode(empty, minimumCodeSize: 2, count: 0), [])
    }

    @Test func decoderRejectsUndefinedCodes() {
        // Code 7 right after the clear code, with only 0...5 defined.
        #expect(throws: GIFDecoder.Failure.self) { try GIFDecoder.lzwDecode([0x3C], minimumCodeSize: 2, count: 4) }
    }

    /// A flexible pixel may be written transparent or in its colour: each stream, trying the
    /// transparent index first or the colour first, decodes every flexible pixel to one of its two
    /// choices and every other pixel to its index, and each uses both choices somewhere.
    @Test func flexiblePixelsDecodeToEitherChoice() throws {
        var s: UInt32 = 7
        var indices = [UInt8](), flexible = [UInt64](repeating: 0, count: (20_000 + 63) / 64)
        for i in 0..<20_000 {
            s = s &* 1_103_515_245 &+ 12345
            let unchanged = (s >> 20) % 3 != 0
            indices.append(unchanged ? UInt8((s >> 16) % 15) : UInt8(i / 97 % 15))
            if unchanged { flexible[i >> 6] |= 1 << UInt64(i & 63) }
        }
        let isFlexible = { (i: Int) in flexible[i >> 6] & (1 << UInt64(i & 63)) != 0 }
        var lzw = LZWEncoder()
        var streams: [[UInt8]] = []
        for preferringColours in [false, true] {
            let codes = indices.withUnsafeBufferPointer { i in
                flexible.withUnsafeBufferPointer {
                    lzw.encode(i, flexible: $0, transparentIndex: 15, preferringColours: preferringColours, minimumCodeSize: 4)
                }
            }
            streams.append(codes)
            let decoded = try GIFDecoder.lzwDecode(codes, minimumCodeSize: 4, count: indices.count)
            let mismatches = indices.indices.filter {
                decoded[$0] != indices[$0] && !(isFlexible($0) && decoded[$0] == 15)
            }
            expect(mismatches.isEmpty)
            let flexibleIndices = indices.indices.filter(isFlexible)
            expect(flexibleIndices.contains { decoded[$0] == 15 } && flexibleIndices.contains { decoded[$0] != 15 })
        }
        expectNotEqual(streams[0], streams[1])
    }
}
