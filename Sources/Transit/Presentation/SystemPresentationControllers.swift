import Foundation

/// The presentation controller of `.fullScreen` and `.currentContext` presentations: the
/// presented view fills the container and the presenter's view is removed once the presentation
/// completes.
@MainActor
final class FullScreenPresentationController: PresentationController {
    override var shouldRemovePresentersView: Bool { true }
}

/// The presentation controller of `.overFullScreen` and `.overCurrentContext` presentations: the
/// presented view fills the container and the views underneath stay.
@MainActor
final class OverFullScreenPresentationController: PresentationController {}

extension ViewController {
    /// The presentation controller UIKit uses for a system style: full screen, sheet, popover, or
    /// over full screen; for `.custom` without a transitioning delegate's, an alert controller's own
    /// or the base class.
    static func systemPresentationController(
        for style: ModalPresentationStyle, presented: ViewController,
        presenting: ViewController?
    ) -> PresentationController {
        switch style {
        case .fullScreen, .currentContext:
            FullScreenPresentationController(presentedViewController: presented, presenting: presenting)
        case .pageSheet, .formSheet:
            SheetPresentationController(
                presentedViewController: presented, presenting: presenting,
                isFormSheet: style == .formSheet)
        case .popover:
            PopoverPresentationController(presentedViewController: presented, presenting: presenting)
        case .custom where presented is AlertController:
            AlertPresentationController(form: .alert, presentedViewController: presented, presenting: presenting)
        case .custom:
            PresentationController(presentedViewController: presented, presenting: presenting)
        default:
            OverFullScreenPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }
}

extension PresentationController {
    /// How the presentation controller is named in the callback timeline: its type name.
    var timelineName: String { String(describing: type(of: self)) }
}
