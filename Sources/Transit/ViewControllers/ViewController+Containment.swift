import Foundation

extension ViewController {
    /// The child view controllers, in the order they were added (`UIViewController.children`).
    public var children: [ViewController] { childrenStorage }

    /// The container this controller is a child of, if any (`UIViewController.parent`).
    public var parent: ViewController? { parentStorage }

    /// Adds `childController` as a child (`UIViewController.addChild(_:)`).
    ///
    /// Calls the child's `willMove(toParent: self)` first, as UIKit does; the container adds the
    /// child's view and calls `didMove(toParent: self)` when its transition completes. If the
    /// child already has another parent it is removed from it first (its `didMove(toParent: nil)`
    /// is called), as Apple documents; this is reported as a note (`containment.reparented`).
    /// Misuse is reported and ignored: adding the controller to itself or to one of its own
    /// descendants (`containment.cycle`), adding a controller that is already a child of this
    /// one (`containment.alreadyChild`), and adding a controller that is presented modally
    /// (`containment.activeController`). A controller is shown from one place at a time: UIKit
    /// raises an exception when asked to present a controller that has a parent or is active
    /// ("Application tried to present modally an active controller"), and Transit applies the
    /// same rule the other way round, so a presented controller keeps its presentation until it
    /// is dismissed.
    public func addChild(_ childController: ViewController) {
        if childController === self || isDescendant(of: childController) {
            report(
                .error, code: "containment.cycle",
                "\(childController.timelineName) cannot be a child of \(timelineName): it is "
                    + (childController === self ? "the same controller" : "one of its ancestors")
                    + "; addChild ignored")
            return
        }
        if childController.transitionState.presenting != nil {
            report(
                .error, code: "containment.activeController",
                "\(childController.timelineName) cannot be a child of \(timelineName): it is "
                    + "presented modally; dismiss it first; addChild ignored")
            return
        }
        if childController.parentStorage === self {
            report(
                .note, code: "containment.alreadyChild",
                "\(childController.timelineName) is already a child of \(timelineName); "
                    + "addChild had no effect")
            return
        }
        if let oldParent = childController.parentStorage {
            report(
                .note, code: "containment.reparented",
                "\(childController.timelineName) was a child of \(oldParent.timelineName); "
                    + "it was removed from it before being added to \(timelineName)")
            childController.removeFromParent()
        }
        childController.isMovingToParentStorage = true
        childController.isMovingFromParentStorage = false
        // The child is not linked yet: record into its own timeline, else its new parent's.
        (childController.callbackTimeline ?? callbackTimeline)?
            .record(childController.timelineName, "willMove(toParent: \(timelineName))")
        childController.willMove(toParent: self)
        childrenStorage.append(childController)
        childController.parentStorage = self
    }

    /// Removes the controller from its parent (`UIViewController.removeFromParent()`).
    ///
    /// A container calls `willMove(toParent: nil)` first, and removes the view itself; this
    /// method breaks the relationship, then calls `didMove(toParent: nil)`, as UIKit does. The
    /// view stays where it is. Without a parent the call is reported as a note
    /// (`containment.notAChild`) and does nothing.
    public func removeFromParent() {
        guard let oldParent = parentStorage else {
            report(
                .note, code: "containment.notAChild",
                "removeFromParent() on \(timelineName), which has no parent; nothing to do")
            return
        }
        // Record and report into the old parent's world: after the unlink the controller may
        // have no timeline at all.
        let timeline = callbackTimeline
        oldParent.childrenStorage.removeAll { $0 === self }
        parentStorage = nil
        isMovingToParentStorage = false
        timeline?.record(timelineName, "didMove(toParent: nil)")
        didMove(toParent: nil)
        isMovingFromParentStorage = false
        oldParent.childWasRemoved(self)
    }

    /// Why `vc` cannot become a child of this container, or `nil` when it can: it is this
    /// controller or one of its ancestors, a child of another container, presented modally, or a
    /// window's root. Every container checks this when it adopts a controller (at show time too,
    /// for changes that were queued), so a controller never belongs to two containers.
    func adoptionProblem(_ vc: ViewController) -> String? {
        if vc === self || isDescendant(of: vc) {
            return "\(vc.timelineName) is \(timelineName) or one of its ancestors"
        }
        if let parent = vc.parentStorage, parent !== self {
            return "\(vc.timelineName) is a child of \(parent.timelineName); remove it from there first"
        }
        if vc.transitionState.presenting != nil {
            return "\(vc.timelineName) is presented modally"
        }
        if let window = vc.installedWindow, window.rootViewController === vc {
            return "\(vc.timelineName) is the root view controller of a window"
        }
        return nil
    }

    /// Whether `ancestor` is this controller's parent, grandparent, … (not the controller
    /// itself).
    func isDescendant(of ancestor: ViewController) -> Bool {
        var current = parentStorage
        while let controller = current {
            if controller === ancestor { return true }
            current = controller.parentStorage
        }
        return false
    }

    /// Calls `willMove(toParent:)` on behalf of Transit (containers use this), recording it.
    func notifyWillMove(toParent parent: ViewController?) {
        record("willMove(toParent: \(parent?.timelineName ?? "nil"))")
        willMove(toParent: parent)
    }

    /// Calls `didMove(toParent:)` on behalf of Transit (containers use this), recording it.
    func notifyDidMove(toParent parent: ViewController?) {
        record("didMove(toParent: \(parent?.timelineName ?? "nil"))")
        didMove(toParent: parent)
    }
}
