import Foundation

extension SoakScene {
    /// The property animator steps, by name: `animator(action:)` picks one.
    nonisolated static let animatorSteps = [
        "start", "pause", "reverse", "scrub", "continue", "stop", "finish", "stopWithoutFinishing", "startAgain"
    ]

    /// Runs one property animator step on the scene's animator (a new one for `start`). Steps
    /// that are illegal in the animator's state are made anyway: they are reported and change
    /// nothing, as in UIKit they raise.
    func animatorStep(_ action: Int) {
        let step = Self.animatorSteps[action % Self.animatorSteps.count]
        if step == "start" || animator == nil { return startAnimator() }
        guard let animator else { return }
        switch step {
        case "pause": animator.pauseAnimation()
        case "reverse": if animator.state != .stopped { animator.isReversed.toggle() }
        case "scrub": animator.fractionComplete = 0.5
        case "continue": animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        case "stop": animator.stopAnimation(false)
        case "finish": animator.finishAnimation(at: .current)
        case "stopWithoutFinishing": animator.stopAnimation(true)
        default: animator.startAnimation()
        }
    }

    /// Ends the scene's animator as UIKit requires before an animator is let go ("it is an
    /// error to release a paused or stopped property animator"): stopped at once if active,
    /// finished where it is if stopped.
    func releaseAnimator() {
        switch animator?.state {
        case .active?: animator?.stopAnimation(true)
        case .stopped?: animator?.finishAnimation(at: .current)
        default: break
        }
        animator = nil
    }

    /// A new animator moving and fading the marker of the topmost probe on screen.
    private func startAnimator() {
        releaseAnimator()
        let probes =
            (presentedChain.reversed()
            + [
                navigation.topViewController, box.selectedViewController,
                root.selectedViewController
            ].compactMap { $0 })
            .compactMap { $0 as? SoakProbe }
        guard let probe = probes.first(where: { $0.viewIfLoaded?.window != nil }) ?? probes.first else { return }
        let marker = probe.marker
        let number = animators.count
        let made = ViewPropertyAnimator(duration: 0.4, curve: .easeInOut) {
            marker.center.x = marker.center.x > 100 ? 16 : 200
            marker.alpha = marker.alpha > 0.5 ? 0.2 : 1
        }
        animatorCompletions[number] = 0
        made.addCompletion { [weak self] _ in self?.animatorCompletions[number, default: 0] += 1 }
        animators.append(WeakAnimator(animator: made, number: number))
        animator = made
        made.startAnimation()
    }
}
