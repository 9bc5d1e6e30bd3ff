import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// `transition(from:to:duration:options:animations:completion:)` as Apple documents it (and as
/// objc.io #12's stage-1 container uses it): the to-view is added to the from-view's superview,
/// the animations run as a block animation, the from-view is removed when it ends; appearance
/// callbacks are forwarded when the container forwards automatically and is on screen.
@MainActor
@Suite struct TransitionTests {
    /// A visible container with child A embedded and child B added (not yet shown), following
    /// the objc.io container: `willMove(toParent: nil)` on A and `addChild(B)` before the
    /// transition.
    @MainActor struct Setup {
        let scene: Scene
        let a = Probe("A"), b = Probe("B")
        var container: ViewController { scene.root }

        init(root: ViewController = Probe("Root"), show: Bool = true) {
            scene = Scene(root: root)
            if !show { scene.window.rootViewController = Probe("Other") }
            let container = scene.root
            container.addChild(a)
            a.view.frame = container.view.bounds
            container.view.addSubview(a.view)
            a.didMove(toParent: container)
            a.willMove(toParent: nil)
            container.addChild(b)
            b.view.frame = container.view.bounds
            scene.timeline.removeAll()
            a.flags.removeAll()
        }

        /// Runs the transition with the objc.io completion (finish containment).
        func run(
            duration: TimeInterval, options: View.AnimationOptions = [],
            finished: @escaping (Bool) -> Void = { _ in }
        ) {
            let container = self.container, a = self.a, b = self.b
            container.transition(
                from: a, to: b, duration: duration, options: options,
                animations: { b.view.alpha = 0.5 },
                completion: { done in
                    a.removeFromParent()
                    b.didMove(toParent: container)
                    finished(done)
                })
        }
    }

    @Test func animatedOnScreen() {
        let s = Setup()
        s.scene.window.step(to: 1)
        var finished: [Bool] = []
        s.run(duration: 0.5) { finished.append($0) }
        // The to-view joins the from-view's superview, above it; appearance begins.
        expectIdentical(s.b.view.superview, s.container.view)
        expectIdentical(s.container.view.subviews.last, s.b.view)
        expectIdentical(s.a.view.superview, s.container.view)
        expectEqual(s.scene.calls, ["A.viewWillDisappear(true)", "B.viewWillAppear(true)"])
        expectEqual(s.a.appearanceState, .disappearing)
        expectEqual(s.b.appearanceState, .appearing)
        s.scene.window.step(to: 1.25)
        expect(finished.isEmpty)
        expectIdentical(s.a.view.superview, s.container.view)
        s.scene.window.step(to: 1.5)
        expectEqual(finished, [true])
        expectNil(s.a.view.superview)
        expect(s.container.children.count == 1 && s.container.children[0] === s.b)
        // The block animation records its completion call; the appearance transitions end
        // before the container's completion block runs.
        expectEqual(
            s.scene.calls,
            [
                "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                "View.animate(withDuration: 0.5).completion(true)",
                "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
                "A.didMove(toParent: nil)"
            ])
        // The will-callbacks at the start time, the did-callbacks at the end of the animation.
        let entries = s.scene.timeline.entries.filter { $0.callback.contains("ppear") }
        expectEqual(entries.map(\.time), [1, 1, 1.5, 1.5])
        expectEqual(s.a.flags, ["willDisappear to=false from=true", "didDisappear to=false from=true"])
        expectEqual(s.b.flags, ["willAppear to=true from=false", "didAppear to=true from=false"])
        expectEqual(s.b.view.alpha, 0.5)
        expect(s.container.invariantViolations().isEmpty)
        expect(s.scene.log.diagnostics.isEmpty)
    }

    @Test func zeroDurationIsNotAnimated() {
        let s = Setup()
        var finished: [Bool] = []
        s.run(duration: 0) { finished.append($0) }
        s.scene.window.step(to: 1.0 / 60)
        expectEqual(finished, [true])
        expectEqual(
            s.scene.calls,
            [
                "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                "View.animate(withDuration: 0).completion(true)",
                "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
                "A.didMove(toParent: nil)"
            ])
        expectNil(s.a.view.superview)
        expectIdentical(s.b.view.superview, s.container.view)
    }

    @Test func manualContainerGetsNoAppearanceCallbacks() {
        let s = Setup(root: ManualContainer("M"))
        var finished: [Bool] = []
        s.run(duration: 0.25) { finished.append($0) }
        s.scene.window.step(to: 0.25)
        expectEqual(finished, [true])
        expectEqual(
            s.scene.calls,
            [
                "View.animate(withDuration: 0.25).completion(true)",
                "A.didMove(toParent: nil)"
            ])
        expectNil(s.a.view.superview)
        expectIdentical(s.b.view.superview, s.container.view)
    }

