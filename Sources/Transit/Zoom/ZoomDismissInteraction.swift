import Foundation

/// The drag on a zoomed controller's view: a pan recognizer, added when the controller first
/// zooms in and removed when it zooms out for good, that grabs the zoom at any moment.
///
/// - While a zoom of the controller runs (in or out), a drag grabs it where it is
///   (`InteractionContext.willBegin` false).
/// - While the controller is shown, at rest, at the top of a navigation stack (with something
///   below) or presented (presenting nothing), a drag begins a pop or dismissal that follows the
///   finger from the first touch (`willBegin` true).
///
/// Either way `ZoomOptions.interactiveDismissShouldBegin` is asked first, and a `false` leaves
/// the zoom alone until the finger lifts.
///
/// In a navigation controller the drag waits for the controller's edge swipe to fail: a swipe
/// from the left edge is the edge swipe's, which pops the controller as a zoom too
/// (`beginEdgeSwipePop(of:in:pan:)`).
@MainActor
final class ZoomDismissInteraction {
    private weak var controller: ViewController?
    let recognizer: PanGestureRecognizer
    /// The driver of the zoom of this controller running now, if any.
    weak var activeDriver: ZoomTransitionDriver?
    /// The driver the current drag holds (until the finger lifts).
    private var held: ZoomTransitionDriver?
    private var ignoring = false
    /// The zoom a scroll view of the controller handed its drag over to, if any.
    var scrollHeld: ZoomTransitionDriver?
    /// Whether `interactiveDismissShouldBegin` refused the scroll view's current drag.
    var scrollRefused = false
    /// The scroll view pan's last translation, in the scroll view's coordinates.
    var scrollTranslation: CGFloat = 0
    /// The pan's translation in the window where the zoom took over.
    var handoverTranslation = CGPoint.zero

    private init(controller: ViewController) {
        self.controller = controller
        let drag = ZoomDragGestureRecognizer()
        recognizer = drag
        drag.interaction = self
        recognizer.addTarget(self, action: ZoomDismissInteraction.handle)
    }

    /// Gives `controller` its drag (once; later calls keep the one it has).
    static func install(on controller: ViewController) {
        guard controller.transitionState.zoomInteraction == nil else { return }
        let interaction = ZoomDismissInteraction(controller: controller)
        controller.transitionState.zoomInteraction = interaction
        controller.view.addGestureRecognizer(interaction.recognizer)
    }

    /// Takes the drag off the controller's view.
    func uninstall() {
        recognizer.view?.removeGestureRecognizer(recognizer)
        if let controller, controller.transitionState.zoomInteraction === self {
            controller.transitionState.zoomInteraction = nil
        }
    }

