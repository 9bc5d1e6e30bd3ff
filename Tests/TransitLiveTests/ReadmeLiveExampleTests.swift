import Foundation
import Testing
@testable import TransitLive
import TransitTesting
import TransitTestingReporting

// README example begins
final class InboxViewController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .systemBackground
    }
}
// README example ends

/// README.md's live-window example: its view controller is the code above, character for
/// character, and the content its `LiveApplication.run` call makes draws what a `TestHost` draws.
@MainActor
@Suite struct ReadmeLiveExampleTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func lines(of text: String, between start: String, and end: String) -> [Substring] {
        let all = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let from = all.firstIndex(where: { $0.hasPrefix(start) }),
            let to = all[(from + 1)...].firstIndex(where: { $0 == end })
        else { return [] }
        return Array(all[(from + 1)..<to])
    }

    @Test func theReadmeShowsThisCode() throws {
        let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let test = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let block = Self.lines(of: readme, between: "<!-- live example -->", and: "```")
        let code = Self.lines(of: test, between: "// README example begins", and: "// README example ends")
        expectEqual(block.first, "```swift")
        expect(block.contains("import TransitLive"))
        expect(
            block.contains("        LiveApplication.run(title: \"Inbox\", size: CGSize(width: 390, height: 844), scale: 2) {"))
        let start = try unwrap(block.firstIndex(of: code.first ?? ""), "the README lacks the view controller")
        expectEqual(Array(block[start..<min(block.endIndex, start + code.count)]), code)
    }

    @Test func itsContentDrawsWhatATestHostDraws() throws {
        let size = CGSize(width: 390, height: 844)
        let host = TestHost(size: size, scale: 1)
        host.window.rootViewController = NavigationController(rootViewController: InboxViewController())
        host.step()
        let session = LiveSession(displayTime: 0) {
            LiveContent(size: size, scale: 1, rootViewController: NavigationController(rootViewController: InboxViewController()))
        }
        let frame = try unwrap(session.frame(at: 1.0 / 60))
        expectEqual(frame, host.render())
        expectNil(session.frame(at: 2.0 / 60), "an unchanged screen is not drawn again")
        expect(!session.wantsFrames, "an idle window asks for no frames")
    }
}
