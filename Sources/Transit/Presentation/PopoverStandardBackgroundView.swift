import Foundation

/// The background a popover has unless `popoverBackgroundViewClass` names another: a bubble
/// with an arrow, filled with the popover's background colour and casting a soft shadow.
///
/// The shape is Transit's reading of what iPadOS draws (Apple publishes no popover metrics):
/// a rectangle with 13 pt rounded corners and, on the arrow's side, an arrow 13 pt high and
/// 36 pt wide whose sides meet in a round of `tipRadius` at the tip and blend into the body with
/// concave rounds of `baseRadius`, all inside the straight-sided arrow of that height and base.
/// The shadow is black at 15 % opacity, blurred with a 20 pt radius, 6 pt down, cast by the
/// outline itself (`shadowPath`), so the content needs no offscreen pass.
@MainActor
final class PopoverStandardBackgroundView: PopoverBackgroundView {
    /// The layer that draws the bubble and its arrow.
    let bubble = ShapeLayer()
    /// The fill of the bubble (the popover's `backgroundColor`, else the system background).
    var fillColor: Color = .systemBackground {
        didSet { bubble.fillColor = fillColor.resolvedColor(with: traitCollection) }
    }

    /// The radius of the round where the arrow's sides meet: 4 pt.
    static let tipRadius: CGFloat = 4
    /// The radius of the concave rounds where the arrow's sides meet the body: 4 pt.
    static let baseRadius: CGFloat = 4

    override class func arrowHeight() -> CGFloat { PopoverMetrics.standard.arrowHeight }
    override class func arrowBase() -> CGFloat { PopoverMetrics.standard.arrowBase }
    override class func contentViewInsets() -> EdgeInsets { PopoverMetrics.standard.contentInsets }

    required init?(coder: NSCoder) { nil }

    required init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(bubble)
        layer.shadowColor = .black
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 20
        layer.shadowOffset = CGSize(width: 0, height: 6)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let outline = Self.outline(in: bounds.size, arrowDirection: arrowDirection, arrowOffset: arrowOffset)
        bubble.frame = bounds
        bubble.path = outline
        bubble.fillColor = fillColor.resolvedColor(with: traitCollection)
        layer.shadowPath = outline
    }

    /// The bubble's outline in a view of `size` whose arrow points `arrowDirection` at
    /// `arrowOffset` from the centre (as `PopoverBackgroundView` has them): the body's rounded
    /// rectangle and, on the arrow's side, the rounded arrow. One closed contour, clockwise on
    /// screen.
    static func outline(in size: CGSize, arrowDirection: PopoverArrowDirection, arrowOffset: CGFloat) -> CGPath {
        let placement = PopoverPlacement(
            frame: CGRect(origin: .zero, size: size), arrowDirection: arrowDirection,
            arrowOffset: arrowOffset + (arrowDirection == .left || arrowDirection == .right ? size.height : size.width) / 2)
        let body = placement.bodyRect
        let radius = min(PopoverPlacement.cornerRadius, body.width / 2, body.height / 2)
        let corners = [
            CGPoint(x: body.maxX, y: body.minY), CGPoint(x: body.maxX, y: body.maxY),
            CGPoint(x: body.minX, y: body.maxY), CGPoint(x: body.minX, y: body.minY)
        ]
        let sides: [PopoverArrowDirection] = [.up, .right, .down, .left]
        let path = CGMutablePath()
        path.move(to: CGPoint(x: body.minX + radius, y: body.minY))
        for (i, side) in sides.enumerated() {
            if side == arrowDirection {
                addArrow(to: path, on: side, of: body, at: placement.arrowOffset)
            }
            path.addArc(tangent1End: corners[i], tangent2End: corners[(i + 1) % 4], radius: radius)
        }
        path.closeSubpath()
        return path
    }

    /// Adds the arrow on `side` of `body`, its tip at `tip` along that side (from the view's left
    /// or top), to a path whose current point is on that side before the arrow.
    ///
    /// The arrow is drawn in a frame local to its side — `s` along the side in the contour's
    /// direction from the tip's foot, `v` outward from the body — and mapped to the view. The
    /// corners of the straight-sided arrow are rounded with tangent arcs; the base corners are
    /// moved in so that each concave round starts exactly at the straight arrow's base, which
    /// keeps the whole arrow inside the straight one.
    private static func addArrow(to path: CGMutablePath, on side: PopoverArrowDirection, of body: CGRect, at tip: CGFloat) {
        let h = PopoverMetrics.standard.arrowHeight, half = PopoverMetrics.standard.arrowBase / 2
        func map(_ s: CGFloat, _ v: CGFloat) -> CGPoint {
            switch side {
            case .up: return CGPoint(x: tip + s, y: body.minY - v)
            case .right: return CGPoint(x: body.maxX + v, y: tip + s)
            case .down: return CGPoint(x: tip - s, y: body.maxY + v)
            default: return CGPoint(x: body.minX - v, y: tip - s)
            }
        }
        let foot = insetBaseHalfWidth(half: half, height: h, radius: baseRadius)
        path.addArc(tangent1End: map(-foot, 0), tangent2End: map(0, h), radius: baseRadius)
        path.addArc(tangent1End: map(0, h), tangent2End: map(foot, 0), radius: tipRadius)
        path.addArc(tangent1End: map(foot, 0), tangent2End: map(foot + 1, 0), radius: baseRadius)
    }

    /// The half-width `u` of a triangle of height `height` whose base corner, rounded concavely
    /// with `radius`, starts its round at `half` from the middle: the round's tangent length
    /// `radius · tan(φ/2)`, with φ the side's angle to the base and `tan(φ/2) = (√(u² + h²) − u) / h`,
    /// must make up `half − u`. Solved by fixed-point iteration, which contracts by at least
    /// `radius / height` a step (under 1/3 for the standard arrow), so 40 steps leave an error far
    /// below a billionth of a point.
    static func insetBaseHalfWidth(half: CGFloat, height h: CGFloat, radius: CGFloat) -> CGFloat {
        var u = half
        for _ in 0..<40 { u = half - radius * ((u * u + h * h).squareRoot() - u) / h }
        return u
    }
}
