import Foundation

/// The presentation controller of `.pageSheet`, `.formSheet` and `.automatic` presentations
/// (`UISheetPresentationController`): a card with rounded corners that rests at one of its
/// `detents`, over a dimmed presenter that recedes behind it (iOS 13's card stack).
///
/// - A page sheet rests at its selected detent, attached to the bottom edge; the large detent
///   leaves the top safe-area inset plus 10 pt uncovered. A form sheet is centred, at most
///   540 × 620 pt, and ignores detents (as on iPad); in a compact width it adapts to a page sheet.
/// - The presenter's view stays and gets no appearance callbacks, as in UIKit.
/// - A soft shadow surrounds the sheet, cast by a view under it that follows it wherever it is
///   shown (see `SheetShadowView`).
/// - The sheet can be dragged between its detents and pulled below the smallest to dismiss it
///   (see `SheetPresentationController+Drag.swift`, `delegate` and
///   `ViewController.isModalInPresentation`).
///
/// Get one through the presented controller's `sheetPresentationController` before presenting
/// it, and configure it there, as in UIKit.
@MainActor
public final class SheetPresentationController: PresentationController {
    /// Whether this is a form sheet (centred card) rather than a page sheet; a form sheet that
    /// adapts to a compact width becomes a page sheet.
    public internal(set) var isFormSheet: Bool
    /// The view that dims the presenter, black at `dimmingAlpha` when fully dimmed.
    public let dimmingView = View(frame: .zero)
    /// The alpha of the dimming view when the sheet is up and dimmed (0.4).
    public let dimmingAlpha: CGFloat = 0.4
    /// The system's corner radius of a sheet, used when `preferredCornerRadius` is `nil`: 10 pt,
    /// the radius iOS 13–16 page sheets show on iPhone. Apple documents no number: the
    /// `preferredCornerRadius` reference says only that `nil` is the default, and the Human
    /// Interface Guidelines ("Sheets") that the top corners are rounded.
    public static let systemCornerRadius: CGFloat = 10

    /// The corner radius in use: `preferredCornerRadius`, or the system's.
    public var cornerRadius: CGFloat { preferredCornerRadius ?? Self.systemCornerRadius }

