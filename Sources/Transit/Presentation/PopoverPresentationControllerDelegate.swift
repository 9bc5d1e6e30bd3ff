import Foundation

/// The object told about a popover's presentation and dismissal
/// (`UIPopoverPresentationControllerDelegate`), besides the adaptive presentation delegate's
/// questions. Set it as the popover's `delegate`. Every requirement has a default, as the
/// Objective-C optional methods have none.
@MainActor
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// The popover is about to be shown (`prepareForPopoverPresentation(_:)`): the last moment to
    /// set its source or arrow directions.
    func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
    /// Whether a tap outside may dismiss the popover
    /// (`popoverPresentationControllerShouldDismissPopover(_:)`, deprecated in iOS 13 in favour of
    /// `presentationControllerShouldDismiss(_:)`, which is asked too); `true` by default.
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: PopoverPresentationController
    ) -> Bool
    /// A dismissal a tap outside started has completed
    /// (`popoverPresentationControllerDidDismissPopover(_:)`, deprecated in iOS 13; told after
    /// `presentationControllerDidDismiss(_:)`).
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: PopoverPresentationController)
    /// The container is changing size and the popover will be placed again
    /// (`popoverPresentationController(_:willRepositionPopoverTo:in:)`): change `rect` and `view`
    /// to point it elsewhere. UIKit passes pointers; Transit passes them `inout`.
    func popoverPresentationController(
        _ popoverPresentationController: PopoverPresentationController,
        willRepositionPopoverTo rect: inout CGRect, in view: inout View
    )
}

extension PopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) {}
    /// Allows the dismissal.
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: PopoverPresentationController
    ) -> Bool { true }
    /// Does nothing.
    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: PopoverPresentationController
    ) {}
    /// Leaves the source as it is.
    public func popoverPresentationController(
        _ popoverPresentationController: PopoverPresentationController,
        willRepositionPopoverTo rect: inout CGRect, in view: inout View
    ) {}
}

extension ViewController {
    /// The popover presentation controller of this controller's presentation
    /// (`popoverPresentationController`): for a controller whose `modalPresentationStyle` is
    /// `.popover`, made early when read before presenting (so its source can be set first), and
    /// still this popover after it adapted to a sheet in a compact width; for a controller inside
    /// one, its ancestor's; otherwise `nil`.
    public var popoverPresentationController: PopoverPresentationController? {
        if let adapted = transitionState.adaptedPopover { return adapted }
        if let parent { return parent.popoverPresentationController }
        guard transitionState.presentationController != nil || modalPresentationStyle == .popover else { return nil }
        return presentationController as? PopoverPresentationController
    }
}
