import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// `AlertController`'s and `AlertAction`'s members, checked against Apple's documentation: the
/// values given to the initializers, actions in the order added, at most one cancel action
/// (UIKit raises on a second), a `preferredAction` that must already be one of the actions ("a
/// programmer error" otherwise), drawn in semibold instead of the cancel action, and ignored by
/// action sheets.
@MainActor
@Suite struct AlertControllerTests {
    @Test func theInitializerKeepsWhatItIsGiven() {
        let alert = AlertController(title: "Title", message: "Message", preferredStyle: .alert)
        expectEqual(alert.title, "Title")
        expectEqual(alert.message, "Message")
        expectEqual(alert.preferredStyle, .alert)
        expect(alert.actions.isEmpty)
        expectNil(alert.preferredAction)
        expectEqual(alert.modalPresentationStyle, .custom)
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        expectNil(sheet.title)
        expectNil(sheet.message)
        expectEqual(sheet.modalPresentationStyle, .popover)
        expectNotNil(sheet.popoverPresentationController, "made early, so its source can be set")
        let action = AlertAction(title: "OK", style: .destructive)
        expectEqual(action.title, "OK")
        expectEqual(action.style, .destructive)
        expect(action.isEnabled)
    }

    @Test func actionsKeepTheOrderTheyWereAddedIn() {
        let alert = AlertController(title: nil, message: nil, preferredStyle: .alert)
        let actions = ["One", "Two", "Three"].map { AlertAction(title: $0, style: .default) }
        for action in actions { alert.addAction(action) }
        expectEqual(alert.actions.map(\.title), ["One", "Two", "Three"])
    }

    @Test func aSecondCancelActionIsReportedAndRefused() {
        let alert = AlertController(title: nil, message: nil, preferredStyle: .alert)
        let first = AlertAction(title: "Cancel", style: .cancel)
        let second = AlertAction(title: "Never mind", style: .cancel)
        let (_, diagnostics) = StandardErrorDiagnostics.console.capturing {
            alert.addAction(first)
            alert.addAction(second)
        }
        expectEqual(diagnostics.map(\.code), ["alert.secondCancelAction"])
        expectEqual(diagnostics.first?.severity, .error)
        expect(alert.actions.count == 1 && alert.actions[0] === first)
    }

    @Test func anActionAddedTwiceIsReportedAndRefused() {
        let alert = AlertController(title: nil, message: nil, preferredStyle: .alert)
        let other = AlertController(title: nil, message: nil, preferredStyle: .alert)
        let action = AlertAction(title: "OK", style: .default)
        let (_, diagnostics) = StandardErrorDiagnostics.console.capturing {
            alert.addAction(action)
            alert.addAction(action)
            other.addAction(action)
        }
        expectEqual(diagnostics.map(\.code), ["alert.actionAlreadyAdded", "alert.actionAlreadyAdded"])
        expectEqual(alert.actions.count, 1)
        expect(other.actions.isEmpty)
    }

    @Test func aPreferredActionThatWasNotAddedIsReportedAndIgnored() {
        let alert = AlertController(title: nil, message: nil, preferredStyle: .alert)
        let added = AlertAction(title: "OK", style: .default)
        alert.addAction(added)
        alert.preferredAction = added
        let stranger = AlertAction(title: "Elsewhere", style: .default)
        let (_, diagnostics) = StandardErrorDiagnostics.console.capturing { alert.preferredAction = stranger }
        expectEqual(diagnostics.map(\.code), ["alert.preferredActionNotAdded"])
        expectIdentical(alert.preferredAction, added)
        alert.preferredAction = nil
        expectNil(alert.preferredAction)
    }

    /// The fonts of the shown buttons, by title.
    func buttonFonts(_ alert: AlertController) throws -> [String: Font] {
        let host = TestHost(device: .iPhone16)
        let root = NamedController("Root")
        host.window.rootViewController = root
        root.present(alert, animated: false)
        host.runUntilIdle()
        var fonts: [String: Font] = [:]
        for action in alert.actions {
            let title = try unwrap(action.title)
            guard let button = host.view(.label(title)) as? AlertActionButton else { continue }
            fonts[title] = try unwrap(button.titleLabel?.font)
        }
        return fonts
    }

    @Test func theCancelActionIsSemiboldUnlessAnotherIsPreferred() throws {
        let regular = Font.systemFont(ofSize: 17), semibold = Font.systemFont(ofSize: 17, weight: .semibold)
        let plain = AlertController(title: "Title", message: nil, preferredStyle: .alert)
        let ok = AlertAction(title: "OK", style: .default)
        plain.addAction(AlertAction(title: "Cancel", style: .cancel))
        plain.addAction(ok)
        expectEqual(try buttonFonts(plain), ["Cancel": semibold, "OK": regular])

        let preferring = AlertController(title: "Title", message: nil, preferredStyle: .alert)
        let save = AlertAction(title: "Save", style: .default)
        preferring.addAction(AlertAction(title: "Cancel", style: .cancel))
        preferring.addAction(save)
        preferring.preferredAction = save
        expectEqual(try buttonFonts(preferring), ["Cancel": regular, "Save": semibold])
    }

    @Test func anActionSheetIgnoresThePreferredAction() throws {
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let share = AlertAction(title: "Share", style: .default)
        sheet.addAction(share)
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        sheet.preferredAction = share
        let regular = Font.systemFont(ofSize: 20), semibold = Font.systemFont(ofSize: 20, weight: .semibold)
        expectEqual(try buttonFonts(sheet), ["Share": regular, "Cancel": semibold])
    }
}