    @Test func offScreenContainerGetsNoAppearanceCallbacks() {
        let s = Setup(show: false)
        var finished: [Bool] = []
        s.run(duration: 0) { finished.append($0) }
        s.scene.window.step(to: 0.25)
        expectEqual(s.a.appearanceState, .disappeared)
        expectEqual(s.b.appearanceState, .disappeared)
        expectNil(s.a.view.superview)
        expectIdentical(s.b.view.superview, s.container.view)
        expect(s.a.flags.isEmpty)
        expect(s.b.flags.isEmpty)
    }

    @Test func misuseIsReportedAndIgnored() {
        let s = Setup()
        let stranger = Probe("Stranger")
        var completions = 0
        let count: (Bool) -> Void = { _ in completions += 1 }
        s.container.transition(from: s.a, to: stranger, duration: 0.3, animations: nil, completion: count)
        s.container.transition(from: stranger, to: s.b, duration: 0.3, animations: nil, completion: count)
        s.container.transition(from: s.a, to: s.a, duration: 0.3, animations: nil, completion: count)
        // B's view is not in a view hierarchy, so it cannot be the from-view.
        s.container.transition(from: s.b, to: s.a, duration: 0.3, animations: nil, completion: count)
        s.scene.window.step(to: 1)
        expectEqual(completions, 0)
        expectEqual(s.scene.log.diagnostics(withCode: "transition.invalid").count, 4)
        expect(s.scene.log.diagnostics.allSatisfy { $0.severity == .error })
        expect(s.scene.calls.filter { !$0.contains("Stranger") }.isEmpty)
        expectIdentical(s.a.view.superview, s.container.view)
        expectNil(s.b.view.superview)
        expectEqual(s.a.appearanceState, .appeared)
        expectEqual(s.b.appearanceState, .disappeared)
    }

    @Test func invalidDurationIsReportedAndTreatedAsZero() {
        let s = Setup()
        var finished: [Bool] = []
        s.run(duration: .nan) { finished.append($0) }
        s.scene.window.step(to: 0.1)
        expectEqual(finished, [true])
        expectEqual(s.scene.log.diagnostics(withCode: "transition.invalidDuration").count, 1)
        expectEqual(s.scene.calls.prefix(2), ["A.viewWillDisappear(false)", "B.viewWillAppear(false)"])
    }

    @Test func containerLeavingTheScreenMidTransitionStaysBalanced() {
        let s = Setup()
        var finished: [Bool] = []
        s.run(duration: 1) { finished.append($0) }
        s.scene.window.step(to: 0.5)
        s.scene.window.rootViewController = Probe("Other")
        s.scene.window.step(to: 2)
        expectEqual(finished.count, 1)
        expectEqual(s.a.appearanceState, .disappeared)
        expectEqual(s.b.appearanceState, .disappeared)
        // A and Root were on screen when the timeline was cleared; B was not.
        let onScreen = ["viewWillAppear(false)", "viewDidAppear(false)"]
        for (name, prefix) in [("A", onScreen), ("B", []), ("Root", onScreen)] {
            let word = prefix + s.scene.timeline.callbacks(of: name)
            expectNil(ControllerRandomSequenceTests.firstIllegalStep(word), "\(name): \(word)")
        }
        // B's appearance was cancelled: will appear, will disappear, did disappear.
        expectEqual(
            s.scene.timeline.callbacks(of: "B").filter { $0.contains("ppear") },
            ["viewWillAppear(true)", "viewWillDisappear(false)", "viewDidDisappear(false)"])
        expect(s.scene.log.diagnostics(withCode: "appearance.unbalanced").isEmpty)
    }

    @Test(arguments: [0, 1, 12])
    func containerLeavingAndComingBackMidTransitionDropsTheOldView(awayFrames: Int) {
        let s = Setup()
        var finished: [Bool] = []
        s.run(duration: 1) { finished.append($0) }
        s.scene.window.step(to: 0.5)
        // The container's view leaves the window and comes back (in the same frame, or later).
        let rootView = s.container.view!
        rootView.removeFromSuperview()
        for frame in 0..<awayFrames { s.scene.window.step(to: 0.5 + Double(frame + 1) / 60) }
        s.scene.window.insertSubview(rootView, at: 0)
        s.scene.window.step(to: 3)
        expectEqual(finished.count, 1)
        expectNil(s.a.viewIfLoaded?.superview)
        expectIdentical(s.b.view.superview, s.container.view)
        expectEqual(s.a.appearanceState, .disappeared)
        expectEqual(s.b.appearanceState, .appeared)
        for name in ["A", "B"] {
            let word = s.scene.timeline.callbacks(of: name)
            let full = (name == "A" ? ["viewWillAppear(false)", "viewDidAppear(false)"] : []) + word
            expectNil(ControllerRandomSequenceTests.firstIllegalStep(full), "\(name): \(word)")
        }
        expect(s.scene.log.diagnostics(withCode: "appearance.unbalanced").isEmpty)
    }

