import Foundation

/// The base class of gesture recognizers (`UIGestureRecognizer`): it turns the touches of a view
/// and its subviews into a gesture, with UIKit's state machine, target–action, delegate and
/// arbitration rules.
///
/// Attach it with `View.addGestureRecognizer(_:)`. The window delivers each touch to the
/// recognizers of the hit-tested view and of its ancestors *before* the view itself. When a
/// recognizer recognizes (`.began` or `.recognized`), recognizers of the same touches that may not
/// recognize simultaneously fail, and, if `cancelsTouchesInView`, the view gets
/// `touchesCancelled(_:with:)` for those touches. A recognizer that `require(toFail:)` another waits
/// in `.possible` until the other fails (then recognizes) or recognizes (then fails).
///
/// Objective-C selectors do not exist here: targets are closures. `addTarget { pan in … }` and
/// `init(handler:)` receive the recognizer with its own type; `addTarget(self, action: MyView.pan)`
/// calls an instance method on a weakly held target, as a selector would.
///
/// Subclasses override `touchesBegan/Moved/Ended/Cancelled(_:with:)` and `reset()` and set
/// `state`, as UIKit subclasses do after importing `UIGestureRecognizerSubclass`.
@MainActor
open class GestureRecognizer {
    // MARK: Identity, as `NSObject` has it (conformances in `Identity/ObjectIdentity.swift`)

