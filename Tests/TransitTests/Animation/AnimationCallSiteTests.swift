import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// The callback timeline names where each animation came from: the line of this file that made
/// it (Swift's `#fileID` and `#line`, the oracle being the literal lines below), or Transit's own
/// file for animations the system runs.
@MainActor
@Suite struct AnimationCallSiteTests {
    private static let file = "TransitTests/AnimationCallSiteTests.swift"

    private func completions(_ w: Window) -> [CallbackTimeline.Entry] {
        w.timeline.entries.filter { $0.callback.hasPrefix("completion(") }
    }

    @Test func blockAnimationsNameTheCallingLine() throws {
        let w = makeWindow()
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        let first = #line + 1
        View.animate(withDuration: 0.5) { v.alpha = 0.5 }
        let second = #line + 1
        View.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            animations: {
                v.center.x = 40
            })
        let third = #line + 1
        View.animateKeyframes(withDuration: 0.5, delay: 0, animations: { v.center.y = 40 })
        w.step(to: 1)
        let sites = completions(w).map(\.callSite)
        expectEqual(
            sites,
            [
                CallbackTimeline.CallSite(fileID: Self.file, line: first),
                CallbackTimeline.CallSite(fileID: Self.file, line: second),
                CallbackTimeline.CallSite(fileID: Self.file, line: third)
            ])
        let system = sites.filter { $0?.isSystem != false }
        expect(system.isEmpty)
        let text = try unwrap(completions(w).first).description
        expect(text.hasSuffix("View.animate(withDuration: 0.5)  completion(true)  from " + Self.file))
    }

    @Test func transitionsAndPropertyAnimatorsNameTheCallingLine() {
        let w = makeWindow()
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        let flip = #line + 1
        View.transition(with: v, duration: 0.25, options: [.transitionFlipFromLeft], animations: { v.alpha = 0.9 })
        let animator = #line + 1
        let property = ViewPropertyAnimator(duration: 0.25, curve: .linear) { v.center.x = 30 }
        property.startAnimation()
        let running = #line + 1
        ViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.25, delay: 0, animations: { v.center.y = 30 })
        w.step(to: 1)
        let byObject = Dictionary(completions(w).map { ($0.callSite?.line ?? 0, $0.object) }, uniquingKeysWith: { a, _ in a })
        expectEqual(
            byObject,
            [
                flip: "View.transition(with:duration: 0.25)", animator: "ViewPropertyAnimator",
                running: "ViewPropertyAnimator"
            ])
    }

    @Test func theSystemsOwnAnimationsAreMarkedAsSystem() {
        let w = makeWindow()
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        w.rootViewController = navigation
        w.makeKeyAndVisible()
        w.step(to: 0.1)
        navigation.pushViewController(ViewController(), animated: true)
        w.step(to: 2)
        let sites = completions(w).compactMap(\.callSite)
        expect(!sites.isEmpty)
        let foreign = sites.filter { !$0.isSystem || !$0.fileID.hasPrefix("Transit/") || $0.line <= 0 }
        expect(foreign.isEmpty)
    }
}
