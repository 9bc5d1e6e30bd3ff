import Foundation

/// A view whose content is larger than its bounds and moves under the finger
/// (`UIScrollView`).
///
/// `contentOffset` is the bounds' origin, so subviews placed in content coordinates move as it
/// changes. The content may scroll between the offsets that `adjustedContentInset` allows
/// (`minimumContentOffset` … `maximumContentOffset`); a drag past them is damped by the rubber
/// band and springs back, a flick decelerates at `decelerationRate` per millisecond and lands on
/// the projected offset, and with `isPagingEnabled` the content snaps to whole pages. The
/// physics, with the sources of its numbers, is described on `ScrollViewMotion`. All motion is
/// driven by the window's frame steps, so it is exact and repeatable on a manual clock.
@MainActor
open class ScrollView: View {
    /// How fast a flick slows down (`UIScrollView.DecelerationRate`): the fraction of its
    /// velocity the content keeps each millisecond (`.normal` 0.998, `.fast` 0.99).
    public typealias DecelerationRate = TransitAnimation.DecelerationRate

    /// How the safe area adds to `contentInset` (`UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Vertically whenever the scroll view is the view of a controller in a navigation or tab
        /// bar controller, else as `.scrollableAxes`; horizontally when it scrolls horizontally.
        case automatic
        /// Only along the axes the content scrolls (or always bounces) in.
        case scrollableAxes
        /// Never.
        case never
        /// Always, on every edge.
        case always
    }

    /// The delegate (`UIScrollView.delegate`), held weakly.
    public weak var delegate: ScrollViewDelegate?

    /// Whether dragging scrolls (`isScrollEnabled`); turning it off stops the pan recognizer.
    public var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    /// Whether the content can be dragged and carried past its edges, and bounces back
    /// (`bounces`, `true` by default).
    public var bounces = true
    /// Whether a vertical drag bounces even when the content is no taller than the bounds
    /// (`alwaysBounceVertical`).
    public var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces even when the content is no wider than the bounds
    /// (`alwaysBounceHorizontal`).
    public var alwaysBounceHorizontal = false
    /// Whether a drag ends on a whole multiple of the bounds' size (`isPagingEnabled`).
    public var isPagingEnabled = false
    /// Whether a tap on the status bar scrolls this view to the top (`scrollsToTop`, `true` by
    /// default) — only when it is the one scroll view shown in its window with this set, as
    /// UIKit decides (see `Window.tapStatusBar()`).
    public var scrollsToTop = true
    /// How quickly a flick slows down (`decelerationRate`, `.normal` by default). A rate outside
    /// (0, 1) is reported and ignored.
    public var decelerationRate: DecelerationRate = .normal {
        didSet {
            guard decelerationRate.rawValue > 0, decelerationRate.rawValue < 1 else {
                diagnostics.report(
                    Diagnostic(
                        .error, code: "scrollView.decelerationRate",
                        "decelerationRate \(decelerationRate.rawValue) must be between 0 and 1; kept \(oldValue.rawValue)"))
                decelerationRate = oldValue
                return
            }
        }
    }
    /// How the safe area adds to the content inset (`contentInsetAdjustmentBehavior`).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { clampAfterChange() }
    }

    /// Whether a finger is dragging the content (`isDragging`).
    public internal(set) var isDragging = false
    /// Whether the content moves on its own after a drag (`isDecelerating`): a flick, a bounce
    /// back or a page snap.
    public internal(set) var isDecelerating = false
    /// Whether a finger is down on the content, dragging or not yet (`isTracking`).
    public var isTracking: Bool { panGestureRecognizer.numberOfTouches > 0 }

    /// The pan that drags the content (`panGestureRecognizer`). It begins only for a movement
    /// along an axis the content can scroll in, so a horizontal pager inside a vertical list
    /// takes horizontal drags and leaves vertical ones to the list, and it waits for a screen-edge
    /// pan (a navigation controller's interactive pop) to fail, so the edge swipe wins at the edge.
    public private(set) lazy var panGestureRecognizer: PanGestureRecognizer = {
        let pan = ScrollViewPanGestureRecognizer()
        pan.scrollView = self
        pan.name = "scrollViewPan"
        pan.addTarget { [weak self] recognizer in self?.handlePan(recognizer) }
        return pan
    }()

    var contentSizeStorage: CGSize = .zero
    var contentInsetStorage: EdgeInsets = .zero
    /// The motion running after a drag or for an animated offset change, if any.
    var motion: ScrollViewMotion?
    /// The drag in progress: the offset it started from, before the rubber band.
    var dragStart: CGPoint = .zero
    /// The part of `adjustedContentInset` the safe area contributed at the last layout.
    var lastSafeAreaAdjustment: EdgeInsets = .zero

    /// Creates a scroll view (`init(frame:)`). It clips its content to its bounds.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        addGestureRecognizer(panGestureRecognizer)
    }

    /// Creates a scroll view from an archive (`UIScrollView.init(coder:)`): nothing is decoded
    /// (Transit has no archives); it starts as `init(frame: .zero)` does.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        addGestureRecognizer(panGestureRecognizer)
    }

    // MARK: Content

    /// The size of the content (`contentSize`). Negative or non-finite sizes are reported and
    /// ignored.
    open var contentSize: CGSize {
        get { contentSizeStorage }
        set {
            guard newValue.width.isFinite, newValue.height.isFinite, newValue.width >= 0, newValue.height >= 0 else {
                diagnostics.report(
                    Diagnostic(
                        .error, code: "scrollView.contentSize",
                        "contentSize \(newValue) must be finite and not negative; kept \(contentSizeStorage)"))
                return
            }
            notifyingObservers(of: KeyValueObservers.contentSizeBit) { contentSizeStorage = newValue }
            clampAfterChange()
        }
    }

    /// The extra space around the content (`contentInset`). Non-finite insets are reported and
    /// ignored.
    public var contentInset: EdgeInsets {
        get { contentInsetStorage }
        set {
            guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite) else {
                diagnostics.report(
                    Diagnostic(
                        .error, code: "scrollView.contentInset",
                        "contentInset \(newValue) is not finite; kept \(contentInsetStorage)"))
                return
            }
            contentInsetStorage = newValue
            clampAfterChange()
        }
    }

    /// The point of the content at the bounds' top-left corner (`contentOffset`). Setting it
    /// stops any motion and moves the content at once; non-finite offsets are reported and
    /// ignored. Any offset is accepted, as in UIKit (only drags and motions keep to the limits).
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// `contentInset` plus the parts of the safe area `contentInsetAdjustmentBehavior` adds
    /// (`adjustedContentInset`).
    public var adjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        let (vertical, horizontal): (Bool, Bool)
        switch contentInsetAdjustmentBehavior {
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
        case .automatic: (vertical, horizontal) = (isContainedControllerView || scrollsVertically, scrollsHorizontally)
        }
        var inset = contentInsetStorage
        if vertical { inset.top += safe.top; inset.bottom += safe.bottom }
        if horizontal { inset.left += safe.left; inset.right += safe.right }
        return inset
    }

    /// The smallest offset drags and motions rest at: minus the adjusted top and left insets.
    public var minimumContentOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// The largest offset drags and motions rest at: the content's far edges (plus the adjusted
    /// insets) against the bounds' far edges, and never less than `minimumContentOffset`.
    public var maximumContentOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(
            x: max(-inset.left, contentSize.width + inset.right - bounds.width),
            y: max(-inset.top, contentSize.height + inset.bottom - bounds.height))
    }

    /// Whether the content is wider than the space it has (or always bounces horizontally).
    var scrollsHorizontally: Bool {
        alwaysBounceHorizontal || contentSize.width + contentInsetStorage.left + contentInsetStorage.right > bounds.width
    }

    /// Whether the content is taller than the space it has (or always bounces vertically).
    var scrollsVertically: Bool {
        alwaysBounceVertical || contentSize.height + contentInsetStorage.top + contentInsetStorage.bottom > bounds.height
    }

    /// Whether this is the view of a controller shown by a navigation or tab bar controller.
    private var isContainedControllerView: Bool {
        guard let controller = viewDelegate else { return false }
        return controller.navigationController != nil || controller.tabBarController != nil
    }

    /// Whether a drag may move the content along x and y.
    var draggableAxes: (x: Bool, y: Bool) {
        guard isScrollEnabled else { return (false, false) }
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        let x = maximum.x > minimum.x || (bounces && alwaysBounceHorizontal)
        let y = maximum.y > minimum.y || (bounces && alwaysBounceVertical)
        return (x, y)
    }

    /// Puts the offset back inside the limits after the content, insets or bounds changed,
    /// unless a finger or a motion is moving it.
    func clampAfterChange() {
        guard !isDragging, motion == nil else { return }
        let clamped = clampedOffset(bounds.origin)
        if clamped != bounds.origin, contentSize != .zero { moveContent(to: clamped) }
    }

    /// `offset` brought within `minimumContentOffset` … `maximumContentOffset`.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }

    /// The time a motion starting now starts at: the frame being prepared (touches are delivered
    /// at the new frame's time, before the window's step catches up with it).
    var motionTime: TimeInterval {
        guard let window else { return 0 }
        return max(window.currentTime, window.clock.now)
    }

    /// Moves the content (the bounds' origin) and tells the delegate.
    func moveContent(to offset: CGPoint) {
        guard offset != bounds.origin else { return }
        var b = bounds
        b.origin = offset
        bounds = b
        setNeedsLayout()
        delegate?.scrollViewDidScroll(self)
        notifyContainersOfScroll()
    }

    /// Tells the container of the controller whose view holds this scroll view that its content
    /// moved (a navigation bar follows its top child's content scroll view).
    func notifyContainersOfScroll() {
        var view: View? = self
        while let current = view {
            if let controller = current.viewDelegate {
                controller.parent?.childContentDidScroll(self, child: controller)
                return
            }
            view = current.superview
        }
    }

    /// The resting offset `target` of a drag just released, as the container of the controller
    /// whose view holds this scroll view adjusts it (a navigation bar snaps a half-collapsed
    /// large title open or closed); `target` itself without such a container.
    func containerAdjustedTarget(_ target: CGPoint) -> CGPoint {
        var view: View? = self
        while let current = view {
            if let controller = current.viewDelegate {
                return controller.parent?.childContentTarget(target, of: self, child: controller) ?? target
            }
            view = current.superview
        }
        return target
    }

    /// Lays out, keeping content that rests at its top (or leading) edge there when the safe area's
    /// part of `adjustedContentInset` changes: a list first shown under a navigation bar starts
    /// with its first row below the bar (`contentOffset.y` = −`adjustedContentInset.top`, −91 pt on
    /// an iPhone with a 47 pt status area, as UIKit starts it). A change of `contentInset` alone
    /// leaves the offset, as in UIKit.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let adjusted = adjustedContentInset, own = contentInsetStorage
        let safe = EdgeInsets(
            top: adjusted.top - own.top, left: adjusted.left - own.left,
            bottom: adjusted.bottom - own.bottom, right: adjusted.right - own.right)
        let old = lastSafeAreaAdjustment
        lastSafeAreaAdjustment = safe
        guard safe != old, !isDragging, motion == nil else { return }
        var offset = bounds.origin
        if offset.y == -(own.top + old.top) { offset.y = -(own.top + safe.top) }
        if offset.x == -(own.left + old.left) { offset.x = -(own.left + safe.left) }
        if offset != bounds.origin { moveContent(to: offset) }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { finishMotion() }
    }
}
