import Foundation

/// Apple's "Customizing the Transition Animations" — presentations and dismissals
/// through a transitioning delegate, and an interactive dismissal.
extension DemoScene {
    static let presentDismiss = DemoScene(
        name: "present-dismiss", topic: "presentation", title: "Custom presentation and dismissal",
        caption: "The transitioning delegate vends a cover animator for presenting and dismissing; the presenter "
            + "taps a button, the presented screen slides up, then is dismissed and slides back down."
    ) { stage in
        stage.usePhoneSafeArea()
        let root = PresenterScreen(title: "Home", color: .systemTeal)
        stage.show(root)
        stage.wait(0.3)
        stage.tap(root.actionButton)
        stage.settle(hold: 0.5)
        root.presentedViewController?.dismiss(animated: true)
        stage.settle(hold: 0.4)
    }

    static let interactiveDismissal = DemoScene(
        name: "interactive-dismissal", topic: "presentation", title: "Interactive dismissal",
        caption: "Pulling the presented screen down drives its dismissal through a percent-driven interaction "
            + "controller: a short pull is released and cancels, a long fast one finishes."
    ) { stage in
        stage.usePhoneSafeArea()
        let root = PresenterScreen(title: "Home", color: .systemTeal)
        stage.show(root)
        stage.wait(0.2)
        stage.tap(root.actionButton)
        stage.settle(hold: 0.3)
        // 120 pt down at 200 pt/s, resting before the lift: cancels.
        stage.replay(.slowDrag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 420), speed: 200))
        stage.settle(hold: 0.3)
        // A flick down projected over the screen's height: finishes.
        stage.replay(.flick(from: CGPoint(x: 195, y: 300), direction: CGVector(dx: 0, dy: 1)))
        stage.settle(hold: 0.4)
    }
}

/// A screen with a button that presents a detail screen through `PresentationDelegate`.
@MainActor
final class PresenterScreen: ViewController {
    /// Never made from an archive.
    required init?(coder: NSCoder) { return nil }

    let color: Color
    let actionButton = Button(frame: CGRect(x: 95, y: 700, width: 200, height: 50))
    let transitionDelegate = PresentationDelegate()

    init(title: String, color: Color) {
        self.color = color
        super.init()
        self.title = title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let screen = SampleScreen(title: title ?? "", color: color)
        addChild(screen)
        screen.view.frame = view.bounds
        screen.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(screen.view)
        screen.didMove(toParent: self)
        actionButton.setTitle("Show details", for: .normal)
        actionButton.backgroundColor = .systemBackground
        actionButton.setTitleColor(.systemBlue, for: .normal)
        actionButton.layer.cornerRadius = 25
        actionButton.addAction(Action { [weak self] _ in self?.showDetails() }, for: .touchUpInside)
        view.addSubview(actionButton)
    }

    func showDetails() {
        let detail = SampleScreen(title: "화면 전환", color: .systemIndigo, rows: ["아래로 당겨서", "닫기 — “swipe” down"])
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = transitionDelegate
        transitionDelegate.attachPullToDismiss(to: detail)
        present(detail, animated: true)
    }
}

/// Vends cover animators, a card presentation controller, and — while a pull is in progress — a
/// percent-driven interaction controller for the dismissal.
@MainActor
final class PresentationDelegate: ViewControllerTransitioningDelegate {
    let interaction = PercentDrivenInteractiveTransition()
    var isPulling = false

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        CoverTransition(from: .bottom, duration: 0.5, isPresenting: true)
    }
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        CoverTransition(from: .bottom, duration: 0.5, isPresenting: false)
    }
    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    {
        isPulling ? interaction : nil
    }

    /// A vertical pan on the presented view: it starts the dismissal, follows the finger, and
    /// finishes when the projected position passes half the view's height.
    func attachPullToDismiss(to vc: ViewController) {
        let pan = PanGestureRecognizer { [weak self, weak vc] pan in
            guard let self, let vc, let view = vc.viewIfLoaded else { return }
            let height = max(1, view.bounds.height)
            let dy = pan.translation(in: view.superview).y
            switch pan.state {
            case .began:
                self.isPulling = true
                vc.dismiss(animated: true)
            case .changed:
                self.interaction.update(max(0, dy) / height)
            case .ended, .cancelled:
                let v = pan.velocity(in: view.superview).y
                let projected = dy + DecelerationRate.normal.projectedDistance(initialVelocity: v)
                if pan.state == .ended && projected / height > 0.5 {
                    self.interaction.finish()
                } else {
                    self.interaction.cancel()
                }
                self.isPulling = false
            default:
                break
            }
        }
        vc.view.addGestureRecognizer(pan)
    }
}

/// A presentation controller that shows the presented screen as a card 60 pt below the top over a
/// dimmed presenter.
@MainActor
final class CardPresentationController: PresentationController {
    let dimming = View(frame: .zero)

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: 60, width: bounds.width, height: bounds.height - 60)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimming.frame = containerView.bounds
        dimming.backgroundColor = .black
        dimming.alpha = 0
        containerView.addSubview(dimming)
        presentedView?.layer.cornerRadius = 16
        presentedView?.clipsToBounds = true
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { [dimming] _ in
                dimming.alpha = 0.4
            }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { [dimming] _ in
                dimming.alpha = 0
            }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimming.removeFromSuperview() }
    }
}
