import Foundation
import Testing
@testable import TransitAnimation
import TransitTestingReporting

@Suite struct CGPathTests {
    static func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

    @Test func rectangleElementsAndBounds() {
        let path = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil)
        let expected: [PathElement] = [
            .moveToPoint(CGPoint(x: 10, y: 20)), .addLineToPoint(CGPoint(x: 40, y: 20)),
            .addLineToPoint(CGPoint(x: 40, y: 60)), .addLineToPoint(CGPoint(x: 10, y: 60)), .closeSubpath
        ]
        expectEqual(path.pathElements, expected)
        expectEqual(path.boundingBox, CGRect(x: 10, y: 20, width: 30, height: 40))
        expectEqual(path.boundingBoxOfPath, CGRect(x: 10, y: 20, width: 30, height: 40))
        // After a close the current point is the subpath's start (Core Graphics).
        expectEqual(path.currentPoint, CGPoint(x: 10, y: 20))
        expect(!path.isEmpty)
        expect(CGMutablePath().isEmpty)
        expect(CGMutablePath().boundingBox.isNull)
    }

    @Test func quarterArcBoundsAreTheQuarterCircle() {
        // Angles increasing (clockwise: false in Core Graphics' sense) from 0 to π/2: the quarter
        // circle in the +x/+y quadrant; its bounds are [0, r] × [0, r] exactly at the end points.
        let p = CGMutablePath()
        p.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let b = p.boundingBoxOfPath
        expect(Self.close(b.minX, 0))
        expect(Self.close(b.minY, 0))
        expect(Self.close(b.maxX, 10))
        expect(Self.close(b.maxY, 10))
        expect(Self.close(p.currentPoint.x, 0))
        expect(Self.close(p.currentPoint.y, 10))
        // An arc from π/4 to 3π/4 peaks at the top of the circle, y = r, between its end points;
        // the cubic approximation's radial error is below 2.7·10⁻⁴ r.
        let q = CGMutablePath()
        q.addArc(center: .zero, radius: 10, startAngle: .pi / 4, endAngle: 3 * .pi / 4, clockwise: false)
        let c = q.boundingBoxOfPath
        expect(Self.close(c.maxY, 10, 0.003))
        expect(Self.close(c.minX, -10 * sin(CGFloat.pi / 4)))
        expect(Self.close(c.maxX, 10 * sin(CGFloat.pi / 4)))
        expect(Self.close(c.minY, 10 * sin(CGFloat.pi / 4)))
        // The control-point box is larger than the curve's.
        expectGreaterThan(q.boundingBox.maxY, c.maxY)
        // Clockwise (decreasing angles) from 0 to π/2 goes the long way: three quarters.
        let r = CGMutablePath()
        r.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let d = r.boundingBoxOfPath
        expect(Self.close(d.minX, -10, 0.003))
        expect(Self.close(d.minY, -10, 0.003))
        expect(Self.close(d.maxX, 10))
    }

    @Test func tangentArcMeetsBothLines() {
        // From (0, 0) toward (10, 0) then down to (10, 10) with radius 4: the arc starts at (6, 0),
        // ends at (10, 4), centre (6, 4).
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        let e = p.pathElements
        if case .addLineToPoint(let start) = e[1] {
            expect(Self.close(start.x, 6, 1e-12))
            expect(Self.close(start.y, 0, 1e-12))
        } else {
            Issue.record("expected a line to the arc's start, got \(e)")
        }
        expect(Self.close(p.currentPoint.x, 10))
        expect(Self.close(p.currentPoint.y, 4))
        // The arc's middle lies on the circle of radius 4 about (6, 4).
        if case .addCurveToPoint(let c1, let c2, let end) = e[e.count - 1] {
            let mid = PathGeometry.cubicPoint(CGPoint(x: 6, y: 0), c1, c2, end, 0.5)
            expect(Self.close(hypot(mid.x - 6, mid.y - 4), 4, 0.002))
        } else {
            Issue.record("expected a curve, got \(e)")
        }
    }

    @Test func ellipseContainsByFormula() {
        let p = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20), transform: nil)
        // Inside when ((x−20)/20)² + ((y−10)/10)² < 1, up to the curve's 2.7·10⁻⁴ error.
        for (x, y) in [(20.0, 10.0), (39.0, 10.0), (20.0, 0.5), (5.0, 5.0), (35.0, 16.0)] {
            let v = ((x - 20) / 20) * ((x - 20) / 20) + ((y - 10) / 10) * ((y - 10) / 10)
            expectEqual(p.contains(CGPoint(x: x, y: y)), (v < 1), "(\(x), \(y)) v=\(v)")
        }
        expect(!p.contains(CGPoint(x: 1, y: 1)))
        // Through a transform: the ellipse moved right by 100.
        expect(p.contains(CGPoint(x: 120, y: 10), transform: CGAffineTransform(translationX: 100, y: 0)))
    }

    /// A five-pointed star drawn as one self-intersecting pentagram: its centre pentagon is wound
    /// twice, so the even-odd rule leaves it empty while non-zero fills it.
    static func star(center: CGPoint, radius: CGFloat) -> CGMutablePath {
        let p = CGMutablePath()
        for i in 0..<5 {
            let a = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            let q = CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
            if i == 0 { p.move(to: q) } else { p.addLine(to: q) }
        }
        p.closeSubpath()
        return p
    }

    @Test func evenOddAndWindingOnAStar() {
        let star = Self.star(center: CGPoint(x: 50, y: 50), radius: 40)
        expect(star.contains(CGPoint(x: 50, y: 50), using: .winding))
        expect(!star.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        // A point in the top spike is covered once: inside under both rules.
        expect(star.contains(CGPoint(x: 50, y: 15), using: .winding))
        expect(star.contains(CGPoint(x: 50, y: 15), using: .evenOdd))
    }

    @Test func strokedLineCaps() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 0)); p.addLine(to: CGPoint(x: 100, y: 0))
        let butt = p.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        let square = p.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        let round = p.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        expectEqual(butt.boundingBoxOfPath, CGRect(x: 0, y: -5, width: 100, height: 10))
        expectEqual(square.boundingBoxOfPath, CGRect(x: -5, y: -5, width: 110, height: 10))
        expect(butt.contains(CGPoint(x: 50, y: 4.9)))
        expect(!butt.contains(CGPoint(x: 50, y: 5.1)))
        expect(!butt.contains(CGPoint(x: 102, y: 0)))
        expect(square.contains(CGPoint(x: 104.9, y: 4.9)))
        // A round cap reaches 5 along the axis but not into the square's corner.
        expect(round.contains(CGPoint(x: 104.9, y: 0)))
        expect(!round.contains(CGPoint(x: 104, y: 4)))
    }

    /// A corner of angle φ between two strokes: the miter's tip lies h / sin(φ/2) from the corner
    /// (h the half width), and Core Graphics bevels when 1 / sin(φ/2) exceeds the miter limit.
    @Test(arguments: [CGFloat.pi / 2, CGFloat.pi / 3, CGFloat.pi / 6])
    func miterLimitCutOver(phi: CGFloat) {
        let v = CGPoint(x: 100, y: 100)
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 100)); p.addLine(to: v)
        p.addLine(to: CGPoint(x: 100 - 100 * cos(phi), y: 100 - 100 * sin(phi)))
        let ratio = 1 / sin(phi / 2)
        // The tip: from the corner, away from the sum of the unit vectors toward the two
        // neighbours, (−1, 0) and (−cos φ, −sin φ).
        let bisector = CGPoint(x: -1 - cos(phi), y: -sin(phi))
        let bl = hypot(bisector.x, bisector.y)
        let reach = 5 * ratio
        let justInside = CGPoint(x: v.x - bisector.x / bl * (reach - 0.05), y: v.y - bisector.y / bl * (reach - 0.05))
        let below = p.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: ratio * 0.99)
        let above = p.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: ratio * 1.01)
        let bevel = p.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        expect(above.contains(justInside))
        expect(!below.contains(justInside))
        expect(!bevel.contains(justInside))
        let beyond = CGPoint(x: v.x - bisector.x / bl * (reach + 0.05), y: v.y - bisector.y / bl * (reach + 0.05))
        expect(!above.contains(beyond))
    }

    @Test func dashLengths() {
        let p = CGMutablePath()
        p.move(to: .zero); p.addLine(to: CGPoint(x: 100, y: 0))
        func runs(_ d: CGPath) -> [[CGFloat]] {
            d.flattened(tolerance: 0.01).map { [$0.points.first!.x, $0.points.last!.x] }
        }
        let plain = runs(p.copy(dashingWithPhase: 0, lengths: [10, 5]))
        let expected: [[CGFloat]] = [[0, 10], [15, 25], [30, 40], [45, 55], [60, 70], [75, 85], [90, 100]]
        expectEqual(plain, expected)
        // Phase 3 starts three units into the first dash.
        let shifted = runs(p.copy(dashingWithPhase: 3, lengths: [10, 5]))
        let want: [[CGFloat]] = [[0, 7], [12, 22], [27, 37]]
        for (got, w) in zip(shifted, want) {
            expect(Self.close(got[0], w[0], 1e-9) && Self.close(got[1], w[1], 1e-9), "\(shifted)")
        }
        // An odd pattern repeats: [4] is 4 on, 4 off.
        let odd = runs(p.copy(dashingWithPhase: 0, lengths: [4]))
        expect(odd.count == 13 && odd[1] == [8, 12])
        // A pattern of zeros draws the path undashed.
        expectEqual(p.copy(dashingWithPhase: 0, lengths: [0, 0]), p)
    }

    @Test func trimByFractionOfLength() {
        // An L of two 50-long legs: 0.25…0.75 runs from (25, 0) round the corner to (50, 25).
        let lines = [Polyline(points: [.zero, CGPoint(x: 50, y: 0), CGPoint(x: 50, y: 50)], closed: false)]
        let t = Polyline.trim(lines, from: 0.25, to: 0.75)
        expectEqual(t, [Polyline(points: [CGPoint(x: 25, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 50, y: 25)], closed: false)])
        expect(Polyline.trim(lines, from: 0.6, to: 0.4).isEmpty)
        expectEqual(Polyline.trim(lines, from: 0, to: 1), lines)
    }

    @Test func pathsInterpolatePointByPoint() {
        let a = CGPath(ellipseIn: CGRect(x: 50, y: 50, width: 0, height: 0), transform: nil)
        let b = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let mid = a.interpolated(to: b, amount: 0.5)
        expectEqual(mid, CGPath(ellipseIn: CGRect(x: 25, y: 25, width: 50, height: 50), transform: nil))
        // Overshoot extrapolates, as every Interpolatable does.
        expectEqual(a.interpolated(to: b, amount: 1.5).boundingBox, CGRect(x: -25, y: -25, width: 150, height: 150))
        // Different structures switch at the halfway point.
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        expectEqual(rect.interpolated(to: b, amount: 0.4), rect)
        expectEqual(rect.interpolated(to: b, amount: 0.6), b)
    }
}
