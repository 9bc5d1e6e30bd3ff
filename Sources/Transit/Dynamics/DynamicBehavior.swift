import Foundation

/// A rule that a ``DynamicAnimator`` applies to dynamic items at each animation step
/// (`UIDynamicBehavior`): the base of gravity, collision, snap, attachment, push and item
/// behaviours, and a container for composite behaviours built from child behaviours.
///
/// Subclass it to group behaviours: add the parts with ``addChildBehavior(_:)`` and add the
/// composite to an animator; its ``action`` runs at every step, after the items have moved.
@MainActor
open class DynamicBehavior {
    /// The behaviours added with ``addChildBehavior(_:)``, in order (`childBehaviors`).
    public private(set) var childBehaviors: [DynamicBehavior] = []

    /// A block the animator calls at every animation step, after the step's motion has been
    /// written to the items (`action`). Transit's animation step is one frame of the window.
    public var action: (@MainActor () -> Void)?

    /// The animator the behaviour (or its parent) has been added to (`dynamicAnimator`).
    public var dynamicAnimator: DynamicAnimator? { animatorStorage }

    weak var animatorStorage: DynamicAnimator?
    weak var parentBehavior: DynamicBehavior?

    /// Creates a behaviour with no children (`UIDynamicBehavior.init()`).
    public init() {}

    /// Adds a child behaviour (`addChildBehavior(_:)`); it acts whenever this behaviour is in an
    /// animator. Adding a behaviour that already has a parent or is itself in an animator, or adding
    /// a behaviour to itself, is reported and ignored.
    open func addChildBehavior(_ behavior: DynamicBehavior) {
        if behavior === self || behavior.parentBehavior != nil || behavior.animatorStorage != nil
            || isDescendant(of: behavior)
        {
            let why =
                behavior === self || isDescendant(of: behavior)
                ? "would contain itself"
                : behavior.parentBehavior === self
                    ? "is already a child of this behavior"
                    : "already belongs to another behavior or to an animator"
            report(
                .error, code: "dynamics.childBehavior",
                "addChildBehavior(_:): the \(type(of: behavior)) \(why); ignored")
            return
        }
        childBehaviors.append(behavior)
        behavior.parentBehavior = self
        if let animator = animatorStorage { behavior.move(to: animator) }
        animatorStorage?.behaviorsDidChange()
    }

    /// Removes a child behaviour (`removeChildBehavior(_:)`). Removing one that is not a child is
    /// reported and changes nothing.
    open func removeChildBehavior(_ behavior: DynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else {
            report(
                .warning, code: "dynamics.notAChild",
                "removeChildBehavior(_:): the \(type(of: behavior)) is not a child of this behavior; ignored")
            return
        }
        let animator = animatorStorage
        childBehaviors.remove(at: index)
        behavior.parentBehavior = nil
        if animator != nil { behavior.move(to: nil) }
        animator?.behaviorsDidChange()
    }

    /// Called before the behaviour joins an animator and before it leaves one, with `nil`
    /// (`willMove(to:)`). Override it to set up or tear down; the default does nothing.
    open func willMove(to dynamicAnimator: DynamicAnimator?) {}

    // MARK: Internals the animator drives

    /// This behaviour and its descendants, depth first, in the order they were added.
    var flattened: [DynamicBehavior] { [self] + childBehaviors.flatMap(\.flattened) }

    /// Tells the behaviour and its descendants that they join or leave `animator`.
    func move(to animator: DynamicAnimator?) {
        willMove(to: animator)
        animatorStorage = animator
        for child in childBehaviors { child.move(to: animator) }
    }

    private func isDescendant(of behavior: DynamicBehavior) -> Bool {
        var ancestor = parentBehavior
        while let current = ancestor {
            if current === behavior { return true }
            ancestor = current.parentBehavior
        }
        return false
    }

    /// The items this behaviour acts on itself (not its children's).
    var behaviorItems: [any DynamicItem] { [] }

    /// Work done once per frame before the substeps (materials, velocities added by code).
    func prepareFrame(in world: DynamicWorld) {}

    /// Work done once per frame after every item's material is set (instantaneous pushes).
    func beginFrame(in world: DynamicWorld) {}

    /// Adds this behaviour's forces and accelerations for one substep of `h` seconds.
    func applyForces(in world: DynamicWorld, step h: Double) {}

    /// Adds the constraints (contacts, rigid attachments) this behaviour imposes for one substep.
    func addConstraints(to constraints: inout [any DynamicConstraint], in world: DynamicWorld, step h: Double) {}

    /// Work done once per frame after the items were written (collision callbacks).
    func finishFrame(in world: DynamicWorld) {}

    /// A change of a property the motion depends on: a paused animator resumes.
    func propertyDidChange() { animatorStorage?.resume() }

    /// Where this behaviour reports misuse: its animator's reference view's window, or the console.
    var diagnostics: any DiagnosticSink {
        animatorStorage?.referenceView?.diagnostics ?? StandardErrorDiagnostics.console
    }

    func report(_ severity: Diagnostic.Severity, code: String, _ message: String) {
        diagnostics.report(Diagnostic(severity, code: code, "\(type(of: self)).\(message)"))
    }

    /// Adds `item` to `items`, reporting an item already there.
    func insert(_ item: any DynamicItem, into items: inout [any DynamicItem]) -> Bool {
        guard !items.contains(where: { $0 === item }) else {
            report(.warning, code: "dynamics.itemAlreadyAdded", "addItem(_:): the item is already in this behavior; ignored")
            return false
        }
        items.append(item)
        animatorStorage?.behaviorsDidChange()
        return true
    }

    /// Removes `item` from `items`, reporting an item that is not there.
    func remove(_ item: any DynamicItem, from items: inout [any DynamicItem]) -> Bool {
        guard let index = items.firstIndex(where: { $0 === item }) else {
            report(.warning, code: "dynamics.itemNotInBehavior", "removeItem(_:): the item is not in this behavior; ignored")
            return false
        }
        items.remove(at: index)
        animatorStorage?.behaviorsDidChange()
        return true
    }

    /// `value` when it is finite and in `range`; otherwise reports it and returns `old`.
    func checked(
        _ value: CGFloat, old: CGFloat, _ name: String,
        in range: ClosedRange<CGFloat> = -.greatestFiniteMagnitude ... .greatestFiniteMagnitude
    ) -> CGFloat {
        guard value.isFinite, range.contains(value) else {
            report(.error, code: "dynamics.invalidValue", "\(name) = \(value) must be finite and in \(range); kept \(old)")
            return old
        }
        return value
    }
}
