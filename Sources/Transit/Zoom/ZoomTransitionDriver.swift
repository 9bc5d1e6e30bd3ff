import Foundation

/// Runs one zoom transition (`ViewController.Transition.zoom`): the animator and the interaction
/// controller of a push or presentation (zooming in) or of a pop or dismissal (zooming out).
///
/// The zoomed view rides in a clip view above the screen behind, which a dimming view covers.
/// Its place is a `ZoomGeometry` moved by a critically damped spring
/// (`ZoomOptions.springResponse`) evaluated at each frame from the window's clock (a
/// `DisplayLink`), so the motion is a pure function of time. A finger can take hold of it at any
/// moment (`grab(at:)`): the spring stops where it is, the view follows the finger
/// (`drag(by:)`), and on `release(velocity:)` it springs — with the finger's velocity — to full
/// size or into the source, which completes or cancels the transition.
@MainActor
final class ZoomTransitionDriver: ViewControllerAnimatedTransitioning, ViewControllerInteractiveTransitioning {
    typealias Options = ViewController.Transition.ZoomOptions

    let options: Options
    let provider: @MainActor (ViewController.Transition.ZoomSourceViewProviderContext) -> View?
    /// Push or present (true); pop or dismiss (false).
    let zoomingIn: Bool

    private(set) weak var zoomed: ViewController?
    private(set) weak var sourceController: ViewController?

    // A drag that began before the transition started (a dismissal begun by the finger).
    private var pendingGrab: CGPoint?
    private var pendingTranslation = CGPoint.zero
    private var pendingRelease: CGPoint?

    private var context: ViewControllerContextTransitioning?
    private(set) var container: View?
    private(set) var clipView: View?
    private(set) var dimmingView: View?
    private(set) var zoomedView: View?
    private var savedAutoresizing: View.AutoresizingMask = []
    private(set) var size: CGSize = .zero
    private(set) var full = ZoomGeometry.full(.zero)
    var atSource = ZoomGeometry.full(.zero)
    /// The source view now shown by the zoom (hidden while it runs), if any.
    var source: View?
    var sourceWasHidden = false
    /// Where the zoomed view is now.
    var current = ZoomGeometry.full(.zero)

    struct Spring {
        var start: ZoomGeometry
        var toSource: Bool
        var curve: SpringCurve
        var startTime: TimeInterval
    }
    var spring: Spring?
    private var link: DisplayLink?
    private var grab: (geometry: ZoomGeometry, anchor: CGPoint, headingToSource: Bool)?
    private var translation = CGPoint.zero
    /// Whether `completeTransition(_:)` was called.
    private(set) var isFinished = false
    /// Whether a navigation controller's edge swipe drives the zoom: a release then lands by the
    /// finger's horizontal travel, as the ordinary edge-swipe pop does.
    var releasesByEdgeSwipe = false

    init(
        options: Options, provider: @escaping @MainActor (ViewController.Transition.ZoomSourceViewProviderContext) -> View?,
        zoomingIn: Bool
    ) {
        self.options = options
        self.provider = provider
        self.zoomingIn = zoomingIn
    }

    /// The controllers of the transition, given by the container before it starts.
    func attach(zoomed: ViewController, source: ViewController) {
        self.zoomed = zoomed
        sourceController = source
    }

    /// Whether a finger is holding the zoomed view.
    var isGrabbed: Bool { grab != nil || pendingGrab != nil }

