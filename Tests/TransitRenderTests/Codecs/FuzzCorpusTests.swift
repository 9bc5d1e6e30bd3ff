import Foundation
import Testing
@testable import TransitRender
import TransitTestingReporting

/// Inputs kept from fuzzing the decoders (Fuzz/run.sh: libFuzzer with AddressSanitizer). Each
/// must give a clear error or a valid result, and what decodes must survive a round trip.
@Suite struct FuzzCorpusTests {
    func files(_ folder: String) throws -> [[UInt8]] {
        let dir = FixtureFiles.url("fuzz/\(folder)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        return try names.map { try FixtureFiles.bytes("fuzz/\(folder)/\($0)") }
    }

    @Test func pngInputs() throws {
        let inputs = try files("png")
        expectEqual(inputs.count, 12)
        let decoder = PNGDecoder(maximumPixelCount: 1 << 20)
        for bytes in inputs {
            do {
                let bitmap = try decoder.decode(bytes: bytes)
                expectEqual(try decoder.decode(bitmap.pngData()!), bitmap)
            } catch let error as PNGError {
                expect(!error.description.isEmpty)
            }
            _ = try? APNGDecoder.decode(bytes, maximumPixelCount: 1 << 20)
        }
    }

    @Test func gifInputs() throws {
        let inputs = try files("gif")
        expectEqual(inputs.count, 12)
        for bytes in inputs {
            if let anim = try? GIFDecoder.decode(bytes, maximumPixelCount: 1 << 20) {
                expect(anim.frames.allSatisfy { $0.width == anim.width && $0.height == anim.height })
            }
        }
    }

    @Test func zlibInputs() throws {
        let inputs = try files("zlib")
        expectEqual(inputs.count, 12)
        for bytes in inputs {
            let raw = try? bytes.withUnsafeBufferPointer { try Inflater.inflate($0, outputLimit: 1 << 20).output }
            if let raw {
                expectEqual(try Zlib.decompress(Zlib.compress(raw, level: 6), outputLimit: raw.count), raw)
            }
            _ = try? Zlib.decompress(bytes, outputLimit: 1 << 20)
        }
    }
}