    private func handle(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            ignoring = false
            held = nil
            begin(pan)
        case .changed:
            held?.drag(by: pan.translation(in: nil))
        case .ended:
            held?.release(velocity: pan.velocity(in: nil))
            held = nil
        case .cancelled, .failed:
            held?.release(velocity: .zero)
            held = nil
        default:
            break
        }
    }

    /// Starts the pop of `controller`, the top of `navigation`, for the navigation controller's
    /// edge swipe `pan`: a zoom out grabbed where the finger went down, released by the finger's
    /// horizontal travel. Returns the zoom to drive, or `nil` when
    /// `interactiveDismissShouldBegin` refuses (nothing pops) or a delegate's animator took the
    /// pop (the edge swipe then drives it by progress).
    static func beginEdgeSwipePop(
        of controller: ViewController, in navigation: NavigationController,
        pan: PanGestureRecognizer
    ) -> ZoomTransitionDriver? {
        guard case .zoom(let options, let provider)? = controller.preferredTransition?.kind else { return nil }
        let now = pan.location(in: nil), moved = pan.translation(in: nil)
        let velocity = pan.velocity(in: nil)
        if let shouldBegin = options.interactiveDismissShouldBegin,
            !shouldBegin(.init(location: now, velocity: CGVector(dx: velocity.x, dy: velocity.y), willBegin: true))
        {
            return nil
        }
        let driver = ZoomTransitionDriver(options: options, provider: provider, zoomingIn: false)
        driver.releasesByEdgeSwipe = true
        driver.grab(at: CGPoint(x: now.x - moved.x, y: now.y - moved.y))
        driver.drag(by: moved)
        controller.transitionState.pendingZoomDriver = driver
        var change = NavigationChange(kind: .pop, animated: true)
        change.interactive = true
        navigation.enqueue(change)
        // The pop took the driver unless a delegate vended its own animator.
        guard controller.transitionState.pendingZoomDriver !== driver else {
            controller.transitionState.pendingZoomDriver = nil
            return nil
        }
        return driver
    }

    private func begin(_ pan: PanGestureRecognizer) {
        guard controller != nil, case .zoom(let options, _)? = controller?.preferredTransition?.kind else { return }
        // The finger is held where it went down: the recognizer begins only once it has moved
        // past its hysteresis, and that first movement is a drag like any other.
        let now = pan.location(in: nil), moved = pan.translation(in: nil)
        let location = CGPoint(x: now.x - moved.x, y: now.y - moved.y)
        let velocity = pan.velocity(in: nil)
        func allowed(willBegin: Bool) -> Bool {
            guard let shouldBegin = options.interactiveDismissShouldBegin else { return true }
            return shouldBegin(.init(location: now, velocity: CGVector(dx: velocity.x, dy: velocity.y), willBegin: willBegin))
        }
        if let driver = activeDriver, !driver.isFinished {
            guard allowed(willBegin: false) else { ignoring = true; return }
            driver.releasesByEdgeSwipe = false  // this drag decides the landing now
            driver.grab(at: location)
            driver.drag(by: moved)
            held = driver
            return
        }
        guard let driver = beginDismissal(at: location, velocity: velocity, asked: allowed) else { return }
        driver.drag(by: moved)
        held = driver
    }

    /// Begins a pop or dismissal of the controller at rest, grabbed at `location` (window
    /// coordinates): the top of a navigation stack with something below, or presented and
    /// presenting nothing. `interactiveDismissShouldBegin` is asked (`willBegin` true). Returns
    /// the zoom that runs it, or `nil` when it cannot begin (`ignoring` is then set when refused).
    func beginDismissal(
        at location: CGPoint, velocity: CGPoint,
        asked: ((Bool) -> Bool)? = nil
    ) -> ZoomTransitionDriver? {
        guard let controller, case .zoom(let options, let provider)? = controller.preferredTransition?.kind else { return nil }
        if let driver = activeDriver, !driver.isFinished { return nil }
        let navigation = controller.navigationController
        let inStack =
            navigation.map { $0.topViewController === controller && $0.viewControllers.count > 1 && !$0.isTransitioning } ?? false
        let presented =
            controller.presentingViewController != nil && controller.presentedViewController == nil
            && !controller.isBeingPresented && !controller.isBeingDismissed
        guard inStack || presented else { return nil }
        let allowed =
            asked ?? { willBegin in
                guard let shouldBegin = options.interactiveDismissShouldBegin else { return true }
                return shouldBegin(
                    .init(location: location, velocity: CGVector(dx: velocity.x, dy: velocity.y), willBegin: willBegin))
            }
        guard allowed(true) else { ignoring = true; return nil }
        let driver = ZoomTransitionDriver(options: options, provider: provider, zoomingIn: false)
        driver.grab(at: location)
        controller.transitionState.pendingZoomDriver = driver
        if inStack, let navigation {
            navigation.popViewController(animated: true)
        } else {
            controller.dismiss(animated: true)
        }
        return driver
    }
}

/// The zoom's drag: a pan that waits for a navigation controller's edge swipe to fail, so a swipe
/// from the edge pops by the edge swipe.
@MainActor
final class ZoomDragGestureRecognizer: PanGestureRecognizer {
    weak var interaction: ZoomDismissInteraction?

    /// A drag that starts on a vertically scrolling scroll view is the scroll view's, which hands
    /// it over (see `ZoomDismissInteraction+Scrolling.swift`).
    override func shouldBegin(movedTo centroid: CGPoint) -> Bool {
        guard super.shouldBegin(movedTo: centroid), let view else { return false }
        if view.verticalScrollView(at: view.convert(start, from: nil)) != nil {
            state = .failed
            return false
        }
        return true
    }

    override func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool {
        otherGestureRecognizer is NavigationPopGestureRecognizer
    }
}
