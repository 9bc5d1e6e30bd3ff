import Foundation

/// The animation run behind a `ViewPropertyAnimator`: binds one engine animator per window,
/// brings each to the animator's state as it binds, and reports completion once every engine
/// animator has completed.
@MainActor
final class PropertyAnimatorRun: AnimationRun {
    unowned let owner: ViewPropertyAnimator

    init(owner: ViewPropertyAnimator) {
        self.owner = owner
        super.init()
        allowsUserInteraction = true
    }

    override var timelineName: String { "ViewPropertyAnimator" }

    override func makeAnimator(engine: AnimationEngine) -> PropertyAnimator {
        let animator = PropertyAnimator(engine: engine, duration: owner.duration, timingParameters: owner.timingParameters)
        animator.isInterruptible = owner.interruptibleStorage
        animator.scrubsLinearly = owner.scrubsLinearlyStorage
        animator.pausesOnCompletion = owner.pausesOnCompletionStorage
        animator.isReversed = owner.reversedStorage
        return animator
    }

    override func didBind(_ animator: PropertyAnimator) {
        switch owner.localState {
        case .inactive, .stopped:
            break
        case .active:
            if owner.isPausedLocally {
                animator.pauseAnimation()
                if owner.localFraction > 0 { animator.fractionComplete = owner.localFraction }
            } else {
                animator.startAnimation(afterDelay: owner.delay)
            }
        }
    }

    /// One bound engine animator completed; the owner completes once all of them have (each
    /// engine animator is inactive when it reports).
    override func animatorDidComplete(at position: AnimatingPosition, in window: Window) {
        guard animators.allSatisfy({ $0.state == .inactive }) else { return }
        owner.didComplete(at: position, window: window)
    }

    override func allLayersRemoved() {
        let window = bindings.first?.window
        owner.didLoseAllLayers(window: window)
    }

    /// Every bound engine animator.
    var animators: [PropertyAnimator] { bindings.map(\.animator) }
}
