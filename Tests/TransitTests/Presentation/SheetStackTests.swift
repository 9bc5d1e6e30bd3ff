import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// The card stack: the presenter recedes behind a page sheet at its large detent, sheets over
/// sheets stack the same way, and dismissing restores what is below; and
/// `largestUndimmedDetentIdentifier`, at or below which the presenter is not dimmed and takes
/// touches.
@MainActor
@Suite struct SheetStackTests {
    /// The receded scale on a 390 pt wide presenter: 16 pt in from each side.
    static let scale: CGFloat = (390 - 32) / 390

    @Test func thePresenterRecedesBehindALargeSheetAndComesBack() {
        let (host, root, sheet, controller) = presentSheet()
        let t = root.view.transform
        expectClose(t.a, Self.scale, within: 1e-9)
        expectClose(t.d, Self.scale, within: 1e-9)
        expectEqual(t.b, 0)
        expectEqual(t.c, 0)
        // Its top edge at the top safe-area inset (0 here), its corners rounded like the sheet's.
        expectLessThan(abs(root.view.frame.minY), 1e-9)
        expectClose(root.view.frame.width, 358, within: 1e-9)
        expectEqual(root.view.layer.cornerRadius, 10)
        expect(root.view.clipsToBounds)
        expectEqual(controller.dimmingView.alpha, 0.4)
        sheet.dismiss(animated: true)
        host.runUntilIdle()
        expect(root.view.transform.isIdentity)
        expectEqual(root.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        expectEqual(root.view.layer.cornerRadius, 0)
        expect(!root.view.clipsToBounds)
    }

    @Test func atMediumThePresenterDoesNotRecedeAndRecedesAsTheSheetGrows() {
        let (host, root, _, controller) = presentSheet { $0.detents = [.medium(), .large()] }
        expect(root.view.transform.isIdentity)
        // Half-way from medium (top 427) to large (top 10): the recession is half done.
        host.touchDown(at: CGPoint(x: 195, y: 600))
        for k in 1...20 { host.touchMove(to: CGPoint(x: 195, y: 600 - (417.0 / 2) * CGFloat(k) / 20)) }
        expectClose(root.view.transform.a, (1 + Self.scale) / 2, within: 1e-9)
        expectClose(root.view.layer.cornerRadius, 5, within: 1e-9)
        expectEqual(controller.dimmingView.alpha, 0.4, "dimmed at every detent by default")
        host.touchUp()
        host.runUntilIdle()
    }

    @Test func aSheetOverASheetStacksAndDismissingRestoresTheOneBelow() {
        let (host, root, lower, _) = presentSheet()
        let upper = NamedController("Upper")
        lower.present(upper, animated: true)
        host.runUntilIdle()
        expect(upper.presentationController is SheetPresentationController)
        // The lower sheet (top 10) recedes: scaled, its top edge 10 pt up, at the safe-area top.
        let t = lower.view.transform
        expectClose(t.a, Self.scale, within: 1e-9)
        expectLessThan(abs(lower.view.frame.minY), 1e-9)
        expectEqual(upper.view.frame.minY, 10)
        // The root stays as the first sheet left it.
        expectClose(root.view.transform.a, Self.scale, within: 1e-9)
        // The upper sheet's dimming view darkens the lower sheet.
        let dimming = (upper.presentationController as! SheetPresentationController).dimmingView
        expectEqual(dimming.alpha, 0.4)
        expectNotNil(dimming.window)
        upper.dismiss(animated: true)
        host.runUntilIdle()
        expect(lower.view.transform.isIdentity)
        expectEqual(lower.view.frame, CGRect(x: 0, y: 10, width: 390, height: 834))
        expectClose(root.view.transform.a, Self.scale, within: 1e-9)
        lower.dismiss(animated: true)
        host.runUntilIdle()
        expect(root.view.transform.isIdentity)
    }

    @Test func atOrBelowTheLargestUndimmedDetentThePresenterTakesTouches() {
        var taps = 0
        let (host, root, _, controller) = presentSheet {
            $0.detents = [.medium(), .large()]
            $0.largestUndimmedDetentIdentifier = .medium
        }
        root.view.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        expectEqual(controller.dimmingView.alpha, 0)
        expect(root.view.transform.isIdentity)
        host.tap(at: CGPoint(x: 195, y: 200))
        host.runUntilIdle()
        expectEqual(taps, 1, "the touch above the sheet reached the presenter")
        // At large the presenter is dimmed and receded, and the touch stops at the dimming view.
        controller.selectedDetentIdentifier = .large
        expectEqual(controller.dimmingView.alpha, 0.4)
        expectClose(root.view.transform.a, Self.scale, within: 1e-9)
        host.tap(at: CGPoint(x: 195, y: 5))
        host.runUntilIdle()
        expectEqual(taps, 1)
    }

    @Test func theDimmingFadesInBetweenTheUndimmedDetentAndTheNextOne() {
        let (_, _, _, controller) = presentSheet {
            $0.detents = [.medium(), .large()]
            $0.largestUndimmedDetentIdentifier = .medium
        }
        expectEqual(controller.dimFraction(forValue: fullDetentValue / 2), 0)
        expectEqual(controller.dimFraction(forValue: fullDetentValue * 3 / 4), 0.5)
        expectEqual(controller.dimFraction(forValue: fullDetentValue), 1)
        controller.largestUndimmedDetentIdentifier = .large
        expectEqual(controller.dimFraction(forValue: fullDetentValue), 0)
        expectEqual(controller.recedeFraction(forValue: fullDetentValue), 0)
    }

    @Test func dismissingAChainOfSheetsFromTheRootRestoresTheRoot() {
        let (host, root, lower, _) = presentSheet()
        let upper = NamedController("Upper")
        lower.present(upper, animated: true)
        host.runUntilIdle()
        root.dismiss(animated: true)
        host.runUntilIdle()
        expectNil(root.presentedViewController)
        expect(root.view.transform.isIdentity)
        expectEqual(root.view.layer.cornerRadius, 0)
        expect(!root.view.clipsToBounds)
        expect(lower.view.transform.isIdentity)
    }
}
