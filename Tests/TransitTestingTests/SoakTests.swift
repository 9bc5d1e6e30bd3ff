import Foundation
import Testing
@testable import TransitTesting
import TransitTestingReporting

/// The model-based soak: sequences replay from their seed, the checks can fail, and the
/// interleavings that used to break containment, appearance and presentation each run clean
/// (every one is checked against the soak's model: the appearance automaton, the
/// on-screen rule at rest, structure and screen, completions, stalls and leaks).
@MainActor
@Suite struct SoakTests {
    // The seeded slices (3,000 sequences of 30 steps, 150 of 120, and the first 300 of the
    // 3,000 in every run) run through `transit soak` in a process of their own:
    // Tests/TransitCLITests/SoakCommandTests.swift.

    /// The interruption family really interrupts: a pop 9 frames into a push turns the push back
    /// (the pushed controller begins to appear and then disappears without ever appearing), where a
    /// queued pop would have let it appear first; and every kind of the family is generated.
    @Test func aPopDuringAPushTurnsItBack() {
        let scene = SoakScene()
        scene.perform(.interrupt(.push(animated: true), after: 9, by: .pop(animated: true)))
        let pushed = scene.everyone.last?.controller
        expectNotNil(pushed)
        expectNotIdentical(pushed, scene.navigation.viewControllers.first)
        expect(scene.host.runUntilIdle())
        let lines = scene.host.timeline.entries.filter { $0.object == scene.everyone.last?.name }.map(\.callback)
        expect(lines.contains("viewWillAppear(true)"))
        expect(lines.contains("viewDidDisappear(true)"))
        expect(!lines.contains("viewDidAppear(true)"), "\(lines)")
        expectEqual(scene.navigation.viewControllers.count, 1)
    }

    @Test func theInterruptionFamilyCoversEveryKind() {
        var random = SplitMix64(seed: 11)
        var kinds = Set<String>()
        for _ in 0..<400 {
            guard case let .interrupt(first, after, second) = SoakOperation.randomInterruption(using: &random) else {
                Issue.record("not an interruption"); return
            }
            expect((0...24).contains(after))
            kinds.insert("\(first)".prefix { $0 != "(" } + ">" + "\(second)".prefix { $0 != "(" })
        }
        expectEqual(
            kinds,
            [
                "push>pop", "pop>push", "push>panDown", "push>edgeDown", "fingerUp>edgeDown",
                "present>dismiss", "dismiss>present", "selectTab>selectTab", "swapChild>selectChild",
                "interrupt>catchPan", "present>catchPan", "presentZoom>dismissTop"
            ])
    }

    /// The catching operations catch: the container's pan holds a running switch, a sheet's drag
    /// its presentation and its dismissal, and a zoom closed early turns around.
    @Test(arguments: [
        (
            SoakOperation.interrupt(
                .interrupt(.selectTab(index: 1, animated: false), after: 1, by: .selectChild(index: 1)),
                after: 8, by: .catchPan(vertical: false, moves: [40, 0])), "ContainerSlideAnimator.grab"
        ),
        (
            .interrupt(.present(from: 0, style: 1, animated: true), after: 8, by: .catchPan(vertical: true, moves: [30, 0])),
            "ModalTransitionAnimator.grab"
        ),
        (
            .interrupt(
                .interrupt(.present(from: 0, style: 2, animated: true), after: 40, by: .dismissTop(animated: true)),
                after: 4, by: .catchPan(vertical: true, moves: [-30, 0])), "ModalTransitionAnimator.grab"
        ),
        (.interrupt(.presentZoom, after: 6, by: .dismissTop(animated: true)), "turnAround(toStart)")
    ])
    func theCatchingOperationsCatch(operation: SoakOperation, mark: String) {
        let scene = SoakScene()
        scene.perform(operation)
        expect(scene.host.timeline.calls.contains { $0.hasSuffix(mark) }, "\(scene.host.timeline.calls)")
        expect(scene.host.runUntilIdle())
        expect(scene.checkAlways(step: 1).isEmpty)
        expect(scene.checkAtRest(step: 1).isEmpty)
    }

