import Foundation

/// Moves dynamic items by physics (`UIDynamicAnimator`): behaviours such as gravity, collision,
/// snap, attachment and push act on items, and the animator writes the items' centres and
/// rotations at every frame of its reference view's window.
///
/// The animator is timed by the window's clock, so it is deterministic: the same frames give the
/// same motion on every machine: time advances in fixed substeps of 1/600 s counted from the
/// time the animator resumed, whatever the frame rate, with the exact ½·a·h² term of uniform
/// accelerations such as gravity, so free fall follows ½·g·t² exactly. It runs
/// while it has behaviours and some item moves; once every item has been at rest (below 1 point
/// per second and 0.02 radians per second) for 0.1 s it pauses and tells its ``delegate``;
/// adding or removing a behaviour or item, changing a behaviour's property, adding velocity or
/// ``updateItem(usingCurrentState:)`` resume it. An animator whose reference view is not in a
/// window starts when the view joins one. Keep a strong reference to the animator, as in UIKit:
/// the window does not retain it.
@MainActor
open class DynamicAnimator {
    /// The view whose coordinate system the items' centres are in, and whose bounds collision
    /// behaviours can use as a boundary (`referenceView`).
    public private(set) weak var referenceView: View?

    /// The behaviours added to the animator, in order (`behaviors`); child behaviours are not
    /// listed.
    public private(set) var behaviors: [DynamicBehavior] = []

    /// Whether the animator is moving items (`isRunning`): false before the first behaviour and
    /// while paused at rest.
    public private(set) var isRunning = false

    /// The time the animator has spent running, in seconds, over all its runs (`elapsedTime`).
    public var elapsedTime: TimeInterval { finishedRunsTime + (runOrigin.map { runTime - $0 } ?? 0) }

    /// The object told when the animator pauses and resumes (`delegate`).
    public weak var delegate: (any DynamicAnimatorDelegate)?

    let world = DynamicWorld()
    private var needsRebuild = true
    private var finishedRunsTime: TimeInterval = 0
    /// The window time the current run started at, and the latest time stepped to.
    private var runOrigin: TimeInterval?
    private var runTime: TimeInterval = 0
    private var substepsDone = 0

    /// Creates an animator for items in `referenceView`'s coordinates (`init(referenceView:)`).
    public init(referenceView: View) {
        self.referenceView = referenceView
    }

    /// Adds a behaviour (`addBehavior(_:)`), which starts acting at the next frame. Adding one
    /// already in this or another animator, or one that is a child of another behaviour, is
    /// reported and ignored.
    open func addBehavior(_ behavior: DynamicBehavior) {
        guard behavior.animatorStorage == nil, behavior.parentBehavior == nil else {
            let why =
                behavior.animatorStorage === self && behavior.parentBehavior == nil
                ? "is already in this animator"
                : behavior.parentBehavior != nil ? "is a child of another behavior" : "is in another animator"
            report(.error, code: "dynamics.behaviorAlreadyAdded", "addBehavior(_:): the \(type(of: behavior)) \(why); ignored")
            return
        }
        behaviors.append(behavior)
        behavior.move(to: self)
        behaviorsDidChange()
    }

    /// Removes a behaviour (`removeBehavior(_:)`). Removing one that is not in the animator is
    /// reported and changes nothing.
    open func removeBehavior(_ behavior: DynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else {
            report(
                .warning, code: "dynamics.behaviorNotAdded",
                "removeBehavior(_:): the \(type(of: behavior)) is not in this animator; ignored")
            return
        }
        behavior.move(to: nil)
        behaviors.remove(at: index)
        behaviorsDidChange()
    }

    /// Removes every behaviour (`removeAllBehaviors()`).
    open func removeAllBehaviors() {
        let removed = behaviors
        behaviors.removeAll()
        for behavior in removed { behavior.move(to: nil) }
        behaviorsDidChange()
    }

    /// The items of the animator's behaviours whose rectangle (rotated as the item is) meets
    /// `rect` (`items(in:)`), in the order they joined.
    open func items(in rect: CGRect) -> [any DynamicItem] {
        rebuildIfNeeded()
        return world.bodies.filter { body in
            let corners = body.corners
            let box = CGRect(x: corners.map(\.x).min()!, y: corners.map(\.y).min()!, width: 0, height: 0)
                .union(CGRect(x: corners.map(\.x).max()!, y: corners.map(\.y).max()!, width: 0, height: 0))
            return box.intersects(rect)
        }.map(\.item)
    }

