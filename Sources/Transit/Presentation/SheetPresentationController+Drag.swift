import Foundation

/// Dragging the sheet: the sheet follows the finger between its detents (rubber-banded past the
/// largest), and a drag below the smallest detent dismisses it interactively.
///
/// On release the sheet goes to the detent nearest to where the drag would carry it: its
/// position plus `DecelerationRate.normal.projectedDistance(initialVelocity:)`, the projection
/// of Apple's "Designing Fluid Interfaces" (WWDC 2018, session 803):
/// `(velocity / 1000) · r / (1 − r)` with r = 0.998. It settles on a critically damped 0.5 s
/// spring that starts at the finger's velocity. During a dismissal the candidates are the
/// smallest detent and off screen: the dismissal finishes when the projection is nearer the
/// bottom edge and is cancelled otherwise (the sheet goes back to its smallest detent).
///
/// Before a drag dismisses, `isModalInPresentation` (of the presented controller or any
/// controller inside it) and the delegate's `presentationControllerShouldDismiss(_:)` are asked,
/// once per drag, when the sheet first goes below its smallest detent; a refused drag
/// rubber-bands below that detent and tells the delegate
/// `presentationControllerDidAttemptToDismiss(_:)` when the finger lifts. An allowed one calls
/// `presentationControllerWillDismiss(_:)`, then, if the dismissal completes,
/// `presentationControllerDidDismiss(_:)`. Once the dismissal has begun the drag drives it to
/// the end of the gesture. A sheet that has presented another controller over itself while the
/// finger holds it is not dismissed by the drag (the dismissal would take the controller over
/// it): it rubber-bands below its smallest detent and settles back on release.
extension SheetPresentationController {
    /// Installs the drag recognizer on the container once the sheet is up.
    func installDrag() {
        guard let container = containerView, dragRecognizer == nil else { return }
        let pan = SheetPanGestureRecognizer()
        pan.sheet = self
        pan.name = "sheetDrag"
        pan.addTarget { [weak self] pan in self?.handleDrag(pan) }
        container.addGestureRecognizer(pan)
        dragRecognizer = pan
    }

    /// Removes the drag recognizer when the sheet is gone.
    func removeDrag() {
        if let pan = dragRecognizer { pan.view?.removeGestureRecognizer(pan) }
        dragRecognizer = nil
        drag = nil
        transitionCatch = nil
    }

    func handleDrag(_ pan: PanGestureRecognizer) {
        guard let container = containerView else { return }
        switch pan.state {
        case .began:
            if beginCatch(translation: pan.translation(in: container).y) { return }
            guard beginDrag() else { return }
            drag?.translation = pan.translation(in: container).y
            moveDrag(by: pan.translation(in: container).y)
        case .changed:
            if transitionCatch != nil { return moveCatch(translation: pan.translation(in: container).y) }
            guard let last = drag?.translation else { return }
            let now = pan.translation(in: container).y
            drag?.translation = now
            moveDrag(by: now - last)
        case .ended, .cancelled, .failed:
            if transitionCatch != nil {
                return endCatch(
                    translation: pan.translation(in: container).y,
                    velocity: pan.state == .ended ? pan.velocity(in: container).y : 0)
            }
            guard drag != nil else { return }
            endDrag(velocity: pan.state == .ended ? pan.velocity(in: container).y : 0, cancelled: pan.state != .ended)
        default:
            break
        }
    }

    /// Starts a drag from where the sheet is; `false` when the sheet cannot be dragged now.
    @discardableResult
    func beginDrag() -> Bool {
        guard drag == nil, isPresented, !isTransitioning, !isFormSheet, let sheet = presentedView else { return false }
        // A spring still settling the sheet stops where it is shown, so the finger picks it up there.
        let shown = sheet.layer.presentation()?.frame.minY ?? sheet.frame.minY
        sheet.layer.removeAllAnimations()
        dimmingView.layer.removeAllAnimations()
        presenterLook?.view?.layer.removeAllAnimations()
        sheet.frame = sheetFrame(top: shown)
        drag = SheetDrag(raw: shown, shown: shown, phase: .moving, translation: 0)
        return true
    }

