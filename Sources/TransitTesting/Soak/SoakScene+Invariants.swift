import Foundation

/// A broken invariant found by a soak run.
public struct SoakViolation: Hashable, Sendable, CustomStringConvertible {
    /// The invariant's name: `hierarchy`, `appearance.unbalanced`, `appearance.automaton`,
    /// `appearance.onScreen`, `structure`, `geometry`, `completion`, `stall` or `leak`.
    public var invariant: String
    /// What was seen.
    public var detail: String
    /// How many steps of the sequence had run when it was seen.
    public var step: Int

    public var description: String { "[\(invariant)] after step \(step): \(detail)" }
}

extension SoakScene {
    /// The invariants that hold after every step, idle or not: containment and the appearance
    /// rules `ViewController.invariantViolations()` checks, on every controller tree of the scene,
    /// and no unbalanced appearance call (the soak makes no manual begin/end calls, so every one is
    /// Transit's).
    func checkAlways(step: Int) -> [SoakViolation] {
        var found: [SoakViolation] = []
        for entry in everyone {
            guard let vc = entry.controller, vc.parent == nil else { continue }
            for problem in vc.invariantViolations() {
                found.append(SoakViolation(invariant: "hierarchy", detail: problem, step: step))
            }
        }
        for diagnostic in host.diagnostics.diagnostics(withCode: "appearance.unbalanced") {
            found.append(SoakViolation(invariant: "appearance.unbalanced", detail: diagnostic.message, step: step))
        }
        return found
    }

    /// The invariants of a scene at rest (idle, finger up): every controller is `appeared` exactly
    /// when its view is in the window and `disappeared` otherwise; every controller's callbacks are
    /// a word of the appearance automaton; the navigation stack, the selected tab and the presented
    /// chain are what the screen shows; every view that shows something has the size the window's
    /// size gives it (`geometryViolations(step:)`); no completion ran twice.
    func checkAtRest(step: Int) -> [SoakViolation] {
        var found: [SoakViolation] = []
        func fail(_ invariant: String, _ detail: String) {
            found.append(SoakViolation(invariant: invariant, detail: detail, step: step))
        }
        let window = host.window
        for entry in everyone {
            guard let vc = entry.controller else { continue }
            let inWindow = vc.viewIfLoaded?.window === window
            let state = vc.appearanceState
            if inWindow, state != .appeared {
                fail("appearance.onScreen", "\(entry.name) is in the window but \(state)")
            } else if !inWindow, state != .disappeared {
                fail("appearance.onScreen", "\(entry.name) is out of the window but \(state)")
            }
            if let illegal = AppearanceAutomaton.firstIllegalStep(window.timeline.callbacks(of: vc.timelineName)) {
                fail("appearance.automaton", "\(entry.name): \(illegal)")
            }
        }
        found += structureViolations(step: step)
        found += geometryViolations(step: step)
        if let top = presentedChain.last, top.viewIfLoaded?.window !== window {
            fail("structure", "\(top.timelineName) is presented but not on screen")
        }
        for (request, runs) in completionRuns where runs > 1 {
            fail("completion", "completion of request \(request) ran \(runs) times")
        }
        for (number, runs) in animatorCompletions.sorted(by: { $0.key < $1.key }) where runs > 1 {
            fail("completion", "the completion of property animator \(number) ran \(runs) times")
        }
        return found
    }

    /// Whether `vc`'s view is off screen because a `.currentContext` presentation in its context
    /// covers it (UIKit takes the covered view out until the dismissal).
    private func isCoveredInContext(_ vc: ViewController) -> Bool {
        guard let presented = vc.presentedViewController, presented.modalPresentationStyle == .currentContext else {
            return false
        }
        return presented.viewIfLoaded?.window === host.window
    }

    /// The containers' structure and the screen agree: the navigation stack and the selected tab
    /// are what the window shows, and the bars show the structure (one navigation item per
    /// stacked controller, the selected tab's item selected).
    private func structureViolations(step: Int) -> [SoakViolation] {
        var found: [SoakViolation] = []
        func fail(_ invariant: String, _ detail: String) {
            found.append(SoakViolation(invariant: invariant, detail: detail, step: step))
        }
        let window = host.window
        if navigation.children.map(ObjectIdentifier.init) != navigation.viewControllers.map(ObjectIdentifier.init) {
            fail(
                "structure",
                "the navigation controller's children \(navigation.children.map(\.timelineName)) "
                    + "are not its stack \(navigation.viewControllers.map(\.timelineName))")
        }
        if navigation.viewIfLoaded?.window === window, let top = navigation.topViewController,
            top.viewIfLoaded?.window !== window, !isCoveredInContext(top)
        {
            fail("structure", "the navigation controller is on screen but its top \(top.timelineName) is not")
        }
        for vc in navigation.viewControllers.dropLast() where vc.viewIfLoaded?.window === window {
            fail("structure", "\(vc.timelineName) is below the top of the navigation stack but on screen")
        }
        if root.viewIfLoaded?.window === window, let selected = root.selectedViewController,
            selected.viewIfLoaded?.window !== window, !isCoveredInContext(selected)
        {
            fail("structure", "the tab bar controller is on screen but its selected tab \(selected.timelineName) is not")
        }
        for tab in root.viewControllers ?? [] where tab !== root.selectedViewController && tab.viewIfLoaded?.window === window {
            fail("structure", "\(tab.timelineName) is not the selected tab but on screen")
        }
        // The bars show the structure: one navigation item per stacked controller, the selected
        // tab's item selected.
        if navigation.isViewLoaded {
            let items = navigation.navigationBar.items ?? []
            let expected = navigation.viewControllers.map(\.navigationItem)
            if items.count != expected.count || zip(items, expected).contains(where: { $0 !== $1 }) {
                fail("structure", "the navigation bar shows \(items.count) items for a stack of \(expected.count)")
            }
        }
        if root.isViewLoaded, root.tabBar.selectedItem !== root.selectedViewController?.tabBarItem {
            fail("structure", "the tab bar's selected item is not the selected tab's")
        }
        return found
    }
}
