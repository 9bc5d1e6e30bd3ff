import Foundation

extension ViewController {
    /// Checks the containment and appearance invariants of this controller and its descendants
    /// and describes each violation (empty when all hold). Transit extension, for tests and
    /// random-sequence checks:
    /// - each child's `parent` is this controller, no child is listed twice, and the parent chain
    ///   has no cycle;
    /// - the loaded view's controller (`viewDelegate`) is this controller;
    /// - with automatic forwarding, a child whose view is in this controller's view is not on
    ///   screen while this controller is off screen (`disappeared`), and is not off screen while
    ///   this controller is on screen (`appeared`) in a window;
    /// - in Transit's single-child containers (navigation, tab bar, custom container), a child no
    ///   running transition holds is on screen exactly when the container is and shows it (and
    ///   no presentation it defines the context of has taken its view off screen);
    /// - the presentation links agree both ways and the chain of presentations has no cycle.
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        var seen: [ObjectIdentifier] = []
        var ancestor = parentStorage
        while let controller = ancestor {
            if controller === self {
                problems.append("\(timelineName) is its own ancestor")
                return problems
            }
            ancestor = controller.parentStorage
        }
        if let view = viewStorage, view.viewDelegate !== self {
            problems.append("the view of \(timelineName) names another controller")
        }
        for child in childrenStorage {
            let id = ObjectIdentifier(child)
            if seen.contains(id) { problems.append("\(child.timelineName) is listed twice") }
            seen.append(id)
            if child.parentStorage !== self {
                problems.append(
                    "\(child.timelineName) is a child of \(timelineName) but its parent "
                        + "is \(child.parentStorage?.timelineName ?? "nil")")
            }
        }
        problems += forwardedAppearanceViolations() + singleChildViolations() + presentationLinkViolations()
        for child in childrenStorage where child.parentStorage === self {
            problems += child.invariantViolations()
        }
        return problems
    }

    /// With automatic forwarding, children on screen only while this controller is.
    private func forwardedAppearanceViolations() -> [String] {
        var problems: [String] = []
        for child in childrenReceivingForwardedAppearance() {
            let childState = child.appearanceStateStorage
            if appearanceStateStorage == .disappeared, childState != .disappeared {
                problems.append(
                    "\(child.timelineName) is \(childState) inside \(timelineName), "
                        + "which is disappeared")
            }
            if appearanceStateStorage == .appeared, childState == .disappeared,
                viewStorage?.window != nil
            {
                problems.append(
                    "\(child.timelineName) is disappeared inside \(timelineName), "
                        + "which is appeared")
            }
        }
        return problems
    }

    /// In a single-child container, each child no transition holds is on screen exactly when shown.
    private func singleChildViolations() -> [String] {
        guard managesChildAppearance else { return [] }
        var problems: [String] = []
        // One child shown at a time: a child no transition holds is on screen exactly when
        // this container is on screen and shows it (see `ViewController+ChildAppearance`).
        // A presentation or dismissal in flight from a child drives that child's appearance
        // (a `.currentContext` presentation takes the context's view off screen).
        for child in childrenStorage
        where !appearanceHolds.contains(ObjectIdentifier(child))
            && child.transitionState.coordinator == nil
        {
            let wanted = wantsOnScreen(child)
            if child.appearanceStateStorage.isOnScreen != wanted {
                problems.append(
                    "\(child.timelineName) is \(child.appearanceStateStorage) in \(timelineName), "
                        + (wanted ? "which shows it on screen" : "which does not show it on screen"))
            }
        }
        for id in appearanceHolds where !childrenStorage.contains(where: { ObjectIdentifier($0) == id }) {
            problems.append("\(timelineName) holds the appearance of a controller that is not its child")
        }
        return problems
    }

    /// The presentation links agree both ways, and the chain above has no cycle.
    private func presentationLinkViolations() -> [String] {
        var problems: [String] = []
        if let presented = transitionState.presented, presented.transitionState.presenting !== self {
            problems.append("\(timelineName) presents \(presented.timelineName), which names another presenter")
        }
        var seenPresented: [ObjectIdentifier] = [ObjectIdentifier(self)]
        var next = transitionState.presented
        while let vc = next {
            if seenPresented.contains(ObjectIdentifier(vc)) {
                problems.append("the presentation chain above \(timelineName) has a cycle at \(vc.timelineName)")
                break
            }
            seenPresented.append(ObjectIdentifier(vc))
            next = vc.transitionState.presented
        }
        return problems
    }
}
