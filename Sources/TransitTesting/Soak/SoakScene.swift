import Foundation

/// A plain controller of a soak scene that can run work from inside its appearance callbacks.
@MainActor
final class SoakProbe: ViewController {
    let name: String
    /// Runs once, from inside the next `viewDidAppear` or `viewDidDisappear` of any probe.
    var onCallback: (@MainActor () -> Void)?
    /// Runs once, from inside the next `viewWillAppear` or `didMove(toParent:)` of any probe.
    var onEarlyCallback: (@MainActor () -> Void)?
    /// A small view in the probe's view that property animators move.
    let marker = View(frame: CGRect(x: 10, y: 80, width: 12, height: 12))

    init(_ name: String) {
        self.name = name
        super.init()
    }

    /// Never made from an archive.
    required init?(coder: NSCoder) { nil }

    override var timelineName: String { name }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(marker)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        fireEarly()
    }

    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        fireEarly()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        fire()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        fire()
    }

    private func fire() {
        guard let work = onCallback else { return }
        onCallback = nil
        work()
    }

    private func fireEarly() {
        guard let work = onEarlyCallback else { return }
        onEarlyCallback = nil
        work()
    }
}

/// A cross-fade that a soak scene's delegates vend: block animations, completing through their
/// completion, as third-party animators do.
@MainActor
final class SoakFadeAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let to = transitionContext.view(forKey: .to) else {
            View.animate(
                withDuration: 0.3,
                animations: {
                    transitionContext.view(forKey: .from)?.alpha = 0
                },
                completion: { _ in
                    transitionContext.view(forKey: .from)?.alpha = 1
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
            return
        }
        let from = transitionContext.view(forKey: .from)
        if let toVC = transitionContext.viewController(forKey: .to) {
            to.frame = transitionContext.finalFrame(for: toVC)
        }
        transitionContext.containerView.addSubview(to)
        to.alpha = 0
        View.animate(
            withDuration: 0.3,
            animations: {
                to.alpha = 1
                from?.alpha = 0
            },
            completion: { _ in
                from?.alpha = 1
                to.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// A cross-fade that also vends an interruptible animator (`interruptibleAnimator(using:)`): a
/// percent-driven interaction then drives that animator, as UIKit's does.
@MainActor
final class SoakInterruptibleAnimator: ViewControllerAnimatedTransitioning {
    private var animator: ViewPropertyAnimator?

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating {
        if let animator { return animator }
        let from = transitionContext.view(forKey: .from)
        let to = transitionContext.view(forKey: .to)
        if let to {
            if let toVC = transitionContext.viewController(forKey: .to) {
                to.frame = transitionContext.finalFrame(for: toVC)
            }
            transitionContext.containerView.addSubview(to)
            to.alpha = 0
        }
        let animator = ViewPropertyAnimator(duration: 0.3, curve: .easeInOut) {
            to?.alpha = 1
            if to == nil { from?.alpha = 0 }
        }
        animator.addCompletion { position in
            from?.alpha = 1
            to?.alpha = 1
            transitionContext.completeTransition(position == .end)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

/// The delegates of a soak scene: a tab switch animates with `SoakFadeAnimator` when asked to;
/// a driven transition gets a cross-fade (interruptible or not) and the interaction controller
/// the scene drives.
@MainActor
final class SoakDelegates: TabBarControllerDelegate, ViewControllerTransitioningDelegate,
    NavigationControllerDelegate
{
    var animatesNextTabSwitch = false
    /// The interaction the next transition is driven by, handed out once.
    var nextInteraction: PercentDrivenInteractiveTransition?
    var nextIsInterruptible = false

    private func animator() -> ViewControllerAnimatedTransitioning {
        nextIsInterruptible ? SoakInterruptibleAnimator() : SoakFadeAnimator()
    }

    private func takeInteraction() -> ViewControllerInteractiveTransitioning? {
        defer { nextInteraction = nil }
        return nextInteraction
    }

    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        nextInteraction == nil ? nil : animator()
    }

    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    )
        -> ViewControllerInteractiveTransitioning?
    { takeInteraction() }

    func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    { takeInteraction() }

    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    { takeInteraction() }

    func tabBarController(
        _ tabBarController: TabBarController,
        animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        defer { animatesNextTabSwitch = false }
        return animatesNextTabSwitch ? SoakFadeAnimator() : nil
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        animator()
    }

    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        animator()
    }
}

/// The scene every soak sequence starts from: a tab bar controller (the window's root) whose tabs
/// are a navigation controller, seed 000's custom container with three children, a plain
/// controller, and a container that swaps its children with `transition(from:to:…)`. The
/// navigation controller and both custom containers define a presentation context. Presentations,
/// pushes and the finger act on it.
@MainActor
final class SoakScene {
    /// The presentation styles a `present` step picks from.
    nonisolated static let styles: [ModalPresentationStyle] = [
        .fullScreen, .pageSheet, .formSheet, .overFullScreen, .currentContext, .overCurrentContext, .custom
    ]

    let host: TestHost
    let root: TabBarController
    let navigation: NavigationController
    let box: ContainerViewController
    let swapper: SoakSwapContainer
    let delegates = SoakDelegates()
    /// Every controller of the scene, held weakly (the leak check reads them after teardown).
    private(set) var everyone: [WeakController] = []
    /// Completion blocks handed to Transit, by request number, and how often each ran.
    var completionRuns: [Int: Int] = [:]
    /// The interaction controller of the latest driven transition (kept: it must be reusable).
    var driven: PercentDrivenInteractiveTransition?
    /// The property animator `animator` steps act on (kept, so a finished one can be used again).
    var animator: ViewPropertyAnimator?
    /// Every property animator the sequence made, held weakly (the leak check reads them).
    var animators: [WeakAnimator] = []
    /// How often each property animator's completion ran, by animator number.
    var animatorCompletions: [Int: Int] = [:]

    struct WeakAnimator {
        weak var animator: ViewPropertyAnimator?
        let number: Int
    }
    private var probeCount = 0

    struct WeakController {
        weak var controller: ViewController?
        let name: String
    }

    init() {
        host = TestHost(size: CGSize(width: 320, height: 568), scale: 1)
        // Misuse is part of the soak: the checks read the log; nothing is printed.
        host.diagnostics.forward = nil
        root = TabBarController()
        navigation = NavigationController()
        box = ContainerViewController(viewControllers: [SoakProbe("P0"), SoakProbe("P1"), SoakProbe("P2")])
        swapper = SoakSwapContainer(candidates: [SoakProbe("P3"), SoakProbe("P4"), SoakProbe("P5")])
        probeCount = 6
        root.delegate = delegates
        navigation.delegate = delegates
        track(root, "Tabs")
        track(navigation, "Nav")
        track(box, "Box")
        track(swapper, "Swap")
        for child in box.viewControllers + swapper.candidates { track(child, child.timelineName) }
        for context in [navigation, box, swapper] as [ViewController] { context.definesPresentationContext = true }
        navigation.setViewControllers([makeProbe()], animated: false)
        root.viewControllers = [navigation, box, makeProbe(), swapper]
        host.window.rootViewController = root
        host.step()
    }

    func makeProbe() -> SoakProbe {
        let probe = SoakProbe("P\(probeCount)")
        probeCount += 1
        track(probe, probe.name)
        return probe
    }

    private func track(_ controller: ViewController, _ name: String) {
        controller.diagnosticSinkOverride = host.diagnostics
        // Recorded even while out of the window (a swapped-out root), for the automaton check.
        controller.callbackTimelineOverride = host.window.timeline
        everyone.append(WeakController(controller: controller, name: name))
    }

    /// The chain of controllers presented from the root, bottom first.
    var presentedChain: [ViewController] {
        var chain: [ViewController] = []
        var current = root.presentedViewController
        var guardCount = 0
        while let vc = current, guardCount < 64 {
            chain.append(vc)
            current = vc.presentedViewController
            guardCount += 1
        }
        return chain
    }
}
