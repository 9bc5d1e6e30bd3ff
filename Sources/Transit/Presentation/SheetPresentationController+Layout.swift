import Foundation

/// Where the sheet rests, and what its height does to the dimming and to the presenter.
///
/// The receding presenter (the iOS 13 card stack; Apple documents no numbers, these are the
/// proportions iOS 13–17 show on iPhone): when the sheet reaches its large detent, the
/// presenter's view scales about its centre so that it is 16 pt narrower on each side, its top
/// edge moves to the container's top safe-area inset (or 10 pt up, for a presenter lower than
/// that, such as a sheet at its medium detent), and its corners round to the sheet's radius;
/// between the next smaller detent and the large one the recession follows the sheet's height.
/// A sheet that covers a compact-height container (not edge-attached) leaves the presenter as it
/// is.
/// A sheet presented over a sheet makes the lower one recede the same way, and its own dimming
/// view darkens it.
extension SheetPresentationController {
    /// How far in from each side a receded presenter's edges move, in points (16).
    public static let recededSideInset: CGFloat = 16
    /// How far the large detent's top edge sits below the top safe-area inset, in points (10).
    public static let largeTopGap: CGFloat = 10

    private var containerHeight: CGFloat { containerView?.bounds.height ?? 0 }
    private var bottomInset: CGFloat { containerView?.safeAreaInsets.bottom ?? 0 }
    private var isCompactHeight: Bool { containerView?.traitCollection.verticalSizeClass == .compact }

    /// The top of the sheet at its large detent.
    private var largeTop: CGFloat {
        guard let container = containerView else { return 0 }
        if isCompactHeight && !prefersEdgeAttachedInCompactHeight { return 0 }
        return container.safeAreaInsets.top + Self.largeTopGap
    }

    /// The context the detents are resolved in.
    var resolutionContext: SheetPresentationControllerDetentResolutionContext {
        SheetDetentContext(
            containerTraitCollection: containerView?.traitCollection ?? TraitCollection(),
            maximumDetentValue: max(0, containerHeight - largeTop - bottomInset))
    }

    /// The active detents with their values, smallest first (detents of equal value keep their
    /// order); a detent of zero height is inactive. When none is active, one resting place at full
    /// height, `.large` (which a drag does not select unless the sheet has it).
    var resolvedDetents: [(identifier: Detent.Identifier, value: CGFloat)] {
        let context = resolutionContext
        let active = detents.compactMap { detent in
            detent.resolvedValue(in: context).flatMap { $0 > 0 ? (detent.identifier, $0) : nil }
        }
        guard !active.isEmpty else { return [(.large, context.maximumDetentValue)] }
        return active.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map { $0.element }
    }

    /// The identifier of the detent the sheet rests at: the selected one, or the smallest.
    var effectiveSelectedIdentifier: Detent.Identifier {
        let resolved = resolvedDetents
        if let selected = selectedDetentIdentifier, resolved.contains(where: { $0.identifier == selected }) {
            return selected
        }
        return resolved[0].identifier
    }

    /// The value of the detent the sheet rests at.
    var selectedDetentValue: CGFloat {
        let resolved = resolvedDetents
        let id = effectiveSelectedIdentifier
        return resolved.first { $0.identifier == id }?.value ?? resolved[0].value
    }

    /// The top edge of the sheet at a detent value.
    func top(forValue value: CGFloat) -> CGFloat { containerHeight - bottomInset - value }
    /// The detent value of a sheet whose top edge is at `top`.
    func value(forTop top: CGFloat) -> CGFloat { containerHeight - bottomInset - top }

