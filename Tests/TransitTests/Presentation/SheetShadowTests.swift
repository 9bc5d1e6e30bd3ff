import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// The shadow around a sheet: drawn where the sheet is shown at every moment of its life, gone
/// with it, and as dark as a Gaussian blur of the outline says.
///
/// The pixel oracle: outside a long straight edge of the outline, at distance d, the blurred
/// coverage of the outline is Φ(−d/σ) = erfc(d / (σ√2)) / 2 with σ = `shadowRadius` / 2 = 10 pt
/// (Core Animation's shadow radius is twice the blur's standard deviation, as the renderer
/// documents); black at opacity 0.15 times that coverage is composited over the dimmed presenter,
/// white under black at 0.4, so a pixel there is 255 · 0.6 · (1 − 0.15 · Φ(−d/σ)).
@MainActor
@Suite struct SheetShadowTests {
    /// Checks that the shadow view lies just under the sheet's view in its container and is
    /// drawn at the frame and corner radius the sheet is shown with now.
    func expectShadowUnder(
        _ controller: SheetPresentationController, _ sheet: ViewController, _ moment: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let shadow = controller.shadowView
        guard let container = sheet.view.superview, shadow.superview === container,
            let below = container.subviews.firstIndex(where: { $0 === sheet.view }),
            below > 0, container.subviews[below - 1] === shadow
        else {
            Issue.record("\(moment): the shadow view is not just under the sheet", sourceLocation: sourceLocation)
            return
        }
        guard let node = shadow.layer.renderTreeNode() else {
            Issue.record("\(moment): the shadow is not drawn", sourceLocation: sourceLocation)
            return
        }
        let shown = sheet.view.layer.presentation() ?? sheet.view.layer
        let frame = CGRect(
            x: node.position.x - node.anchorPoint.x * node.bounds.width,
            y: node.position.y - node.anchorPoint.y * node.bounds.height,
            width: node.bounds.width, height: node.bounds.height)
        expectEqual(frame, shown.frame, "\(moment)", sourceLocation: sourceLocation)
        expectEqual(node.cornerRadius, shown.cornerRadius, "\(moment)", sourceLocation: sourceLocation)
        expectEqual(node.shadowOpacity, 0.15, "\(moment)", sourceLocation: sourceLocation)
        expectEqual(node.shadowRadius, 20, "\(moment)", sourceLocation: sourceLocation)
        // The outline's arcs are computed from tangents: its box matches to rounding (1e-9 pt).
        let box = node.shadowPath?.boundingBox ?? .null
        let edges = [box.minX - node.bounds.minX, box.minY - node.bounds.minY, box.maxX - node.bounds.maxX]
        #expect(
            edges.allSatisfy { abs($0) < 1e-9 } && abs(box.maxY - node.bounds.maxY) < 1e-9, "\(moment): \(box)",
            sourceLocation: sourceLocation)
    }

    @Test func theShadowIsWhereTheSheetIsShownFromItsPresentationToItsDismissal() throws {
        let root = NamedController("Root", color: .systemTeal)
        let host = makeHost(root: root)
        let sheet = NamedController("Sheet")
        let controller = try unwrap(sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        root.present(sheet, animated: true)
        var tops: [CGFloat] = []
        for _ in 0..<8 {
            host.step()
            expectShadowUnder(controller, sheet, "rising")
            tops.append(sheet.view.layer.presentation()?.frame.minY ?? 0)
        }
        expect(tops.contains { $0 > mediumTop && $0 < 844 }, "sampled while the sheet rises: \(tops)")
        host.runUntilIdle()
        expectShadowUnder(controller, sheet, "at the medium detent")

        // A drag up by 120 pt, then the settle to the detent the release picks.
        host.touchDown(at: CGPoint(x: 195, y: mediumTop + 50))
        for k in 1...6 {
            host.touchMove(to: CGPoint(x: 195, y: mediumTop + 50 - 20 * CGFloat(k)))
            expectShadowUnder(controller, sheet, "dragged")
        }
        expectEqual(sheet.view.frame.minY, mediumTop - 120)
        host.touchUp()
        for _ in 0..<5 {
            host.step()
            expectShadowUnder(controller, sheet, "settling")
        }
        host.runUntilIdle()

        // A detent change with the system's spring.
        controller.animateChanges { controller.selectedDetentIdentifier = .medium }
        for _ in 0..<5 {
            host.step()
            expectShadowUnder(controller, sheet, "changing detent")
        }
        let changing = sheet.view.layer.presentation()?.frame.minY ?? 0
        expectGreaterThan(changing, 10, "sampled between the detents: \(changing)")
        expectLessThan(changing, mediumTop, "sampled between the detents: \(changing)")
        host.runUntilIdle()

        sheet.dismiss(animated: true)
        for _ in 0..<6 {
            host.step()
            expectShadowUnder(controller, sheet, "leaving")
        }
        host.runUntilIdle()
        expectNil(root.presentedViewController)
        expectNil(controller.shadowView.superview, "the shadow leaves with the sheet")
        expectNil(controller.shadowView.sheetView)
    }

    @Test func theShadowDarkensTheDimmingJustOutsideAFormSheetAndNothingFarAway() throws {
        let root = NamedController("Root", color: .white)
        let host = TestHost(device: .iPadAir11, scale: 1)
        host.window.rootViewController = root
        let sheet = NamedController("Form")
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: true)
        host.runUntilIdle()
        // 820 × 1180 pt, top inset 24: 540 × 620 pt centred on (410, 590).
        expectEqual(sheet.view.frame, CGRect(x: 140, y: 280, width: 540, height: 620))
        let image = host.render()
        let sigma = 10.0, dimmed = 255 * (1 - 0.4)
        func expected(_ d: Double) -> Double { dimmed * (1 - 0.15 * erfc(d / (sigma * 2.squareRoot())) / 2) }
        // Columns left and right of the sheet, half-way down: d from each pixel's centre.
        for k in [0, 2, 6, 12, 20] {
            let d = Double(k) + 0.5
            for x in [140 - 1 - k, 680 + k] {
                let pixel = image[x, 590]
                expectLessThanOrEqual(abs(Double(pixel.r) - expected(d)), 1.0, "x \(x): \(pixel.r) against \(expected(d))")
                expectEqual(pixel.r, pixel.g, "a grey: black over white")
                expectEqual(pixel.g, pixel.b, "a grey: black over white")
            }
        }
        expectLessThan(Double(image[139, 590].r), dimmed - 8, "darker than the dimming alone")
        // Far from the sheet (more than 7σ away), the dimming alone.
        for x in [20, 60, 760, 800] {
            expectLessThanOrEqual(abs(Double(image[x, 590].r) - dimmed), 1.0, "x \(x)")
        }
        withExtendedLifetime(host) {}
    }

    @Test func aSheetPresentedWithoutAnimationHasItsShadowToo() throws {
        let root = NamedController("Root")
        let host = makeHost(root: root)
        let sheet = NamedController("Sheet")
        let controller = try unwrap(sheet.sheetPresentationController)
        root.present(sheet, animated: false)
        host.runUntilIdle()
        expectShadowUnder(controller, sheet, "presented")
        sheet.dismiss(animated: false)
        host.runUntilIdle()
        expectNil(controller.shadowView.superview)
    }
}
