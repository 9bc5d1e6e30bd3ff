import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// Frame, bounds, center and transform relations as UIKit documents them.
@MainActor
@Suite struct ViewGeometryTests {
    @Test func frameDerivesFromCenterAndBoundsSize() {
        let v = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        expectEqual(v.center, CGPoint(x: 60, y: 45))
        expectEqual(v.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        v.center = CGPoint(x: 0, y: 0)
        expectEqual(v.frame, CGRect(x: -50, y: -25, width: 100, height: 50))
    }

    @Test func boundsChangeKeepsCenter() {
        let v = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.bounds = CGRect(x: 0, y: 0, width: 40, height: 10)
        expectEqual(v.center, CGPoint(x: 60, y: 45))
        expectEqual(v.frame, CGRect(x: 40, y: 40, width: 40, height: 10))
    }

    @Test func boundsOriginDoesNotMoveFrame() {
        let v = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.bounds.origin = CGPoint(x: 30, y: 30)
        expectEqual(v.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func transformedFrameIsBoundingBoxAboutCenter() {
        let v = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        v.transform = CGAffineTransform(scaleX: 2, y: 3)
        expectEqual(v.frame, CGRect(x: -50, y: -50, width: 200, height: 150))
        expectEqual(v.bounds.size, CGSize(width: 100, height: 50))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // A quarter turn swaps the extents about the centre (50, 25); 1e-9 absorbs cos(π/2) ≠ 0.
        let f = v.frame
        expectClose(f.minX, 25, within: 1e-9)
        expectLessThan(abs(f.minY + 25), 1e-9)
        expectClose(f.width, 50, within: 1e-9)
        expectClose(f.height, 100, within: 1e-9)
    }

    @Test func settingFrameWithTransformActsAsIfIdentity() {
        let v = View(frame: .zero)
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        v.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
        expectEqual(v.center, CGPoint(x: 5, y: 10))
        expectEqual(v.bounds.size, CGSize(width: 10, height: 20))
        expectEqual(v.frame, CGRect(x: -5, y: -10, width: 20, height: 40))
    }

    @Test func anchorPointMovesFrameKeepingPosition() {
        let v = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.layer.anchorPoint = CGPoint(x: 0, y: 0)
        expectEqual(v.layer.position, CGPoint(x: 50, y: 50))
        expectEqual(v.frame, CGRect(x: 50, y: 50, width: 100, height: 100))
    }

    @Test func nonFiniteValuesAreReportedAndIgnored() {
        let log = DiagnosticLog()
        let w = Window(size: CGSize(width: 100, height: 100), diagnostics: log)
        let v = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        w.addSubview(v)
        v.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        v.alpha = .infinity
        v.center = CGPoint(x: 0, y: -CGFloat.infinity)
        expectEqual(v.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
        expectEqual(v.alpha, 1)
        expectEqual(log.diagnostics(withCode: "layer.nonFinite").count, 3)
    }

    @Test func alphaIsClamped() {
        let v = View()
        v.alpha = 1.5
        expectEqual(v.alpha, 1)
        v.alpha = -2
        expectEqual(v.alpha, 0)
    }
}
