import Foundation

#if !canImport(CoreGraphics)
/// The kind of a path element (`CGPathElementType`).
public enum CGPathElementType: Int32, Sendable {
    /// Starts a subpath; one point.
    case moveToPoint = 0
    /// A line; one point.
    case addLineToPoint = 1
    /// A quadratic curve; control and end points.
    case addQuadCurveToPoint = 2
    /// A cubic curve; two control points and the end point.
    case addCurveToPoint = 3
    /// Closes the subpath; no points.
    case closeSubpath = 4
}

/// One element handed to `CGPath.applyWithBlock(_:)` (`CGPathElement`): its kind and a pointer to
/// its points, valid only during the call.
public struct CGPathElement {
    /// The kind of element.
    public var type: CGPathElementType
    /// The element's points (as many as its kind has).
    public var points: UnsafeMutablePointer<CGPoint>

    /// Creates an element.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// An immutable graphics path (`CGPath`), defined here only where CoreGraphics is absent, with
/// CoreGraphics' API. Build paths with ``CGMutablePath``. Angles are in radians; `clockwise` in
/// the arc methods is meant in CoreGraphics' y-up sense, so in UIKit's y-down coordinates a
/// "clockwise" arc turns counter-clockwise on screen (exactly as on Apple platforms).
///
/// Curves are kept as curves; drawing and hit-testing flatten them to within a small tolerance.
/// `==` compares the elements, as `CFEqual` does for paths.
public class CGPath: Equatable, Hashable, @unchecked Sendable {
    /// The recorded elements. Only ``CGMutablePath`` changes them.
    var storage: [PathElement]

    required init(elements: [PathElement]) { storage = elements }

    /// A closed rectangle (`CGPath(rect:transform:)`).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let p = CGMutablePath()
        p.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: p.storage)
    }

    /// An ellipse inscribed in a rectangle (`CGPath(ellipseIn:transform:)`).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let p = CGMutablePath()
        p.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: p.storage)
    }

    /// A rectangle with elliptical corners (`CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`).
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>? = nil
    ) {
        let p = CGMutablePath()
        p.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
        self.init(elements: p.storage)
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.storage == b.storage }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage) }

    /// Whether the path has no elements (`isEmpty`).
    public var isEmpty: Bool { storage.isEmpty }

    /// The current point: the end of the last element, the start of the subpath after a close,
    /// `.zero` for an empty path (`currentPoint`).
    public var currentPoint: CGPoint { PathGeometry.currentPoint(storage) ?? .zero }

    /// The smallest rectangle holding every point of the path, control points included
    /// (`boundingBox`); `CGRect.null` for an empty path.
    public var boundingBox: CGRect { PathGeometry.controlPointBounds(storage) }

    /// The smallest rectangle holding the path's curves themselves, control points excluded
    /// (`boundingBoxOfPath`); `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect { PathGeometry.tightBounds(storage) }

    /// Whether a point is inside the area the path fills under a rule, after mapping the path
    /// through `transform` (`contains(_:using:transform:)`). Open subpaths are closed implicitly,
    /// as filling does.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding,
        transform: CGAffineTransform = .identity
    ) -> Bool {
        let elements = transform.isIdentity ? storage : storage.map { $0.mapPoints { $0.applying(transform) } }
        return PathGeometry.contains(elements, point, evenOdd: rule == .evenOdd)
    }

    /// Calls `block` with each element in order (`applyWithBlock(_:)`).
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for e in storage {
            let pts = e.points
            for (i, p) in pts.enumerated() { points[i] = p }
            let type: CGPathElementType
            switch e {
            case .moveToPoint: type = .moveToPoint
            case .addLineToPoint: type = .addLineToPoint
            case .addQuadCurveToPoint: type = .addQuadCurveToPoint
            case .addCurveToPoint: type = .addCurveToPoint
            case .closeSubpath: type = .closeSubpath
            }
            var element = CGPathElement(type: type, points: points)
            block(&element)
        }
    }

    /// An immutable copy (`copy()`).
    public func copy() -> CGPath? { CGPath(elements: storage) }

    /// An immutable copy with every point mapped through a transform (`copy(using:)`).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: storage.map { $0.mapPoints { $0.applying(t) } })
    }

    /// A mutable copy (`mutableCopy()`).
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: storage) }

    /// A mutable copy with every point mapped through a transform (`mutableCopy(using:)`).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee else { return mutableCopy() }
        return CGMutablePath(elements: storage.map { $0.mapPoints { $0.applying(t) } })
    }

    /// The outline of the path stroked with the given line parameters, as a path whose non-zero
    /// fill is the stroke (`copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`).
    /// Curves, round joins and round caps are flattened to within 0.01 of the path's units (Core
    /// Graphics keeps them as curves); the outline is a union of convex pieces that all wind the
    /// same way.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
        miterLimit: CGFloat, transform: CGAffineTransform = .identity
    ) -> CGPath {
        let style = StrokeStyle(width: Double(lineWidth), cap: lineCap, join: lineJoin, miterLimit: Double(miterLimit))
        let polygons = PathStroker.stroke(storage, style: style, tolerance: 0.01)
        return CGPath(elements: PathGeometry.elements(ofPolygons: polygons, transform: transform))
    }

    /// The path cut into dashes (`copy(dashingWithPhase:lengths:transform:)`): `lengths` alternate
    /// painted and unpainted lengths along the path, starting `phase` into the pattern. Each dash
    /// becomes an open subpath of lines (curves are flattened to within 0.01). An empty pattern, or
    /// one whose lengths are negative, non-finite or all zero, returns the path unchanged.
    public func copy(
        dashingWithPhase phase: CGFloat, lengths: [CGFloat],
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        let lines = PathGeometry.flatten(storage, tolerance: 0.01)
        guard let dashes = PathDasher.dash(lines, pattern: lengths.map(Double.init), phase: Double(phase)) else {
            return CGPath(elements: storage.map { $0.mapPoints { $0.applying(transform) } })
        }
        var out: [PathElement] = []
        for d in dashes where d.points.count >= 2 {
            out.append(.moveToPoint(d.points[0].applying(transform)))
            for p in d.points.dropFirst() { out.append(.addLineToPoint(p.applying(transform))) }
            if d.closed { out.append(.closeSubpath) }
        }
        return CGPath(elements: out)
    }
}

