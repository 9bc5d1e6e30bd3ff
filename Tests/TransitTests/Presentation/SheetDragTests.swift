import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Dragging a sheet between detents and below them. The detent a release picks is computed by
/// hand from Apple's projection ("Designing Fluid Interfaces", WWDC 2018):
/// projected = position + (v / 1000) · 0.998 / (1 − 0.998) = position + 0.499 · v; the nearest
/// detent wins. `TestHost.drag` moves at constant speed, so the pan's velocity is exactly
/// distance / duration.
@MainActor
@Suite struct SheetDragTests {
    static let projectionPerVelocity: CGFloat = 0.998 / (1 - 0.998) / 1000

    @Test func theProjectionIsWWDC2018s() {
        expectClose(DecelerationRate.normal.projectedDistance(initialVelocity: 1000), 499, within: 1e-9)
        expectClose(Self.projectionPerVelocity * 600, 299.4, within: 1e-9)
    }

    @Test func aSlowShortDragDownFromLargeGoesBackToLarge() {
        let listener = SheetListener()
        let (host, _, sheet, controller) = presentSheet {
            $0.detents = [.medium(), .large()]
            $0.selectedDetentIdentifier = .large
            $0.delegate = listener
        }
        // 100 pt in 1 s: v = 100, top at release 10 + 100 = 110, projected 110 + 49.9 = 159.9;
        // |159.9 − 10| = 149.9 < |159.9 − 427| = 267.1: large.
        host.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 200), duration: 1)
        expectEqual(sheet.view.frame.minY, 10, "the model is at the chosen detent at once")
        host.runUntilIdle()
        expectEqual(controller.selectedDetentIdentifier, .large)
        expect(listener.log.isEmpty)
    }

    @Test func aFlickOfTheSameStartLandsOnMedium() {
        let listener = SheetListener()
        let (host, _, _, controller) = presentSheet {
            $0.detents = [.medium(), .large()]
            $0.selectedDetentIdentifier = .large
            $0.delegate = listener
        }
        // 60 pt in 0.1 s: v = 600, top 70, projected 70 + 299.4 = 369.4, nearer 427 (57.6) than
        // 10 (359.4): medium, though the sheet itself moved only 60 pt.
        host.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 160), duration: 0.1)
        host.runUntilIdle()
        expectEqual(controller.selectedDetentIdentifier, .medium)
        expectEqual(listener.log, ["detent com.apple.UIKit.medium"])
    }

    @Test func theSheetFollowsTheFingerAndSettlesFromThereWithoutAJump() {
        let (host, _, sheet, controller) = presentSheet { $0.detents = [.medium(), .large()] }
        // From medium up by 200 pt over 0.5 s: v = −400, top 227, projected 227 − 199.6 = 27.4: large.
        let start = CGPoint(x: 195, y: mediumTop + 50)
        host.touchDown(at: start)
        var tops: [CGFloat] = []
        for k in 1...30 {
            host.touchMove(to: CGPoint(x: 195, y: start.y - 200 * CGFloat(k) / 30))
            tops.append(sheet.view.frame.minY)
        }
        expectEqual(tops.last, mediumTop - 200, "the sheet is under the finger")
        host.touchUp()
        var settle: [CGFloat] = [mediumTop - 200]
        for _ in 0..<40 {
            host.step()
            settle.append(sheet.view.layer.presentation()?.frame.minY ?? sheet.view.frame.minY)
        }
        expectEqual(controller.selectedDetentIdentifier, .large)
        // The first settling frame continues at about the finger's speed (400 pt/s ≈ 6.7 pt a
        // frame), not from rest and not by a jump.
        expect(settle[1] < settle[0] && settle[0] - settle[1] < 20)
        for (a, b) in zip(settle, settle.dropFirst()) { expectLessThanOrEqual(b, a + 1e-6) }
        host.runUntilIdle()
        expectEqual(sheet.view.frame.minY, 10)
    }

    @Test func grabbingTheSheetWhileItSettlesPicksItUpWhereItIsShown() {
        let (host, _, sheet, controller) = presentSheet { $0.detents = [.medium(), .large()] }
        controller.animateChanges { controller.selectedDetentIdentifier = .large }
        for _ in 0..<6 { host.step() }
        let shown = sheet.view.layer.presentation()?.frame.minY ?? 0
        expectGreaterThan(shown, 10, "still on its way")
        expectLessThan(shown, mediumTop, "still on its way")
        host.touchDown(at: CGPoint(x: 195, y: shown + 100))
        let before = sheet.view.layer.presentation()?.frame.minY ?? 0
        let probe = SpringProbe(from: mediumTop, to: 10)
        expectClose(before, probe.position(at: 7.0 / 60), within: 1e-6, "the probe is the sheet's spring")
        host.touchMove(to: CGPoint(x: 195, y: shown + 112))
        // Events come before animations in a frame: the finger takes the sheet where the last
        // frame showed it, and the pan began with a 12 pt translation. The spring's next
        // position (8/60 s) is not used.
        expectClose(sheet.view.frame.minY, (before + 12), within: 1e-6)
        expectGreaterThan(abs(probe.position(at: 8.0 / 60) + 12 - sheet.view.frame.minY), 5)
        expectEqual(sheet.view.layer.presentation()?.frame.minY, sheet.view.frame.minY, "no spring left running")
        host.touchUp()
        host.runUntilIdle()
    }

    @Test func draggingAboveTheLargestDetentRubberBands() {
        let (host, _, sheet, _) = presentSheet()
        host.touchDown(at: CGPoint(x: 195, y: 300))
        for k in 1...20 { host.touchMove(to: CGPoint(x: 195, y: 300 - 15 * CGFloat(k))) }
        // 300 pt past the limit shows as (1 − 1/(300·0.55/844 + 1))·844 = 138.0 pt.
        let expected = 10 - (1 - 1 / (300 * 0.55 / 844 + 1)) * 844
        expectClose(sheet.view.frame.minY, expected, within: 1e-6)
        host.touchUp()
        host.runUntilIdle()
        expectEqual(sheet.view.frame.minY, 10)
    }

    @Test func draggingBelowTheSmallestDetentDismissesAfterAskingTheDelegate() {
        let listener = SheetListener()
        let (host, root, sheet, _) = presentSheet {
            $0.detents = [.medium(), .large()]
            $0.delegate = listener
        }
        host.timeline.removeAll()
        host.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 800), duration: 0.3)
        host.runUntilIdle()
        expectNil(root.presentedViewController)
        expectEqual(listener.log, ["should", "will", "did"])
        expectEqual(
            host.timeline.callbacks(of: "Sheet").filter { $0.hasPrefix("view") && !$0.contains("Layout") },
            ["viewWillDisappear(true)", "viewDidDisappear(true)"])
        expectNil(sheet.view.window)
    }

    @Test func aCancelledDismissalBalancesAppearanceAndReturnsToTheSmallestDetent() {
        let listener = SheetListener()
        let (host, root, sheet, controller) = presentSheet {
            $0.detents = [.medium(), .large()]
            $0.selectedDetentIdentifier = .large
            $0.delegate = listener
        }
        host.timeline.removeAll()
        // From large, slowly to 40 pt below medium, then held still: the projection stays near
        // medium, so the dismissal is cancelled.
        host.touchDown(at: CGPoint(x: 195, y: 100))
        for k in 1...60 { host.touchMove(to: CGPoint(x: 195, y: 100 + (mediumTop - 10 + 40) * CGFloat(k) / 60)) }
        for _ in 0..<10 { host.step() }
        host.touchUp()
        host.runUntilIdle()
        expectIdentical(root.presentedViewController, sheet)
        expectEqual(listener.log, ["should", "will", "detent com.apple.UIKit.medium"])
        expectEqual(controller.selectedDetentIdentifier, .medium)
        expectEqual(sheet.view.frame.minY, mediumTop)
        expectEqual(
            host.timeline.callbacks(of: "Sheet").filter { $0.hasPrefix("view") && !$0.contains("Layout") },
            ["viewWillDisappear(true)", "viewWillAppear(true)", "viewDidAppear(true)"])
        // Then a long pull finishes it.
        host.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 840), duration: 0.3)
        host.runUntilIdle()
        expectNil(root.presentedViewController)
        expectEqual(listener.log.suffix(3), ["should", "will", "did"])
    }

    @Test func everyRefusalPathRubberBandsAndReportsTheAttempt() {
        for refusal in ["modal", "delegate", "child modal"] {
            let listener = SheetListener()
            listener.allow = refusal != "delegate"
            let (host, root, sheet, _) = presentSheet {
                $0.detents = [.medium(), .large()]
                $0.delegate = listener
            }
            if refusal == "modal" { sheet.isModalInPresentation = true }
            if refusal == "child modal" {
                let child = NamedController("Child")
                sheet.addChild(child)
                child.didMove(toParent: sheet)
                child.isModalInPresentation = true
            }
            host.touchDown(at: CGPoint(x: 195, y: 500))
            for k in 1...20 { host.touchMove(to: CGPoint(x: 195, y: 500 + 10 * CGFloat(k))) }
            // 200 pt below medium shows as the rubber band's (1 − 1/(200·0.55/844 + 1))·844.
            let expected = mediumTop + (1 - 1 / (200 * 0.55 / 844 + 1)) * 844
            expectClose(sheet.view.frame.minY, expected, within: 1e-6, "\(refusal)")
            host.touchUp()
            host.runUntilIdle()
            expectIdentical(root.presentedViewController, sheet, "\(refusal)")
            expectEqual(sheet.view.frame.minY, mediumTop, "\(refusal)")
            expectEqual(listener.log, (refusal == "delegate" ? ["should", "attempt"] : ["attempt"]), "\(refusal)")
        }
    }

    @Test func aDismissedSheetAndItsControllerAreReleased() {
        weak var goneSheet: ViewController?
        weak var goneController: SheetPresentationController?
        var host: TestHost?
        do {
            let (h, _, sheet, controller) = presentSheet { $0.detents = [.medium(), .large()] }
            host = h
            goneSheet = sheet
            goneController = controller
            h.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 300), duration: 0.3)
            h.runUntilIdle()
            h.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 840), duration: 0.3)
            h.runUntilIdle()
        }
        expectNil(goneSheet)
        expectNil(goneController)
        withExtendedLifetime(host) {}
    }
}

/// The system spring of `animateChanges` (0.5 s, damping ratio 1, from rest), evaluated from
/// the closed form of a critically damped oscillator: x(t) = target + (start − target)(1 + ω₀t)e^(−ω₀t),
/// with ω₀ found, as for `usingSpringWithDamping`, so that the envelope (1 + ω₀t)e^(−ω₀t) is
/// 0.001 at 0.5 s.
struct SpringProbe {
    let from: CGFloat, to: CGFloat
    var omega: Double {
        var w = 10.0
        for _ in 0..<50 {
            let t = 0.5, f = (1 + w * t) * exp(-w * t) - 0.001, df = -w * t * t * exp(-w * t)
            w -= f / df
        }
        return w
    }
    func position(at t: Double) -> CGFloat {
        let w = omega
        let decay: Double = (1 + w * t) * exp(-w * t)
        return to + (from - to) * CGFloat(decay)
    }
}