    @Test func sequencesReplayFromTheirSeed() {
        expectEqual(Soak.sequence(seed: 5, length: 40), Soak.sequence(seed: 5, length: 40))
        expectNotEqual(Soak.sequence(seed: 5, length: 40), Soak.sequence(seed: 6, length: 40))
    }

    // MARK: The checks can fail

    @Test func unbalancedCallsAreCaught() {
        let scene = SoakScene()
        scene.navigation.topViewController!.beginAppearanceTransition(true, animated: false)
        expect(scene.checkAlways(step: 0).contains { $0.invariant == "appearance.unbalanced" })
    }

    @Test func offScreenAppearanceIsCaught() {
        let scene = SoakScene()
        let stray = scene.makeProbe()
        stray.beginAppearanceTransition(true, animated: false)
        stray.endAppearanceTransition()
        expect(scene.checkAtRest(step: 0).contains { $0.invariant == "appearance.onScreen" })
    }

    @Test func aViewLeftAtItsOldSizeIsCaught() {
        let scene = SoakScene()
        scene.root.view.frame = CGRect(x: 0, y: 0, width: 200, height: 568)
        expect(scene.checkAtRest(step: 0).contains { $0.invariant == "geometry" })
    }

    @Test func automatonRejectsIllegalWords() {
        expectNil(
            AppearanceAutomaton.firstIllegalStep([
                "viewWillAppear(true)", "viewWillDisappear(true)",
                "viewDidDisappear(true)"
            ]))
        expectNotNil(AppearanceAutomaton.firstIllegalStep(["viewDidAppear(false)"]))
        expectNotNil(
            AppearanceAutomaton.firstIllegalStep([
                "viewWillAppear(false)", "viewDidAppear(false)",
                "viewDidAppear(false)"
            ]))
    }

    @Test func shrinkingKeepsOnlyTheStepsAFailureNeeds() {
        // A failure that needs a push followed, at any distance, by a pop.
        let operations: [SoakOperation] = [
            .wait(frames: 3), .push(animated: true), .edgeDown,
            .selectTab(index: 1, animated: false), .pop(animated: true),
            .fingerUp, .wait(frames: 1)
        ]
        let shrunk = Soak.shrink(operations) { candidate in
            guard let push = candidate.firstIndex(of: .push(animated: true)),
                let pop = candidate.lastIndex(of: .pop(animated: true)), push < pop
            else { return nil }
            return SoakViolation(invariant: "test", detail: "", step: pop + 1)
        }
        expectEqual(shrunk, [.push(animated: true), .pop(animated: true)])
    }

    // MARK: Interleavings that broke invariants, each in a few steps

