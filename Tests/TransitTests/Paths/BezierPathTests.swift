import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

@Suite struct BezierPathTests {
    static func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

    @Test func clockwiseArcTurnsClockwiseOnScreen() {
        // UIKit: clockwise: true from 0 to π/2 goes through positive y (down on screen), the short way.
        let cw = BezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let b = cw.cgPath.boundingBoxOfPath
        expect(Self.close(b.minX, 0))
        expect(Self.close(b.minY, 0))
        expect(Self.close(b.maxX, 10))
        expect(Self.close(b.maxY, 10))
        // Counter-clockwise goes the other three quarters round.
        let ccw = BezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        expect(Self.close(ccw.cgPath.boundingBoxOfPath.minX, -10, 0.003))
        expect(Self.close(cw.currentPoint.x, 0))
        expect(Self.close(cw.currentPoint.y, 10))
    }

    @Test func ovalAndRectShapes() {
        let oval = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        // `bounds` is the control-point box, which for the oval's Bézier quarters is the rectangle.
        expectEqual(oval.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        expect(oval.contains(CGPoint(x: 50, y: 25)))
        expect(!oval.contains(CGPoint(x: 3, y: 3)))
        let rect = BezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
        expectEqual(rect.cgPath, CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil))
        expect(BezierPath().isEmpty)
        expect(!rect.isEmpty)
        rect.removeAllPoints()
        expect(rect.isEmpty)
    }

    @Test func roundedRectClampsAndRoundsChosenCorners() {
        // A radius larger than half the shorter side is clamped to it (here 20): the corner point
        // (2, 2) lies outside the rounded corner, the centre inside.
        let pill = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 50)
        expect(!pill.contains(CGPoint(x: 2, y: 2)))
        expect(pill.contains(CGPoint(x: 50, y: 20)))
        expectEqual(pill.cgPath.boundingBoxOfPath.size, CGSize(width: 100, height: 40))
        // A point 20 from the corner's centre along the diagonal: on the arc; 19 inside.
        let c = CGPoint(x: 20, y: 20), d = 1 / CGFloat(2).squareRoot()
        expect(pill.contains(CGPoint(x: c.x - 19.9 * d, y: c.y - 19.9 * d)))
        expect(!pill.contains(CGPoint(x: c.x - 20.1 * d, y: c.y - 20.1 * d)))
        // Only the top corners: the bottom-left corner point stays inside.
        let top = BezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), byRoundingCorners: [.topLeft, .topRight],
            cornerRadii: CGSize(width: 30, height: 30))
        #expect(
            top.contains(CGPoint(x: 0.5, y: 99.5)) && !top.contains(CGPoint(x: 1, y: 1)) && !top.contains(CGPoint(x: 99, y: 1)))
    }

    @Test func reversingWalksBackwards() {
        let p = BezierPath()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 10, y: 0))
        p.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 15, y: 0), controlPoint2: CGPoint(x: 20, y: 5))
        p.addQuadCurve(to: CGPoint(x: 20, y: 20), controlPoint: CGPoint(x: 25, y: 15))
        p.lineWidth = 3
        let r = p.reversing()
        let expected: [PathElement] = [
            .moveToPoint(CGPoint(x: 20, y: 20)),
            .addQuadCurveToPoint(control: CGPoint(x: 25, y: 15), to: CGPoint(x: 20, y: 10)),
            .addCurveToPoint(control1: CGPoint(x: 20, y: 5), control2: CGPoint(x: 15, y: 0), to: CGPoint(x: 10, y: 0)),
            .addLineToPoint(CGPoint(x: 0, y: 0))
        ]
        expectEqual(r.cgPath.pathElements, expected)
        expectEqual(r.lineWidth, 3)
        // Twice reversed is the original.
        expectEqual(r.reversing().cgPath, p.cgPath)
        // A closed triangle stays closed, starts at its start and turns the other way.
        let t = BezierPath()
        t.move(to: .zero); t.addLine(to: CGPoint(x: 10, y: 0)); t.addLine(to: CGPoint(x: 0, y: 10)); t.close()
        let tr: [PathElement] = [
            .moveToPoint(.zero), .addLineToPoint(CGPoint(x: 0, y: 10)),
            .addLineToPoint(CGPoint(x: 10, y: 0)), .addLineToPoint(.zero), .closeSubpath
        ]
        expectEqual(t.reversing().cgPath.pathElements, tr)
    }

    @Test func evenOddRuleDecidesContainment() {
        let p = BezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        p.append(BezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        expect(p.contains(CGPoint(x: 50, y: 50)))
        p.usesEvenOddFillRule = true
        expect(!p.contains(CGPoint(x: 50, y: 50)))
        expect(p.contains(CGPoint(x: 10, y: 10)))
    }

    @Test func applyAndAttributes() {
        let p = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        p.apply(CGAffineTransform(scaleX: 2, y: 3))
        expectEqual(p.bounds, CGRect(x: 0, y: 0, width: 20, height: 30))
        expectEqual(p.lineWidth, 1)
        expectEqual(p.lineCapStyle, .butt)
        expectEqual(p.lineJoinStyle, .miter)
        expectEqual(p.miterLimit, 10)
        let dashes: [CGFloat] = [4, 2]
        p.setLineDash(dashes, count: 2, phase: 1)
        var count = 0, phase: CGFloat = 0
        var out = [CGFloat](repeating: 0, count: 2)
        p.getLineDash(&out, count: &count, phase: &phase)
        expectEqual(out, dashes)
        expectEqual(count, 2)
        expectEqual(phase, 1)
        p.setLineDash(nil, count: 0, phase: 0)
        p.getLineDash(nil, count: &count, phase: nil)
        expectEqual(count, 0)
        let copy = BezierPath(cgPath: p.cgPath)
        expectEqual(copy.cgPath, p.cgPath)
    }
}