    /// Whether `object` is this very object (`NSObject.isEqual(_:)`, which `UIGestureRecognizer` inherits):
    /// `==` and `!=` call it. Override it together with `hash`.
    nonisolated open func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }

    /// A hash consistent with `isEqual(_:)` (`NSObject.hash`): the object's identity.
    nonisolated open var hash: Int { ObjectIdentifier(self).hashValue }

    /// The class name and address, as `NSObject.description` prints them.
    open var description: String { identityDescription(of: self) }

    struct Target {
        weak var object: AnyObject?
        let hasObject: Bool
        let action: (GestureRecognizer) -> Void
    }

    /// The recognizer's state (`UIGestureRecognizer.state`). Read it in actions; only subclasses
    /// set it. A transition to `.began` or `.recognized` may be deferred (while a recognizer this
    /// one requires to fail is undecided) or turned into `.failed` (delegate, arbitration);
    /// transitions UIKit forbids (e.g. `.possible` → `.changed`) are reported and ignored.
    public var state: State {
        get { currentState }
        set {
            if let router { router.requestState(newValue, for: self) } else { applyUnrouted(newValue) }
        }
    }
    /// The stored state (set only by the arbitration).
    var currentState: State = .possible

    /// The delegate (`UIGestureRecognizer.delegate`), held weakly.
    public weak var delegate: (any GestureRecognizerDelegate)?

    /// Whether the recognizer handles touches (`UIGestureRecognizer.isEnabled`). Disabling a
    /// recognizer that is recognizing cancels it; a recognizer still deciding fails.
    public var isEnabled = true {
        didSet { if oldValue && !isEnabled { router?.withdraw(self) } }
    }

    /// The view the recognizer is attached to (`UIGestureRecognizer.view`).
    public internal(set) weak var view: View?

    /// Whether the touches of a recognized gesture are cancelled in the view: it gets
    /// `touchesCancelled(_:with:)` and no further phases of them (`cancelsTouchesInView`,
    /// default `true`).
    public var cancelsTouchesInView = true
    /// Whether the view gets `touchesBegan` only once this recognizer has failed
    /// (`delaysTouchesBegan`, default `false`). If it recognizes, the view never sees the touches.
    public var delaysTouchesBegan = false
    /// Whether the view gets `touchesEnded` only once this recognizer has decided
    /// (`delaysTouchesEnded`, default `true`): after a failure the view gets the delayed
    /// `touchesEnded`; after a recognition, `touchesCancelled`.
    public var delaysTouchesEnded = true

    /// A name for debugging and for the callback timeline (`UIGestureRecognizer.name`).
    public var name: String?

    var targets: [Target] = []
    var failureRequirements: [WeakGestureRecognizer] = []

    /// The touches being tracked, in creation order.
    var trackedTouches: [Touch] = []
    /// Every touch received since the last reset (the touches the gesture is made of).
    var seenTouches: [Touch] = []
    /// The centroid of the last tracked touches, in window coordinates, kept after they end.
    var lastCentroid: CGPoint = .zero
    /// A state transition waiting for failure requirements (`.began` or `.ended`).
    var pendingState: State?
    /// Whether `.ended` was requested while a `.began` was pending.
    var pendingEnd = false
    /// When `timerFired()` is due, in the window clock's seconds.
    var deadline: TimeInterval?
    /// The window whose touches the recognizer is taking part in.
    weak var router: TouchRouter?

    /// Creates a recognizer with no target (`UIGestureRecognizer.init(target:action:)` with nil).
    public init() {}

    /// Creates a recognizer that calls `handler` with itself on every action
    /// (`UIGestureRecognizer.init(target:action:)`, closure form).
    public convenience init(handler: @escaping (Self) -> Void) {
        self.init()
        addTarget(handler)
    }

    /// Creates a recognizer that calls an instance method of `target`
    /// (`UIGestureRecognizer.init(target:action:)`): where UIKit code passes
    /// `#selector(handlePan(_:))`, pass the method, `MyController.handlePan`. The target is held
    /// weakly, as in UIKit.
    public convenience init<T: AnyObject>(target: T, action: @escaping (T) -> (Self) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls an instance method of `target` that takes no sender
    /// (`UIGestureRecognizer.init(target:action:)` with `#selector(close)` for `func close()`):
    /// pass the method, `MyController.close`. The target is held weakly.
    public convenience init<T: AnyObject>(target: T, action: @escaping (T) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds an action called with the recognizer on every state change that sends actions
    /// (`.began`, `.changed`, `.recognized`/`.ended`, `.cancelled`)
    /// (`addTarget(_:action:)`, closure form).
    public func addTarget(_ action: @escaping (Self) -> Void) {
        targets.append(
            Target(object: nil, hasObject: false) { recognizer in
                if let typed = recognizer as? Self { action(typed) }
            })
    }

    /// Adds an instance method of `target` as an action: `addTarget(self, action: Self.handlePan)`
    /// (`addTarget(_:action:)` with a target and a selector). The target is held weakly; once it is
    /// gone, its actions are dropped.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> (Self) -> Void) {
        targets.append(
            Target(object: target, hasObject: true) { [weak target] recognizer in
                if let target, let typed = recognizer as? Self { action(target)(typed) }
            })
    }

    /// Adds an instance method of `target` that takes no sender as an action:
    /// `addTarget(self, action: Self.close)` (`addTarget(_:action:)` with a selector of a method
    /// without arguments). The target is held weakly; once it is gone, its actions are dropped.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void) {
        targets.append(
            Target(object: target, hasObject: true) { [weak target] _ in
                if let target { action(target)() }
            })
    }

    /// Removes the actions of `target`; `nil` removes every action
    /// (`removeTarget(_:action:)` with a nil action).
    public func removeTarget(_ target: AnyObject?) {
        if let target {
            targets.removeAll { $0.hasObject && ($0.object == nil || $0.object === target) }
        } else {
            targets.removeAll()
        }
    }

    /// Makes this recognizer wait, when it would recognize, until `otherGestureRecognizer` fails
    /// (`require(toFail:)`). If the other recognizes instead, this one fails. A recognizer that
    /// has received no touches of the current gesture counts as failed.
    public func require(toFail otherGestureRecognizer: GestureRecognizer) {
        guard otherGestureRecognizer !== self else {
            report(.warning, "gesture.requireSelf", "\(debugName) cannot require its own failure; ignored")
            return
        }
        failureRequirements.removeAll { $0.value == nil }
        if !failureRequirements.contains(where: { $0.value === otherGestureRecognizer }) {
            failureRequirements.append(WeakGestureRecognizer(otherGestureRecognizer))
        }
    }

    // MARK: Overridden by subclasses (UIKit's `UIGestureRecognizerSubclass`)

    /// Called with touches that began (`touchesBegan(_:with:)`). Subclasses call `super`.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// Called with touches that moved (`touchesMoved(_:with:)`).
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// Called with touches that lifted (`touchesEnded(_:with:)`).
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// Called with touches the system cancelled (`touchesCancelled(_:with:)`).
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}

    /// Called after the recognizer finished and its touches are gone, just before it returns to
    /// `.possible` (`reset()`). Subclasses clear their per-gesture state and call `super`.
    open func reset() {}

    /// Whether this recognizer, recognizing, may make `preventedGestureRecognizer` fail
    /// (`canPrevent(_:)`). Default `true`.
    open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, recognizing, may make this one fail
    /// (`canBePrevented(by:)`). Default `true`.
    open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail, decided while both
    /// handle the same touches (`shouldRequireFailure(of:)`). Default `false`.
    open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this one to fail
    /// (`shouldBeRequiredToFail(by:)`). Default `false`.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// Stops delivering `touch` to this recognizer (`ignore(_:for:)`); the view keeps getting it.
    open func ignore(_ touch: Touch, for event: Event) {
        touch.recognizers.removeAll { $0 === self }
        trackedTouches.removeAll { $0 === touch }
        seenTouches.removeAll { $0 === touch }
    }

    /// Called when a timer requested with `scheduleTimer(after:)` is due (built-in recognizers).
    func timerFired() {}

    /// The number of touches the recognizer is handling (`numberOfTouches`). Touches leave the
    /// recognizer once their `touchesEnded`/`touchesCancelled` call has returned, so a gesture
    /// recognized when its fingers lift still counts them in its actions.
    public var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the gesture's touches in `view`'s coordinate space; window coordinates
    /// for `nil` (`location(in:)`). After the touches are gone, their last centroid.
    public func location(in view: View?) -> CGPoint {
        Touch.convert(windowCentroid, from: hostWindow, to: view)
    }

    /// The location of one of the tracked touches, in creation order (`location(ofTouch:in:)`).
    /// An index out of range is reported and answers `location(in:)`.
    public func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            report(
                .error, "gesture.touchIndex",
                "\(debugName): touch index \(touchIndex) out of range 0..<\(trackedTouches.count)")
            return location(in: view)
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// The centroid of the tracked touches (window coordinates), or the last one.
    var windowCentroid: CGPoint {
        trackedTouches.isEmpty ? lastCentroid : Self.centroid(of: trackedTouches)
    }

    static func centroid(of touches: [Touch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in touches { x += touch.windowLocation.x; y += touch.windowLocation.y }
        return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
    }

    /// The window whose touches the recognizer handles: its view's, or, for a view removed in the
    /// middle of a gesture, the window the gesture's touches are in.
    var hostWindow: Window? { view?.window ?? router?.window }

    /// How the recognizer names itself in the timeline and in diagnostics.
    var debugName: String { name ?? String(describing: type(of: self)) }

    /// Calls every target, recording the action in the window's timeline.
    func sendActions() {
        hostWindow?.timeline.record(debugName, "action(\(currentState))")
        targets.removeAll { $0.hasObject && $0.object == nil }
        for target in targets { target.action(self) }
    }

    /// Reports a diagnostic through the window's sink (standard error when in no window).
    func report(_ severity: Diagnostic.Severity, _ code: String, _ message: String) {
        let diagnostic = Diagnostic(severity, code: code, message)
        if let sink = hostWindow?.diagnostics {
            sink.report(diagnostic)
        } else {
            StandardErrorDiagnostics.console.report(diagnostic)
        }
    }
}

/// A weak reference to a recognizer (failure requirements do not keep recognizers alive).
struct WeakGestureRecognizer {
    weak var value: GestureRecognizer?
    init(_ value: GestureRecognizer) { self.value = value }
}
