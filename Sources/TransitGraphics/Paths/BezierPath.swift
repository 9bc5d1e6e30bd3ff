import Foundation

/// A path of straight and curved segments with the line attributes to stroke it (`UIBezierPath`),
/// built over a `CGMutablePath`.
///
/// Angles are in radians in UIKit's y-down coordinates: `clockwise: true` turns clockwise on
/// screen (angles increasing), which is the opposite of `CGMutablePath.addArc(…clockwise:)`, as in
/// UIKit. The line attributes (`lineWidth` 1, `lineCapStyle` butt, `lineJoinStyle` miter,
/// `miterLimit` 10, no dash) are carried for whoever strokes the path, e.g. a `ShapeLayer`.
open class BezierPath: CustomStringConvertible {
    /// The path being built.
    private var path = CGMutablePath()

    /// An empty path (`UIBezierPath()`).
    public init() {}

    /// A closed rectangle, clockwise from its origin (`init(rect:)`).
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect` (`init(ovalIn:)`): four cubic curves from the right end of
    /// the horizontal axis, clockwise on screen.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with circular corners of `cornerRadius`, clamped to half the shorter side as
    /// UIKit clamps it (`init(roundedRect:cornerRadius:)`). UIKit draws these corners with a
    /// continuous-curvature curve whose exact form is undocumented; Transit draws quarter circles
    /// (cubic approximations).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(
            roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle whose chosen corners are rounded (`init(roundedRect:byRoundingCorners:cornerRadii:)`).
    /// As in UIKit, only `cornerRadii.width` is used, for both radii of each corner; it is clamped
    /// to half the shorter side. Non-finite or negative radii draw square corners.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let w = cornerRadii.width.isFinite ? cornerRadii.width : 0
        let radius = max(0, min(w, min(r.width, r.height) / 2))
        func cornerRadius(_ corner: RectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        // Each corner is the circular arc tangent to its two sides (a square corner for radius 0).
        path.move(to: CGPoint(x: r.minX + cornerRadius(.topLeft), y: r.minY))
        path.addArc(
            tangent1End: CGPoint(x: r.maxX, y: r.minY), tangent2End: CGPoint(x: r.maxX, y: r.maxY),
            radius: cornerRadius(.topRight))
        path.addArc(
            tangent1End: CGPoint(x: r.maxX, y: r.maxY), tangent2End: CGPoint(x: r.minX, y: r.maxY),
            radius: cornerRadius(.bottomRight))
        path.addArc(
            tangent1End: CGPoint(x: r.minX, y: r.maxY), tangent2End: CGPoint(x: r.minX, y: r.minY),
            radius: cornerRadius(.bottomLeft))
        path.addArc(
            tangent1End: CGPoint(x: r.minX, y: r.minY), tangent2End: CGPoint(x: r.minX + cornerRadius(.topLeft), y: r.minY),
            radius: cornerRadius(.topLeft))
        path.closeSubpath()
    }

    /// A circular arc as an open subpath (`init(arcCenter:radius:startAngle:endAngle:clockwise:)`).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with a copy of a `CGPath`'s elements (`init(cgPath:)`).
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    /// The path as an immutable `CGPath` (`cgPath`); setting it replaces the elements.
    open var cgPath: CGPath {
        get { path.copy() ?? CGMutablePath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    // MARK: Building

    /// Starts a new subpath at `point` (`move(to:)`).
    open func move(to point: CGPoint) { path.move(to: point) }

    /// A straight line from the current point (`addLine(to:)`).
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// A cubic Bézier curve from the current point (`addCurve(to:controlPoint1:controlPoint2:)`).
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// A quadratic Bézier curve from the current point (`addQuadCurve(to:controlPoint:)`).
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// A circular arc, joined to the current point by a line when there is one
    /// (`addArc(withCenter:radius:startAngle:endAngle:clockwise:)`); `clockwise` on screen.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a line to its start (`close()`).
    open func close() { path.closeSubpath() }

    /// Removes every element (`removeAllPoints()`).
    open func removeAllPoints() { path = CGMutablePath() }

    /// Appends another path's elements (`append(_:)`).
    open func append(_ bezierPath: BezierPath) { path.addPath(bezierPath.path) }

    /// Maps every point through a transform (`apply(_:)`).
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }

    /// The same outline traversed backwards (`reversing()`): subpaths in reverse order, each
    /// starting where it ended, curves with their control points swapped. A closed subpath stays
    /// closed and starts at its original start point (its closing line becomes an explicit first
    /// line). Line attributes are copied.
    open func reversing() -> BezierPath {
        let out = BezierPath()
        out.path = CGPath.make(elements: BezierPath.reversed(path.pathElements)).mutableCopy() ?? CGMutablePath()
        out.copyAttributes(from: self)
        return out
    }

    // MARK: Queries

    /// Whether the path has no elements (`isEmpty`).
    open var isEmpty: Bool { path.isEmpty }

    /// The bounding box of the path, control points included (`bounds`, which is
    /// `CGPath.boundingBox`); `CGRect.null` when empty.
    open var bounds: CGRect { path.boundingBox }

    /// The current point (`currentPoint`); `.zero` when empty.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether the area the path fills contains `point` under `usesEvenOddFillRule` (`contains(_:)`).
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Drawing attributes

    /// Whether filling uses the even-odd rule rather than non-zero winding (`usesEvenOddFillRule`).
    open var usesEvenOddFillRule = false
    /// The stroke width in points (`lineWidth`), 1 by default.
    open var lineWidth: CGFloat = 1
    /// How open ends are stroked (`lineCapStyle`), butt by default.
    open var lineCapStyle: CGLineCap = .butt
    /// How corners are stroked (`lineJoinStyle`), miter by default.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit (`miterLimit`), 10 by default.
    open var miterLimit: CGFloat = 10
    /// How closely curves are approximated when drawn (`flatness`), 0.6 by default. Transit's
    /// renderer flattens to a fixed 0.1 device pixel instead; the value is carried only.
    open var flatness: CGFloat = 0.6
    /// The dash pattern set by `setLineDash(_:count:phase:)`; empty for a solid line.
    private(set) var dashPattern: [CGFloat] = []
    /// The dash phase set by `setLineDash(_:count:phase:)`.
    private(set) var dashPhase: CGFloat = 0

    /// Sets the dash pattern: `count` lengths from `pattern`, alternating painted and unpainted,
    /// starting `phase` into it (`setLineDash(_:count:phase:)`). A nil pattern or a count of 0
    /// clears the dash.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 {
            dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        } else {
            dashPattern = []
        }
        dashPhase = phase
    }

    /// Copies the dash pattern into `pattern` (room for `count` values when given), its length into
    /// `count` and the phase into `phase` (`getLineDash(_:count:phase:)`).
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern { for (i, v) in dashPattern.enumerated() { pattern[i] = v } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    /// The class name and the elements.
    open var description: String { "<BezierPath: \(path.pathElements)>" }

    private func copyAttributes(from other: BezierPath) {
        usesEvenOddFillRule = other.usesEvenOddFillRule
        lineWidth = other.lineWidth; lineCapStyle = other.lineCapStyle; lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit; flatness = other.flatness
        dashPattern = other.dashPattern; dashPhase = other.dashPhase
    }
}