    @Test(arguments: [
        // Push, then switch tab while the push runs: the pushed controller must not appear off screen.
        [SoakOperation.push(animated: true), .wait(frames: 6), .selectTab(index: 2, animated: true)],
        // Switch tab away (animated), then push: the old top must not stay disappearing.
        [.selectTab(index: 2, animated: true), .push(animated: false)],
        [
            .selectTab(index: 2, animated: true), .selectTab(index: 0, animated: false), .push(animated: true),
            .push(animated: true)
        ],
        // Push, then present full screen in the same frame.
        [.fromCallback(.present(from: 0, style: 0, animated: true)), .push(animated: true)],
        [.push(animated: true), .present(from: 3, style: 0, animated: true)],
        // A container switch, then a presentation.
        [.selectTab(index: 1, animated: false), .selectChild(index: 1), .present(from: 0, style: 0, animated: true)],
        // The root's view out of the window, or the root replaced, mid-push and mid-presentation.
        [.push(animated: true), .detachRoot(frames: 8)],
        [.push(animated: true), .swapRoot(frames: 3)],
        [.present(from: 0, style: 4, animated: true), .swapRoot(frames: 3)],
        [.present(from: 3, style: 0, animated: true), .detachRoot(frames: 8)],
        // Mid interactive pop.
        [.push(animated: false), .edgeDown, .fingerMove(dx: 80), .swapRoot(frames: 2), .fingerUp],
        [.push(animated: false), .edgeDown, .fingerMove(dx: 80), .selectTab(index: 1, animated: true), .fingerUp],
        // A dismissal, then a queued presentation from the controller being dismissed.
        [
            .present(from: 0, style: 2, animated: false), .dismiss(from: 0, animated: true),
            .present(from: 3, style: 4, animated: true)
        ],
        [
            .present(from: 3, style: 0, animated: true), .dismiss(from: 3, animated: false),
            .present(from: 3, style: 4, animated: false)
        ],
        // A driven dismissal of a chain, stalled and cancelled: the controllers in between come back.
        [
            .present(from: 3, style: 2, animated: false), .present(from: 3, style: 5, animated: true),
            .present(from: 3, style: 6, animated: false), .dismiss(from: 0, animated: true),
            .startDriven(kind: 1, interruptible: true)
        ],
        // A driven dismissal nobody drives: stalled, recovered, nothing leaks.
        [.present(from: 1, style: 3, animated: true), .startDriven(kind: 1, interruptible: false)],
        [
            .push(animated: false), .startDriven(kind: 0, interruptible: true), .drive(percent: 40), .edgeDown,
            .fingerMove(dx: 50), .endDriven(finish: false), .fingerUp
        ],
        [
            .fromCompletion(.present(from: 3, style: 0, animated: true)), .startDriven(kind: 2, interruptible: true),
            .drive(percent: 70), .endDriven(finish: true)
        ],
        // A push while the navigation controller is leaving with its tab, taking a driven
        // interaction: cancelled when the tab switch takes its view away; the bar follows.
        [
            .present(from: 1, style: 1, animated: true), .startDriven(kind: 1, interruptible: true),
            .selectTab(index: 1, animated: true), .push(animated: true)
        ],
        // A presentation never dismissed is released with its window.
        [.present(from: 3, style: 1, animated: true)],
        [.present(from: 3, style: 4, animated: false)],
        // Rotations mid-flight: the presenter fills the rotated window once the dismissal puts it
        // back; a held sheet, a swap by `transition(from:to:…)` and an interactive switch of the
        // custom container follow the new size.
        [.present(from: 0, style: 0, animated: true), .rotateAfter(frames: 6, animated: true), .dismiss(from: 0, animated: true)],
        [
            .present(from: 0, style: 1, animated: true), .panDown, .fingerMoveDown(dy: 120),
            .rotateAfter(frames: 2, animated: true), .fingerUp
        ],
        [
            .selectTab(index: 3, animated: false), .swapChild(animated: true, dissolve: false),
            .rotateAfter(frames: 5, animated: false)
        ],
        [
            .selectTab(index: 1, animated: false), .panDown, .fingerMove(dx: -60), .rotateAfter(frames: 3, animated: false),
            .fingerUp
        ],
        // Swaps in a tab that was left, and while it leaves.
        [
            .selectTab(index: 3, animated: false), .swapChild(animated: true, dissolve: true),
            .selectTab(index: 0, animated: true), .swapChild(animated: true, dissolve: false)
        ],
        // Presented again right behind its own dismissal.
        [.present(from: 0, style: 0, animated: true), .presentAgain(animated: true)],
        [.present(from: 3, style: 3, animated: false), .presentAgain(animated: false)],
        // A current-context presentation leaves with its tab and comes back with it; replaced
        // tabs take theirs with them.
        [
            .presentInContext(over: false, animated: true), .selectTab(index: 2, animated: false),
            .selectTab(index: 0, animated: true)
        ],
        [
            .presentInContext(over: true, animated: false), .setTabs(variant: 0, animated: false),
            .selectTab(index: 3, animated: false)
        ],
        [
            .selectTab(index: 1, animated: false), .presentInContext(over: false, animated: true),
            .setTabs(variant: 2, animated: true), .setTabs(variant: 0, animated: false), .rotate(animated: true)
        ],
        // A rotation between two transitions of one presentation, before a layout pass placed
        // the presented view: the next transition's end places it.
        [
            .present(from: 0, style: 4, animated: true), .rotateAfter(frames: 11, animated: true),
            .startDriven(kind: 1, interruptible: false)
        ],
        [
            .present(from: 1, style: 6, animated: true), .dismiss(from: 3, animated: true),
            .startDriven(kind: 0, interruptible: false), .rotate(animated: false)
        ],
        // A swap whose new child's `viewWillAppear` switches the tab away.
        [
            .selectTab(index: 3, animated: false), .fromWillAppear(.selectTab(index: 2, animated: false)),
            .swapChild(animated: false, dissolve: false)
        ],
        // A current-context presentation whose `viewWillAppear` switches its tab away.
        [
            .present(from: 1, style: 4, animated: false), .fromWillAppear(.selectTab(index: 2, animated: false)),
            .detachRoot(frames: 1)
        ],
        // A push of the swap container's child before the container loads.
        [.pushExisting(index: 7), .selectTab(index: 3, animated: true)],
        // A push turned back by a pop, and a rotation while it returns: the uncovered view rests
        // in the rotated window, not shifted by the push's parallax.
        [.push(animated: true), .pop(animated: true), .wait(frames: 20), .rotateAfter(frames: 1, animated: true)],
        // An over-current-context presentation whose tab is switched away from a disappearance
        // callback of its window's root change: it still ends disappeared.
        [
            .presentInContext(over: true, animated: false), .fromCallback(.selectTab(index: 1, animated: true)),
            .swapRoot(frames: 5)
        ],
        [
            .presentInContext(over: true, animated: false), .fromCallback(.selectTab(index: 1, animated: true)),
            .detachRoot(frames: 5)
        ],
        // Interruptions: a content pan grabbing a push and dragging it back, a dismissal during a
        // presentation, a tab chosen during a tab switch, an edge swipe during a released pop.
        [.interrupt(.push(animated: true), after: 6, by: .panDown), .fingerMove(dx: 120), .fingerUp],
        [.interrupt(.present(from: 0, style: 0, animated: true), after: 8, by: .dismiss(from: 1, animated: true))],
        [.interrupt(.selectTab(index: 1, animated: true), after: 5, by: .selectTab(index: 2, animated: true))],
        [
            .push(animated: false), .edgeDown, .fingerMove(dx: 150),
            .interrupt(.fingerUp, after: 4, by: .edgeDown), .fingerMove(dx: -40), .fingerUp
        ],
        // A pan catching a push: not one already turned back by a pop (the finger would finish
        // what the pop undid), and held while the tab bar switches away.
        [.edgeDown, .interrupt(.push(animated: true), after: 8, by: .pop(animated: true)), .fingerMove(dx: 139)],
        [
            .setStack(extra: 1, animated: false), .edgeDown,
            .interrupt(.push(animated: true), after: 14, by: .pop(animated: true)),
            .fingerMove(dx: 38)
        ],
        [
            .interrupt(.push(animated: true), after: 8, by: .panDown), .startDriven(kind: 0, interruptible: false),
            .selectTab(index: 2, animated: true), .present(from: 0, style: 6, animated: true), .push(animated: true),
            .fingerMove(dx: 120), .presentInContext(over: false, animated: true)
        ],
        [
            .interrupt(.push(animated: true), after: 6, by: .panDown), .fingerMove(dx: 40), .selectTab(index: 1, animated: true),
            .fingerMove(dx: 40), .fingerUp
        ],
        // A sheet held by a finger while it presents over itself, then a rotation: the finger
        // cannot dismiss the covered sheet, and both rest at the rotated size.
        [
            .present(from: 1, style: 1, animated: false), .interrupt(.push(animated: true), after: 14, by: .edgeDown),
            .fromCompletion(.push(animated: true)), .fingerMoveDown(dy: 88), .rotateAfter(frames: 10, animated: false)
        ],
        // A zoom closed while it opens, after a tab switch turned back, then ten seconds at once
        // while its source leaves the window: the spring's whole way has passed, so it lands.
        [
            .setTabs(variant: 0, animated: false),
            .interrupt(.selectTab(index: 3, animated: true), after: 21, by: .selectTab(index: 0, animated: true)),
            .interrupt(.presentZoom, after: 8, by: .dismissTop(animated: true)), .jump(seconds: 10)
        ]
    ])
    func interleavingRunsClean(_ operations: [SoakOperation]) {
        let violations = Soak.run(operations)
        expect(violations.isEmpty, "\(violations)")
    }
}
