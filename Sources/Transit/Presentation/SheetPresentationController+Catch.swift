import Foundation

/// A drag catching the sheet while it is being presented or dismissed (Transit extension, as
/// iOS 26 lets a pan catch a running push): a drag on the sheet begun while its presentation, or
/// a dismissal asked for in code, animates on its own holds the sheet where it is on screen
/// (`TransitionCoordinator.grab()`), and the sheet then follows the finger point for point
/// between its resting place and the bottom edge. The transition is scrubbed over that distance,
/// so an animation that moves the sheet linearly with its progress — the system's slide up, a
/// paused animation scrubbing linearly — keeps it under the finger.
///
/// On release the sheet goes where the drag's rule sends it: the top edge nearest to its
/// position plus `DecelerationRate.normal.projectedDistance(initialVelocity:)`, among the
/// detents' tops (a form sheet's own top) and the bottom edge. Nearest the bottom edge, a
/// presentation turns back (`presentationTransitionDidEnd(false)`) and a dismissal finishes;
/// nearest a detent, a presentation finishes and a dismissal turns back
/// (`dismissalTransitionDidEnd(false)`), carrying the finger's velocity. When that detent is not
/// the one the sheet rests at, the transition ends where the finger left the sheet (presented) and
/// the sheet springs on to the detent from there, as after a drag. A presentation is turned back
/// only when the sheet may be dismissed by the user: when it is modal in presentation (or the
/// delegate's `presentationControllerShouldDismiss(_:)` refuses) it finishes, and the delegate is
/// told `presentationControllerDidAttemptToDismiss(_:)`; an allowed one tells the delegate
/// `presentationControllerWillDismiss(_:)` and `presentationControllerDidDismiss(_:)`. A
/// dismissal asked for in code tells the delegate nothing, as in UIKit.
///
/// Only the sheet's own transition is caught: not a dismissal of a chain of presentations that
/// the sheet leaves with, not a sheet covered by a controller it presented, not a transition
/// already interactive, nor one Transit cannot take over (see `TransitionCoordinator.canGrab`).
extension SheetPresentationController {
    /// The transition of this sheet running on its own now, and whether it presents the sheet.
    private var catchableTransition: (running: TransitionCoordinator, presenting: Bool)? {
        guard isTransitioning, presentedViewController.presentedViewController == nil,
            let running = containerView?.window?.transitionRunner.running, running.canGrab
        else { return nil }
        if !isPresented, running.context.viewController(forKey: .to) === presentedViewController {
            return (running, true)
        }
        if isPresented, running.context.viewController(forKey: .from) === presentedViewController {
            return (running, false)
        }
        return nil
    }

    /// Catches the sheet's running transition when a drag begins with vertical translation
    /// `translation`; returns whether it did.
    func beginCatch(translation: CGFloat) -> Bool {
        guard transitionCatch == nil, drag == nil, let (running, presenting) = catchableTransition,
            let container = containerView, let presented = running.context.viewController(forKey: presenting ? .to : .from)
        else { return false }
        let bottom = container.bounds.height
        let rest =
            presenting ? running.context.finalFrame(for: presented).minY : running.context.initialFrame(for: presented).minY
        // The finger down carries a dismissal on and takes a presentation back.
        guard
            let grab = FingerGrab(
                catching: running, translation: translation, sign: presenting ? -1 : 1,
                distance: bottom - rest)
        else { return false }
        transitionCatch = SheetCatch(grab: grab, presenting: presenting, rest: rest, bottom: bottom)
        return true
    }

    /// Moves the caught sheet with the finger.
    func moveCatch(translation: CGFloat) {
        transitionCatch?.grab.move(translation: translation)
    }

    /// Lets the caught sheet go, the finger's vertical velocity being `velocity` (points per
    /// second, down positive; 0 for a cancelled gesture).
    func endCatch(translation: CGFloat, velocity: CGFloat) {
        guard let caught = transitionCatch else { return }
        transitionCatch = nil
        guard let running = caught.grab.coordinator else { return }
        let v = velocity.isFinite ? velocity : 0
        let top = caught.top(at: min(1, max(0, caught.grab.progress(at: translation))))
        let projected = top + DecelerationRate.normal.projectedDistance(initialVelocity: v)
        let tops = isFormSheet ? [] : resolvedDetents.map { (identifier: $0.identifier, top: self.top(forValue: $0.value)) }
        var leaves = (tops.isEmpty ? [caught.rest] : tops.map(\.top)).allSatisfy {
            abs(caught.bottom - projected) < abs($0 - projected)
        }
        if leaves, caught.presenting, isModal || delegate?.presentationControllerShouldDismiss(self) == false {
            leaves = false
            delegate?.presentationControllerDidAttemptToDismiss(self)
        }
        let target = tops.isEmpty ? nil : Self.nearestDetent(to: projected, tops: tops)
        guard !leaves, let target, target != effectiveSelectedIdentifier else {
            // Off screen, or back to where the sheet rests: the transition runs there itself.
            if leaves, caught.presenting {
                delegate?.presentationControllerWillDismiss(self)
                _ = running.animateAlongsideTransition(in: nil, animation: nil) { [self] context in
                    if context.isCancelled { delegate?.presentationControllerDidDismiss(self) }
                }
            }
            return running.release(toEnd: leaves != caught.presenting, velocity: caught.grab.fractionVelocity(v))
        }
        // Another detent: the sheet stays presented where the finger left it, and springs on
        // from there.
        _ = running.animateAlongsideTransition(in: nil, animation: nil) { [self] _ in
            guard isPresented, !isTransitioning, let sheet = presentedView else { return }
            applyDecorations(forValue: value(forTop: sheet.frame.minY))
            select(target)
            settle(from: sheet.frame.minY, velocity: v)
        }
        running.end(here: caught.presenting)
    }
}

/// A sheet's running transition held by a drag.
@MainActor
struct SheetCatch {
    /// The finger's hold on the transition.
    let grab: FingerGrab
    /// Whether the transition presents the sheet (else it dismisses it).
    let presenting: Bool
    /// The sheet's top edge where it rests, presented: the presentation's end, the dismissal's
    /// start.
    let rest: CGFloat
    /// The bottom edge of the container, where the sheet is hidden.
    let bottom: CGFloat

    /// The sheet's top edge at `progress` of the transition, moving linearly between its resting
    /// place and the bottom edge.
    func top(at progress: CGFloat) -> CGFloat {
        rest + (presenting ? 1 - progress : progress) * (bottom - rest)
    }
}
