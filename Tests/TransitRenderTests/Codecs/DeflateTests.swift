import Testing
@testable import TransitRender
import TransitTestingReporting

@Suite struct DeflateTests {
    static let zlibFixtures = ["level0", "level1", "level6", "level9", "fixed", "huffman", "rle"]

    @Test(arguments: zlibFixtures)
    func inflatesStreamsMadeByZlib(_ name: String) throws {
        let input = try FixtureFiles.bytes("zlib/input.bin")
        let compressed = try FixtureFiles.bytes("zlib/\(name).zz")
        expectEqual(try Zlib.decompress(compressed, outputLimit: 1 << 20), input)
    }

    /// Inputs that exercise literals, long runs (overlapping copies), far matches and noise.
    static func samples() throws -> [[UInt8]] {
        var noise = [UInt8](), s: UInt32 = 7
        for _ in 0..<50_000 { s = s &* 1_664_525 &+ 1_013_904_223; noise.append(UInt8(s >> 24)) }
        return [
            [], [42], [1, 2], Array("abcabcabcabcabcabc".utf8),
            [UInt8](repeating: 0, count: 100_000),
            noise,
            try FixtureFiles.bytes("zlib/input.bin"),
            Array(noise[0..<40_000]) + Array(noise[0..<40_000])  // a match 40 000 back: beyond the window
        ]
    }

    @Test func roundTripsAtEveryLevel() throws {
        for sample in try Self.samples() {
            for level in 0...9 {
                let z = Zlib.compress(sample, level: level)
                expectEqual(try Zlib.decompress(z, outputLimit: sample.count), sample, "level \(level), \(sample.count) bytes")
            }
        }
    }

    @Test func compressesAboutAsWellAsZlib() throws {
        // zlib's own level-9 output for the same input is the yardstick: within 5 %.
        let input = try FixtureFiles.bytes("zlib/input.bin")
        let reference = try FixtureFiles.bytes("zlib/level9.zz").count
        let ours = Zlib.compress(input, level: 9).count
        expectLessThanOrEqual(Double(ours), Double(reference) * 1.05, "ours \(ours) bytes, zlib \(reference)")
        // Stored (level 0) costs the 5-byte block headers plus the 6-byte zlib frame and no more.
        expectEqual(Zlib.compress(input, level: 0).count, input.count + 5 * ((input.count + 65534) / 65535) + 6)
        // Noise falls back to stored blocks: at most 5 header bytes per block of up to 32768
        // tokens (here 2), plus the zlib frame.
        let noise = try Self.samples()[5]
        expectLessThanOrEqual(Zlib.compress(noise, level: 6).count, noise.count + 5 * 2 + 6)
    }

    @Test func huffmanLengthsAreLimitedAndComplete() {
        // Fibonacci frequencies force an optimal tree as deep as there are symbols.
        var freqs = [1, 1]
        while freqs.count < 30 { freqs.append(freqs[freqs.count - 1] + freqs[freqs.count - 2]) }
        let lengths = HuffmanEncoder.lengths(freqs, limit: 15)
        expect(lengths.allSatisfy { $0 >= 1 && $0 <= 15 })
        // Kraft sum of a complete prefix code is exactly 1.
        let kraft = lengths.reduce(0.0) { $0 + 1.0 / Double(1 << Int($1)) }
        expectEqual(kraft, 1.0)
        // A single used symbol still gets a decodable two-symbol code.
        let single = HuffmanEncoder.lengths([0, 5, 0], limit: 15)
        expectEqual(single.filter { $0 > 0 }.count, 2)
    }
}

@Suite struct InflateMalformedTests {
    func inflate(_ bytes: [UInt8], limit: Int = 1000) throws -> [UInt8] {
        try bytes.withUnsafeBufferPointer { try Inflater.inflate($0, outputLimit: limit).output }
    }

    @Test func rejectsReservedBlockType() {
        #expect(throws: InflateError.invalidBlockType) { try inflate([0b0000_0111]) }
    }

    @Test func rejectsStoredLengthMismatch() {
        #expect(throws: InflateError.storedLengthMismatch) { try inflate([0x01, 0x05, 0x00, 0x00, 0x00]) }
    }

    @Test func rejectsTruncatedStreams() {
        #expect(throws: InflateError.truncated) { try inflate([]) }
        // A stored block announcing 5 bytes with 2 present.
        #expect(throws: InflateError.truncated) { try inflate([0x01, 0x05, 0x00, 0xFA, 0xFF, 1, 2]) }
        // A valid stream cut in half.
        let full = Zlib.compress(Array("hello hello hello hello".utf8), level: 6)
        #expect(throws: InflateError.truncated) { try inflate(Array(full[2..<(full.count / 2)])) }
    }

    @Test func rejectsDistanceBeforeStart() {
        // Fixed block: length code 257 (3 bytes, 7-bit code 0000001), distance code 0 (1 back) with
        // nothing output yet. Bits LSB first: BFINAL=1, BTYPE=01, then the codes MSB first.
        var w = BitWriter(capacity: 8)
        w.write(1, 1); w.write(1, 2)
        w.write(BlockWriter.fixedLiteralCodes[257], 7)
        w.write(BlockWriter.fixedDistanceCodes[0], 5)
        #expect(throws: InflateError.distanceTooFar) { try inflate(w.finish()) }
    }

    @Test func stopsAtTheOutputLimit() {
        let bomb = Zlib.compress([UInt8](repeating: 0, count: 1_000_000), level: 9)
        expectLessThan(bomb.count, 2000)
        #expect(throws: InflateError.outputLimitExceeded(4096)) { try Zlib.decompress(bomb, outputLimit: 4096) }
    }

    @Test func rejectsBadZlibFraming() {
        let good = Zlib.compress(Array("frame".utf8), level: 6)
        var badMethod = good; badMethod[0] = 0x77
        #expect(throws: InflateError.self) { try Zlib.decompress(badMethod, outputLimit: 100) }
        var badCheck = good; badCheck[1] ^= 1
        #expect(throws: InflateError.invalidZlibHeader("header check bits are wrong")) {
            try Zlib.decompress(badCheck, outputLimit: 100)
        }
        var badAdler = good; badAdler[badAdler.count - 1] ^= 0xFF
        #expect(throws: InflateError.checksumMismatch) { try Zlib.decompress(badAdler, outputLimit: 100) }
        #expect(throws: InflateError.truncated) { try Zlib.decompress(Array(good.dropLast(2)), outputLimit: 100) }
    }

    @Test func rejectsOversubscribedCodes() {
        // Three symbols of length 1 cannot form a prefix code.
        #expect(throws: InflateError.invalidCodeLengths("over-subscribed")) {
            try HuffmanDecoder(lengths: [1, 1, 1][...], allowIncomplete: true)
        }
        #expect(throws: InflateError.invalidCodeLengths("incomplete code")) {
            try HuffmanDecoder(lengths: [1, 2, 0][...], allowIncomplete: false)
        }
    }
}
