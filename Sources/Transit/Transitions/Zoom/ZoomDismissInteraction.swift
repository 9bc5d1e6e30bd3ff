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
@MainActor
final class ZoomDismissInteraction {
    private weak var controller: ViewController?
    let recognizer: PanGestureRecognizer
    /// The driver of the zoom of this controller running now, if any.
    weak var activeDriver: ZoomTransitionDriver?
    /// The driver the current drag holds (until the finger lifts).
    private var held: ZoomTransitionDriver?
    private var ignoring = false

    private init(controller: ViewController) {
        self.controller = controller
        recognizer = PanGestureRecognizer()
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

    private func begin(_ pan: PanGestureRecognizer) {
        guard let controller, case .zoom(let options, let provider)? = controller.preferredTransition?.kind else { return }
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
            driver.grab(at: location)
            driver.drag(by: moved)
            held = driver
            return
        }
        let navigation = controller.navigationController
        let inStack = navigation.map { $0.topViewController === controller && $0.viewControllers.count > 1 && !$0.isTransitioning } ?? false
        let presented = controller.presentingViewController != nil && controller.presentedViewController == nil
            && !controller.isBeingPresented && !controller.isBeingDismissed
        guard inStack || presented else { return }
        guard allowed(willBegin: true) else { ignoring = true; return }
        let driver = ZoomTransitionDriver(options: options, provider: provider, zoomingIn: false)
        driver.grab(at: location)
        driver.drag(by: moved)
        controller.transitionState.pendingZoomDriver = driver
        held = driver
        if inStack, let navigation {
            navigation.popViewController(animated: true)
        } else {
            controller.dismiss(animated: true)
        }
    }
}
