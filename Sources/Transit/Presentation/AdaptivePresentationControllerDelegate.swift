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
    /// The style a form sheet or popover presentation adapts to in a horizontally compact
    /// environment (`adaptivePresentationStyle(for:)`): `.none` keeps the style; `.automatic`
    /// (the default) lets the system choose, a page sheet.
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
    /// As `adaptivePresentationStyle(for:)`, told the traits of the environment
    /// (`adaptivePresentationStyle(for:traitCollection:)`); asked first. The default asks
    /// `adaptivePresentationStyle(for:)`.
    func adaptivePresentationStyle(
        for controller: PresentationController,
        traitCollection: TraitCollection
    ) -> ModalPresentationStyle
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
    /// `.automatic`: the system's adaptation.
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle { .automatic }
    /// Asks `adaptivePresentationStyle(for:)`.
    public func adaptivePresentationStyle(
        for controller: PresentationController,
        traitCollection: TraitCollection
    ) -> ModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
}
