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
    ///   this controller is on screen (`appeared`) in a window.
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
                problems.append("\(child.timelineName) is a child of \(timelineName) but its parent "
                                    + "is \(child.parentStorage?.timelineName ?? "nil")")
            }
        }
        for child in childrenReceivingForwardedAppearance() {
            let childState = child.appearanceStateStorage
            if appearanceStateStorage == .disappeared, childState != .disappeared {
                problems.append("\(child.timelineName) is \(childState) inside \(timelineName), "
                                    + "which is disappeared")
            }
            if appearanceStateStorage == .appeared, childState == .disappeared,
               viewStorage?.window != nil {
                problems.append("\(child.timelineName) is disappeared inside \(timelineName), "
                                    + "which is appeared")
            }
        }
        for child in childrenStorage where child.parentStorage === self {
            problems += child.invariantViolations()
        }
        return problems
    }
}
