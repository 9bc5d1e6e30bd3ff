import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Large titles in pushes and pops, as iOS draws them: pushing from a list whose large title
/// shows to a screen with an inline title, the large title travels up into the back button's
/// place and becomes its title while the bar shrinks from 96 to 44 pt; popping grows it back.
/// Oracles: geometry — the travelling title and the back title are laid over each other at
/// every frame (the same two rectangles joined by the same curve), their opacities sum to one,
/// the title ends exactly on the back title (or the large title), it stays inside the bar, and
/// no two different texts are drawn over each other.
@MainActor
@Suite struct LargeTitleTransitionTests {
    func makeStack() -> (TestHost, NavigationController) {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let navigation = NavigationController(rootViewController: ScrollingController("Settings"))
        navigation.navigationBar.prefersLargeTitles = true
        host.window.rootViewController = navigation
        host.advance(by: 1.0 / 60)
        return (host, navigation)
    }

    func detail() -> ScrollingController {
        let detail = ScrollingController("General")
        detail.navigationItem.largeTitleDisplayMode = .never
        return detail
    }

    /// The bar's bottom edge on screen now, in window coordinates.
    func barBottom(_ bar: NavigationBar) -> CGFloat {
        let shown = bar.layer.presentation() ?? bar.layer
        return shown.position.y + shown.bounds.height / 2
    }

    /// Steps the running transition frame by frame, checking at each that `travelling` and
    /// `arriving` are one word (same rectangle, opacities summing to one) inside the bar and
    /// that no other texts overlap; returns the frames stepped.
    func followTransition(
        _ host: TestHost, _ navigation: NavigationController,
        travelling: Label, arriving: Label
    ) -> Int {
        let bar = navigation.navigationBar
        var frames = 0, superimposedFrames = 0
        while navigation.transitionRunner.running != nil && frames < 120 {
            host.step()
            frames += 1
            let texts = shownTexts(in: bar)
            if !superimposedTexts(texts).isEmpty { superimposedFrames += 1 }
            let a = texts.first { $0.label === travelling }, b = texts.first { $0.label === arriving }
            let opacityA = a?.opacity ?? 0, opacityB = b?.opacity ?? 0
            expectClose(
                opacityA + opacityB, 1, within: 1e-3, "frame \(frames): \(String(describing: a)) \(String(describing: b))")
            if let a, let b, a.opacity > 0.01, b.opacity > 0.01 {
                expect(a.isSameWord(as: b), "frame \(frames): \(a) vs \(b)")
            }
            for text in [a, b].compactMap({ $0 }) {
                expectLessThanOrEqual(text.rect.maxY, barBottom(bar) + 1e-6, "frame \(frames): \(text) below the bar")
            }
        }
        expectEqual(superimposedFrames, 0)
        return frames
    }

    @Test func pushTurnsTheLargeTitleIntoTheBackTitle() throws {
        let (host, navigation) = makeStack()
        let bar = navigation.navigationBar
        let outgoing = try unwrap(bar.contentView)
        let large = outgoing.largeTitleLabel
        let resting = try unwrap(shownTexts(in: bar).first { $0.label === large })
        expectClose(resting.rect.minX, 16, within: 1e-9)
        expectClose(resting.rect.maxY, (47 + 96 - 8), within: 1e-9)
        navigation.pushViewController(detail(), animated: true)
        let incoming = try unwrap(bar.contentView)
        let back = try unwrap(incoming.backButton?.titleLabel)
        expectEqual(back.text, "Settings")
        let frames = followTransition(host, navigation, travelling: large, arriving: back)
        expectGreaterThan(frames, 10)
        host.runUntilIdle()
        // The back title at rest where the large title ended; the bar 44 pt below the status area.
        let landed = try unwrap(shownTexts(in: bar).first { $0.label === back })
        expectEqual(landed.opacity, 1)
        expectClose(landed.rect.midY, (47 + 22), within: 1e-9)
        expectEqual(bar.frame, CGRect(x: 0, y: 47, width: 390, height: 44))
        expectNil(outgoing.superview)
        expectNil(incoming.heldHeight)
    }

    /// The stack with the detail pushed: its item view and back title.
    func makePushedStack() throws -> (TestHost, NavigationController, NavigationItemView, Label) {
        let (host, navigation) = makeStack()
        navigation.pushViewController(detail(), animated: false)
        host.step()
        let top = try unwrap(navigation.navigationBar.contentView)
        return (host, navigation, top, try unwrap(top.backButton?.titleLabel))
    }

