import Testing
import TransitTesting
import TransitUIKit
import TransitTestingReporting

// Transition code written as it is written for iOS — NSObject subclasses, UI/CA names,
// CATransform3D functions, the presentation-controller template — with only the import changed.

final class CardPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.alpha = 0
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let height = containerView.bounds.height / 2
        return CGRect(x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width, height: height)
    }

    var presentingSize: CGSize = .zero

    override func presentationTransitionWillBegin() {
        presentingSize = presentingViewController.view.bounds.size
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 1
            }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 0
            }, completion: nil)
    }

    var sizesSeen: [CGSize] = []

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        sizesSeen.append(size)
    }

    override func size(forChildContentContainer container: UIViewController, withParentContainerSize parentSize: CGSize) -> CGSize
    {
        CGSize(width: parentSize.width, height: parentSize.height / 2)
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
        dimmingView.frame = containerView?.bounds ?? .zero
    }
}

final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else { return }
        let onScreen = transitionContext.finalFrame(for: controller)
        let offScreen = onScreen.offsetBy(dx: 0, dy: onScreen.height)
        if presenting {
            transitionContext.containerView.addSubview(controller.view)
            controller.view.frame = offScreen
            controller.view.layer.transform = CATransform3DMakeScale(0.9, 0.9, 1)
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [.curveEaseOut],
            animations: {
                controller.view.frame = self.presenting ? onScreen : offScreen
                controller.view.layer.transform = self.presenting ? CATransform3DIdentity : CATransform3DMakeScale(0.9, 0.9, 1)
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

final class SizeRecordingViewController: UIViewController {
    var sizes: [CGSize] = []
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        sizes.append(size)
    }
}

final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CardAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardAnimator(presenting: false)
    }
}

@MainActor @Suite struct UIKitIdiomTests {
    @Test func aCardPresentationWrittenForUIKitRuns() throws {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let root = UIViewController()
        host.window.rootViewController = root
        let delegate = CardTransitioningDelegate()
        let card = SizeRecordingViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        var presentedAt: CFTimeInterval?
        root.present(card, animated: true) { presentedAt = CACurrentMediaTime() }
        host.runUntilIdle()
        let controller = try unwrap(card.presentationController as? CardPresentationController)
        // The card sits on the lower half, full size; the dimming view is up.
        expectEqual(card.view.frame, CGRect(x: 0, y: 422, width: 390, height: 422))
        expect(CATransform3DIsIdentity(card.view.layer.transform))
        expectEqual(controller.dimmingView.alpha, 1)
        expectEqual(controller.presentingSize, CGSize(width: 390, height: 844))
        let end = try unwrap(presentedAt)
        expectGreaterThanOrEqual(end, 0.5)
        expectLessThanOrEqual(end, host.now)
        // The window rotates: the presentation controller lays the card out again.
        host.window.transition(toSize: CGSize(width: 844, height: 390))
        host.runUntilIdle()
        expectEqual(card.view.frame, CGRect(x: 0, y: 195, width: 844, height: 195))
        // UIKit: the presentation controller hears of the new container size and passes its
        // child's size (from size(forChildContentContainer:…)) on to the presented controller.
        expectEqual(controller.sizesSeen, [CGSize(width: 844, height: 390)])
        expectEqual(card.sizes, [CGSize(width: 844, height: 195)])
        card.dismiss(animated: true)
        host.runUntilIdle()
        expectNil(root.presentedViewController)
        expectNil(card.view.window)
        expectNil(controller.dimmingView.window, "the container left the window with it")
        withExtendedLifetime(delegate) {}
    }
}
