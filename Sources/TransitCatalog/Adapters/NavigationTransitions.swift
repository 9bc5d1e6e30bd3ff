import Foundation

/// Uses a catalogue entry for a navigation controller's pushes (forward) and pops (backward):
/// set it as the navigation controller's delegate and keep a strong reference to it (the
/// delegate is weak, as in UIKit).
///
/// ```swift
/// let transitions = NavigationTransitions(.cube(axis: .horizontal))
/// navigationController.delegate = transitions
/// ```
///
/// An interaction controller set in `interactionController` drives the transitions its gesture
/// starts (`GestureInteraction.isInteracting`), and every transition when its
/// `wantsInteractiveStart` is false (so a gesture can grab them mid-flight); otherwise the
/// navigation controller's own edge swipe drives pops.
@MainActor
public final class NavigationTransitions: NavigationControllerDelegate {
    /// The entry used for every push and pop.
    public var transition: CatalogTransition
    /// The interaction controller offered while its gesture is interacting.
    public var interactionController: GestureInteraction?

    /// An adapter for `transition`.
    public init(_ transition: CatalogTransition, interactionController: GestureInteraction? = nil) {
        self.transition = transition
        self.interactionController = interactionController
    }

    public func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        transition.animator(operation == .pop ? .backward : .forward)
    }

    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        offered(interactionController)
    }
}

/// The interaction controller to hand a container for a new transition: while its gesture is
/// interacting (it started the transition), or always when it does not want an interactive
/// start (it then lets the transition animate and takes hold of it when a gesture begins).
@MainActor
func offered(_ interaction: GestureInteraction?) -> ViewControllerInteractiveTransitioning? {
    guard let interaction, interaction.isInteracting || !interaction.wantsInteractiveStart else { return nil }
    return interaction
}

/// Uses a catalogue entry for presentations (forward) and dismissals (backward): set it as the
/// presented controller's `transitioningDelegate` (with `modalPresentationStyle = .custom` when
/// the entry has a presentation controller) and keep a strong reference to it.
@MainActor
public final class ModalTransitions: ViewControllerTransitioningDelegate {
    /// The entry used for the presentation and the dismissal.
    public var transition: CatalogTransition
    /// The interaction controller offered while its gesture is interacting.
    public var interactionController: GestureInteraction?

    /// An adapter for `transition`.
    public init(_ transition: CatalogTransition, interactionController: GestureInteraction? = nil) {
        self.transition = transition
        self.interactionController = interactionController
    }

    public func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        transition.animator(.forward)
    }

    public func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        transition.animator(.backward)
    }

    public func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    {
        offered(interactionController)
    }

    public func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    {
        offered(interactionController)
    }

    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        transition.presentationController?(presented, presenting)
    }
}

/// Uses a catalogue entry for a tab bar controller's switches: forward to a later tab, backward
/// to an earlier one. Set it as the tab bar controller's delegate and keep a strong reference.
@MainActor
public final class TabBarTransitions: TabBarControllerDelegate {
    /// The entry used for every switch.
    public var transition: CatalogTransition
    /// The interaction controller offered while its gesture is interacting.
    public var interactionController: GestureInteraction?

    /// An adapter for `transition`.
    public init(_ transition: CatalogTransition, interactionController: GestureInteraction? = nil) {
        self.transition = transition
        self.interactionController = interactionController
    }

    public func tabBarController(
        _ tabBarController: TabBarController,
        animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        let tabs = tabBarController.viewControllers ?? []
        let from = tabs.firstIndex { $0 === fromVC } ?? 0, to = tabs.firstIndex { $0 === toVC } ?? 0
        return transition.animator(to >= from ? .forward : .backward)
    }

    public func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        offered(interactionController)
    }
}

/// Uses a catalogue entry for a `ContainerViewController`'s switches: forward to a later child,
/// backward to an earlier one. Set it as the container's delegate and keep a strong reference.
@MainActor
public final class ContainerTransitions: ContainerViewControllerDelegate {
    /// The entry used for every switch.
    public var transition: CatalogTransition
    /// The interaction controller offered while its gesture is interacting.
    public var interactionController: GestureInteraction?

    /// An adapter for `transition`.
    public init(_ transition: CatalogTransition, interactionController: GestureInteraction? = nil) {
        self.transition = transition
        self.interactionController = interactionController
    }

    public func containerViewController(
        _ containerViewController: ContainerViewController,
        animationControllerForTransitionFrom fromViewController: ViewController,
        to toViewController: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        let children = containerViewController.viewControllers
        let from = children.firstIndex { $0 === fromViewController } ?? 0
        let to = children.firstIndex { $0 === toViewController } ?? 0
        return transition.animator(to >= from ? .forward : .backward)
    }

    public func containerViewController(
        _ containerViewController: ContainerViewController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        offered(interactionController)
    }
}
