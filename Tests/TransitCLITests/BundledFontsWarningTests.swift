import Foundation
import Testing
import TransitTestingReporting

/// A `transit` moved away from its build folder has no shipped fonts beside it: commands that
/// draw text say so in one line on standard error; beside its fonts it says nothing.
@Suite struct BundledFontsWarningTests {
    static let prefix = "transit: [warning] fonts.bundleMissing: "

    @Test func aCopyAwayFromItsFontsWarnsOnceAndOnlyForCommandsThatDrawText() throws {
        let transit = try unwrap(TransitExecutable.locate())
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let copy = scratch.url.appendingPathComponent("transit")
        try FileManager.default.copyItem(at: transit.url, to: copy)
        let moved = TransitExecutable(url: copy)
        let demo = try moved.run(["demo", "--list"], in: scratch.url)
        expectEqual(demo.status, 0)
        expectEqual(demo.errorLines.filter { $0.hasPrefix(Self.prefix) }.count, 1, "\(demo.standardError)")
        // Listing the catalogue draws no text: no warning.
        let list = try moved.run(["list"], in: scratch.url)
        expectEqual(list.status, 0, "\(list.standardError)")
        expect(!list.standardError.contains(Self.prefix), "\(list.standardError)")
        // Beside its fonts, in the build folder: no warning.
        let home = try transit.run(["demo", "--list"], in: scratch.url)
        expectEqual(home.status, 0, "\(home.standardError)")
        expect(!home.standardError.contains(Self.prefix), "\(home.standardError)")
    }
}
