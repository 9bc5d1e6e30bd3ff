import Foundation
import Testing
import TransitTestingReporting

/// `transit demo` and `transit gallery` draw a current phone unless told otherwise: the iPhone
/// 16, 393 × 852 pt (Apple's published point size); `--device none` and (for the gallery)
/// `--size` draw a bare size instead. Oracles: the pixel sizes the files' headers give, at a
/// quarter of a pixel per point (393 × 852 pt → 98 × 213 px).
@Suite struct DefaultDeviceTests {
    /// The width and height a GIF's logical screen descriptor gives (little-endian, bytes 6–9).
    func gifSize(_ data: Data) -> (Int, Int) {
        (Int(data[6]) | Int(data[7]) << 8, Int(data[8]) | Int(data[9]) << 8)
    }

    /// The width and height a PNG's IHDR chunk gives (big-endian, bytes 16–23).
    func pngSize(_ data: Data) -> (Int, Int) {
        (data[16..<20].reduce(0) { $0 << 8 | Int($1) }, data[20..<24].reduce(0) { $0 << 8 | Int($1) })
    }

    @Test func theDemoDrawsAnIPhone16UnlessToldNone() throws {
        let transit = try unwrap(TransitExecutable.locate())
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        for (extra, size) in [([String](), (98, 213)), (["--device", "none"], (98, 211))] {
            let outcome = try transit.run(
                ["demo", "--only", "container-no-animation", "--fps", "2", "--scale", "0.25", "-o", "d"] + extra,
                in: scratch.url)
            expectEqual(outcome.status, 0, "\(outcome.standardError)")
            let gif = try Data(contentsOf: scratch.url.appendingPathComponent("d/container-no-animation.gif"))
            expect(gifSize(gif) == size, "\(extra)")
        }
    }

    @Test func theGalleryDrawsAnIPhone16UnlessGivenABareSize() throws {
        let transit = try unwrap(TransitExecutable.locate())
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        // The contact sheet: five frames side by side with 4 px between them.
        for (extra, frame) in [([String](), (98, 213)), (["--size", "40x60"], (10, 15)), (["--device", "none"], (45, 80))] {
            let outcome = try transit.run(
                ["gallery", "--only", "cube-vertical", "--fps", "5", "--scale", "0.25", "-o", "g"] + extra,
                in: scratch.url)
            expectEqual(outcome.status, 0, "\(outcome.standardError)")
            let sheet = try Data(contentsOf: scratch.url.appendingPathComponent("g/cube-vertical.png"))
            expect(pngSize(sheet) == (5 * frame.0 + 4 * 4, frame.1), "\(extra)")
        }
    }

    @Test func landscapeNeedsARealDevice() throws {
        let transit = try unwrap(TransitExecutable.locate())
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let outcome = try transit.run(["demo", "--device", "none", "--landscape"], in: scratch.url)
        expectEqual(outcome.status, 64)
        expect(outcome.standardError.contains("--landscape"))
    }
}
