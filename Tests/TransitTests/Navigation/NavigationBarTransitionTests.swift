import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// The bar's push and pop as iOS draws them: the old title travels into the back button's place
/// while the new back title, the same word, fades in on the same path; the chevron stays put.
/// Oracles: the two paths are one by construction (each part runs the same curve between the
/// same two places), so at every frame the words coincide and their opacities sum to one.
@MainActor
@Suite struct NavigationBarTransitionTests {
    /// Where a part of an item view is on screen along the bar: its untransformed start plus the
    /// presentation's translation.
    func shownStart(_ view: View, start: CGFloat) -> CGFloat {
        start + (view.layer.presentation()?.affineTransform().tx ?? 0)
    }

    func opacity(_ view: View) -> CGFloat { CGFloat(view.layer.presentation()?.opacity ?? 0) }

    @Test func pushMovesTheOldTitleIntoTheBackButtonAsOneWord() throws {
        let (host, navigation) = makeNavigationHost(root: NamedController("Settings"))
        navigation.pushViewController(NamedController("Airplane"), animated: false)
        let outgoing = try unwrap(navigation.navigationBar.contentView)
        navigation.pushViewController(NamedController("General"), animated: true)
        let incoming = try unwrap(navigation.navigationBar.contentView)
        expectNotIdentical(incoming, outgoing)
        let back = try unwrap(incoming.backButton), label = try unwrap(back.titleLabel)
        expectEqual(back.currentTitle, "Airplane")
        let outgoingStart = outgoing.titleStart, backStart = try unwrap(incoming.backTitleStart)
        expectLessThan(backStart, outgoingStart)
        let outgoingBack = try unwrap(outgoing.backButton)
        var frames = 0
        while navigation.transitionCoordinator != nil && frames < 60 {
            host.advance(by: 1.0 / 60)
            frames += 1
            let oldTitle = shownStart(outgoing.titleSlot, start: outgoingStart)
            let newBack = shownStart(label, start: backStart)
            expectClose(oldTitle, newBack, within: 1e-6, "frame \(frames): \(oldTitle) vs \(newBack)")
            expectClose(opacity(outgoing.titleSlot) + opacity(label), 1, within: 1e-5)
            // Both items have a back button: the incoming chevron shows throughout, in place.
            expectEqual(opacity(back.indicator), 1)
            expectEqual(opacity(outgoingBack.indicator), 0)
        }
        expectGreaterThan(frames, 10)
        host.runUntilIdle()
        expectNil(outgoing.superview)
        expectEqual(opacity(label), 1)
        expectEqual(opacity(incoming.titleSlot), 1)
        expectClose(label.convert(CGPoint.zero, to: incoming).x, backStart, within: 1e-9)
    }

    /// On an iPhone 16, a push, a pop and a cancelled interactive pop between screens with
    /// inline titles and back buttons: at no frame are two different texts drawn over each other
    /// in the bar ("< Settings" over "Settings" is what iOS never shows).
    @Test func noFrameSuperimposesTexts() {
        let host = TestHost(device: .iPhone16)
        let navigation = NavigationController(rootViewController: NamedController("Settings"))
        host.window.rootViewController = navigation
        navigation.pushViewController(NamedController("General"), animated: false)
        host.runUntilIdle()
        let bar = navigation.navigationBar
        var frames = 0, superimposed: [String] = []
        func follow() {
            while navigation.transitionRunner.running != nil && frames < 600 {
                host.step()
                frames += 1
                let pairs = superimposedTexts(shownTexts(in: bar))
                if !pairs.isEmpty { superimposed.append("frame \(frames): \(pairs)") }
            }
        }
        navigation.pushViewController(NamedController("About"), animated: true)
        follow()
        navigation.popViewController(animated: true)
        follow()
        host.touchDown(at: CGPoint(x: 5, y: 400))
        for x in stride(from: 15, through: 135, by: 10) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 400)) }
        host.advance(by: 0.2)
        host.touchUp()
        follow()
        host.runUntilIdle()
        expectEqual(navigation.viewControllers.count, 2)
        expectGreaterThan(frames, 30)
        expect(superimposed.isEmpty, "\(superimposed)")
    }

    @Test func popRunsThePathsBackwards() throws {
        let (host, navigation) = makeNavigationHost(root: NamedController("Settings"))
        navigation.pushViewController(NamedController("General"), animated: false)
        let top = try unwrap(navigation.navigationBar.contentView)
        let backStart = try unwrap(top.backTitleStart)
        navigation.popViewController(animated: true)
        let below = try unwrap(navigation.navigationBar.contentView)
        host.advance(by: 0.1)
        // The back title "Settings" travels to the centre as the title "Settings" comes from it.
        let label = try unwrap(top.backButton?.titleLabel)
        let oldBack = shownStart(label, start: backStart)
        let newTitle = shownStart(below.titleSlot, start: below.titleStart)
        expectClose(oldBack, newTitle, within: 1e-6)
        expectGreaterThan(oldBack, backStart)
        expectLessThan(newTitle, below.titleStart)
        host.runUntilIdle()
        expect(navigation.topViewController?.title == "Settings")
        expectNil(top.superview)
        // The root has no back button: its title alone, at rest.
        expectNil(below.backButton)
        expectEqual(opacity(below.titleSlot), 1)
    }
}