/// A path that can be changed (`CGMutablePath`), defined here only where CoreGraphics is absent.
/// Every `add…` method takes an optional `transform` applied to the points it adds.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path (`CGMutablePath()`).
    public init() { super.init(elements: []) }

    required init(elements: [PathElement]) { super.init(elements: elements) }

    /// Starts a new subpath (`move(to:transform:)`).
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        storage.append(.moveToPoint(point.applying(transform)))
    }

    /// A line from the current point (`addLine(to:transform:)`). Without a current point the line
    /// starts a subpath at `point` instead (Core Graphics logs "no current point" and draws
    /// nothing there; a path that starts where it is told is what callers expect).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        if storage.isEmpty { move(to: point, transform: transform); return }
        storage.append(.addLineToPoint(point.applying(transform)))
    }

    /// A quadratic Bézier curve from the current point (`addQuadCurve(to:control:transform:)`).
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        if storage.isEmpty { move(to: control, transform: transform) }
        storage.append(.addQuadCurveToPoint(control: control.applying(transform), to: end.applying(transform)))
    }

    /// A cubic Bézier curve from the current point (`addCurve(to:control1:control2:transform:)`).
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint,
        transform: CGAffineTransform = .identity
    ) {
        if storage.isEmpty { move(to: control1, transform: transform) }
        storage.append(
            .addCurveToPoint(
                control1: control1.applying(transform), control2: control2.applying(transform),
                to: end.applying(transform)))
    }

    /// Closes the current subpath (`closeSubpath()`); nothing when there is no open subpath.
    public func closeSubpath() {
        guard let last = storage.last, last != .closeSubpath else { return }
        storage.append(.closeSubpath)
    }

    /// A closed rectangle: its four corners from the origin, clockwise on a y-down screen
    /// (`addRect(_:transform:)`).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        storage.append(.addLineToPoint(CGPoint(x: r.maxX, y: r.minY).applying(transform)))
        storage.append(.addLineToPoint(CGPoint(x: r.maxX, y: r.maxY).applying(transform)))
        storage.append(.addLineToPoint(CGPoint(x: r.minX, y: r.maxY).applying(transform)))
        storage.append(.closeSubpath)
    }

    /// Each rectangle as a closed subpath (`addRects(_:transform:)`).
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Lines through the points: a move to the first, lines to the rest (`addLines(between:transform:)`).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { storage.append(.addLineToPoint(p.applying(transform))) }
    }

    /// An ellipse inscribed in `rect` as a closed subpath of four cubic curves, starting at the
    /// right-hand end of the horizontal axis and going clockwise on a y-down screen
    /// (`addEllipse(in:transform:)`).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        storage += PathGeometry.ellipse(r).map { $0.mapPoints { $0.applying(transform) } }
    }

    /// A rectangle with elliptical corners of the given radii, each clamped to half the rectangle's
    /// side (`addRoundedRect(in:cornerWidth:cornerHeight:transform:)`).
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let rx = max(0, min(cornerWidth, r.width / 2)), ry = max(0, min(cornerHeight, r.height / 2))
        let radii = CGSize(width: rx, height: ry)
        storage += PathGeometry.roundedRect(r, topLeft: radii, topRight: radii, bottomRight: radii, bottomLeft: radii)
            .map { $0.mapPoints { $0.applying(transform) } }
    }

    /// A circular arc (`addArc(center:radius:startAngle:endAngle:clockwise:transform:)`): a line
    /// from the current point to the arc's start (or a move when there is none), then the arc as
    /// cubic curves of at most a quarter turn. `clockwise == false` sweeps with increasing angles
    /// (clockwise on a y-down screen). A sweep of 2π or more draws the full circle once.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        let sweep = PathGeometry.arcSweep(start: Double(startAngle), end: Double(endAngle), increasing: !clockwise)
        appendArc(center: center, radius: radius, start: Double(startAngle), sweep: sweep, transform: transform)
    }

    /// A circular arc of `delta` radians from `startAngle` (`addRelativeArc(center:radius:startAngle:delta:transform:)`).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        appendArc(center: center, radius: radius, start: Double(startAngle), sweep: Double(delta), transform: transform)
    }

    /// A circular arc of `radius` tangent to the line from the current point to `tangent1End` and
    /// to the line from `tangent1End` to `tangent2End`, preceded by a line from the current point
    /// to the arc's start (`addArc(tangent1End:tangent2End:radius:transform:)`). Collinear points
    /// or a zero radius add a line to `tangent1End`.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        guard let p0 = PathGeometry.currentPoint(storage) else {
            move(to: tangent1End, transform: transform); return
        }
        // The current point is already transformed; work in untransformed space when possible.
        let inverse = transform.inverted()
        let start = transform.isIdentity ? p0 : p0.applying(inverse)
        guard let arc = PathGeometry.tangentArc(from: start, t1: tangent1End, t2: tangent2End, radius: Double(radius)) else {
            storage.append(.addLineToPoint(tangent1End.applying(transform))); return
        }
        storage.append(.addLineToPoint(arc.start.applying(transform)))
        appendArc(center: arc.center, radius: radius, start: arc.startAngle, sweep: arc.sweep, transform: transform)
    }

    /// The elements of another path, mapped through a transform (`addPath(_:transform:)`).
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        storage += transform.isIdentity ? path.storage : path.storage.map { $0.mapPoints { $0.applying(transform) } }
    }

    private func appendArc(center: CGPoint, radius: CGFloat, start: Double, sweep: Double, transform: CGAffineTransform) {
        let r = Double(abs(radius))
        guard r.isFinite, start.isFinite, sweep.isFinite, center.x.isFinite, center.y.isFinite else { return }
        let elements = PathGeometry.arc(center: center, radius: r, start: start, sweep: sweep)
        guard case .moveToPoint(let first)? = elements.first else { return }
        let p = first.applying(transform)
        if PathGeometry.currentPoint(storage) != nil {
            storage.append(.addLineToPoint(p))
        } else {
            storage.append(.moveToPoint(p))
        }
        storage += elements.dropFirst().map { $0.mapPoints { $0.applying(transform) } }
    }
}

