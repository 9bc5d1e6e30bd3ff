import Foundation
import Testing
@testable import Transit
import TransitTesting

/// Records what a sheet tells its delegate, in order.
@MainActor
final class SheetListener: SheetPresentationControllerDelegate {
    var log: [String] = []
    var allow = true
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        log.append("should")
        return allow
    }
    func presentationControllerWillDismiss(_ presentationController: PresentationController) { log.append("will") }
    func presentationControllerDidDismiss(_ presentationController: PresentationController) { log.append("did") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) { log.append("attempt") }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: SheetPresentationController) {
        log.append("detent \(sheet.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
}

/// A 390 × 844 pt host (no safe-area insets, scale 1) whose root presents a page sheet set up
/// by `configure` before presenting; the presentation has finished when it returns.
@MainActor
func presentSheet(_ configure: (SheetPresentationController) -> Void = { _ in })
    -> (host: TestHost, root: NamedController, sheet: NamedController, controller: SheetPresentationController)
{
    let root = NamedController("Root", color: .systemTeal)
    let host = makeHost(root: root)
    let sheet = NamedController("Sheet")
    sheet.modalPresentationStyle = .pageSheet
    let controller = sheet.sheetPresentationController!
    configure(controller)
    root.present(sheet, animated: true)
    host.runUntilIdle()
    return (host, root, sheet, controller)
}

/// The large detent of a 844 pt container without insets: 844 − 10.
let fullDetentValue: CGFloat = 834
/// The top of a sheet at the medium detent: 844 − 834 / 2.
let mediumTop: CGFloat = 427
