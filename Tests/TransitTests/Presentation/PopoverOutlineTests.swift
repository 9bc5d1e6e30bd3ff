import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// The standard popover's outline: the arrow's rounded tip and its concave rounds at the base,
/// checked against the straight-sided arrow (13 pt high, 36 pt wide) and against the geometry
/// of tangent circles worked out by hand.
@MainActor
@Suite struct PopoverOutlineTests {
    let h: CGFloat = 13, half: CGFloat = 18
    let tipRadius = PopoverStandardBackgroundView.tipRadius
    let baseRadius = PopoverStandardBackgroundView.baseRadius
    let size = CGSize(width: 320, height: 213)

    /// The half-width `u` at the body's edge of the arrow whose base corners are rounded: the
    /// round's tangent length `r · (√(u² + h²) − u) / h` must make up `18 − u`. Squared, that is
    /// `(h − 2r) u² − 2 b (h − r) u + h (b² − r²) = 0` with `b = 18`, whose smaller root is
    /// `u = (b (h − r) − r √(b² + h² − 2 h r)) / (h − 2 r)`.
    var foot: CGFloat {
        let b = half, r = baseRadius
        return (b * (h - r) - r * (b * b + h * h - 2 * h * r).squareRoot()) / (h - 2 * r)
    }

    /// How far the rounded tip stays from the straight tip: the tip's circle touches both sides
    /// of the arrow, whose half-angle α has `tan α = u / h`, so its centre is `r / sin α` from the
    /// corner and its nearest point `r (√(u² + h²) / u − 1)`.
    var tipGap: CGFloat { tipRadius * ((foot * foot + h * h).squareRoot() / foot - 1) }

    func outline(_ direction: PopoverArrowDirection, offset: CGFloat) -> CGPath {
        PopoverStandardBackgroundView.outline(in: size, arrowDirection: direction, arrowOffset: offset)
    }

    @Test func theBaseCornersMoveInByTheRoundsTangentLength() {
        let u = PopoverStandardBackgroundView.insetBaseHalfWidth(half: half, height: h, radius: baseRadius)
        expectClose(u, foot, within: 1e-9)
        expectLessThan(u, half)
        expectGreaterThan(u, half - baseRadius)
    }

    @Test func theRoundsStartAtTheStraightArrowsBase() {
        // Arrow up with its tip 60 pt left of the centre: at x = 100, its base from 82 to 118.
        let points = outline(.up, offset: -60).pathElements.flatMap(\.points)
        for x: CGFloat in [82, 118] {
            expect(points.contains { abs($0.x - x) < 1e-9 && abs($0.y - h) < 1e-9 }, "the round starts at x \(x)")
        }
    }

    @Test func theRoundedArrowStaysInsideTheStraightOne() {
        let path = outline(.up, offset: -60)
        let tip: CGFloat = 100
        var inside = 0
        // Points a quarter point apart (offset by an eighth, off every vertex) over the arrow's
        // box: any the outline holds lies in the triangle |x − 100| ≤ 18 · y / 13, within the
        // 0.01 pt the Bézier arcs may stray from true circles.
        for i in 0..<(4 * 40) {
            for j in 0..<(4 * 13) {
                let point = CGPoint(x: tip - 20 + CGFloat(i) / 4 + 0.125, y: CGFloat(j) / 4 + 0.125)
                guard path.contains(point) else { continue }
                inside += 1
                expectLessThanOrEqual(abs(point.x - tip), half * point.y / h + 0.01, "\(point) is outside the straight arrow")
            }
        }
        expectGreaterThan(inside, 300, "the arrow is filled")
        expect(path.contains(CGPoint(x: tip, y: tipGap + 0.05)), "filled just under the rounded tip")
    }

    @Test func theTipIsRoundedWithinItsRadius() {
        let bounds = outline(.up, offset: -60).boundingBoxOfPath
        expectGreaterThan(bounds.minY, 0)
        expectLessThan(bounds.minY, tipRadius)
        // 0.001 pt: the arc is drawn with Bézier curves, which stray from a circle by less.
        expectClose(bounds.minY, tipGap, within: 0.001)
    }

    @Test func everySideGetsTheSameRoundedArrow() {
        let down = outline(.down, offset: 0).boundingBoxOfPath
        expectClose(down.maxY, (size.height - tipGap), within: 0.001)
        let left = outline(.left, offset: 0).boundingBoxOfPath
        expectClose(left.minX, tipGap, within: 0.001)
        let right = outline(.right, offset: 0).boundingBoxOfPath
        expectClose(right.maxX, (size.width - tipGap), within: 0.001)
        // Without an arrow the outline is the rounded rectangle of the whole view.
        expectEqual(outline(.unknown, offset: 0).boundingBoxOfPath, CGRect(origin: .zero, size: size))
    }

    @Test func theShadowFollowsTheRoundedOutline() {
        let view = PopoverStandardBackgroundView(frame: CGRect(origin: .zero, size: size))
        view.arrowDirection = .up
        view.arrowOffset = -60
        view.layoutIfNeeded()
        expectEqual(view.bubble.path, outline(.up, offset: -60))
        expectEqual(view.layer.shadowPath, view.bubble.path)
    }
}
