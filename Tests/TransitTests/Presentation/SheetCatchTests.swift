import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A drag on a sheet catches its running presentation or dismissal: the sheet is held where the
/// last frame showed it, follows the finger point for point, and on release goes where the
/// drag's rule sends it. Host: 390 × 844 pt without insets, so the large detent's top is 10, the
/// medium one's 427, and the bottom edge 844. A finger held still for 12 frames before lifting
/// has no velocity left, so the projection is the sheet's own top.
@MainActor
@Suite struct SheetCatchTests {
    private func shownTop(_ sheet: ViewController) -> CGFloat {
        sheet.view.layer.presentation()?.frame.minY ?? sheet.view.frame.minY
    }

    /// A sheet on its way up (`advance` s into its 0.5 s presentation), or, with `dismissing`, a
    /// presented one on its way down.
    private func sheetInFlight(
        dismissing: Bool, modal: Bool = false, advance: TimeInterval = 0.1,
        _ configure: (SheetPresentationController) -> Void = { _ in }
    ) -> (TestHost, NamedController, NamedController, SheetPresentationController, SheetListener) {
        let listener = SheetListener()
        let root = NamedController("Root", color: .systemTeal)
        let host = makeHost(root: root)
        let sheet = NamedController("Sheet")
        sheet.modalPresentationStyle = .pageSheet
        sheet.isModalInPresentation = modal
        let controller = sheet.sheetPresentationController!
        controller.delegate = listener
        configure(controller)
        root.present(sheet, animated: true)
        if dismissing {
            host.runUntilIdle()
            root.dismiss(animated: true)
        }
        host.advance(by: advance)
        return (host, root, sheet, controller, listener)
    }