    /// The sheet's frame with its top edge at `top`: down to the container's bottom, across its
    /// width (or, edge-attached in a compact height, the safe area's width or the preferred
    /// content width, placed by `preferredPlacement`).
    func sheetFrame(top: CGFloat) -> CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        var width = bounds.width
        if isCompactHeight && prefersEdgeAttachedInCompactHeight {
            let preferred = presentedViewController.preferredContentSize.width
            width =
                widthFollowsPreferredContentSizeWhenEdgeAttached && preferred > 0
                ? min(preferred, bounds.width)
                : bounds.width - container.safeAreaInsets.left - container.safeAreaInsets.right
        }
        return CGRect(x: placedMinX(width: width, in: container), y: top, width: width, height: max(0, bounds.maxY - top))
    }

    /// The left edge of a sheet `width` wide in `container`, by `preferredPlacement`: against
    /// the leading or trailing edge of the safe area, or centred.
    private func placedMinX(width: CGFloat, in container: View) -> CGFloat {
        let bounds = container.bounds, insets = container.safeAreaInsets
        let left = bounds.minX + insets.left, right = bounds.maxX - insets.right - width
        let rightToLeft = container.isRightToLeft
        switch preferredPlacement {
        case .automatic, .center: return bounds.midX - width / 2
        case .leading: return max(bounds.minX, rightToLeft ? right : left)
        case .trailing: return max(bounds.minX, rightToLeft ? left : right)
        }
    }

    /// How dimmed the presenter is for a sheet of detent value `value`, from 0 to 1.
    func dimFraction(forValue value: CGFloat) -> CGFloat {
        guard value > 0 else { return 0 }
        guard let undimmed = largestUndimmedDetentIdentifier else { return 1 }
        let resolved = resolvedDetents
        guard let lower = resolved.first(where: { $0.identifier == undimmed })?.value else { return 1 }
        guard let upper = resolved.first(where: { $0.value > lower })?.value else { return 0 }
        return min(max((value - lower) / (upper - lower), 0), 1)
    }

    /// How far the presenter has receded for a sheet of detent value `value`, from 0 to 1: only
    /// a page sheet whose largest detent is the full height makes it recede.
    func recedeFraction(forValue value: CGFloat) -> CGFloat {
        guard !isFormSheet, value > 0 else { return 0 }
        // A sheet covering a compact-height container leaves no card behind it.
        if isCompactHeight && !prefersEdgeAttachedInCompactHeight { return 0 }
        let resolved = resolvedDetents
        let full = resolutionContext.maximumDetentValue
        guard let largest = resolved.last?.value, largest >= full - 0.5, full > 0 else { return 0 }
        var lower = resolved.last { $0.value < largest }?.value ?? 0
        if let undimmed = largestUndimmedDetentIdentifier,
            let undimmedValue = resolved.first(where: { $0.identifier == undimmed })?.value
        {
            guard undimmedValue < largest else { return 0 }
            lower = max(lower, undimmedValue)
        }
        return min(max((value - lower) / max(largest - lower, 1), 0), 1)
    }

    /// Whether touches outside the sheet go through to the presenter: the sheet rests at or
    /// below its largest undimmed detent.
    var passesTouchesThrough: Bool {
        guard isPresented, !isTransitioning, let sheet = presentedView else { return false }
        return dimFraction(forValue: value(forTop: sheet.frame.minY)) == 0
    }

    /// Sets the dimming and the presenter's recession for a sheet of detent value `value`
    /// (animatable: called inside animation blocks).
    func applyDecorations(forValue value: CGFloat) {
        dimmingView.alpha = dimmingAlpha * dimFraction(forValue: value)
        guard let look = presenterLook, let view = look.view else { return }
        let f = recedeFraction(forValue: value)
        let width = view.bounds.width, height = view.bounds.height
        guard width > 0 else { return }
        let scale = 1 - f * (2 * Self.recededSideInset / width)
        let restingTop = view.center.y - height / 2
        let safeTop = containerView?.safeAreaInsets.top ?? 0
        let recededTop = max(safeTop, restingTop - Self.largeTopGap)
        let top = restingTop + f * (recededTop - restingTop)
        let ty = top - (view.center.y - scale * height / 2)
        view.transform = look.transform.concatenating(CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: ty))
        view.layer.cornerRadius = look.cornerRadius + f * (cornerRadius - look.cornerRadius)
        view.clipsToBounds = look.clipsToBounds || f > 0
    }

    /// Notes how the presenter's view looks, to restore it when the sheet leaves.
    func rememberPresenterLook() {
        guard !isFormSheet, presenterLook == nil, let view = presentingViewController?.viewIfLoaded else { return }
        presenterLook = PresenterLook(
            view: view, transform: view.transform, cornerRadius: view.layer.cornerRadius,
            clipsToBounds: view.clipsToBounds)
    }

    /// Puts the presenter's view back as it was.
    func restorePresenterLook() {
        guard let look = presenterLook else { return }
        presenterLook = nil
        guard let view = look.view else { return }
        view.transform = look.transform
        view.layer.cornerRadius = look.cornerRadius
        view.clipsToBounds = look.clipsToBounds
    }

    /// Moves the sheet to its selected detent after a change to the detents: at once, or with
    /// the system's spring inside `animateChanges(_:)`. Nothing moves while the sheet is being
    /// presented, dismissed or dragged.
    func detentsChanged() {
        reportZeroHeightDetents()
        if isTransitioning && !isPresented { hasChangesDuringTransition = true }
        guard isPresented, !isTransitioning, drag == nil, !isSelectingFromDrag, !isFormSheet, let view = presentedView,
            view.superview === containerView
        else { return }
        let frame = frameOfPresentedViewInContainerView
        let value = selectedDetentValue
        if animatesChanges {
            View.animate(
                withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                options: [.allowUserInteraction, .beginFromCurrentState],
                animations: { [self] in
                    view.frame = frame
                    applyDecorations(forValue: value)
                }, completion: nil)
        } else {
            view.frame = frame
            applyDecorations(forValue: value)
        }
    }

    /// Shows or hides the grabber: 36 × 5 pt, centred 5 pt below the sheet's top edge.
    func updateGrabber() {
        guard prefersGrabberVisible, isPresented || isTransitioning, let sheet = presentedView else {
            grabberView?.removeFromSuperview()
            grabberView = nil
            return
        }
        let grabber = grabberView ?? View(frame: .zero)
        grabber.frame = CGRect(x: (sheet.bounds.width - 36) / 2, y: 5, width: 36, height: 5)
        grabber.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        grabber.backgroundColor = .tertiaryLabel
        grabber.layer.cornerRadius = 2.5
        grabber.isUserInteractionEnabled = false
        sheet.addSubview(grabber)
        grabberView = grabber
    }
}
