import Foundation

/// The object told about a user's attempts to dismiss a presentation
/// (`UIAdaptivePresentationControllerDelegate`), set as a presentation controller's `delegate`.
///
/// Only dismissals the user starts (pulling a sheet down) consult it; `dismiss(animated:)` does
/// not, as in UIKit. Every requirement has a default implementation, as the Objective-C optional
/// methods have none.
@MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// Whether the user may dismiss the presentation now
    /// (`presentationControllerShouldDismiss(_:)`); `true` by default. Asked when a pull-down
    /// begins, unless `isModalInPresentation` already forbids it.
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// The user started a dismissal that may still be cancelled
    /// (`presentationControllerWillDismiss(_:)`).
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// A dismissal the user started completed (`presentationControllerDidDismiss(_:)`); not
    /// called when the user lets the sheet go back up.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// The user tried to dismiss, but `isModalInPresentation` or
    /// `presentationControllerShouldDismiss(_:)` prevented it
    /// (`presentationControllerDidAttemptToDismiss(_:)`); called when the attempt ends.
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    /// Allows the dismissal (UIKit's behaviour when the method is not implemented).
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}
