import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Seeded random sequences of containment and view-hierarchy operations, checked after every
/// step against the containment invariants, and at the end against an independent model of
/// UIKit's appearance rules: for every controller the recorded callbacks must be a word of the
/// appearance automaton (a `viewDid…` only ends a running `viewWill…` of the same direction; a
/// `viewWill…` never repeats the direction already running or reached).
@MainActor
@Suite struct ControllerRandomSequenceTests {

    static func firstIllegalStep(_ callbacks: [String]) -> String? {
        AppearanceAutomaton.firstIllegalStep(callbacks)
    }

    @Test func automatonRejectsUnbalancedWords() {
        expectNil(
            Self.firstIllegalStep([
                "viewWillAppear(true)", "viewWillDisappear(true)",
                "viewDidDisappear(true)"
            ]))
        expectNotNil(Self.firstIllegalStep(["viewDidAppear(false)"]))
        expectNotNil(Self.firstIllegalStep(["viewWillAppear(false)", "viewWillAppear(false)"]))
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as [UInt64])
    func randomContainmentKeepsInvariants(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let scene = Scene()
        // Automatic forwarding only: a manual container is responsible for its children's
        // appearance, which random operations don't do.
        let pool: [ViewController] = (0..<6).map { Probe("C\($0)") }
        let everyone = [scene.root] + pool
        for controller in pool { controller.diagnosticSinkOverride = scene.log }
        for step in 0..<300 {
            let a = everyone.randomElement(using: &random)!
            let b = pool.randomElement(using: &random)!
            // A view outside any window reports to the console: an embed into one of its own
            // subviews is refused there (captured here, not printed); notes are never printed.
            let reported = StandardErrorDiagnostics.console.capturing {
                switch Int.random(in: 0..<7, using: &random) {
                case 0:  // Apple's embed sequence
                    a.addChild(b)
                    a.view.addSubview(b.view)
                    b.didMove(toParent: a)
                case 1:  // Apple's removal sequence
                    b.willMove(toParent: nil)
                    b.viewIfLoaded?.removeFromSuperview()
                    b.removeFromParent()
                case 2: a.addChild(b)
                case 3: b.viewIfLoaded?.removeFromSuperview()
                case 4: if let parent = b.parent { parent.view.addSubview(b.view) }
                case 5: b.removeFromParent()
                default:
                    // Show another root now and then.
                    if b.parent == nil, Bool.random(using: &random) {
                        scene.window.rootViewController = b
                    } else {
                        scene.window.rootViewController = scene.root
                    }
                }
            }.diagnostics
            let printed = reported.filter { $0.severity >= StandardErrorDiagnostics.console.minimumSeverity }
            expect(printed.allSatisfy { ["view.addToItself", "view.addAncestor"].contains($0.code) }, "\(printed)")
            scene.window.step(to: Double(step) / 60)
            for controller in everyone where controller.parent == nil {
                let problems = controller.invariantViolations()
                expect(problems.isEmpty, "seed \(seed) step \(step): \(problems)")
                if !problems.isEmpty { return }
            }
        }
        for controller in everyone {
            let word = scene.timeline.callbacks(of: controller.timelineName)
            let illegal = Self.firstIllegalStep(word)
            expectNil(illegal, "seed \(seed) \(controller.timelineName): \(illegal ?? "")")
        }
        // Structural operations never produce unbalanced appearance.
        expect(scene.log.diagnostics(withCode: "appearance.unbalanced").isEmpty)
        // Timeline entries are stamped with non-decreasing frame times.
        let times = scene.timeline.entries.map(\.time)
        expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
    }
}
