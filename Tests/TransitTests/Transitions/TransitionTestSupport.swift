import Foundation
import Testing
@testable import Transit
import TransitTesting

/// A view controller with a title (its name in the timeline) and a coloured view.
@MainActor
final class NamedController: ViewController {
    /// Never made from an archive.
    required init?(coder: NSCoder) { return nil }

    init(_ name: String, color: Color = .white) {
        super.init()
        title = name
        self.color = color
    }
    var color: Color = .white
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }
}

/// Slides the presented view up from the bottom over `duration` with a linear curve (so positions
/// are easy to predict), and back down on dismissal.
@MainActor
final class SlideUpAnimator: ViewControllerAnimatedTransitioning {
    let presenting: Bool
    let duration: TimeInterval
    var ended: [Bool] = []
    init(presenting: Bool, duration: TimeInterval = 0.5) {
        self.presenting = presenting
        self.duration = duration
    }
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { duration }
    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: TransitionContextViewControllerKey = presenting ? .to : .from
        guard let vc = transitionContext.viewController(forKey: key),
            let view = transitionContext.view(forKey: presenting ? .to : .from)
        else { return }
        let shown = presenting ? transitionContext.finalFrame(for: vc) : transitionContext.initialFrame(for: vc)
        let hidden = shown.offsetBy(dx: 0, dy: container.bounds.height)
        if presenting {
            container.addSubview(view)
            view.frame = hidden
        }
        View.animate(
            withDuration: duration, delay: 0, options: [.curveLinear],
            animations: {
                view.frame = self.presenting ? shown : hidden
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// A presentation controller that keeps the presented view 100 pt below the top.
@MainActor
final class InsetPresentationController: PresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: 100, width: bounds.width, height: bounds.height - 100)
    }
}

/// A transitioning delegate that vends the slide-up animators, an optional interaction
/// controller for dismissal, and `InsetPresentationController`.
@MainActor
final class SlideUpDelegate: ViewControllerTransitioningDelegate {
    var dismissalInteraction: ViewControllerInteractiveTransitioning?
    var presentationInteraction: ViewControllerInteractiveTransitioning?
    var duration: TimeInterval = 0.5
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        InsetPresentationController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        SlideUpAnimator(presenting: true, duration: duration)
    }
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        SlideUpAnimator(presenting: false, duration: duration)
    }
    func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    {
        presentationInteraction
    }
    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    {
        dismissalInteraction
    }
}

/// A host showing `root` in a 390 × 844 pt window at scale 1.
@MainActor
func makeHost(root: ViewController) -> TestHost {
    let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
    host.window.rootViewController = root
    host.window.makeKeyAndVisible()
    host.advance(by: 1.0 / 60)
    host.timeline.removeAll()
    return host
}

extension CallbackTimeline {
    /// The calls, without the layout callbacks (which depend on layout passes, not on the
    /// transition order under test).
    var transitionCalls: [String] {
        calls.filter { !$0.contains("LayoutSubviews") && !$0.contains("layoutSubviews") }
    }
}

/// `A` at the root of a host, and `B` set up for a custom presentation through a new
/// `SlideUpDelegate` (presented view at y = 100, 744 pt tall; linear animators of 0.5 s).
@MainActor
func makeCustomPresentation() -> (host: TestHost, root: NamedController, presented: NamedController, delegate: SlideUpDelegate) {
    let root = NamedController("A")
    let host = makeHost(root: root)
    let delegate = SlideUpDelegate()
    let presented = NamedController("B")
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    return (host, root, presented, delegate)
}
