import Foundation

/// One element of a path, as a value: the drawing commands `CGPath` records, with their points.
///
/// Transit-only: CoreGraphics hands elements out through `CGPath.applyWithBlock(_:)` as
/// `CGPathElement`s with a pointer to their points; this enum carries the same information
/// (the case names follow `CGPathElementType`), so paths can be compared, stored in render trees
/// and interpolated.
public enum PathElement: Equatable, Hashable, Sendable {
    /// Starts a new subpath at a point (`CGPathElementType.moveToPoint`).
    case moveToPoint(CGPoint)
    /// A straight line to a point (`.addLineToPoint`).
    case addLineToPoint(CGPoint)
    /// A quadratic Bézier curve through a control point to an end point (`.addQuadCurveToPoint`).
    case addQuadCurveToPoint(control: CGPoint, to: CGPoint)
    /// A cubic Bézier curve through two control points to an end point (`.addCurveToPoint`).
    case addCurveToPoint(control1: CGPoint, control2: CGPoint, to: CGPoint)
    /// Closes the current subpath with a line back to its start (`.closeSubpath`).
    case closeSubpath

    /// The element's points in CoreGraphics' order (controls first, end point last).
    public var points: [CGPoint] {
        switch self {
        case .moveToPoint(let p), .addLineToPoint(let p): return [p]
        case .addQuadCurveToPoint(let c, let p): return [c, p]
        case .addCurveToPoint(let c1, let c2, let p): return [c1, c2, p]
        case .closeSubpath: return []
        }
    }

    /// The element with every point mapped through `f`.
    public func mapPoints(_ f: (CGPoint) -> CGPoint) -> PathElement {
        switch self {
        case .moveToPoint(let p): return .moveToPoint(f(p))
        case .addLineToPoint(let p): return .addLineToPoint(f(p))
        case .addQuadCurveToPoint(let c, let p): return .addQuadCurveToPoint(control: f(c), to: f(p))
        case .addCurveToPoint(let c1, let c2, let p): return .addCurveToPoint(control1: f(c1), control2: f(c2), to: f(p))
        case .closeSubpath: return .closeSubpath
        }
    }

    /// Whether two elements are the same kind of command (what path interpolation requires).
    func hasSameKind(as other: PathElement) -> Bool {
        switch (self, other) {
        case (.moveToPoint, .moveToPoint), (.addLineToPoint, .addLineToPoint),
            (.addQuadCurveToPoint, .addQuadCurveToPoint), (.addCurveToPoint, .addCurveToPoint),
            (.closeSubpath, .closeSubpath):
            return true
        default:
            return false
        }
    }
}
