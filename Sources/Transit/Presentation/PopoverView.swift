import Foundation

/// The view a popover shows in its container (`PopoverPresentationController.presentedView`):
/// a bubble with an arrow, filled with the popover's background colour and casting a soft
/// shadow, and in it the presented controller's view, clipped to the bubble's rounded corners.
///
/// The shadow is Transit's choice (Apple publishes no popover shadow): black at 15 % opacity,
/// blurred with a 20 pt radius, 6 pt down, cast by the bubble's own outline (`shadowPath`), so
/// the content needs no offscreen pass.
@MainActor
final class PopoverView: View {
    /// The layer that draws the bubble and its arrow.
    let bubble = ShapeLayer()
    /// The view that holds the presented controller's view, clipped to the rounded rectangle.
    let contentView = View(frame: .zero)
    /// Where the popover sits and where its arrow points.
    var placement = PopoverPlacement(frame: .zero, arrowDirection: .unknown, arrowOffset: 0) {
        didSet { if placement != oldValue { setNeedsLayout() } }
    }
    /// The fill of the bubble (the popover's `backgroundColor`, else the elevated system background).
    var fillColor: Color = .systemBackground {
        didSet { bubble.fillColor = fillColor.resolvedColor(with: traitCollection) }
    }

    required init?(coder: NSCoder) { nil }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(bubble)
        layer.shadowColor = .black
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 20
        layer.shadowOffset = CGSize(width: 0, height: 6)
        contentView.clipsToBounds = true
        contentView.layer.cornerRadius = PopoverPlacement.cornerRadius
        addSubview(contentView)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let outline = Self.outline(of: placement, in: bounds.size)
        bubble.frame = bounds
        bubble.path = outline
        bubble.fillColor = fillColor.resolvedColor(with: traitCollection)
        layer.shadowPath = outline
        contentView.frame = placement.contentRect
        for view in contentView.subviews { view.frame = contentView.bounds }
    }

    /// The bubble's outline in a view of `size`: the content's rounded rectangle and, on the
    /// arrow's side, a triangle whose tip is at the view's edge. One closed contour, clockwise on
    /// screen.
    static func outline(of placement: PopoverPlacement, in size: CGSize) -> CGPath {
        let p = placement
        let r = CGRect(origin: .zero, size: size)
        let content = PopoverPlacement(frame: r, arrowDirection: p.arrowDirection, arrowOffset: p.arrowOffset).contentRect
        let radius = min(PopoverPlacement.cornerRadius, content.width / 2, content.height / 2)
        let half = PopoverPlacement.arrowBase / 2, t = p.arrowOffset
        let path = CGMutablePath()
        let corners = [
            CGPoint(x: content.maxX, y: content.minY), CGPoint(x: content.maxX, y: content.maxY),
            CGPoint(x: content.minX, y: content.maxY), CGPoint(x: content.minX, y: content.minY)
        ]
        // The arrow's three points along each side, in the clockwise order: top, right, bottom, left.
        let arrows: [PopoverArrowDirection: [CGPoint]] = [
            .up: [CGPoint(x: t - half, y: content.minY), CGPoint(x: t, y: r.minY), CGPoint(x: t + half, y: content.minY)],
            .left: [CGPoint(x: content.minX, y: t + half), CGPoint(x: r.minX, y: t), CGPoint(x: content.minX, y: t - half)],
            .right: [CGPoint(x: content.maxX, y: t - half), CGPoint(x: r.maxX, y: t), CGPoint(x: content.maxX, y: t + half)],
            .down: [CGPoint(x: t + half, y: content.maxY), CGPoint(x: t, y: r.maxY), CGPoint(x: t - half, y: content.maxY)]
        ]
        let sides: [PopoverArrowDirection] = [.up, .right, .down, .left]
        path.move(to: CGPoint(x: content.minX + radius, y: content.minY))
        for (i, side) in sides.enumerated() {
            if side == p.arrowDirection, let points = arrows[side] {
                for point in points { path.addLine(to: point) }
            }
            path.addArc(tangent1End: corners[i], tangent2End: corners[(i + 1) % 4], radius: radius)
        }
        path.closeSubpath()
        return path
    }
}