    @Test func manualContainerForwardsItselfAroundTheTransition() {
        // The pattern Apple documents for containers that return false from
        // shouldAutomaticallyForwardAppearanceMethods: the container brackets the transition
        // with begin/end calls on both children.
        let s = Setup(root: ManualContainer("M"))
        let container = s.container, a = s.a, b = s.b
        a.beginAppearanceTransition(true, animated: false)
        a.endAppearanceTransition()
        s.scene.timeline.removeAll()
        a.beginAppearanceTransition(false, animated: true)
        b.beginAppearanceTransition(true, animated: true)
        container.transition(
            from: a, to: b, duration: 0.5, animations: { b.view.alpha = 0.9 },
            completion: { _ in
                a.endAppearanceTransition()
                b.endAppearanceTransition()
                a.removeFromParent()
                b.didMove(toParent: container)
            })
        s.scene.window.step(to: 0.5)
        expectEqual(
            s.scene.calls,
            [
                "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                "View.animate(withDuration: 0.5).completion(true)",
                "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
                "A.didMove(toParent: nil)"
            ])
        expect(s.scene.log.diagnostics.isEmpty)
    }

    @Test func overlappingTransitionsStayBalanced() {
        // A second transition starts from the controller the first one is still bringing in.
        let s = Setup()
        let container = s.container, a = s.a, b = s.b, c = Probe("C")
        s.run(duration: 1)
        s.scene.window.step(to: 0.25)
        b.willMove(toParent: nil)
        container.addChild(c)
        c.view.frame = container.view.bounds
        container.transition(
            from: b, to: c, duration: 1, animations: { c.view.alpha = 0.5 },
            completion: { _ in
                b.removeFromParent()
                c.didMove(toParent: container)
            })
        s.scene.window.step(to: 2)
        expect(container.children.count == 1 && container.children[0] === c)
        expectNil(a.view.superview)
        expectNil(b.view.superview)
        expectIdentical(c.view.superview, container.view)
        expectEqual(a.appearanceState, .disappeared)
        expectEqual(b.appearanceState, .disappeared)
        expectEqual(c.appearanceState, .appeared)
        let onScreen = ["viewWillAppear(false)", "viewDidAppear(false)"]
        for (name, prefix) in [("A", onScreen), ("B", []), ("C", [])] {
            let word = prefix + s.scene.timeline.callbacks(of: name)
            expectNil(ControllerRandomSequenceTests.firstIllegalStep(word), "\(name): \(word)")
        }
        expect(container.invariantViolations().isEmpty)
        expect(s.scene.log.diagnostics(withCode: "appearance.unbalanced").isEmpty)
    }

    @Test func crossDissolveFadesTheOldContentOutOverTheNew() {
        let s = Setup()
        var finished: [Bool] = []
        s.run(duration: 0.5, options: [.transitionCrossDissolve, .curveLinear]) { finished.append($0) }
        // The to-view is in place at once; the old content is a snapshot overlay on the
        // container that fades out (linear curve: half transparent at half time).
        expectIdentical(s.b.view.superview, s.container.view)
        let overlay = s.container.view.subviews.last
        expectNotIdentical(overlay, s.b.view)
        expectNotIdentical(overlay, s.a.view)
        s.scene.window.step(to: 0.25)
        let opacity = overlay?.layer.presentation()?.opacity ?? -1
        expectClose(opacity, 0.5, within: 1e-9, "linear fade at half time; got \(opacity)")
        expectEqual(s.scene.calls, ["A.viewWillDisappear(true)", "B.viewWillAppear(true)"])
        s.scene.window.step(to: 0.5 + 1.0 / 60)
        expectEqual(finished, [true])
        expect(s.container.view.subviews.count == 1 && s.container.view.subviews[0] === s.b.view)
        expectEqual(
            s.scene.calls.filter { !$0.hasPrefix("View.") },
            [
                "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "A.didMove(toParent: nil)"
            ])
        expect(s.scene.log.diagnostics.isEmpty)
    }

    @Test func transitionBackBeforeTheFirstEndsKeepsTheReturningView() {
        // A→B is still running when the container goes back B→A: A's view must stay, and each
        // controller's appearance ends once, in the direction it ends up in.
        let s = Setup()
        let container = s.container, a = s.a, b = s.b
        s.scene.window.step(to: 1)
        container.transition(from: a, to: b, duration: 1, animations: { b.view.alpha = 0.5 })
        s.scene.window.step(to: 1.5)
        container.transition(from: b, to: a, duration: 1, animations: { a.view.alpha = 0.5 })
        s.scene.window.step(to: 3)
        expectIdentical(a.view.superview, container.view)
        expectNil(b.view.superview)
        expectEqual(a.appearanceState, .appeared)
        expectEqual(b.appearanceState, .disappeared)
        expectEqual(
            s.scene.calls,
            [
                "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                "View.animate(withDuration: 1).completion(true)",
                "View.animate(withDuration: 1).completion(true)",
                "B.viewDidDisappear(true)", "A.viewDidAppear(true)"
            ])
        expect(s.scene.log.diagnostics.isEmpty)
    }
}
