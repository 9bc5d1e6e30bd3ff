import Foundation
import Testing
import TransitTestingReporting

/// What the commands write when they succeed, in a log rather than on a terminal.
@Suite struct CommandOutputTests {
    @Test func versionIsTheReleaseNumber() throws {
        let transit = try unwrap(TransitExecutable.locate())
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let outcome = try transit.run(["--version"], in: scratch.url)
        expectEqual(outcome.status, 0)
        expectEqual(outcome.standardOutput, "0.1.0\n")
    }

    /// Standard error is a file here, not a terminal: progress comes as plain lines, at most one
    /// per quarter, never a carriage return.
    @Test func progressIsPlainLinesOffATerminal() throws {
        let transit = try unwrap(TransitExecutable.locate())
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let outcome = try transit.run(
            [
                "render", "fade", "--duration", "0.4", "--fps", "10", "--size", "60x100",
                "--scale", "1", "-o", "fade.gif"
            ], in: scratch.url)
        expectEqual(outcome.status, 0, "\(outcome.standardError)")
        expect(!outcome.standardError.contains("\r"))
        // 0.4 s at 10 frames per second: the still before the fade and its four steps, five frames.
        expectEqual(outcome.errorLines, ["2/5 frames (25 %)", "3/5 frames (50 %)", "4/5 frames (75 %)", "5/5 frames (100 %)"])
        let gif = try Data(contentsOf: scratch.url.appendingPathComponent("fade.gif"))
        expect(gif.starts(with: Array("GIF89a".utf8)))
        expectEqual(imageCount(gif: [UInt8](gif)), 5)
    }

    /// The number of image descriptors in a GIF, walking its blocks as the GIF89a specification
    /// lays them out: the header and logical screen descriptor, an optional global colour table,
    /// then extensions (0x21), images (0x2C) and the trailer (0x3B); nil when malformed.
    func imageCount(gif: [UInt8]) -> Int? {
        guard gif.count > 13 else { return nil }
        var i = 13 + (gif[10] & 0x80 != 0 ? 3 << (Int(gif[10] & 7) + 1) : 0)
        var images = 0
        func skipSubBlocks() {
            while i < gif.count, gif[i] != 0 { i += Int(gif[i]) + 1 }
            i += 1
        }
        while i < gif.count {
            switch gif[i] {
            case 0x21:
                i += 2
                skipSubBlocks()
            case 0x2C:
                guard i + 10 <= gif.count else { return nil }
                let flags = gif[i + 9]
                i += 10 + (flags & 0x80 != 0 ? 3 << (Int(flags & 7) + 1) : 0) + 1
                skipSubBlocks()
                images += 1
            case 0x3B: return images
            default: return nil
            }
        }
        return nil
    }

    /// `transit gallery --only` writes the entry's APNG, its contact sheet — five frames of the
    /// screen's pixel size with 4 px between them — and an index that names both and holds no
    /// Markdown.
    @Test func galleryWritesAnAnimationASheetAndAnIndex() throws {
        let transit = try unwrap(TransitExecutable.locate())
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let outcome = try transit.run(
            ["gallery", "--only", "cube-vertical", "--size", "40x60", "--fps", "10", "-o", "g"], in: scratch.url)
        expectEqual(outcome.status, 0, "\(outcome.standardError)")
        let folder = scratch.url.appendingPathComponent("g")
        let apng = try Data(contentsOf: folder.appendingPathComponent("cube-vertical.apng"))
        expect(apng.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        expectNotNil(apng.range(of: Data("acTL".utf8)))
        let sheet = try Data(contentsOf: folder.appendingPathComponent("cube-vertical.png"))
        // IHDR: width and height, big-endian, at bytes 16…23.
        let width = sheet[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = sheet[20..<24].reduce(0) { $0 << 8 | Int($1) }
        expectEqual(width, 5 * 40 + 4 * 4)
        expectEqual(height, 60)
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        expect(html.contains("src=\"cube-vertical.apng\""))
        expect(html.contains("src=\"cube-vertical.png\""))
        expect(!html.contains("**"))
        expect(!html.contains("`"))
    }

    /// `transit curves` prints one row per interval up to the longest curve's duration.
    @Test func curvesAtTheSmallestIntervalAllowed() throws {
        let transit = try unwrap(TransitExecutable.locate())
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let outcome = try transit.run(["curves", "--interval", "0.25"], in: scratch.url)
        expectEqual(outcome.status, 0)
        let rows = outcome.standardOutput.split(separator: "\n")
        // Header, column names, durations, then t = 0, 0.25, … ; linear progress equals t.
        expectGreaterThan(rows.count, 5)
        let t025 = rows[4].split(separator: " ")
        expectEqual(t025.first, "0.25")
        expectEqual(t025.dropFirst().first, "0.2500")
    }

    /// The gallery page shows code as code: no Markdown backticks reach the HTML.
    @Test func demoIndexHasNoLiteralBackticks() throws {
        let transit = try unwrap(TransitExecutable.locate())
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let outcome = try transit.run(
            ["demo", "--only", "container-no-animation", "--fps", "2", "--scale", "1", "-o", "gallery"],
            in: scratch.url)
        expectEqual(outcome.status, 0, "\(outcome.standardError)")
        let html = try String(contentsOf: scratch.url.appendingPathComponent("gallery/index.html"), encoding: .utf8)
        expect(!html.contains("`"))
        expect(html.contains("<code>transit inspect container-no-animation</code>"))
        expect(FileManager.default.fileExists(atPath: scratch.path("gallery/container-no-animation.gif")))
    }
}

/// `transit inspect` prints the timeline-golden format: its output after the title line is the
/// demo tests' golden of the same scene, byte for byte.
@Suite struct InspectFormatTests {
    @Test func inspectPrintsTheTimelineGolden() throws {
        let transit = try unwrap(TransitExecutable.locate())
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("TransitDemoTests/Goldens/__Goldens__/TimelineGoldenTests/slideMenu.timeline.txt")
        let expected = try String(contentsOf: golden, encoding: .utf8)
        let outcome = try transit.run(["inspect", "slide-menu"], in: scratch.url)
        expectEqual(outcome.status, 0)
        let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        expectEqual(lines.first, "slide-menu: Slide menu")
        expectEqual(lines.dropFirst().joined(separator: "\n"), expected)

        let withoutLayout = try transit.run(["inspect", "navigation-fade", "--no-layout"], in: scratch.url)
        let fade = try String(
            contentsOf: golden.deletingLastPathComponent()
                .appendingPathComponent("navigationFadeWithoutLayout.timeline.txt"), encoding: .utf8)
        expectEqual(
            withoutLayout.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
                .dropFirst().joined(separator: "\n"), fade)
    }
}
