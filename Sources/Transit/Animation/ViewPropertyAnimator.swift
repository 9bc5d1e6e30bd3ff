import Foundation

/// A class that animates changes to views and allows the dynamic modification of those animations
/// (`UIViewPropertyAnimator`): the engine's `PropertyAnimator` state machine over view properties.
///
/// States (`AnimatingState`): `inactive` → `startAnimation()` / `pauseAnimation()` / setting
/// `fractionComplete` → `active` → animations end or `stopAnimation(true)` → `inactive`;
/// `stopAnimation(false)` → `stopped` → `finishAnimation(at:)` → `inactive`. Animation blocks
/// added while inactive run when the animator becomes active; added while active they run at once
/// over the remaining time. Changes to views in a window animate on that window's engine; changes
/// to views in no window apply at once. An animator whose blocks changed no view in a window has
/// nothing to wait for: starting it completes it at once at `.end`. Misuse that UIKit raises on is
/// reported through the diagnostics of the window it animates in, or last animated in (standard
/// error before any view is bound), and changes nothing.
@MainActor
open class ViewPropertyAnimator {
    // MARK: Identity, as `NSObject` has it (conformances in `Identity/ObjectIdentity.swift`)

    /// Whether `object` is this very object (`NSObject.isEqual(_:)`, which `UIViewPropertyAnimator` inherits):
    /// `==` and `!=` call it. Override it together with `hash`.
    nonisolated open func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }

    /// A hash consistent with `isEqual(_:)` (`NSObject.hash`): the object's identity.
    nonisolated open var hash: Int { ObjectIdentifier(self).hashValue }

    /// The class name and address, as `NSObject.description` prints them.
    open var description: String { identityDescription(of: self) }

    /// The duration given at creation (`duration`).
    public let duration: TimeInterval
    /// The timing given at creation (`timingParameters`).
    public let timingParameters: any TimingCurveProvider
    /// The delay of the last `startAnimation(afterDelay:)` (`delay`).
    public internal(set) var delay: TimeInterval = 0

    var run: PropertyAnimatorRun!
    var pending: [(block: () -> Void, delayFactor: CGFloat)] = []
    var completions: [(AnimatingPosition) -> Void] = []
    var localState: AnimatingState = .inactive
    /// Counts activations (inactive → active), so work queued for one activation can tell
    /// whether it is still current.
    var activation = 0
    var isPausedLocally = false
    var localFraction: CGFloat = 0
    var interruptibleStorage = true
    var scrubsLinearlyStorage = true
    var pausesOnCompletionStorage = false
    var reversedStorage = false
    /// Keeps the animator alive while it is active or stopped, as UIKit keeps running animators
    /// alive; cleared when it becomes inactive.
    var keepAlive: ViewPropertyAnimator?

    /// An inactive animator with the given timing (`init(duration:timingParameters:)`). The
    /// convenience initializers also keep their call site, which the callback timeline names beside
    /// the animator's completions (this one keeps its signature, so subclasses can override it).
    public init(duration: TimeInterval, timingParameters: any TimingCurveProvider) {
        self.duration = duration
        self.timingParameters = timingParameters
        run = PropertyAnimatorRun(owner: self)
    }

    /// An animator with a built-in curve (`init(duration:curve:animations:)`).
    public convenience init(
        duration: TimeInterval, curve: AnimationCurve, animations: (() -> Void)? = nil,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
        run.callSite = CallbackTimeline.CallSite(fileID: fileID, line: line)
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic Bézier curve (`init(duration:controlPoint1:controlPoint2:animations:)`).
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(
            duration: duration,
            timingParameters: CubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        run.callSite = CallbackTimeline.CallSite(fileID: fileID, line: line)
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring that settles in `duration` (`init(duration:dampingRatio:animations:)`).
    public convenience init(
        duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(duration: duration, timingParameters: SpringTimingParameters(dampingRatio: ratio))
        run.callSite = CallbackTimeline.CallSite(fileID: fileID, line: line)
        if let animations { addAnimations(animations) }
    }

    /// Creates and starts an animator (`runningPropertyAnimator(withDuration:delay:options:animations:
    /// completion:)`), with the options' curve and `allowUserInteraction`. The result may be
    /// ignored, as UIKit code often does: the animator keeps itself alive while it runs.
    @discardableResult
    public static func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: View.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((AnimatingPosition) -> Void)? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> ViewPropertyAnimator {
        let animator = ViewPropertyAnimator(
            duration: duration, curve: options.curve, animations: animations,
            fileID: fileID, line: line)
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// The engine animator that answers state questions (the first window bound).
    var primary: PropertyAnimator? { run.bindings.first?.animator }

    /// The current state (`state`).
    public var state: AnimatingState { primary?.state ?? localState }

    /// Whether the animations are running, not paused (`isRunning`).
    public var isRunning: Bool { primary?.isRunning ?? (localState == .active && !isPausedLocally) }

    /// How far the animations have got, 0…1 (`fractionComplete`); settable while paused (an
    /// inactive animator is paused first), scrubbing the properties (linearly with
    /// `scrubsLinearly`).
    public var fractionComplete: CGFloat {
        get { primary?.fractionComplete ?? (localState == .inactive ? 0 : localFraction) }
        set { setFractionComplete(newValue) }
    }

    /// Whether the animations run backwards (`isReversed`).
    public var isReversed: Bool {
        get { primary?.isReversed ?? reversedStorage }
        set {
            if localState == .stopped { return report("isReversed cannot change while the animator is stopped") }
            reversedStorage = newValue
            for animator in run.animators { animator.isReversed = newValue }
        }
    }

    /// Whether the animator can be paused, stopped and scrubbed (`isInterruptible`); settable only
    /// while inactive.
    public var isInterruptible: Bool {
        get { interruptibleStorage }
        set {
            guard state == .inactive else {
                return report("isInterruptible cannot change while the animator is active or stopped")
            }
            interruptibleStorage = newValue
            for animator in run.animators { animator.isInterruptible = newValue }
        }
    }

    /// Whether paused scrubbing is linear rather than along the curve (`scrubsLinearly`, true).
    public var scrubsLinearly: Bool {
        get { scrubsLinearlyStorage }
        set { scrubsLinearlyStorage = newValue; for animator in run.animators { animator.scrubsLinearly = newValue } }
    }

    /// Whether the animator stays active and paused at the end (`pausesOnCompletion`, false).
    public var pausesOnCompletion: Bool {
        get { pausesOnCompletionStorage }
        set { pausesOnCompletionStorage = newValue; for animator in run.animators { animator.pausesOnCompletion = newValue } }
    }

    /// Whether the animating views receive touches (`isUserInteractionEnabled`, true).
    public var isUserInteractionEnabled: Bool {
        get { run.allowsUserInteraction }
        set { run.allowsUserInteraction = newValue }
    }

    /// The window the animator last animated views in, where misuse is reported once it is
    /// inactive again.
    weak var lastWindow: Window?

    /// Reports misuse through the bound window's diagnostics (the window it last animated in
    /// while unbound), or standard error.
    func report(_ message: String) {
        let sink: any DiagnosticSink =
            run.bindings.first?.window.diagnostics ?? lastWindow?.diagnostics
            ?? StandardErrorDiagnostics.console
        sink.report(Diagnostic(.error, code: "animation.illegalStateTransition", message))
    }
}
