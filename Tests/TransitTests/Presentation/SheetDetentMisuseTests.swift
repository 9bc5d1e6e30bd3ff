import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Detents a sheet cannot rest at. UIKit's references are the oracle: `selectedDetentIdentifier`
/// is "the most recent detent that the user selects or that you set programmatically" (never one
/// the sheet does not have); a resolver returns `nil` for a detent that is inactive; and
/// `custom(identifier:resolver:)` asks for "a unique identifier for each custom detent for a
/// sheet". A detent of zero height would leave a presented sheet nowhere on screen, nothing to
/// grab: it is reported and treated as inactive; of two detents with one identifier the later is
/// reported and dropped.
@MainActor
@Suite struct SheetDetentMisuseTests {
    @Test func aDragOnASheetWithNoActiveDetentSelectsNothingItDoesNotHave() {
        let listener = SheetListener()
        let (host, _, sheet, controller) = presentSheet {
            $0.detents = [.custom(identifier: .init("never")) { _ in nil }]
            $0.delegate = listener
        }
        expectEqual(sheet.view.frame.minY, 10)  // no active detent: full height
        host.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 150), duration: 1)
        host.runUntilIdle()
        expectNil(controller.selectedDetentIdentifier)
        expect(!listener.log.contains { $0.hasPrefix("detent") })  // no selection to report
        expectEqual(sheet.view.frame.minY, 10)
    }

    /// A 390 × 844 pt host whose diagnostics stay in its log, and a page sheet not yet presented.
    func quietHost() -> (TestHost, NamedController, NamedController, SheetPresentationController) {
        let root = NamedController("Root")
        let host = makeHost(root: root)
        host.diagnostics.forward = nil
        let sheet = NamedController("Sheet")
        return (host, root, sheet, sheet.sheetPresentationController!)
    }

    @Test func aZeroHeightDetentIsReportedAndInactive() {
        let (host, root, sheet, controller) = quietHost()
        let flat = SheetPresentationController.Detent.Identifier("flat")
        controller.detents = [.custom(identifier: flat) { _ in 0 }, .medium(), .large()]
        controller.selectedDetentIdentifier = flat
        root.present(sheet, animated: true)
        host.runUntilIdle()
        expectEqual(host.diagnostics.diagnostics(withCode: "sheet.zeroHeightDetent").count, 1)
        expectEqual(sheet.view.frame.minY, mediumTop)  // at the smallest active detent
        // A drag settles on a detent the sheet can rest at, never the zero-height one.
        host.drag(from: CGPoint(x: 195, y: mediumTop + 20), to: CGPoint(x: 195, y: mediumTop - 180), duration: 0.5)
        host.runUntilIdle()
        expectEqual(controller.selectedDetentIdentifier, .large)
        expectEqual(sheet.view.frame.minY, 10)
        controller.invalidateDetents()
        expectEqual(host.diagnostics.diagnostics(withCode: "sheet.zeroHeightDetent").count, 1, "reported once")
    }

    @Test func aSecondDetentWithTheSameIdentifierIsReportedAndDropped() {
        let (host, root, sheet, controller) = quietHost()
        root.present(sheet, animated: true)
        host.runUntilIdle()
        let id = SheetPresentationController.Detent.Identifier("card")
        controller.detents = [.custom(identifier: id) { _ in 200 }, .large(), .custom(identifier: id) { _ in 600 }]
        expectEqual(controller.detents.map(\.identifier), [id, .large])
        expectEqual(host.diagnostics.diagnostics(withCode: "sheet.duplicateDetentIdentifier").count, 1)
        // 844 − 200, up to the rounding of the frame's conversions.
        expectClose(sheet.view.frame.minY, (844 - 200), within: 1e-9)
    }
}