    /// Moves the dragged sheet by `delta` points of finger movement (down positive).
    func moveDrag(by delta: CGFloat) {
        guard var d = drag, let sheet = presentedView, containerView != nil else { return }
        let resolved = resolvedDetents
        let bottom = top(forValue: resolved[0].value), upper = top(forValue: resolved[resolved.count - 1].value)
        let height = max(1, containerView?.bounds.height ?? 1)
        d.raw += delta
        // A sheet covered by a controller it presented meanwhile cannot be dismissed by the
        // finger (a dismissal asked of it would take the covering one instead): it rubber-bands.
        if case .moving = d.phase, d.raw > bottom, presentedViewController.presentedViewController == nil {
            if isModal || delegate?.presentationControllerShouldDismiss(self) == false {
                d.phase = .refused
            } else {
                sheet.frame = sheetFrame(top: bottom)
                applyDecorations(forValue: resolved[0].value)
                d.shown = bottom
                d.phase = .dismissing(startInteractiveDismissal())
            }
        }
        switch d.phase {
        case .dismissing(let interaction):
            interaction.update(max(0, d.raw - bottom) / max(1, height - bottom))
        case .moving, .refused:
            var shown = d.raw
            if shown < upper { shown = upper - ScrollView.rubberBandDistance(upper - shown, dimension: height) }
            if shown > bottom { shown = bottom + ScrollView.rubberBandDistance(shown - bottom, dimension: height) }
            d.shown = shown
            sheet.frame = sheetFrame(top: shown)
            applyDecorations(forValue: value(forTop: shown))
        }
        drag = d
    }

    /// Whether the sheet has moved from its resting detent in the drag in progress (a scroll
    /// view in it must then leave the finger to the sheet).
    var isDisplacedByDrag: Bool {
        guard let d = drag else { return false }
        if case .dismissing = d.phase { return true }
        return abs(d.shown - top(forValue: selectedDetentValue)) > 0.01
    }

    /// Starts the interactive dismissal a drag below the smallest detent asks for.
    private func startInteractiveDismissal() -> SheetDismissalInteraction {
        let interaction = SheetDismissalInteraction()
        interaction.completionCurve = .easeOut
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.transitionState.systemDismissalInteraction = interaction
        // The completion holds the presentation controller: the dismissal lets go of it.
        presentedViewController.dismiss(animated: true) { [self] in
            guard presentedViewController.presentingViewController == nil else { return }
            delegate?.presentationControllerDidDismiss(self)
        }
        return interaction
    }

    /// Ends the drag with the finger's vertical velocity (points per second, down positive).
    func endDrag(velocity: CGFloat, cancelled: Bool) {
        guard let d = drag else { return }
        let resolved = resolvedDetents
        let bottom = top(forValue: resolved[0].value)
        let projected = d.shown + DecelerationRate.normal.projectedDistance(initialVelocity: velocity)
        switch d.phase {
        case .dismissing(let interaction):
            // The sheet is shown where the finger has it, never above the smallest detent.
            let height = containerView?.bounds.height ?? 0
            let landing = max(bottom, d.raw) + DecelerationRate.normal.projectedDistance(initialVelocity: velocity)
            let finishes = !cancelled && abs(height - landing) < abs(bottom - landing)
            select(resolved[0].identifier)
            drag = nil
            if finishes { interaction.finish() } else { interaction.cancel() }
        case .moving, .refused:
            let target =
                cancelled
                ? effectiveSelectedIdentifier
                : Self.nearestDetent(
                    to: projected, tops: resolved.map { (identifier: $0.identifier, top: top(forValue: $0.value)) })
            select(target)
            drag = nil
            settle(from: d.shown, velocity: cancelled ? 0 : velocity)
            if case .refused = d.phase { delegate?.presentationControllerDidAttemptToDismiss(self) }
        }
    }

