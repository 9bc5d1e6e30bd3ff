import Foundation

/// An object that animates views and can be started, paused, scrubbed, stopped and finished
/// (`UIViewAnimating`). `ViewPropertyAnimator` adopts it.
@MainActor
public protocol ViewAnimating: AnyObject {
    /// The state (`state`): inactive, active or stopped.
    var state: AnimatingState { get }
    /// Whether the animations are running, as opposed to paused or inactive (`isRunning`).
    var isRunning: Bool { get }
    /// Whether the animations run backwards, toward their start (`isReversed`).
    var isReversed: Bool { get set }
    /// The progress, 0…1 (`fractionComplete`); settable while paused to scrub.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes the animations (`startAnimation()`).
    func startAnimation()
    /// Starts the animations after a delay (`startAnimation(afterDelay:)`).
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations (`pauseAnimation()`).
    func pauseAnimation()
    /// Stops the animations where they are (`stopAnimation(_:)`).
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes stopped animations at a position (`finishAnimation(at:)`).
    func finishAnimation(at finalPosition: AnimatingPosition)
}

/// A `ViewAnimating` object to which animations and completions can be added while it runs
/// (`UIViewImplicitlyAnimating`): what `interruptibleAnimator(using:)` returns.
@MainActor
public protocol ViewImplicitlyAnimating: ViewAnimating {
    /// Adds animations that run over the remaining duration (`addAnimations(_:)`).
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start after `delayFactor` of the remaining duration
    /// (`addAnimations(_:delayFactor:)`).
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a completion block (`addCompletion(_:)`).
    func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void)
    /// Resumes paused animations with new timing (`continueAnimation(withTimingParameters:durationFactor:)`).
    func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat)
}

extension ViewPropertyAnimator: ViewImplicitlyAnimating {}
