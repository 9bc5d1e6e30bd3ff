import Foundation
import Testing
import Transit
import TransitRender
import TransitTesting
import TransitTestingReporting

/// Finding views by what they show and acting on them, as a UI test does.
@MainActor
@Suite struct ViewQueryTests {
    /// A list screen with a "Details" button that pushes a detail screen showing "Detail".
    final class ListScreen: ViewController {
        let detail = ViewController()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let button = Button(type: .system)
            button.setTitle("Details", for: .normal)
            button.accessibilityIdentifier = "list.details"
            button.frame = CGRect(x: 100, y: 300, width: 190, height: 44)
            button.addAction(
                Action { [unowned self] _ in
                    navigationController?.pushViewController(detail, animated: true)
                }, for: .touchUpInside)
            view.addSubview(button)
            let title = Label(frame: CGRect(x: 20, y: 400, width: 350, height: 30))
            title.text = "Detail"
            detail.view.backgroundColor = .systemBackground
            detail.view.addSubview(title)
        }
    }

    func makeHost(size: CGSize = CGSize(width: 390, height: 844)) -> (TestHost, NavigationController, ListScreen) {
        let host = TestHost(size: size, scale: 1)
        let list = ListScreen()
        let navigation = NavigationController(rootViewController: list)
        host.window.rootViewController = navigation
        host.window.makeKeyAndVisible()
        host.runUntilIdle()
        return (host, navigation, list)
    }

    @Test func findsAButtonByItsTitleAndByItsIdentifier() throws {
        let (host, _, _) = makeHost()
        let byTitle = try unwrap(host.view(.text("Details")))
        expect(byTitle is Button)
        expectIdentical(host.view(.identifier("list.details")), byTitle)
        expectIdentical(host.view(.label("Details")), byTitle)
        // The detail's label is not in the window yet.
        expect(host.views(.text("Detail")).isEmpty)
    }

    @Test func tappingAButtonFoundByTitlePushesAndTheNewScreenCanBeAwaited() {
        let (host, navigation, list) = makeHost()
        expect(host.tap(.text("Details")))
        let arrived = host.wait(until: { navigation.topViewController === list.detail && host.isIdle })
        expect(arrived)
        expect(host.view(.text("Detail")) is Label)
        // The list's button left the screen with the push.
        expect(host.views(.identifier("list.details")).isEmpty)
        expect(host.diagnostics.diagnostics.isEmpty)
    }

    @Test func aCoveredViewIsNotTappedAndTheMissIsReported() throws {
        let (host, navigation, list) = makeHost()
        host.diagnostics.forward = nil  // asserted below, not printed
        let button = try unwrap(host.view(.identifier("list.details")))
        let cover = View(frame: list.view.bounds)
        cover.backgroundColor = .black
        list.view.addSubview(cover)
        expect(!host.tap(button))
        expectEqual(host.diagnostics.diagnostics(withCode: "testhost.notHittable").count, 1)
        host.runUntilIdle()
        expectIdentical(navigation.topViewController, list)
    }

    @Test func aQueryThatFindsNothingSaysWhatItLookedFor() {
        let (host, _, _) = makeHost()
        host.diagnostics.forward = nil  // asserted below, not printed
        expectNil(host.view(.text("Nowhere")))
        let notes = host.diagnostics.diagnostics(withCode: "testhost.noMatch")
        expectEqual(notes.count, 1)
        expectEqual(notes.first?.message.contains("\"Nowhere\""), true)
    }

    @Test func waitingForAConditionThatNeverHoldsStopsAtTheTimeout() {
        let (host, _, _) = makeHost()
        let start = host.now
        let held = host.wait(until: { false }, timeout: 0.5)
        expect(!held)
        expectLessThanOrEqual(abs(host.now - start - 0.5), host.frameDuration + 1e-9)
    }

    @Test func recordingWritesEveryFrameTheActionsStepFromTheFrameBefore() throws {
        // Just big enough for the button, at 15 frames a second: the checks count and compare
        // frames and delays, at any size and rate, and every frame is encoded.
        let (host, _, _) = makeHost(size: CGSize(width: 300, height: 360))
        host.framesPerSecond = 15
        let before = host.render()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("view-query-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let startFrame = host.frameCount
        let count = try host.record(to: url) { host in host.tap(.text("Details")) }
        // The frame before the actions, then one per frame stepped (the tap's two, then the push).
        expectEqual(count, host.frameCount - startFrame + 1)
        let animation = try APNGAnimation(data: Data(contentsOf: url))
        expectEqual(animation.frames.count, count)
        expectEqual(animation.frames.first, before)
        expect(animation.delays.allSatisfy { abs($0 - host.frameDuration) < 1e-3 })
    }

    @Test func accessibilityDefaultsFollowUIKit() {
        let label = Label(frame: .zero)
        label.text = "Hello"
        expect(label.isAccessibilityElement)
        expectEqual(label.accessibilityLabel, "Hello")
        expectEqual(label.accessibilityTraits, .staticText)
        let button = Button(type: .system)
        button.setTitle("Play", for: .normal)
        expectEqual(button.accessibilityLabel, "Play")
        expectEqual(button.accessibilityTraits, .button)
        button.isEnabled = false
        expectEqual(button.accessibilityTraits, [.button, .notEnabled])
        let plain = View(frame: .zero)
        expect(!plain.isAccessibilityElement)
        expectNil(plain.accessibilityLabel)
        // A label set to nil stays nil; set traits replace the defaults.
        label.accessibilityLabel = nil
        expectNil(label.accessibilityLabel)
        label.accessibilityTraits = .header
        expectEqual(label.accessibilityTraits, .header)
    }
}
