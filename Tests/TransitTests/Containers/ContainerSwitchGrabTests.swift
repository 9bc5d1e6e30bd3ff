import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// The container's pan catches a switch running on its own, moves it with the finger, and on
/// release lets it finish or turns it back as the finger decided. With a linear slide that
/// travels exactly the container's width (390 pt), finger travel and view travel are equal,
/// whether the slide is block animations or an animator vended by `interruptibleAnimator(using:)`.
@MainActor
@Suite struct ContainerSwitchGrabTests {
    /// Vends a linear slide by the container's width for every switch.
    final class LinearSlide: ContainerViewControllerDelegate {
        let animator = TabSlideAnimator(duration: 0.5)
        func containerViewController(
            _ containerViewController: ContainerViewController,
            animationControllerForTransitionFrom fromViewController: ViewController,
            to toViewController: ViewController
        ) -> ViewControllerAnimatedTransitioning? { animator }
    }

    /// A linear slide by the container's width that vends its interruptible animator
    /// (`interruptibleAnimator(using:)`): the finger moves that animator.
    final class InterruptibleSlide: ViewControllerAnimatedTransitioning, ContainerViewControllerDelegate {
        private var animator: ViewPropertyAnimator?
        func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
        func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
            interruptibleAnimator(using: transitionContext).startAnimation()
        }
        func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating {
            if let animator { return animator }
            let from = transitionContext.view(forKey: .from)!, to = transitionContext.view(forKey: .to)!
            let toVC = transitionContext.viewController(forKey: .to)!, fromVC = transitionContext.viewController(forKey: .from)!
            transitionContext.containerView.addSubview(to)
            to.frame = transitionContext.initialFrame(for: toVC)
            let made = ViewPropertyAnimator(duration: 0.5, curve: .linear) {
                from.frame = transitionContext.finalFrame(for: fromVC)
                to.frame = transitionContext.finalFrame(for: toVC)
            }
            made.addCompletion { position in transitionContext.completeTransition(position == .end) }
            animator = made
            return made
        }
        func animationEnded(_ transitionCompleted: Bool) { animator = nil }
        func containerViewController(
            _ containerViewController: ContainerViewController,
            animationControllerForTransitionFrom fromViewController: ViewController,
            to toViewController: ViewController
        ) -> ViewControllerAnimatedTransitioning? { self }
    }

    /// A container that keeps its (weakly held) delegate alive for the test.
    final class RetainingContainer: ContainerViewController {
        var retained: ContainerViewControllerDelegate?
    }

    private func makeContainer(linear: Bool, vending: Bool = false) -> (TestHost, ContainerViewController, [NamedController]) {
        let children = [
            NamedController("One", color: .red), NamedController("Two", color: .green),
            NamedController("Three", color: .blue)
        ]
        let container = RetainingContainer(viewControllers: children)
        container.title = "Container"
        if linear {
            let delegate: ContainerViewControllerDelegate = vending ? InterruptibleSlide() : LinearSlide()
            container.retained = delegate
            container.delegate = delegate
        }
        let host = makeHost(root: container)
        expect(host.timeline.callbacks(of: "One").isEmpty && children[0].appearanceState == .appeared)
        return (host, container, children)
    }

    private func shownX(_ controller: ViewController) -> CGFloat { controller.view.layer.presentation()!.frame.minX }

    /// Every child's callbacks form a word of the appearance automaton. The first child appeared
    /// as the container was set up, before the host's timeline recorded anything.
    private func expectBalanced(
        _ host: TestHost, _ children: [NamedController],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (index, child) in children.enumerated() {
            let before = index == 0 ? ["viewWillAppear(false)", "viewDidAppear(false)"] : []
            expectNil(
                AppearanceAutomaton.firstIllegalStep(before + host.timeline.callbacks(of: child.timelineName)),
                "\(child.timelineName)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [false, true])
    func aPanCatchesASwitchWhereItIsAndTakesItBack(vendingAnInterruptibleAnimator vending: Bool) {
        let (host, container, children) = makeContainer(linear: true, vending: vending)
        container.selectedViewController = children[1]
        host.advance(by: 0.15)
        host.touchDown(at: CGPoint(x: 150, y: 400))
        let lastFrame = shownX(children[1])
        expectGreaterThan(lastFrame, 150, "mid-flight: Two comes in from the right")
        expectLessThan(lastFrame, 330, "mid-flight: Two comes in from the right")
        // The pan begins 12 pt to the right (toward the child it leaves) and holds the switch
        // where the last frame showed it: no jump.
        host.touchMove(to: CGPoint(x: 162, y: 400))
        expectEqual(container.transitionRunner.running?.isInteractive, true)
        let caught = shownX(children[1])
        expectClose(caught, lastFrame, within: 1e-9)
        for _ in 0..<5 { host.step() }
        expectClose(shownX(children[1]), caught, within: 1e-9, "held still, nothing moves")
        // 100 pt further right: the slide puts Two exactly 100 pt further right.
        for x in stride(from: 172, through: 262, by: 10) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 400)) }
        host.step()
        expectClose(shownX(children[1]), (caught + 100), within: 1e-6)
        expectClose(shownX(children[0]), (caught + 100 - 390), within: 1e-6)
        for _ in 0..<12 { host.touchMove(to: CGPoint(x: 262, y: 400)) }
        host.touchUp()
        expect(host.runUntilIdle())
        expectIdentical(container.selectedViewController, children[0])
        expect(container.buttons[0].isSelected && !container.buttons[1].isSelected)
        expectEqual(container.children.map(\.title), ["One"])
        expect(children[0].appearanceState == .appeared && children[1].appearanceState == .disappeared)
        expectNil(children[1].view.superview)
        expectEqual(children[0].view.frame, container.privateContainerView.bounds)
        expectBalanced(host, children)
        expect(container.invariantViolations().isEmpty)
    }

    @Test func aLeftwardFlickCarriesTheSwitchOn() {
        let (host, container, children) = makeContainer(linear: false)
        container.selectedViewController = children[1]
        host.advance(by: 0.1)
        // 60 pt left in 0.1 s: 600 pt/s toward the end projects 600 / 390 · 0.499 ≈ 0.77 of the
        // way on its own, past the 0.5 threshold.
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 240, y: 400), duration: 0.1)
        expect(host.runUntilIdle())
        expectIdentical(container.selectedViewController, children[1])
        expectEqual(container.children.map(\.title), ["Two"])
        expect(children[1].appearanceState == .appeared && children[0].appearanceState == .disappeared)
        expectEqual(children[1].view.frame, container.privateContainerView.bounds)
        expect(children[1].view.transform.isIdentity && children[1].view.alpha == 1)
        expectBalanced(host, children)
        expect(container.invariantViolations().isEmpty)
    }

    @Test func anyNumberOfCatchesKeepsSelectionAndAppearanceRight() {
        let (host, container, children) = makeContainer(linear: false)
        var expected = children[0]
        for round in 0..<6 {
            let from = container.viewControllers.firstIndex { $0 === expected }!
            let index = (from + 1 + round % 2) % 3
            let target = children[index]
            container.selectedViewController = target
            host.advance(by: 0.1 + 0.05 * Double(round % 3))
            // Even rounds take the switch back (a slow pull toward the child it leaves), odd
            // rounds carry it on (a flick the way it goes).
            let onward: CGFloat = index > from ? -1 : 1
            if round.isMultiple(of: 2) {
                host.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195 - onward * 150, y: 400), duration: 1)
            } else {
                host.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195 + onward * 80, y: 400), duration: 0.1)
                expected = target
            }
            expect(host.runUntilIdle())
            expectIdentical(container.selectedViewController, expected, "round \(round)")
            expect(container.children.count == 1 && container.children[0] === expected)
            expectEqual(expected.appearanceState, .appeared)
            expectBalanced(host, children)
            expect(container.invariantViolations().isEmpty)
        }
    }
}
