import Foundation

/// The object that vends the objects of a modal transition
/// (`UIViewControllerTransitioningDelegate`): animators, interaction controllers and the
/// presentation controller. Every method is optional; the defaults return `nil`, which selects the
/// system behaviour.
///
/// A view controller holds its transitioning delegate weakly, as UIKit does: keep it alive
/// yourself (commonly as a property of the presenting controller).
@MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented` (`animationController(forPresented:presenting:source:)`).
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> ViewControllerAnimatedTransitioning?
    /// The animator for dismissing `dismissed` (`animationController(forDismissed:)`).
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning?
    /// The interaction controller for a presentation, asked only when an animator was returned
    /// (`interactionControllerForPresentation(using:)`).
    func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    /// The interaction controller for a dismissal, asked only when an animator was returned
    /// (`interactionControllerForDismissal(using:)`).
    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    /// The presentation controller for a `.custom` presentation
    /// (`presentationController(forPresented:presenting:source:)`).
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> ViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    { nil }
    public func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    { nil }
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? { nil }
}
