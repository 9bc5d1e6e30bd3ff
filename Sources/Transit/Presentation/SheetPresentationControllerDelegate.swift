import Foundation

/// The object told about a sheet's detent changes, besides the adaptive presentation delegate's
/// dismissal questions (`UISheetPresentationControllerDelegate`). Set it as the sheet's
/// `delegate`.
@MainActor
public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// The user moved the sheet to another detent (`sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`).
    /// As in UIKit, changes made in code do not call it.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
    /// Does nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: SheetPresentationController
    ) {}
}

extension ViewController {
    /// The sheet presentation controller of this controller's presentation
    /// (`sheetPresentationController`): its `presentationController` when that is a sheet, made
    /// early (before presenting, for `.pageSheet`, `.formSheet` and `.automatic`) so the sheet
    /// can be configured first; `nil` for other styles.
    public var sheetPresentationController: SheetPresentationController? {
        presentationController as? SheetPresentationController
    }
}
