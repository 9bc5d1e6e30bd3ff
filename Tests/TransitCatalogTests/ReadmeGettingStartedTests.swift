import Foundation
import Testing
import Transit
import TransitCatalog
import TransitRender
import TransitTesting
import TransitTestingReporting

// README example begins
final class HomeViewController: ViewController, ViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        CoverTransition(from: .bottom, duration: 0.5)  // slides up, like .coverVertical
    }
}

@MainActor func renderCoverTransition() throws -> Data {
    let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)  // a window on a manual clock
    let home = HomeViewController(), sheet = ViewController()
    host.window.rootViewController = home
    sheet.view.backgroundColor = .systemOrange
    sheet.transitioningDelegate = home
    home.present(sheet, animated: true)
    var gif = try GIFEncoder(width: 390, height: 844)
    repeat { host.step(); try gif.addFrame(host.render(), delay: 1.0 / 60) } while !host.isIdle
    return try gif.finish()
}
// README example ends

/// README.md's getting-started example, also on the Getting started article: the code above is
/// both pages' code block, character for character (the first test checks it), and it does what
/// they say.
@MainActor
@Suite struct ReadmeGettingStartedTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The lines after the first line starting with `start`, up to the next line equal to `end`.
    static func lines(of text: String, between start: String, and end: String) -> [Substring] {
        let all = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let from = all.firstIndex(where: { $0.hasPrefix(start) }),
            let to = all[(from + 1)...].firstIndex(where: { $0 == end })
        else { return [] }
        return Array(all[(from + 1)..<to])
    }

    @Test(arguments: ["README.md", "Sources/Transit/Transit.docc/GettingStarted.md"])
    func pageShowsThisCode(_ page: String) throws {
        let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent(page), encoding: .utf8)
        let test = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        // The block is fenced by a ```swift line after the marker and a closing ``` line.
        let fenced = Self.lines(of: readme, between: "<!-- getting-started example -->", and: "```")
        expectEqual(fenced.first, "```swift")
        let block = fenced.dropFirst()
        let code = Self.lines(of: test, between: "// README example begins", and: "// README example ends")
        expect(!code.isEmpty)
        // The README block opens with ```swift and the imports a client writes.
        let imports = [
            "import Foundation", "import Transit", "import TransitCatalog", "import TransitRender",
            "import TransitTesting", ""
        ]
        expectEqual(Array(block.prefix(imports.count)), imports.map { Substring($0) })
        expectEqual(Array(block.dropFirst(imports.count)), code)
    }

    @Test func theExampleWritesAGIFOfTheScreen() throws {
        let gif = [UInt8](try renderCoverTransition())
        // GIF89a header, logical screen 390×844 (little-endian), trailer byte 0x3B.
        expectEqual(Array(gif.prefix(6)), Array("GIF89a".utf8))
        expectEqual(Int(gif[6]) | Int(gif[7]) << 8, 390)
        expectEqual(Int(gif[8]) | Int(gif[9]) << 8, 844)
        expectEqual(gif.last, 0x3B)
    }

    /// What the example shows, checked on the objects. The default style, `.automatic`, is a page
    /// sheet, as since iOS 13: its frame leaves the top safe-area inset (0 here) plus 10 pt
    /// uncovered, so the sheet rises from y = 844 (just below the screen) to y = 10.
    @Test func theSheetRisesOverHalfTheDurationToItsPageSheetFrame() {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let home = HomeViewController(), sheet = ViewController()
        host.window.rootViewController = home
        sheet.transitioningDelegate = home
        home.present(sheet, animated: true)
        host.step()  // the next run-loop turn starts the transition
        host.advance(by: 0.25)
        // Halfway through ease-in-out the progress is 0.5, by symmetry: halfway from 844 to 10.
        let halfway = sheet.view.layer.presentation()?.frame.minY ?? -1
        expectClose(halfway, 427, within: 1)
        expect(host.runUntilIdle())
        expectEqual(sheet.view.frame, CGRect(x: 0, y: 10, width: 390, height: 834))
        expectIdentical(home.presentedViewController, sheet)
        expect(host.diagnostics.diagnostics.isEmpty)
    }
}