    // MARK: ViewControllerAnimatedTransitioning

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        Self.curve(velocity: 0).settlingDuration
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        startInteractiveTransition(transitionContext)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        // However the transition ended — landed, or completed by the runner because it stalled
        // (`transition.forced`) — the spring and its display link stop with it.
        link?.invalidate()
        link = nil
        spring = nil
        let zoomedVC = zoomed
        if let interaction = zoomedVC?.transitionState.zoomInteraction, interaction.activeDriver === self {
            interaction.activeDriver = nil
        }
        // The zoomed controller left for good (popped, dismissed, or its push cancelled): its
        // drag goes with it.
        if transitionCompleted != zoomingIn { zoomedVC?.transitionState.zoomInteraction?.uninstall() }
    }

    // MARK: ViewControllerInteractiveTransitioning

    /// Starts grabbed when a drag began the transition; otherwise the zoom runs by itself (and can
    /// still be grabbed).
    var wantsInteractiveStart: Bool { pendingGrab != nil }

    func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {
        context = transitionContext
        guard setUp(transitionContext) else {
            isFinished = true
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        current = zoomingIn ? atSource : full
        apply()
        if let location = pendingGrab {
            pendingGrab = nil
            grab(at: location)
            drag(by: pendingTranslation)
            if let velocity = pendingRelease {
                pendingRelease = nil
                release(velocity: velocity)
            }
        } else {
            run(toSource: !zoomingIn, velocity: .zero)
        }
    }

    // MARK: Set-up and tear-down

    private func setUp(_ ctx: ViewControllerContextTransitioning) -> Bool {
        guard let zoomedVC = zoomed ?? ctx.viewController(forKey: zoomingIn ? .to : .from),
            let view = ctx.view(forKey: zoomingIn ? .to : .from) ?? zoomedVC.viewIfLoaded
        else { return false }
        let container = ctx.containerView
        self.container = container
        zoomedView = view
        var frame = zoomingIn ? ctx.finalFrame(for: zoomedVC) : ctx.initialFrame(for: zoomedVC)
        if frame == .zero || !(frame.width.isFinite && frame.height.isFinite) { frame = container.bounds }
        size = frame.size
        full = .full(frame)

        // The screen behind: in the container (a pop brings it back), at its final frame.
        let underVC = ctx.viewController(forKey: zoomingIn ? .from : .to)
        if let under = ctx.view(forKey: zoomingIn ? .from : .to), under.superview == nil {
            if let underVC {
                let final = ctx.finalFrame(for: underVC)
                under.frame = final == .zero ? container.bounds : final
            }
            container.insertSubview(under, at: 0)
            under.layoutIfNeeded()
        }

        let clip = View(frame: frame)
        clip.layer.masksToBounds = true
        clip.autoresizesSubviews = false
        let dimming = View(frame: container.bounds)
        dimming.backgroundColor = options.dimmingColor ?? Options.defaultDimmingColor
        dimming.isUserInteractionEnabled = false
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if view.superview === container {
            container.insertSubview(clip, aboveSubview: view)
        } else {
            container.addSubview(clip)
        }
        container.insertSubview(dimming, belowSubview: clip)
        savedAutoresizing = view.autoresizingMask
        view.autoresizingMask = []
        View.performWithoutAnimation {
            view.transform = .identity
            view.frame = CGRect(origin: .zero, size: frame.size)
        }
        clip.addSubview(view)
        view.layoutIfNeeded()
        clipView = clip
        dimmingView = dimming
        askForSource()
        return true
    }

    /// Takes the zoomed view out of the clip (back into the container at its frame, or out of the
    /// hierarchy when the transition took it away), removes the zoom's views, shows the source.
    private func tearDown(landedOnSource: Bool) {
        link?.invalidate()
        link = nil
        restoreSource()
        guard let container, let clip = clipView, let view = zoomedView else { return }
        View.performWithoutAnimation {
            view.transform = .identity
            view.autoresizingMask = savedAutoresizing
            if landedOnSource {
                view.removeFromSuperview()
                view.frame = full.clip
            } else {
                container.insertSubview(view, aboveSubview: clip)
                view.frame = full.clip
            }
        }
        clip.removeFromSuperview()
        dimmingView?.removeFromSuperview()
        clipView = nil
        dimmingView = nil
    }

    func apply() {
        guard let clipView, let zoomedView else { return }
        current.apply(clipView: clipView, view: zoomedView, size: size, dimmingView: dimmingView)
    }

    // MARK: The spring

    /// The spring of `ZoomOptions.springResponse` (critically damped, mass 1) starting with
    /// `velocity` (whole distances per second).
    static func curve(velocity: Double) -> SpringCurve {
        let omega = 2 * Double.pi / Options.springResponse
        return SpringCurve(mass: 1, stiffness: omega * omega, damping: 2 * omega, initialVelocity: velocity)
    }

    var now: TimeInterval { container?.window?.currentTime ?? 0 }

    /// Springs from where the view is to the source or to full size; `velocity` is the finger's,
    /// in points per second, of which the part along the way is handed to the spring:
    /// (v · d) / |d|², in whole distances per second, `d` the way from the clip's centre to the
    /// target's.
    private func run(toSource: Bool, velocity: CGPoint, askingAgain: Bool = false) {
        // Landing after a drag, the source may have changed since the zoom began: ask again.
        if toSource && askingAgain { askForSource() }
        let target = toSource ? atSource : full
        let dx = target.clip.midX - current.clip.midX, dy = target.clip.midY - current.clip.midY
        let length2 = dx * dx + dy * dy
        var v0 = length2 > 1 ? (velocity.x * dx + velocity.y * dy) / length2 : 0
        if !v0.isFinite { v0 = 0 }
        startSpring(toSource: toSource, velocity: Double(v0))
    }

    /// Starts the spring from where the view is (`current`) into the source or to full size, with
    /// `velocity` in whole distances per second.
    func startSpring(toSource: Bool, velocity: Double) {
        spring = Spring(start: current, toSource: toSource, curve: Self.curve(velocity: velocity), startTime: now)
        guard let window = container?.window else {
            land()
            return
        }
        if link == nil {
            let link = DisplayLink { [weak self] link in self?.tick(link) }
            link.add(to: window)
            self.link = link
        }
    }

    private func tick(_ link: DisplayLink) {
        guard let spring else { return }
        // The window's `motionSettings.animationSpeed` runs the spring faster or slower.
        let speed = container?.window?.motionSettings.animationSpeed ?? 1
        let t = (link.timestamp - spring.startTime) * speed
        // A spring whose whole way has passed lands first: a frame that long (a slow machine, a
        // clock that jumped) ends the zoom rather than starting a new way from its end.
        if t >= spring.curve.settlingDuration {
            land()
            return
        }
        // Into the source: where the source is now (UIKit asks the provider again as it lands).
        if spring.toSource, followSource(at: t) { return }
        let q = CGFloat(spring.curve.progress(at: t))
        current = .mix(spring.start, spring.toSource ? atSource : full, q)
        apply()
        reportProgress()
    }

    /// The spring has settled: the view is at its target; the transition ends.
    private func land() {
        guard let spring, let context else { return }
        self.spring = nil
        current = spring.toSource ? atSource : full
        apply()
        let completed = spring.toSource != zoomingIn
        if context.isInteractive {
            if completed { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        }
        tearDown(landedOnSource: spring.toSource)
        isFinished = true
        context.completeTransition(completed && !context.transitionWasCancelled)
    }

    /// How far the transition has come, 0…1, judged by the clip's width between source and full.
    private var progress: CGFloat {
        let span = full.clip.width - atSource.clip.width
        guard abs(span) > 1e-9 else { return 0 }
        let towardsFull = max(0, min(1, (current.clip.width - atSource.clip.width) / span))
        return zoomingIn ? towardsFull : 1 - towardsFull
    }

    private func reportProgress() {
        guard let context, context.isInteractive else { return }
        context.updateInteractiveTransition(progress)
    }

    // MARK: The finger

    /// A finger takes hold of the view at `location` (window coordinates): the spring stops where
    /// the view is, and the transition becomes interactive.
    func grab(at location: CGPoint) {
        guard !isFinished else { return }
        guard let context, let container else {
            pendingGrab = location
            return
        }
        // A zoom caught while running keeps its way by default; a detail caught at rest stays.
        let heading = spring?.toSource ?? false
        spring = nil
        grab = (current, container.convert(location, from: nil), heading)
        translation = .zero
        context.pauseInteractiveTransition()
    }

    /// The finger has moved by `translation` since it took hold (window coordinates).
    func drag(by translation: CGPoint) {
        guard !isFinished, translation.x.isFinite, translation.y.isFinite else { return }
        guard let grab, let container else {
            pendingTranslation = translation
            return
        }
        self.translation = translation
        let scale = ZoomGeometry.dragScale(for: translation, height: container.bounds.height, minimum: Options.minimumDragScale)
        current = grab.geometry.dragged(by: translation, scale: scale, about: grab.anchor, minimumScale: Options.minimumDragScale)
        apply()
        reportProgress()
    }

    /// The finger lifts with `velocity` (points per second): the view springs into the source or
    /// back to full size by where the drag projects (`ZoomOptions.dismissalThreshold`). Driven by
    /// an edge swipe (`releasesByEdgeSwipe`), it lands on the source when the projected horizontal
    /// travel passes `NavigationController.interactivePopCompletionThreshold` of the width.
    func release(velocity: CGPoint) {
        guard !isFinished else { return }
        guard let grab, let container else {
            if pendingGrab != nil { pendingRelease = velocity }
            return
        }
        self.grab = nil
        let v = CGPoint(x: velocity.x.isFinite ? velocity.x : 0, y: velocity.y.isFinite ? velocity.y : 0)
        let toSource: Bool
        if releasesByEdgeSwipe {
            let projected = translation.x + DecelerationRate.normal.projectedDistance(initialVelocity: v.x)
            toSource = projected > NavigationController.interactivePopCompletionThreshold * container.bounds.width
        } else {
            let projected = translation.y + DecelerationRate.normal.projectedDistance(initialVelocity: v.y)
            let limit = Options.dismissalThreshold * container.bounds.height
            toSource = projected > limit ? true : (projected < -limit ? false : grab.headingToSource)
        }
        guard let context else { return }
        let completing = toSource != zoomingIn
        if completing { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        run(toSource: toSource, velocity: v, askingAgain: true)
    }
}
