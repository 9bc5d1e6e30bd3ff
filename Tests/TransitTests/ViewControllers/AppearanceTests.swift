import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// The appearance state machine (`beginAppearanceTransition(_:animated:)` /
/// `endAppearanceTransition()`), checked against UIKit's documented sequences: every
/// `viewWill…` is followed by exactly one `viewDid…`, and a reversed appearance ends with the
/// callback of the last direction (the cancelled-interactive-transition sequence).
@MainActor
@Suite struct AppearanceTests {
    @Test func appearThenDisappear() {
        let env = Detached()
        let a = Probe("A")
        env.adopt(a)
        _ = a.view
        env.timeline.removeAll()
        expectEqual(a.appearanceState, .disappeared)
        a.beginAppearanceTransition(true, animated: true)
        expectEqual(a.appearanceState, .appearing)
        a.endAppearanceTransition()
        expectEqual(a.appearanceState, .appeared)
        a.beginAppearanceTransition(false, animated: false)
        expectEqual(a.appearanceState, .disappearing)
        a.endAppearanceTransition()
        expectEqual(a.appearanceState, .disappeared)
        expectEqual(
            env.timeline.calls,
            [
                "A.viewWillAppear(true)", "A.viewDidAppear(true)",
                "A.viewWillDisappear(false)", "A.viewDidDisappear(false)"
            ])
        expect(env.log.diagnostics.isEmpty)
    }

    @Test func cancelledAppearanceEndsDisappeared() {
        // UIKit, cancelled interactive pop: the incoming controller gets viewWillAppear,
        // viewWillDisappear, viewDidDisappear — no viewDidAppear.
        let env = Detached()
        let to = Probe("To")
        env.adopt(to)
        to.beginAppearanceTransition(true, animated: true)
        to.beginAppearanceTransition(false, animated: true)
        to.endAppearanceTransition()
        expectEqual(to.appearanceState, .disappeared)
        expectEqual(
            env.timeline.calls,
            [
                "To.viewWillAppear(true)", "To.viewWillDisappear(true)",
                "To.viewDidDisappear(true)"
            ])
        expect(env.log.diagnostics.isEmpty)
    }

    @Test func cancelledDisappearanceEndsAppeared() {
        // The outgoing controller of a cancelled transition: viewWillDisappear, then
        // viewWillAppear, viewDidAppear.
        let env = Detached()
        let from = Probe("From")
        env.adopt(from)
        from.beginAppearanceTransition(true, animated: false)
        from.endAppearanceTransition()
        env.timeline.removeAll()
        from.beginAppearanceTransition(false, animated: true)
        from.beginAppearanceTransition(true, animated: true)
        from.endAppearanceTransition()
        expectEqual(from.appearanceState, .appeared)
        expectEqual(
            env.timeline.calls,
            [
                "From.viewWillDisappear(true)", "From.viewWillAppear(true)",
                "From.viewDidAppear(true)"
            ])
    }

    @Test func unbalancedCallsAreReportedAndChangeNothing() {
        let env = Detached()
        let a = Probe("A")
        env.adopt(a)
        a.endAppearanceTransition()
        expectEqual(a.appearanceState, .disappeared)
        a.beginAppearanceTransition(false, animated: false)
        expectEqual(a.appearanceState, .disappeared)
        a.beginAppearanceTransition(true, animated: false)
        a.beginAppearanceTransition(true, animated: true)
        expectEqual(a.appearanceState, .appearing)
        a.endAppearanceTransition()
        a.endAppearanceTransition()
        a.beginAppearanceTransition(true, animated: false)
        expectEqual(a.appearanceState, .appeared)
        expectEqual(env.timeline.calls, ["A.viewWillAppear(false)", "A.viewDidAppear(false)"])
        let unbalanced = env.log.diagnostics(withCode: "appearance.unbalanced")
        expectEqual(unbalanced.count, 5)
        expect(unbalanced.allSatisfy { $0.severity == .warning })
        expect(unbalanced[0].message.contains("Unbalanced calls to begin/end appearance transitions for A"))
        expectEqual(env.log.diagnostics.count, 5)
    }

    @Test func automaticForwardingReachesChildrenInTheViewHierarchy() {
        let env = Detached()
        let parent = Probe("P"), shown = Probe("Shown"), offstage = Probe("Offstage")
        let grandchild = Probe("G")
        env.adopt(parent)
        parent.addChild(shown)
        parent.view.addSubview(shown.view)
        shown.didMove(toParent: parent)
        parent.addChild(offstage)
        _ = offstage.view  // loaded, but not in the parent's hierarchy
        shown.addChild(grandchild)
        shown.view.addSubview(grandchild.view)
        env.timeline.removeAll()

        parent.beginAppearanceTransition(true, animated: true)
        parent.endAppearanceTransition()
        // Parent first, then children in order, recursively; the same for the end.
        expectEqual(
            env.timeline.calls,
            [
                "P.viewWillAppear(true)", "Shown.viewWillAppear(true)", "G.viewWillAppear(true)",
                "P.viewDidAppear(true)", "Shown.viewDidAppear(true)", "G.viewDidAppear(true)"
            ])
        expectEqual(offstage.appearanceState, .disappeared)
        expectEqual(grandchild.appearanceState, .appeared)
        expect(env.log.diagnostics.isEmpty)
    }

    @Test func manualForwardingLeavesChildrenAlone() {
        let env = Detached()
        let parent = ManualContainer("M"), child = Probe("C")
        env.adopt(parent)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        env.timeline.removeAll()
        parent.beginAppearanceTransition(true, animated: false)
        parent.endAppearanceTransition()
        expectEqual(env.timeline.calls, ["M.viewWillAppear(false)", "M.viewDidAppear(false)"])
        expectEqual(child.appearanceState, .disappeared)
        // The container forwards itself.
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        expectEqual(child.appearanceState, .appeared)
    }

    @Test func rootAppearsWhenTheWindowIsShown() {
        let log = DiagnosticLog()
        let window = Window(size: CGSize(width: 320, height: 480), diagnostics: log)
        let root = Probe("Root")
        window.rootViewController = root
        window.step(to: 0.5)
        expect(!root.isViewLoaded, "a hidden window does not load its root")
        window.makeKeyAndVisible()
        // UIKit: makeKeyAndVisible loads the root's view and sends non-animated appearance.
        expectEqual(
            window.timeline.calls.prefix(4),
            [
                "Root.loadView()", "Root.viewDidLoad()",
                "Root.viewWillAppear(false)",
                "Root.viewDidAppear(false)"
            ])
        expect(window.timeline.entries.allSatisfy { $0.time == 0.5 })
        expectEqual(root.appearanceState, .appeared)
        window.step(to: 1)
        expectEqual(
            window.timeline.entries.suffix(2).map(\.callback),
            ["viewWillLayoutSubviews()", "viewDidLayoutSubviews()"])
        expectEqual(window.timeline.entries.last?.time, 1)
        expect(log.diagnostics.isEmpty)
    }

    @Test func replacingTheRootSwapsAppearance() {
        let scene = Scene()
        let next = Probe("Next")
        scene.timeline.removeAll()
        scene.window.rootViewController = next
        expectEqual(
            scene.calls,
            [
                "Root.viewWillDisappear(false)", "Root.viewDidDisappear(false)",
                "Next.loadView()", "Next.viewDidLoad()",
                "Next.viewWillAppear(false)", "Next.viewDidAppear(false)"
            ])
        expectEqual(scene.root.appearanceState, .disappeared)
        expectEqual(next.appearanceState, .appeared)
    }
}