/// How the ends of open subpaths are drawn when stroked (`CGLineCap`).
public enum CGLineCap: Int32, Sendable {
    /// The stroke stops at the end point.
    case butt = 0
    /// A half circle of the line width's diameter past the end point.
    case round = 1
    /// A half square past the end point.
    case square = 2
}

/// How corners between segments are drawn when stroked (`CGLineJoin`).
public enum CGLineJoin: Int32, Sendable {
    /// The outer edges extended until they meet, unless the miter is longer than `miterLimit`
    /// times the line width, in which case a bevel is drawn.
    case miter = 0
    /// A circular arc around the corner.
    case round = 1
    /// The outer corners joined by a straight line.
    case bevel = 2
}

/// Which points a path's fill covers (`CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
    /// Points with a non-zero winding number (the default).
    case winding = 0
    /// Points crossed an odd number of times.
    case evenOdd = 1
}
#endif

extension CGPath {
    /// The path's elements as values (Transit-only; Core Graphics offers them through
    /// `applyWithBlock(_:)`).
    public var pathElements: [PathElement] {
        var out: [PathElement] = []
        applyWithBlock { e in
            let p = e.pointee.points
            switch e.pointee.type {
            case .moveToPoint: out.append(.moveToPoint(p[0]))
            case .addLineToPoint: out.append(.addLineToPoint(p[0]))
            case .addQuadCurveToPoint: out.append(.addQuadCurveToPoint(control: p[0], to: p[1]))
            case .addCurveToPoint: out.append(.addCurveToPoint(control1: p[0], control2: p[1], to: p[2]))
            case .closeSubpath: out.append(.closeSubpath)
            #if canImport(CoreGraphics)
            @unknown default: break
            #endif
            }
        }
        return out
    }

    /// A path made of the given elements (Transit-only).
    public static func make(elements: [PathElement]) -> CGPath {
        let p = CGMutablePath()
        for e in elements {
            switch e {
            case .moveToPoint(let q): p.move(to: q)
            case .addLineToPoint(let q): p.addLine(to: q)
            case .addQuadCurveToPoint(let c, let q): p.addQuadCurve(to: q, control: c)
            case .addCurveToPoint(let c1, let c2, let q): p.addCurve(to: q, control1: c1, control2: c2)
            case .closeSubpath: p.closeSubpath()
            }
        }
        return p.copy() ?? p
    }
}
