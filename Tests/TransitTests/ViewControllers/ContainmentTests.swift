import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// Containment as Apple documents it ("Implementing a Container View Controller", `addChild(_:)`,
/// `removeFromParent()`): `addChild` calls `willMove(toParent:)`, `removeFromParent` calls
/// `didMove(toParent: nil)`, and a child's view joining or leaving an on-screen parent's view
/// sends it non-animated appearance callbacks when the parent forwards automatically.
@MainActor
@Suite struct ContainmentTests {
    /// Apple's add sequence: addChild, add the view, didMove(toParent:).
    func embed(_ child: ViewController, in parent: ViewController) {
        parent.addChild(child)
        child.view.frame = parent.view.bounds
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
    }

    /// Apple's remove sequence: willMove(toParent: nil), remove the view, removeFromParent.
    func unembed(_ child: ViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }

    @Test func addAndRemoveOnScreen() {
        let scene = Scene()
        let child = Probe("C")
        scene.timeline.removeAll()
        embed(child, in: scene.root)
        expectIdentical(child.parent, scene.root)
        expect(scene.root.children.count == 1 && scene.root.children[0] === child)
        expectEqual(child.appearanceState, .appeared)
        unembed(child)
        expectNil(child.parent)
        expect(scene.root.children.isEmpty)
        expectEqual(child.appearanceState, .disappeared)
        // willMove/didMove(toParent: Root) made by the test itself are not Transit's calls;
        // the ones Transit makes (in addChild and removeFromParent) are recorded.
        expectEqual(
            scene.calls,
            [
                "C.willMove(toParent: Root)", "C.loadView()", "C.viewDidLoad()",
                "C.viewWillAppear(false)", "C.viewDidAppear(false)",
                "C.viewWillDisappear(false)", "C.viewDidDisappear(false)",
                "C.didMove(toParent: nil)"
            ])
        // isMovingToParent during the appearance that followed addChild; isMovingFromParent
        // during the disappearance that followed willMove(toParent: nil).
        expectEqual(
            child.flags,
            [
                "willAppear to=true from=false", "didAppear to=true from=false",
                "willDisappear to=false from=true", "didDisappear to=false from=true"
            ])
        expect(!child.isMovingToParent)
        expect(!child.isMovingFromParent)
        expect(scene.log.diagnostics.isEmpty)
    }

    @Test func addAndRemoveOffScreenSendNoAppearance() {
        let env = Detached()
        let parent = Probe("P"), child = Probe("C")
        env.adopt(parent)
        _ = parent.view
        env.timeline.removeAll()
        embed(child, in: parent)
        unembed(child)
        expectEqual(
            env.timeline.calls,
            [
                "C.willMove(toParent: P)", "C.loadView()", "C.viewDidLoad()",
                "C.didMove(toParent: nil)"
            ])
        expect(child.flags.isEmpty)
    }

    @Test func manualParentGetsNoAutomaticChildAppearance() {
        let scene = Scene(root: ManualContainer("M"))
        let child = Probe("C")
        scene.timeline.removeAll()
        embed(child, in: scene.root)
        expectEqual(child.appearanceState, .disappeared)
        expect(child.flags.isEmpty)
        unembed(child)
        expect(child.flags.isEmpty)
    }

    @Test func childrenAppearWithTheirParent() {
        // A container built before its window shows: the children appear with it.
        let root = Probe("Root"), child = Probe("C")
        embed(child, in: root)
        let scene = Scene(root: root)
        expectEqual(
            scene.calls.filter { $0.contains("Appear") },
            [
                "Root.viewWillAppear(false)", "C.viewWillAppear(false)",
                "Root.viewDidAppear(false)", "C.viewDidAppear(false)"
            ])
        expectEqual(child.appearanceState, .appeared)
        expect(scene.log.diagnostics.isEmpty)
    }

