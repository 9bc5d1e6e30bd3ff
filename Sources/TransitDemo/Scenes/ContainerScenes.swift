import Foundation

/// objc.io #12, custom container view controller transitions, stage by stage.
extension DemoScene {
    static let palette: [Color] = [.systemBlue, .systemOrange, .systemPurple]

    static func containerScreens() -> [ViewController] {
        [
            SampleScreen(title: "Inbox", color: .systemBlue),
            SampleScreen(title: "Photos", color: .systemOrange),
            SampleScreen(title: "Settings", color: .systemPurple)
        ]
    }

    /// Taps the second button, then the third, then the first, letting each switch finish.
    static func tapThroughButtons(_ stage: DemoStage, container: ContainerViewController) {
        for index in [1, 2, 0] {
            stage.tap(container.buttonsView.subviews[index])
            stage.settle(hold: 0.4)
        }
    }

    /// Shows a container whose delegate is `delegate` (kept alive by the script) and taps
    /// through its buttons.
    static func tapThroughContainer(_ stage: DemoStage, delegate: ContainerViewControllerDelegate?) {
        let container = ContainerViewController(viewControllers: containerScreens())
        container.delegate = delegate
        stage.show(container)
        stage.wait(0.3)
        tapThroughButtons(stage, container: container)
        withExtendedLifetime(delegate) {}
    }

    /// Stage 1: switching children with no animation, containment calls only.
    static let containerStage1 = DemoScene(
        name: "container-no-animation", topic: "containers", title: "Container, stage 1: no animation",
        caption: "A ContainerViewController with three children; tapping an icon swaps the child at once "
            + "(willMove(toParent: nil), addChild, add view, remove old view, removeFromParent, didMove)."
    ) { stage in
        stage.usePhoneSafeArea()
        tapThroughContainer(stage, delegate: InstantContainerDelegate())
    }

    /// Stage 2: a third-party animator runs the switch through the private context.
    static let containerStage2 = DemoScene(
        name: "container-any-animator", topic: "containers", title: "Container, stage 2: any animator",
        caption: "The delegate vends a third-party animator (a 0.6 s cross-fade from the catalogue); the container "
            + "runs it with its private transition context."
    ) { stage in
        stage.usePhoneSafeArea()
        tapThroughContainer(stage, delegate: FadeContainerDelegate())
    }

    /// Stage 3: no animator from the delegate, so the built-in spring slide runs.
    static let containerStage3 = DemoScene(
        name: "container-default-animator", topic: "containers", title: "Container, stage 3: default animator",
        caption: "No animator from the delegate: the built-in slide-and-fade spring (1 s, damping 0.75, velocity 0.5, "
            + "16 pt padding). The direction follows the icons; buttons are disabled while it runs."
    ) { stage in
        stage.usePhoneSafeArea()
        tapThroughContainer(stage, delegate: nil)
    }

    /// The exercise: a pan drives the switch; one finishes, one is cancelled.
    static let containerInteractive = DemoScene(
        name: "container-interactive", topic: "containers", title: "Container, interactive",
        caption: "A pan across the children drives the switch through a percent-driven interaction controller: "
            + "a long swipe left finishes, a short drag right is released early and cancels."
    ) { stage in
        stage.usePhoneSafeArea()
        let container = ContainerViewController(viewControllers: containerScreens())
        stage.show(container)
        stage.wait(0.3)
        // A flick left whose projection is the width: finishes.
        stage.replay(.flick(from: CGPoint(x: 340, y: 400), direction: CGVector(dx: -1, dy: 0), projectedDistance: 390))
        stage.settle(hold: 0.4)
        // 80 pt right at 100 pt/s, resting before the lift: short of half way, cancels.
        stage.replay(.slowDrag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 140, y: 400)))
        stage.settle(hold: 0.4)
    }
}

/// A delegate that switches children with no animation (stage 1).
@MainActor
final class InstantContainerDelegate: ContainerViewControllerDelegate {
    func containerViewController(
        _ containerViewController: ContainerViewController,
        animationControllerForTransitionFrom fromViewController: ViewController,
        to toViewController: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        FadeTransition(duration: 0)
    }
}

/// A delegate that vends a third-party animator (stage 2).
@MainActor
final class FadeContainerDelegate: ContainerViewControllerDelegate {
    func containerViewController(
        _ containerViewController: ContainerViewController,
        animationControllerForTransitionFrom fromViewController: ViewController,
        to toViewController: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        FadeTransition(duration: 0.6)
    }
}