    /// Touches down 150 pt below the sheet's shown top (still on it a frame later, however fast it
    /// falls) and begins the pan 12 pt lower; returns the
    /// top where it was caught and the finger's offset below it.
    private func catchSheet(
        _ host: TestHost, _ sheet: ViewController,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (caught: CGFloat, finger: CGFloat) {
        let s0 = shownTop(sheet)
        host.touchDown(at: CGPoint(x: 195, y: s0 + 150))
        let lastFrame = shownTop(sheet)
        host.touchMove(to: CGPoint(x: 195, y: s0 + 162))
        let caught = shownTop(sheet)
        expectClose(caught, lastFrame, within: 1e-6, "held where the last frame showed it", sourceLocation: sourceLocation)
        for _ in 0..<5 { host.step() }
        expectClose(shownTop(sheet), caught, within: 1e-9, "held still, nothing moves", sourceLocation: sourceLocation)
        return (caught, s0 + 162 - caught)
    }

    /// Moves the finger in 10 pt steps until the sheet's top would be at `top`, checking it
    /// follows point for point.
    private func follow(
        _ host: TestHost, _ sheet: ViewController, finger: CGFloat, from start: CGFloat, to top: CGFloat,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let steps = max(1, Int((abs(top - start) / 10).rounded(.up)))
        for k in 1...steps {
            let y = start + (top - start) * CGFloat(k) / CGFloat(steps)
            host.touchMove(to: CGPoint(x: 195, y: y + finger))
            expectClose(shownTop(sheet), y, within: 1e-6, "under the finger", sourceLocation: sourceLocation)
        }
    }

    /// `follow`, then holds the finger still and lifts it.
    private func moveAndRelease(
        _ host: TestHost, _ sheet: ViewController, finger: CGFloat, from caught: CGFloat,
        to top: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        follow(host, sheet, finger: finger, from: caught, to: top, sourceLocation: sourceLocation)
        for _ in 0..<12 { host.touchMove(to: CGPoint(x: 195, y: top + finger)) }
        host.touchUp()
    }

    private func expectBalanced(_ host: TestHost, _ names: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        for name in names {
            expectNil(
                AppearanceAutomaton.firstIllegalStep(host.timeline.callbacks(of: name)), "\(name)",
                sourceLocation: sourceLocation)
        }
    }

    @Test func aRisingSheetFollowsTheFingerPointForPoint() {
        let (host, root, sheet, controller, _) = sheetInFlight(dismissing: false)
        expectGreaterThan(shownTop(sheet), 10, "on its way up")
        expectLessThan(shownTop(sheet), 700, "on its way up")
        let (caught, finger) = catchSheet(host, sheet)
        expectNotNil(controller.transitionCatch)
        expectIdentical(root.presentedViewController, sheet)
        expect(!controller.isPresented)
        expect(controller.isTransitioning)
        // 100 pt down: the sheet exactly 100 pt lower; then back up to where it was caught.
        follow(host, sheet, finger: finger, from: caught, to: caught + 100)
        expectClose(shownTop(sheet), (caught + 100), within: 1e-6)
        follow(host, sheet, finger: finger, from: caught + 100, to: caught)
        for _ in 0..<5 { host.step() }
        expectClose(shownTop(sheet), caught, within: 1e-6)
        // Above its detent the sheet stops at the detent: the presentation cannot go past its end.
        host.touchMove(to: CGPoint(x: 195, y: 10 + finger - 50))
        expectClose(shownTop(sheet), 10, within: 1e-6)
        host.touchUp()
        expect(host.runUntilIdle())
        expect(controller.isPresented)
        expectEqual(sheet.view.frame.minY, 10)
        expectBalanced(host, ["Sheet", "Root"])
    }

    @Test func aRisingSheetLetGoNearTheBottomIsNotPresented() {
        let (host, root, sheet, _, listener) = sheetInFlight(dismissing: false)
        let (caught, finger) = catchSheet(host, sheet)
        // Top 600: 244 pt from the bottom edge, 590 from the large detent.
        moveAndRelease(host, sheet, finger: finger, from: caught, to: 600)
        expect(host.runUntilIdle())
        expectNil(root.presentedViewController)
        expect(host.timeline.calls.contains { $0.hasSuffix(".presentationTransitionDidEnd(false)") })
        expectEqual(listener.log, ["should", "will", "did"])
        expectEqual(sheet.appearanceState, .disappeared)
        expectNil(sheet.view.window)
        expectBalanced(host, ["Sheet", "Root"])
    }

    @Test func aRisingSheetLetGoNearItsDetentIsPresented() {
        let (host, root, sheet, controller, listener) = sheetInFlight(dismissing: false)
        let (caught, finger) = catchSheet(host, sheet)
        // Top 200: 190 pt from the large detent, 644 from the bottom edge.
        moveAndRelease(host, sheet, finger: finger, from: caught, to: 200)
        expect(host.runUntilIdle())
        expectIdentical(root.presentedViewController, sheet)
        expect(controller.isPresented)
        expect(host.timeline.calls.contains { $0.hasSuffix(".presentationTransitionDidEnd(true)") })
        expectEqual(sheet.view.frame.minY, 10)
        expect(listener.log.isEmpty)
        expectEqual(sheet.appearanceState, .appeared)
        expectBalanced(host, ["Sheet", "Root"])
        // The drag works as ever afterwards.
        host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 840), duration: 0.3)
        expect(host.runUntilIdle())
        expectNil(root.presentedViewController)
    }

    @Test func aModalRisingSheetIsPresentedWhereverItIsLetGo() {
        let (host, root, sheet, _, listener) = sheetInFlight(dismissing: false, modal: true)
        let (caught, finger) = catchSheet(host, sheet)
        moveAndRelease(host, sheet, finger: finger, from: caught, to: 600)
        expect(host.runUntilIdle())
        expectIdentical(root.presentedViewController, sheet)
        expectEqual(sheet.view.frame.minY, 10)
        expectEqual(listener.log, ["attempt"])
        expectBalanced(host, ["Sheet", "Root"])
    }

    @Test func aFallingSheetTakenUpToAnotherDetentStaysAndSpringsThereFromTheFinger() {
        let (host, root, sheet, controller, listener) = sheetInFlight(dismissing: true) {
            $0.detents = [.medium(), .large()]
            $0.selectedDetentIdentifier = .large
        }
        let (caught, finger) = catchSheet(host, sheet)
        expectGreaterThan(caught, 10, "on its way down")
        expectLessThan(caught, 844, "on its way down")
        // Top 447: 20 pt from medium (427), 437 from large, 397 from the bottom edge.
        moveAndRelease(host, sheet, finger: finger, from: caught, to: 447)
        var tops = [CGFloat(447)]
        for _ in 0..<30 {
            host.step()
            tops.append(shownTop(sheet))
        }
        // From 447 toward 427 with no jump and no detour by the large detent.
        for (a, b) in zip(tops, tops.dropFirst()) { #expect(b <= a + 1e-6 && a - b < 10) }
        expect(host.runUntilIdle())
        expectIdentical(root.presentedViewController, sheet)
        expect(controller.isPresented)
        expect(host.timeline.calls.contains { $0.hasSuffix(".dismissalTransitionDidEnd(false)") })
        expectEqual(controller.selectedDetentIdentifier, .medium)
        expectEqual(sheet.view.frame.minY, mediumTop)
        expectEqual(listener.log, ["detent com.apple.UIKit.medium"])
        expectEqual(sheet.appearanceState, .appeared)
        expectBalanced(host, ["Sheet", "Root"])
    }

    @Test func aFallingSheetFlungDownIsDismissed() {
        var dismissed = false
        let (host, root, sheet, _, listener) = sheetInFlight(dismissing: false, advance: 0)
        host.runUntilIdle()
        root.dismiss(animated: true) { dismissed = true }
        host.advance(by: 0.1)
        let s0 = shownTop(sheet)
        // 200 pt in 0.1 s: 2000 pt/s projects 998 pt further, past the bottom edge.
        host.drag(from: CGPoint(x: 195, y: s0 + 150), to: CGPoint(x: 195, y: s0 + 350), duration: 0.1)
        expect(host.timeline.calls.contains { $0.hasSuffix(".grab") && !$0.contains("Tab") }, "caught")
        expect(host.runUntilIdle())
        expect(dismissed)
        expectNil(root.presentedViewController)
        expect(host.timeline.calls.contains { $0.hasSuffix(".dismissalTransitionDidEnd(true)") })
        expect(listener.log.isEmpty, "a dismissal asked for in code tells the delegate nothing")
        expectEqual(sheet.appearanceState, .disappeared)
        expectBalanced(host, ["Sheet", "Root"])
    }
}