    @Test func aChildAddedToASecondParentLeavesTheFirst() {
        // Apple: "If the new child view controller is already the child of a container view
        // controller, it is removed from that container before being added."
        let env = Detached()
        let first = Probe("First"), second = Probe("Second"), child = Probe("C")
        let top = Probe("Top")
        env.adopt(top)
        top.addChild(first)
        top.addChild(second)
        first.addChild(child)
        env.timeline.removeAll()
        second.addChild(child)
        expect(first.children.isEmpty)
        expectEqual(second.children.count, 1)
        expectIdentical(child.parent, second)
        expectEqual(env.timeline.calls, ["C.didMove(toParent: nil)", "C.willMove(toParent: Second)"])
        expectEqual(env.log.diagnostics(withCode: "containment.reparented").count, 1)
        expect(child.isMovingToParent)
    }

    @Test func cyclesAreRejected() {
        let env = Detached()
        let a = Probe("A"), b = Probe("B"), c = Probe("C")
        env.adopt(a)
        a.addChild(b)
        b.addChild(c)
        env.timeline.removeAll()
        a.addChild(a)
        c.addChild(a)
        b.addChild(a)
        expectNil(a.parent)
        expectEqual(a.children.count, 1)
        expectEqual(b.children.count, 1)
        expect(c.children.isEmpty)
        expect(env.timeline.calls.isEmpty)
        let cycles = env.log.diagnostics(withCode: "containment.cycle")
        expectEqual(cycles.count, 3)
        expect(cycles.allSatisfy { $0.severity == .error })
        expect(a.invariantViolations().isEmpty)
    }

    @Test func addingTwiceAndRemovingAnOrphanAreNoOps() {
        let env = Detached()
        let parent = Probe("P"), child = Probe("C"), orphan = Probe("O")
        env.adopt(parent)
        env.adopt(orphan)
        parent.addChild(child)
        parent.addChild(child)
        expectEqual(parent.children.count, 1)
        expectEqual(env.log.diagnostics(withCode: "containment.alreadyChild").count, 1)
        env.timeline.removeAll()
        orphan.removeFromParent()
        expect(env.timeline.calls.isEmpty)
        expectEqual(env.log.diagnostics(withCode: "containment.notAChild").count, 1)
    }

    @Test func timelineAndDiagnosticsResolveThroughTheParent() {
        let env = Detached()
        let parent = Probe("P"), child = Probe("C")
        env.adopt(parent)
        expectNil(child.callbackTimeline)
        parent.addChild(child)
        expectIdentical(child.callbackTimeline, env.timeline)
        expectIdentical(child.diagnosticSink, env.log)
        let own = CallbackTimeline()
        child.callbackTimelineOverride = own
        expectIdentical(child.callbackTimeline, own)
        child.callbackTimelineOverride = nil
        child.removeFromParent()
        expectNil(child.callbackTimeline)
        // didMove(toParent: nil) is still recorded where the child was.
        expectEqual(env.timeline.calls.last, "C.didMove(toParent: nil)")
    }

    @Test func invariantCheckerDetectsCorruption() {
        // Corrupt the internal state directly: the checker must notice each kind of damage.
        let parent = Probe("P"), child = Probe("C"), other = Probe("O")
        parent.addChild(child)
        expect(parent.invariantViolations().isEmpty)
        child.parentStorage = other
        expect(parent.invariantViolations().contains { $0.contains("but its parent is O") })
        child.parentStorage = parent
        parent.childrenStorage.append(child)
        expect(parent.invariantViolations().contains { $0.contains("listed twice") })
        parent.childrenStorage.removeLast()
        parent.view.addSubview(child.view)
        child.appearanceStateStorage = .appeared
        expect(parent.invariantViolations().contains { $0.contains("C is appeared inside P") })
        child.appearanceStateStorage = .disappeared
        child.view.viewDelegate = other
        expect(child.invariantViolations().contains { $0.contains("names another controller") })
        child.view.viewDelegate = child
        expect(parent.invariantViolations().isEmpty)
    }
}