    /// Reads an item's centre, bounds and rotation again after code outside the animator changed
    /// them (`updateItem(usingCurrentState:)`), and resumes the animator.
    open func updateItem(usingCurrentState item: any DynamicItem) {
        rebuildIfNeeded()
        guard world.body(for: item) != nil else {
            report(
                .warning, code: "dynamics.unknownItem",
                "updateItem(usingCurrentState:): the item is in none of the animator's behaviors; ignored")
            return
        }
        world.reload(item)
        resume()
    }

    // MARK: Running

    /// The behaviours and their descendants, depth first.
    var allBehaviors: [DynamicBehavior] { behaviors.flatMap(\.flattened) }

    /// Behaviours or their items changed: bodies are rebuilt before the next step.
    func behaviorsDidChange() {
        needsRebuild = true
        resume()
    }

    func rebuildIfNeeded() {
        guard needsRebuild else { return }
        needsRebuild = false
        world.rebuild(items: allBehaviors.flatMap(\.behaviorItems), diagnostics: diagnostics)
    }

    /// Starts running if paused (and there is something to run), telling the delegate first.
    func resume() {
        guard !isRunning, !behaviors.isEmpty, let view = referenceView else { return }
        for body in world.bodies { body.restingTime = 0 }
        isRunning = true
        delegate?.dynamicAnimatorWillResume(self)
        if let window = view.window {
            start(in: window)
        } else if !view.dynamicAnimatorsAwaitingWindow.contains(where: { $0.animator === self }) {
            view.dynamicAnimatorsAwaitingWindow.append(WeakDynamicAnimator(animator: self))
        }
    }

    /// The reference view joined a window: a running animator starts stepping in it.
    func referenceViewDidJoinWindow() {
        guard isRunning, let window = referenceView?.window else { return }
        start(in: window)
    }

    private func start(in window: Window) {
        if runOrigin == nil {
            runOrigin = window.currentTime
            runTime = window.currentTime
            substepsDone = 0
        }
        window.addTicker(self)
    }

    /// Stops running and tells the delegate.
    func pause() {
        guard isRunning else { return }
        if let origin = runOrigin { finishedRunsTime += runTime - origin }
        runOrigin = nil
        isRunning = false
        delegate?.dynamicAnimatorDidPause(self)
    }

    var diagnostics: any DiagnosticSink { referenceView?.diagnostics ?? StandardErrorDiagnostics.console }

    func report(_ severity: Diagnostic.Severity, code: String, _ message: String) {
        diagnostics.report(Diagnostic(severity, code: code, "DynamicAnimator.\(message)"))
    }
}

extension DynamicAnimator: FrameTicking {
    /// The most substeps one frame runs (one second); a longer gap between frames is skipped
    /// rather than caught up.
    static let maximumSubstepsPerFrame = 600

    func tick(at time: TimeInterval) -> Bool {
        guard isRunning, let origin = runOrigin, referenceView != nil else {
            if isRunning { pause() }
            return false
        }
        rebuildIfNeeded()
        let behaviors = allBehaviors
        let target = Int(((time - origin) * DynamicWorld.substepRate + 1e-6).rounded(.down))
        if target - substepsDone > Self.maximumSubstepsPerFrame { substepsDone = target - Self.maximumSubstepsPerFrame }
        let count = max(target - substepsDone, 0)
        for body in world.bodies { body.nextMaterial = DynamicMaterial() }
        for behavior in behaviors { behavior.prepareFrame(in: world) }
        for body in world.bodies where body.material != body.nextMaterial { body.material = body.nextMaterial }
        for behavior in behaviors { behavior.beginFrame(in: world) }
        let h = 1 / DynamicWorld.substepRate
        for _ in 0..<count { world.substep(behaviors, h: h) }
        substepsDone += count
        let frameDuration = max(time - runTime, 0)
        runTime = max(time, runTime)
        for body in world.bodies { body.writeToItem() }
        for behavior in behaviors { behavior.finishFrame(in: world) }
        for behavior in behaviors { behavior.action?() }
        if world.updateRest(after: frameDuration) || behaviors.isEmpty || world.bodies.isEmpty {
            pause()
        }
        return isRunning
    }
}
