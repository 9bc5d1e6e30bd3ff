import Foundation
import Testing
@testable import TransitRender
import TransitTestingReporting

/// Golden frames: the primitive matrix as FNV-1a hashes and a few pictures as PNGs. The oracle
/// suites pin what these frames must look like; the goldens pin that they stay bit-identical
/// (across runs, refactorings and platforms). Set TRANSIT_RECORD_GOLDENS=1 to re-record after an
/// intended change (the hash table is rewritten and the PNGs re-encoded).
@Suite("Golden frames")
struct GoldenTests {
    static var recording: Bool { ProcessInfo.processInfo.environment["TRANSIT_RECORD_GOLDENS"] == "1" }

    static var sourceDirectory: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent() }

    @Test("The primitive matrix renders to its recorded hashes")
    func primitiveMatrix() throws {
        let renderer = Renderer()
        let frames = GoldenScenes.matrix.map { ($0.name, renderer.render($0.tree).fnv1a64) }
        if Self.recording {
            var text = "// Recorded by GoldenTests with TRANSIT_RECORD_GOLDENS=1; FNV-1a 64 of each frame.\n"
            text += "enum GoldenHashes {\n    static let matrix: [String: UInt64] = [\n"
            for (name, hash) in frames { text += "        \"\(name)\": 0x\(String(hash, radix: 16)),\n" }
            text += "    ]\n}\n"
            try text.write(
                to: Self.sourceDirectory.appendingPathComponent("GoldenHashes.swift"), atomically: true, encoding: .utf8)
            return
        }
        expectEqual(frames.count, 60)
        for (name, hash) in frames {
            expectEqual(GoldenHashes.matrix[name], hash, "\(name): 0x\(String(hash, radix: 16))")
        }
        // Every cell of the matrix differs from every other: each axis changes pixels.
        let duplicates = Dictionary(grouping: frames, by: \.1).values.filter { $0.count > 1 }.map { $0.map(\.0).sorted() }
        expect(duplicates.isEmpty, "identical frames: \(duplicates.sorted { $0[0] < $1[0] })")
    }

    @Test("Golden pictures match their PNGs pixel for pixel", arguments: GoldenScenes.pictures.map(\.name))
    func pictures(name: String) throws {
        let tree = GoldenScenes.pictures.first { $0.name == name }!.tree
        let bitmap = Renderer().render(tree)
        let file = "Render/\(name).png"
        if Self.recording {
            let url = Self.sourceDirectory.deletingLastPathComponent().appendingPathComponent("Fixtures").appendingPathComponent(
                file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bitmap.pngData()!.write(to: url)
            return
        }
        let golden = try Bitmap(pngData: Data(contentsOf: FixtureFiles.url(file)))
        expectEqual(golden.width, bitmap.width)
        expectEqual(golden.height, bitmap.height)
        expectEqual(golden, bitmap, "\(name) differs from Fixtures/\(file)")
    }

    @Test("FNV-1a 64 matches its published test vectors")
    func fnvVectors() {
        // FNV-1a 64 of the empty string is the offset basis; of "a" it is 0xaf63dc4c8601ec8c
        // (Fowler–Noll–Vo reference values). Our hash prefixes the 16 size bytes, so check the
        // core through a 0×0 bitmap against the basis folded over sixteen zero bytes.
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for _ in 0..<16 { h = (h ^ 0) &* 0x0000_0100_0000_01b3 }
        expectEqual(Bitmap(width: 0, height: 0).fnv1a64, h)
        var a: UInt64 = 0xcbf2_9ce4_8422_2325
        a = (a ^ 0x61) &* 0x0000_0100_0000_01b3
        expectEqual(a, 0xaf63_dc4c_8601_ec8c)
        expectNotEqual(Bitmap(width: 1, height: 1).fnv1a64, Bitmap(width: 1, height: 2).fnv1a64)
    }
}