    /// The heights the sheet may rest at (`detents`); `[.large()]` by default. Setting an empty
    /// array is reported and keeps `[.large()]`, as UIKit requires at least one. Each detent
    /// needs an identifier of its own (UIKit's `custom(identifier:resolver:)`: "a unique
    /// identifier for each custom detent"): a later detent with an identifier already in the
    /// array is reported and dropped. A detent that resolves to a height of zero is reported and
    /// inactive (a sheet resting there would be nowhere on screen). When no detent is active the
    /// sheet rests at full height, and a drag selects nothing.
    public var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty {
                presentedViewController.report(
                    .error, code: "sheet.noDetents",
                    "detents must not be empty; using [.large()]")
                detents = [.large()]
                return
            }
            // Assigned inside its own observer, the value does not call the observer again.
            if let unique = detentsWithoutDuplicates() { detents = unique }
            detentsChanged()
        }
    }

    /// The identifier of the detent the sheet rests at (`selectedDetentIdentifier`); `nil`
    /// means the smallest detent. Changing it moves the sheet at once, or with the system's
    /// spring inside `animateChanges(_:)`. An identifier none of the active `detents` has means
    /// the smallest active one too; a drag only ever selects an active detent.
    public var selectedDetentIdentifier: Detent.Identifier? {
        didSet { detentsChanged() }
    }

    /// The largest detent at which the presenter is neither dimmed nor receded and keeps taking
    /// touches (`largestUndimmedDetentIdentifier`); `nil`, the default, dims at every detent.
    /// Between that detent and the next larger one the dimming fades in with the sheet's
    /// height.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { detentsChanged() }
    }

    /// Whether the sheet shows a grabber at its top (`prefersGrabberVisible`); `false` by
    /// default. The grabber is 36 × 5 pt, 5 pt below the sheet's top edge, as iOS 15 draws it.
    public var prefersGrabberVisible = false {
        didSet { updateGrabber() }
    }

    /// The corner radius the sheet asks for (`preferredCornerRadius`); `nil` (the default) uses
    /// the system's, `systemCornerRadius`. Negative or non-finite values are reported and
    /// ignored.
    public var preferredCornerRadius: CGFloat? {
        didSet {
            if let radius = preferredCornerRadius, !(radius.isFinite && radius >= 0) {
                presentedViewController.report(
                    .error, code: "sheet.cornerRadius",
                    "preferredCornerRadius \(radius) is not a finite, non-negative number; ignored")
                preferredCornerRadius = oldValue
                return
            }
            if isPresented || isTransitioning { presentedView?.layer.cornerRadius = cornerRadius }
        }
    }

    /// Whether scrolling a scroll view in the sheet up at its top edge grows the sheet to the
    /// next larger detent before the content scrolls (`prefersScrollingExpandsWhenScrolledToEdge`);
    /// `true` by default.
    public var prefersScrollingExpandsWhenScrolledToEdge = true

    /// Whether, in a compact-height container (a phone in landscape), the sheet stays attached
    /// to the bottom edge rather than covering the container
    /// (`prefersEdgeAttachedInCompactHeight`); `false` by default.
    public var prefersEdgeAttachedInCompactHeight = false {
        didSet { detentsChanged() }
    }

    /// Whether an edge-attached sheet in a compact height takes the width of the presented
    /// controller's `preferredContentSize` (`widthFollowsPreferredContentSizeWhenEdgeAttached`);
    /// `false` by default, when it takes the container's width within its safe area.
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false {
        didSet { detentsChanged() }
    }

    /// Where a sheet narrower than its container sits along the container's width
    /// (`UISheetPresentationController.Placement`, iOS 27): `.leading` and `.trailing` attach it
    /// to that edge of the container's safe area (mirrored right to left), `.center` centres it.
    /// A sheet as wide as its container (a phone in portrait) is placed the same way whatever
    /// the placement.
    public enum Placement: Int, Sendable {
        /// The system decides: centred, as sheets have always been placed.
        case automatic = 0
        /// On the leading edge of the presenting view.
        case leading = 1
        /// Centred within the presenting view.
        case center = 2
        /// On the trailing edge of the presenting view.
        case trailing = 3
    }

    /// Where the sheet sits when it is narrower than its container (`preferredPlacement`,
    /// iOS 27); `.automatic` by default. Apple's example places a sheet `.leading` so that
    /// the content behind it (a map) stays visible.
    public var preferredPlacement: Placement = .automatic {
        didSet { detentsChanged() }
    }

    /// The grabber view, while `prefersGrabberVisible` and the sheet is presented.
    public internal(set) var grabberView: View?
    /// The view under the presented view that casts the sheet's shadow, while the sheet is in
    /// its container.
    let shadowView = SheetShadowView(sheetView: nil)

    /// Whether changes to the detents are being made inside `animateChanges(_:)`.
    var animatesChanges = false
    /// Whether the detents or the selection changed while the sheet was being presented.
    var hasChangesDuringTransition = false
    /// Whether a drag is choosing the selected detent (it moves the sheet itself).
    var isSelectingFromDrag = false
    /// The pan on the container that drags the sheet, while the sheet is up.
    var dragRecognizer: PanGestureRecognizer?
    /// The drag in progress.
    var drag: SheetDrag?
    /// The running presentation or dismissal a drag holds.
    var transitionCatch: SheetCatch?
    /// The latest vertical translation of a scroll view's pan inside the sheet.
    var scrollTranslation: CGFloat = 0
    /// How the presenter's view looked before it receded, restored when the sheet leaves.
    var presenterLook: PresenterLook?
    /// The detents already reported for resolving to zero height (each is reported once).
    var reportedZeroHeightDetents: Set<Detent.Identifier> = []

    init(presentedViewController: ViewController, presenting: ViewController?, isFormSheet: Bool) {
        self.isFormSheet = isFormSheet
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
    }

    /// A page sheet for `presentedViewController` (`UISheetPresentationController`'s inherited
    /// `init(presentedViewController:presenting:)`), for a transitioning delegate that vends
    /// the sheet as the presentation controller of a `.custom` presentation.
    public convenience override init(presentedViewController: ViewController, presenting: ViewController?) {
        self.init(presentedViewController: presentedViewController, presenting: presenting, isFormSheet: false)
    }

    /// Runs `changes` (to `detents`, `selectedDetentIdentifier`, `largestUndimmedDetentIdentifier`)
    /// and animates the sheet to its new height with the system's spring (`animateChanges(_:)`).
    /// Outside it, such changes apply at once.
    public func animateChanges(_ changes: () -> Void) {
        let outer = animatesChanges
        animatesChanges = true
        changes()
        animatesChanges = outer
    }

    /// Asks every detent for its value again, and moves the sheet if its height changed
    /// (`invalidateDetents()`); call it when what a custom resolver reads has changed. Inside
    /// `animateChanges(_:)` the move animates.
    public func invalidateDetents() { detentsChanged() }

    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        if isFormSheet {
            let top = container.safeAreaInsets.top + 10
            let width = min(540, bounds.width - 40), height = min(620, bounds.height - 2 * top)
            return CGRect(
                x: bounds.midX - width / 2, y: bounds.midY - height / 2,
                width: max(0, width), height: max(0, height))
        }
        return sheetFrame(top: top(forValue: selectedDetentValue))
    }

    public override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(dimmingView, at: 0)
        shadowView.sheetView = presentedView
        container.insertSubview(shadowView, aboveSubview: dimmingView)
        presentedView?.layer.cornerRadius = cornerRadius
        presentedView?.clipsToBounds = true
        reportZeroHeightDetents()
        rememberPresenterLook()
        updateGrabber()
        // The drag can catch the sheet while it rises (`beginCatch(translation:)`).
        installDrag()
        applyDecorationsAlongsideTransition(forValue: selectedDetentValue)
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if completed {
            installDrag()
            // Changes made while the sheet was rising apply now; without them the decorations
            // are set again, for a presentation whose animation ran no alongside animations.
            if hasChangesDuringTransition {
                hasChangesDuringTransition = false
                detentsChanged()
            } else {
                applyDecorations(forValue: selectedDetentValue)
            }
        } else {
            removeDecorations()
        }
    }

    public override func dismissalTransitionWillBegin() {
        applyDecorationsAlongsideTransition(forValue: 0)
    }

    /// Sets the dimming and the presenter's recession for a sheet of detent value `value`
    /// alongside the running transition's animation, or at once when none runs.
    private func applyDecorationsAlongsideTransition(forValue value: CGFloat) {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { [self] _ in applyDecorations(forValue: value) }, completion: nil)
        } else {
            applyDecorations(forValue: value)
        }
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            removeDecorations()
        } else {
            applyDecorations(forValue: value(forTop: presentedView?.frame.minY ?? 0))
        }
    }

    /// A dismissal of a chain of presentations began above this sheet, which leaves with it
    /// without a transition of its own: its presenter comes forward alongside the topmost one's
    /// animation, and is restored for good when the dismissal completes.
    func chainDismissalWillBegin(with coordinator: ViewControllerTransitionCoordinator) {
        coordinator.animate(
            alongsideTransition: { [self] _ in applyDecorations(forValue: 0) },
            completion: { [self] context in
                if context.isCancelled {
                    applyDecorations(forValue: value(forTop: presentedView?.frame.minY ?? 0))
                } else {
                    removeDecorations()
                }
            })
    }

    /// Takes away what the sheet put around itself once it has left, or did not arrive: the
    /// dimming view, the shadow, the drag and the grabber; the presenter gets its look back.
    private func removeDecorations() {
        dimmingView.removeFromSuperview()
        shadowView.removeFromSuperview()
        shadowView.sheetView = nil
        removeDrag()
        restorePresenterLook()
        grabberView?.removeFromSuperview()
        grabberView = nil
    }

    /// Passes a size change on (see `PresentationController`), and sets the dimming and the
    /// presenter's recession again for the new size, alongside the size transition.
    public override func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard isPresented, !isTransitioning, drag == nil else { return }
        coordinator.animate(
            alongsideTransition: { [self] _ in applyDecorations(forValue: selectedDetentValue) },
            completion: nil)
    }

    public override func containerViewWillLayoutSubviews() {
        guard drag == nil else { return }
        super.containerViewWillLayoutSubviews()
    }
}

/// How a presenter's view looked before a sheet made it recede.
@MainActor
struct PresenterLook {
    weak var view: View?
    var transform: CGAffineTransform
    var cornerRadius: CGFloat
    var clipsToBounds: Bool
}