    /// The detent whose top is nearest to `projected` (the first of equally near ones).
    static func nearestDetent(to projected: CGFloat, tops: [(identifier: Detent.Identifier, top: CGFloat)]) -> Detent.Identifier {
        var best = tops[0]
        for candidate in tops.dropFirst() where abs(candidate.top - projected) < abs(best.top - projected) {
            best = candidate
        }
        return best.identifier
    }

    /// Makes `identifier` the selected detent after a drag (the sheet is moved by the caller),
    /// telling the delegate when it changed. The full-height resting place of a sheet with no
    /// active detent is none of its detents: nothing is selected then.
    func select(_ identifier: Detent.Identifier) {
        guard detents.contains(where: { $0.identifier == identifier }) else { return }
        let changed = identifier != effectiveSelectedIdentifier
        isSelectingFromDrag = true
        selectedDetentIdentifier = identifier
        isSelectingFromDrag = false
        if changed {
            (delegate as? SheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }

    /// Springs the sheet from `top` to its selected detent, starting at `velocity` points per
    /// second.
    func settle(from top: CGFloat, velocity: CGFloat) {
        guard let sheet = presentedView else { return }
        let value = selectedDetentValue
        let target = sheetFrame(top: self.top(forValue: value))
        let distance = target.minY - top
        let relative = abs(distance) > 0.5 ? velocity / distance : 0
        View.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: relative,
            options: [.allowUserInteraction, .beginFromCurrentState],
            animations: { [self] in
                sheet.frame = target
                applyDecorations(forValue: value)
            }, completion: nil)
    }
}

/// A drag of the sheet in progress.
struct SheetDrag {
    /// Where the finger would put the sheet's top edge, without rubber banding.
    var raw: CGFloat
    /// Where the sheet's top edge is shown.
    var shown: CGFloat
    var phase: Phase
    /// The container pan's latest vertical translation.
    var translation: CGFloat

    enum Phase {
        /// The sheet follows the finger between its detents.
        case moving
        /// The sheet may not be dismissed; it rubber-bands below its smallest detent and the
        /// attempt is reported when the drag ends.
        case refused
        /// The sheet is being dismissed by the finger.
        case dismissing(SheetDismissalInteraction)
    }
}

/// The sheet's pan: it begins only for a mostly vertical drag that started on the sheet as shown, and
/// waits for screen-edge pans (a navigation controller's interactive pop inside the sheet) to
/// fail, so the edge swipe pops rather than dragging the sheet.
@MainActor
final class SheetPanGestureRecognizer: PanGestureRecognizer {
    weak var sheet: SheetPresentationController?

    override func shouldBegin(movedTo centroid: CGPoint) -> Bool {
        guard super.shouldBegin(movedTo: centroid), let sheet, let view = sheet.presentedView,
            let container = sheet.containerView
        else { return false }
        let dx = abs(centroid.x - start.x), dy = abs(centroid.y - start.y)
        let startInContainer = container.convert(start, from: nil)
        // Where the sheet is shown: a running transition's model frame is already its end.
        let shown = view.layer.presentation()?.frame ?? view.frame
        guard dy > dx, shown.contains(startInContainer) else {
            state = .failed
            return false
        }
        // A scroll view under the finger that scrolls vertically shares its own pan with the
        // sheet (see `SheetPresentationController+Scrolling.swift`).
        if view.verticalScrollView(at: view.convert(startInContainer, from: container)) != nil {
            state = .failed
            return false
        }
        return true
    }

    override func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool {
        otherGestureRecognizer is ScreenEdgePanGestureRecognizer
    }
}

/// The interaction controller of a drag that dismisses the sheet. The dismissal starts on the
/// next run-loop turn, after the first moves of the finger, so progress and the end requested
/// before the start are kept and applied when it starts.
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