    @Test func popGrowsTheBackTitleIntoTheLargeTitle() throws {
        let (host, navigation, top, back) = try makePushedStack()
        let bar = navigation.navigationBar
        navigation.popViewController(animated: true)
        let below = try unwrap(bar.contentView)
        expectNotIdentical(below, top)
        expect(below.showsLargeTitle)
        let frames = followTransition(host, navigation, travelling: back, arriving: below.largeTitleLabel)
        expectGreaterThan(frames, 10)
        host.runUntilIdle()
        let landed = try unwrap(shownTexts(in: bar).first { $0.label === below.largeTitleLabel })
        expectEqual(landed.opacity, 1)
        expectClose(landed.rect.minX, 16, within: 1e-9)
        expectClose(landed.rect.maxY, (47 + 96 - 8), within: 1e-9)
        expectNil(below.heldHeight)
        expectEqual(below.bounds.height, 96)
    }

    @Test func aCancelledInteractivePopPutsTheBackTitleBack() throws {
        let (host, navigation, top, back) = try makePushedStack()
        let bar = navigation.navigationBar
        let before = try unwrap(shownTexts(in: bar).first { $0.label === back })
        host.touchDown(at: CGPoint(x: 5, y: 400))
        for x in stride(from: 15, through: 105, by: 10) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 400)) }
        host.step()
        expectEqual(navigation.transitionRunner.running?.isInteractive, true)
        let midway = try unwrap(shownTexts(in: bar).first { $0.label === back })
        expectGreaterThan(midway.rect.minY, before.rect.minY, "on its way to the large title")
        expectLessThan(midway.opacity, 1, "on its way to the large title")
        for x in stride(from: 95, through: 25, by: -10) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 400)) }
        host.advance(by: 0.2)
        host.touchUp()
        host.runUntilIdle()
        expectIdentical(bar.contentView, top)
        let after = try unwrap(shownTexts(in: bar).first { $0.label === back })
        expect(after.isSameWord(as: before, tolerance: 1e-9))
        expectEqual(after.opacity, 1)
        expectEqual(bar.subviews.compactMap { $0 as? NavigationItemView }.count, 1)
    }

    @Test func bothLargeSlideSideBySideWithoutSuperimposing() throws {
        let (host, navigation) = makeStack()
        let bar = navigation.navigationBar
        let next = ScrollingController("Wi-Fi")
        next.navigationItem.largeTitleDisplayMode = .always
        navigation.pushViewController(next, animated: true)
        var superimposedFrames = 0
        while navigation.transitionRunner.running != nil {
            host.step()
            if !superimposedTexts(shownTexts(in: bar)).isEmpty { superimposedFrames += 1 }
        }
        // Two large titles sliding past each other may touch for a frame or two, never more.
        expectLessThanOrEqual(superimposedFrames, 2)
        host.runUntilIdle()
        expectEqual(bar.frame.height, 96)
        expect(bar.contentView?.largeTitleLabel.text == "Wi-Fi")
    }

    /// A pushed screen with its own big title in its content (34 pt bold, 13 pt below the top of
    /// its safe area, as many detail screens have), seen through the transparent large-title bar:
    /// the outgoing large title, travelling into the back button, may cross that title as the
    /// screen slides in, but for a few frames at most (the bound: never two texts over each
    /// other for more than a few frames).
    @Test func theTravellingLargeTitleCrossesTheIncomingContentTitleForAFewFramesAtMost() {
        let (host, navigation) = makeStack()
        let detail = TitledDetailController("Bluetooth")
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: true)
        var crossings = 0, frames = 0
        while navigation.transitionRunner.running != nil && frames < 120 {
            host.step()
            frames += 1
            let pairs = superimposedTexts(shownTexts(in: navigation.view))
            if pairs.contains(where: { $0.0.label === detail.titleLabel || $0.1.label === detail.titleLabel }) { crossings += 1 }
        }
        expectGreaterThan(frames, 10)
        expectLessThanOrEqual(crossings, 3, "\(crossings) frames with the content title under another text")
    }
}

/// A detail screen whose content starts with its own 34 pt bold title.
final class TitledDetailController: ViewController {
    let titleLabel = Label()

    init(_ name: String) {
        super.init()
        title = name
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        view.addSubview(titleLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        titleLabel.frame = CGRect(x: 20, y: view.safeAreaInsets.top + 13, width: view.bounds.width - 40, height: 44)
    }
}
