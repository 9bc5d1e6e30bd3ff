import Testing
@testable import TransitRender
import TransitTestingReporting

@Suite struct ChecksumTests {
    // Check values from the CRC catalogue (CRC-32/ISO-HDLC) and RFC 1950's Adler-32.
    @Test func crc32CheckValue() {
        expectEqual(CRC32.checksum(Array("123456789".utf8)), 0xCBF4_3926)
        expectEqual(CRC32.checksum([]), 0)
        // The IEND chunk's CRC printed in the PNG specification: AE 42 60 82.
        expectEqual(CRC32.checksum(Array("IEND".utf8)), 0xAE42_6082)
    }

    @Test func adler32CheckValue() {
        expectEqual(Adler32.checksum(Array("123456789".utf8)), 0x091E_01DE)
        expectEqual(Adler32.checksum([]), 1)
        // Wikipedia's worked example.
        expectEqual(Adler32.checksum(Array("Wikipedia".utf8)), 0x11E6_0398)
    }

    @Test func adler32ReducesModuloAcrossLongInputs() {
        // 100 000 bytes of 0xFF: a = 1 + 255n, b = Σ (1 + 255k) for k = 1...n, both mod 65521.
        let n = 100_000
        let a = (1 + 255 * n) % 65521
        let b = (n + 255 * (n * (n + 1) / 2)) % 65521
        expectEqual(Adler32.checksum([UInt8](repeating: 0xFF, count: n)), UInt32(b << 16 | a))
    }
}
