import Foundation
import Testing
import TransitCatalog
import TransitTesting
import TransitTestingReporting

/// The examples of the "Testing transitions" section of the TransitTesting article, as written
/// there (with `HomeViewController`, the README's presenter of a 0.5 s cover transition).
@MainActor
@Suite struct TestingTransitionsArticleTests {
    @Test func sheetSlidesUp() {
        let host = TestHost(size: CGSize(width: 80, height: 160), scale: 1)
        let home = HomeViewController(), sheet = ViewController()
        sheet.view.backgroundColor = .systemOrange
        sheet.transitioningDelegate = home  // a 0.5 s cover transition
        assertTransition(of: host, sampling: .progress([0, 0.25, 0.5, 0.75, 1])) { host in
            host.window.rootViewController = home
            host.step()
            home.present(sheet, animated: true)
        }
    }

    /// The golden shows motion: five different frames, the orange sheet covering more of the
    /// middle column each time (a golden of a still screen would pass whatever the animator did).
    @Test func theSheetGoldenShowsTheSheetRising() throws {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Goldens__/TestingTransitionsArticleTests/sheetSlidesUp.apng")
        let frames = try APNGAnimation(data: Data(contentsOf: golden)).frames
        expectEqual(Set(frames.map(\.fnv1a64)).count, 5)
        let orangeRows = frames.map { frame in (0..<frame.height).filter { y in frame[40, y] == (0xFF, 0x95, 0x00, 0xFF) }.count }
        expectEqual(orangeRows.first, 0)
        expect(orangeRows == orangeRows.sorted() && orangeRows.last! > 100)
    }

    @Test func presentationOrder() {
        let host = TestHost(size: CGSize(width: 80, height: 160), scale: 1)
        let home = HomeViewController(), sheet = ViewController()
        sheet.title = "Sheet"
        sheet.transitioningDelegate = home
        host.window.rootViewController = home
        host.step()
        home.present(sheet, animated: true)
        host.runUntilIdle()
        assertTimeline(of: host.timeline, includingLayout: false)
    }

    @Test func everyGoldenIsUsed() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        expect(try GoldenAudit.unusedGoldens(under: tests).isEmpty)
    }

    /// A mail-like stack: Inbox, then Message pushed without animation.
    static func stack() -> (TestHost, NavigationController, inbox: ViewController, message: ViewController) {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let inbox = ViewController(), message = ViewController()
        inbox.title = "Inbox"
        message.title = "Message"
        let navigationController = NavigationController(rootViewController: inbox)
        host.window.rootViewController = navigationController
        navigationController.pushViewController(message, animated: false)
        host.step()
        return (host, navigationController, inbox, message)
    }

    @Test func recordAndReplayAnEdgeSwipe() throws {
        let (host, navigationController, inbox, _) = Self.stack()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-\(UUID().uuidString).transit-gesture")
        defer { try? FileManager.default.removeItem(at: url) }

        host.startRecordingGesture()
        host.drag(from: CGPoint(x: 2, y: 422), to: CGPoint(x: 158, y: 422), duration: 0.2)
        let trace = host.stopRecordingGesture()!
        try trace.text.write(to: url, atomically: true, encoding: .utf8)
        expectEqual(
            trace.text.split(separator: "\n").prefix(4),
            [
                "# transit-gesture 1", "# time  finger  phase  x  y", "0.0000  0  began  2  422", "0.0167  0  moved  15  422"
            ])
        expect(trace.text.hasSuffix("0.2000  0  ended  158  422\n"))
        expect(host.runUntilIdle())
        expectIdentical(navigationController.topViewController, inbox)

        let (replayHost, replayed, replayedInbox, _) = Self.stack()
        replayHost.replay(try GestureTrace(contentsOf: url))
        expect(replayHost.runUntilIdle())
        expectIdentical(replayed.topViewController, replayedInbox)  // 780 pt/s carries it past half-way
        expectEqual(replayHost.frameCount, host.frameCount)
    }

    @Test func aCancelledEdgeSwipe() {
        let (host, navigationController, _, message) = Self.stack()
        host.replay(.edgeSwipe(in: CGSize(width: 390, height: 844), finishing: false))
        expect(host.runUntilIdle())
        expectIdentical(navigationController.topViewController, message)  // the pop was cancelled
        expect(host.diagnostics.diagnostics.isEmpty)
    }

    @Test func malformedTraceErrorsNameTheLine() {
        let text = "# transit-gesture 1\n\n\n\n\n\n0.5  0  moved  10  10\n"
        #expect { try GestureTrace(text: text) } throws: { error in
            "\(error)" == "line 7: finger 0 moved without having begun"
        }
    }
}
