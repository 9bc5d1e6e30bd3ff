import Foundation

extension ViewController {
    /// Adapts a form-sheet or popover presentation to a horizontally compact window, as UIKit
    /// does: the presentation controller's delegate is asked
    /// (`adaptivePresentationStyle(for:traitCollection:)`); `.none` keeps the style,
    /// `.automatic` (the default) makes it a page sheet (what iOS 13 and later show on a phone),
    /// any other style is used as asked (`.custom` and `.popover` are not styles to adapt to
    /// and keep the original). Other styles, and windows whose horizontal size class is not
    /// `.compact` (see `Window.screenTraits`), do not adapt. A form sheet adapting to a page sheet
    /// keeps its presentation controller, a popover becomes its `adaptiveSheetPresentationController`;
    /// another style gets that style's controller, with the same delegate. An ``AlertController``'s
    /// action sheet is the exception: in a compact width it always rises from the bottom edge (its
    /// own presentation controller, with the popover's delegate), as UIKit's action sheets do.
    static func adaptPresentation(
        of presented: ViewController, controller: PresentationController,
        style: ModalPresentationStyle, in window: Window
    ) -> (PresentationController, ModalPresentationStyle) {
        let adaptable = presented.modalPresentationStyle == .popover || style == .formSheet
        let traits = window.traitCollection
        guard adaptable, traits.horizontalSizeClass == .compact else { return (controller, style) }
        if presented is AlertController, let popover = controller as? PopoverPresentationController {
            let sheet = AlertPresentationController(
                form: .sheet, presentedViewController: presented, presenting: popover.presentingViewController)
            sheet.delegate = popover.delegate
            popover.releasePresented()
            presented.transitionState.adaptedPopover = popover
            return (sheet, .custom)
        }
        let asked = controller.delegate?.adaptivePresentationStyle(for: controller, traitCollection: traits) ?? .automatic
        let adapted: ModalPresentationStyle
        switch asked {
        case .none, .custom, .popover: return (controller, style)
        case .automatic: adapted = .pageSheet
        default: adapted = asked
        }
        guard adapted != style else { return (controller, style) }
        if adapted == .pageSheet || adapted == .formSheet, let popover = controller as? PopoverPresentationController {
            // iOS 13 and later: a compact popover behaves as a form sheet, which is a page sheet there.
            let sheet = popover.adaptiveSheetPresentationController
            sheet.presentingViewController = popover.presentingViewController
            sheet.retainPresented()
            sheet.isFormSheet = false
            // The sheet owns the presented controller now; the popover, kept by it, must not.
            popover.releasePresented()
            presented.transitionState.adaptedPopover = popover
            return (sheet, .pageSheet)
        }
        if adapted == .pageSheet, let sheet = controller as? SheetPresentationController {
            sheet.isFormSheet = false
            return (sheet, adapted)
        }
        let replacement = systemPresentationController(
            for: adapted, presented: presented,
            presenting: controller.presentingViewController)
        replacement.delegate = controller.delegate
        return (replacement, adapted)
    }
}
