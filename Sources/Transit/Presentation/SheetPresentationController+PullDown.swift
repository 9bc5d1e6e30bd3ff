import Foundation

extension SheetPresentationController {
    /// Installs the pull-down recognizer on the container once the sheet is up.
    func installPullDown() {
        guard let container = containerView, pullDownRecognizer == nil else { return }
        let pan = PanGestureRecognizer { [weak self] pan in self?.handlePullDown(pan) }
        container.addGestureRecognizer(pan)
        pullDownRecognizer = pan
    }

    /// Removes the pull-down recognizer when the sheet is gone.
    func removePullDown() {
        if let pan = pullDownRecognizer { pan.view?.removeGestureRecognizer(pan) }
        pullDownRecognizer = nil
    }

    /// Whether the presented controller, or any controller inside it, is modal in presentation.
    var isModal: Bool {
        func modal(_ vc: ViewController) -> Bool { vc.isModalInPresentation || vc.children.contains(where: modal) }
        return modal(presentedViewController)
    }

    /// The pull-down: a drag that starts on the sheet and goes down dismisses it interactively,
    /// following the finger; it finishes when the drag carried on by its velocity (the normal
    /// deceleration projection) passes half the sheet's height, and is cancelled otherwise. A
    /// modal sheet, or one the delegate refuses, stays, and the delegate hears of the attempt
    /// when the finger lifts.
    func handlePullDown(_ pan: PanGestureRecognizer) {
        guard let container = containerView, let sheet = presentedView else { return }
        let height = max(1, sheet.frame.height)
        switch pan.state {
        case .began:
            let start = pan.location(in: container)
            let move = pan.translation(in: container)
            guard sheet.frame.contains(CGPoint(x: start.x - move.x, y: start.y - move.y)), move.y > 0,
                  move.y >= abs(move.x), !isTransitioning else { pullDown = .ignored; return }
            if isModal || delegate?.presentationControllerShouldDismiss(self) == false {
                pullDown = .refused
                return
            }
            let interaction = SheetDismissalInteraction()
            interaction.completionCurve = .easeOut
            pullDown = .dismissing(interaction)
            delegate?.presentationControllerWillDismiss(self)
            presentedViewController.transitionState.systemDismissalInteraction = interaction
            // The completion holds the presentation controller: the dismissal lets go of it.
            presentedViewController.dismiss(animated: true) { [self] in
                guard presentedViewController.presentingViewController == nil else { return }
                delegate?.presentationControllerDidDismiss(self)
            }
            interaction.update(move.y / height)
        case .changed:
            if case .dismissing(let interaction) = pullDown {
                interaction.update(pan.translation(in: container).y / height)
            }
        case .ended, .cancelled, .failed:
            let outcome = pullDown
            pullDown = .ignored
            switch outcome {
            case .dismissing(let interaction):
                let projected = pan.translation(in: container).y
                    + DecelerationRate.normal.projectedDistance(initialVelocity: pan.velocity(in: container).y)
                if pan.state == .ended, projected > height / 2 { interaction.finish() } else { interaction.cancel() }
            case .refused:
                delegate?.presentationControllerDidAttemptToDismiss(self)
            case .ignored:
                break
            }
        default:
            break
        }
    }
}

/// Where a pull-down stands.
enum SheetPullDown {
    /// No pull-down, or one that did not start on the sheet going down.
    case ignored
    /// The sheet may not be dismissed; the attempt is reported when it ends.
    case refused
    /// The sheet is being dismissed by the finger.
    case dismissing(SheetDismissalInteraction)
}

/// The interaction controller of a pull-down. The dismissal starts on the next run-loop turn,
/// after the first moves of the finger, so progress and the end requested before the start are
/// kept and applied when it starts.
@MainActor
final class SheetDismissalInteraction: PercentDrivenInteractiveTransition {
    private var started = false
    private var pendingPercent: CGFloat = 0
    private var pendingEnd: Bool?

    override func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        started = true
        super.update(pendingPercent)
        if let finish = pendingEnd { finish ? super.finish() : super.cancel() }
    }

    override func update(_ percentComplete: CGFloat) {
        if started { super.update(percentComplete) } else if !percentComplete.isNaN { pendingPercent = percentComplete }
    }

    override func finish() {
        if started { super.finish() } else { pendingEnd = true }
    }

    override func cancel() {
        if started { super.cancel() } else { pendingEnd = false }
    }
}
