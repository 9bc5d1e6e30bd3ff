import Foundation

/// The presentation controller of `.popover` presentations (`UIPopoverPresentationController`):
/// the presented controller's view in a bubble whose arrow points at a source — a rectangle in a
/// view (`sourceView`, `sourceRect`) or a bar button item (`barButtonItem`).
///
/// - In a horizontally regular environment the popover floats over the presenter, sized by the
///   presented controller's `preferredContentSize` and placed by the rules of
///   `PopoverPlacement` (inside `popoverLayoutMargins`, arrow directions from
///   `permittedArrowDirections`). The presenter's view stays; nothing is dimmed (the dimming view
///   that catches taps outside is clear, as iPadOS draws it).
/// - In a horizontally compact one it adapts, as in iOS 13 and later, to a sheet:
///   `adaptiveSheetPresentationController`, unless the delegate's
///   `adaptivePresentationStyle(for:traitCollection:)` answers `.none` (keep the popover) or
///   another style.
/// - A tap outside the popover dismisses it, unless the tap lands on one of `passthroughViews`
///   (which receive it instead), the presented controller `isModalInPresentation`, or the
///   delegate refuses (`popoverPresentationControllerShouldDismissPopover(_:)`,
///   `presentationControllerShouldDismiss(_:)`). A dismissal the tap starts tells the delegate
///   `presentationControllerWillDismiss(_:)` and, once done, `presentationControllerDidDismiss(_:)`
///   and `popoverPresentationControllerDidDismissPopover(_:)`.
/// - It appears and leaves with a fade of 0.25 s (Transit's choice; Apple publishes no duration).
///
/// UIKit raises an exception when a popover is presented with neither a source view nor a bar
/// button item; Transit reports it (`popover.noSource`) and shows the popover without an arrow,
/// centred in the window.
@MainActor
public final class PopoverPresentationController: PresentationController {
    /// The view whose coordinates `sourceRect` is in (`sourceView`).
    public var sourceView: View? { didSet { placementChanged() } }
    /// The rectangle in `sourceView` the arrow points at (`sourceRect`); `.null`, the default
    /// since iOS 13.2, means the source view's bounds, followed as they change.
    public var sourceRect: CGRect = .null { didSet { placementChanged() } }
    /// The bar button item the arrow points at (`barButtonItem`), instead of a source view. The
    /// other items of its bar are added to the passthrough views while the popover is shown, and
    /// a tap on the item itself dismisses the popover, as UIKit documents.
    public var barButtonItem: BarButtonItem? { didSet { placementChanged() } }
    /// The directions the arrow may point (`permittedArrowDirections`); `.any` by default. An
    /// empty set shows the popover without an arrow, centred on its source.
    public var permittedArrowDirections: PopoverArrowDirection = .any { didSet { placementChanged() } }
    /// The direction the arrow points (`arrowDirection`): `.unknown` before the popover is placed
    /// and when it has no arrow.
    public private(set) var arrowDirection: PopoverArrowDirection = .unknown
    /// The colour of the popover's bubble and arrow (`backgroundColor`); `nil`, the default,
    /// shows the system background (elevated).
    public var backgroundColor: Color? { didSet { popoverView.fillColor = backgroundColor ?? .systemBackground } }
    /// Views the user can use while the popover is shown (`passthroughViews`): a tap on one of
    /// them goes to it and does not dismiss the popover.
    public var passthroughViews: [View]?
    /// The margins, from the container's safe area, the popover stays inside
    /// (`popoverLayoutMargins`): 10 pt on every side by default, as UIKit documents.
    public var popoverLayoutMargins = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10) {
        didSet { placementChanged() }
    }
    /// Whether the popover may cover its source when no side has room for it
    /// (`canOverlapSourceViewRect`); `false` by default.
    public var canOverlapSourceViewRect = false { didSet { placementChanged() } }
    /// The class of the view that draws the popover's background and arrow
    /// (`popoverBackgroundViewClass`); `nil`, the default, draws the standard bubble.
    ///
    /// Apple documents the class as a subclass of `PopoverBackgroundView`; UIKit types the
    /// property `AnyClass?`, Transit `PopoverBackgroundView.Type?`, so any other class is refused
    /// at compile time. The popover creates one instance with `init(frame:)` when its
    /// presentation begins and asks the class for its arrow and insets then, which place the
    /// popover (see `PopoverBackgroundView`); a class set while the popover is shown replaces the
    /// background at the next layout, which places the popover again. `backgroundColor` fills the standard
    /// bubble only: a custom background draws its own fill.
    public var popoverBackgroundViewClass: PopoverBackgroundView.Type? { didSet { placementChanged() } }

    /// The sheet this popover becomes in a horizontally compact environment
    /// (`adaptiveSheetPresentationController`): configure its detents before presenting. It
    /// shares the popover's delegate.
    public private(set) lazy var adaptiveSheetPresentationController: SheetPresentationController = {
        let sheet = SheetPresentationController(
            presentedViewController: presentedViewController, presenting: presentingViewController)
        if !ownsPresented { sheet.releasePresented() }
        return sheet
    }()

    /// The bubble the presented view is shown in.
    let popoverView = PopoverView(frame: .zero)
    /// The clear view under the popover that takes taps outside it.
    let dimmingView = PopoverDimmingView(frame: .zero)

    /// The popover view: the animations move and fade it, with the presented view inside.
    public override var presentedView: View? { popoverView }

    /// The popover's frame in the container, arrow included, placed for the current source.
    public override var frameOfPresentedViewInContainerView: CGRect { placement()?.frame ?? .zero }

    public override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        (delegate as? PopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        if sourceView == nil, barButtonItem == nil {
            container.diagnostics.report(
                Diagnostic(
                    .error, code: "popover.noSource",
                    "the popover of \(presentedViewController.timelineName) has neither a sourceView nor a "
                        + "barButtonItem (UIKit raises an exception); shown without an arrow in the window's centre"))
        }
        dimmingView.controller = self
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(dimmingView, at: 0)
        popoverView.fillColor = backgroundColor ?? .systemBackground
        let content: View = presentedViewController.view
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        popoverView.contentView.addSubview(content)
        applyPlacement()
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    /// Places the popover again for its source (which may have moved), then lets the base class
    /// set the frame.
    public override func containerViewWillLayoutSubviews() {
        applyPlacement()
        super.containerViewWillLayoutSubviews()
    }

    /// Passes the size change on, and lets the delegate move the source
    /// (`popoverPresentationController(_:willRepositionPopoverTo:in:)`) before the popover is
    /// placed again for the new size.
    public override func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard let popoverDelegate = delegate as? PopoverPresentationControllerDelegate, let view = sourceView else { return }
        var rect = sourceRect.isNull ? view.bounds : sourceRect
        var target = view
        popoverDelegate.popoverPresentationController(self, willRepositionPopoverTo: &rect, in: &target)
        if target !== view { sourceView = target }
        if rect != (sourceRect.isNull ? view.bounds : sourceRect) { sourceRect = rect }
    }

    /// Resizes the shown popover to the presented controller's new `preferredContentSize`,
    /// animated over 0.25 s (Transit's choice) as UIKit documents, at once when a width or height
    /// is zero.
    public override func preferredContentSizeDidChange(forChildContentContainer container: ViewController) {
        guard isPresented, !isTransitioning, let view = presentedView else { return }
        let size = container.preferredContentSize
        let move = { [self] in
            applyPlacement()
            view.frame = frameOfPresentedViewInContainerView
            view.layoutIfNeeded()
        }
        if size.width == 0 || size.height == 0 {
            move()
        } else {
            View.animate(withDuration: 0.25, animations: move)
        }
    }

    /// The popover's placement in its container for the current source, or `nil` before the
    /// presentation has a container.
    func placement() -> PopoverPlacement? {
        guard let container = containerView else { return nil }
        installBackgroundIfNeeded(in: container)
        let area = container.bounds.inset(by: container.safeAreaInsets).inset(by: popoverLayoutMargins)
        let preferred = presentedViewController.preferredContentSize
        guard let source = sourceRectangle(in: container) else {
            return PopoverPlacement.place(
                preferred: preferred, source: CGRect(x: area.midX, y: area.midY, width: 0, height: 0), in: area,
                permitted: [], canOverlap: true, metrics: popoverView.metrics)
        }
        return PopoverPlacement.place(
            preferred: preferred, source: source, in: area, permitted: permittedArrowDirections,
            canOverlap: canOverlapSourceViewRect, metrics: popoverView.metrics)
    }

    /// Gives the popover a background of `popoverBackgroundViewClass` (the standard one for nil)
    /// unless it has one of that class already: the class is asked for its metrics once per
    /// background, and what is wrong with them goes to the container's diagnostics.
    private func installBackgroundIfNeeded(in container: View) {
        let wanted = popoverBackgroundViewClass ?? PopoverStandardBackgroundView.self
        guard ObjectIdentifier(wanted) != ObjectIdentifier(type(of: popoverView.backgroundView)) else { return }
        popoverView.installBackground(wanted) { container.diagnostics.report($0) }
    }

    /// The source in the container's coordinates: the bar button item's view, or `sourceRect`
    /// (the source view's bounds when null) in `sourceView`.
    private func sourceRectangle(in container: View) -> CGRect? {
        if let item = barButtonItem,
            let shown = BarButtonItem.shownView(of: item, near: presentingViewController ?? presentedViewController)
        {
            return shown.convert(shown.bounds, to: container)
        }
        guard let view = sourceView else { return nil }
        return view.convert(sourceRect.isNull ? view.bounds : sourceRect, to: container)
    }

    /// Gives the popover view its placement (arrow side and offset) and records the arrow's
    /// direction.
    private func applyPlacement() {
        guard let placed = placement() else { return }
        popoverView.placement = placed
        arrowDirection = placed.arrowDirection
    }

    /// A placement input changed: a shown popover is laid out again.
    private func placementChanged() {
        guard isPresented, !isTransitioning else { return }
        containerView?.setNeedsLayout()
    }

    /// A tap outside the popover (and outside the passthrough views): dismisses it unless the
    /// presented controller is modal or the delegate refuses.
    func tappedOutside() {
        guard isPresented, !isTransitioning, presentedViewController.presentedViewController == nil else { return }
        let popoverDelegate = delegate as? PopoverPresentationControllerDelegate
        if isModal || popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) == false
            || delegate?.presentationControllerShouldDismiss(self) == false
        {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [self] in
            guard presentedViewController.presentingViewController == nil else { return }
            delegate?.presentationControllerDidDismiss(self)
            popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
            (presentedViewController as? AlertController)?.popoverDismissedByTapOutside()
        }
    }

    /// The views a tap goes to instead of dismissing: `passthroughViews`, and with a bar button
    /// item the other items' views of its bar.
    var effectivePassthroughViews: [View] {
        var views = passthroughViews ?? []
        if let item = barButtonItem,
            let shown = BarButtonItem.shownView(of: item, near: presentingViewController ?? presentedViewController),
            let bar = shown.superview
        {
            views += bar.subviews.filter { $0 !== shown && $0 is Button }
        }
        return views
    }

    /// Whether the presented controller made early owns it (see `releasePresented()`).
    private var ownsPresented: Bool { presentingViewController != nil }
}

/// The clear view under a popover: a tap on it dismisses the popover; a touch over one of the
/// passthrough views goes to that view instead.
@MainActor
final class PopoverDimmingView: View {
    weak var controller: PopoverPresentationController?

    required init?(coder: NSCoder) { nil }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.controller?.tappedOutside() })
    }

    override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard self.point(inside: point, with: event) else { return nil }
        for view in (controller?.effectivePassthroughViews ?? []).reversed() where view.window === window {
            if let hit = view.hitTest(convert(point, to: view), with: event) { return hit }
        }
        return super.hitTest(point, with: event)
    }
}
