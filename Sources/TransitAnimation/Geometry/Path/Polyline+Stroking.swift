import Foundation

extension Polyline {
    /// The outline of polylines stroked with the given line parameters, as convex polygons that
    /// all wind the same way, so their non-zero fill is the stroke (Transit-only; what
    /// `CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)` and renderers
    /// build on). Round joins and caps are flattened to within `tolerance`.
    public static func stroke(
        _ lines: [Polyline], width: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
        miterLimit: CGFloat, tolerance: CGFloat
    ) -> [[CGPoint]] {
        PathStroker.stroke(
            lines,
            style: StrokeStyle(
                width: Double(width), cap: lineCap, join: lineJoin,
                miterLimit: Double(miterLimit)),
            tolerance: Double(tolerance))
    }

    /// Polylines cut into dashes (Transit-only): see `CGPath.copy(dashingWithPhase:lengths:)`.
    /// Nil for a pattern that draws no dashes (empty, negative, non-finite or all zero).
    public static func dash(_ lines: [Polyline], phase: CGFloat, lengths: [CGFloat]) -> [Polyline]? {
        PathDasher.dash(lines, pattern: lengths.map(Double.init), phase: Double(phase))
    }

    /// The part of polylines between two fractions of their total length (Transit-only; Core
    /// Animation's `strokeStart` / `strokeEnd`).
    public static func trim(_ lines: [Polyline], from start: CGFloat, to end: CGFloat) -> [Polyline] {
        PathDasher.trim(lines, from: Double(start), to: Double(end))
    }
}

extension CGPath {
    /// The path as polylines, curves flattened to within `tolerance` (Transit-only).
    public func flattened(tolerance: CGFloat) -> [Polyline] {
        PathGeometry.flatten(pathElements, tolerance: Double(tolerance))
    }
}
