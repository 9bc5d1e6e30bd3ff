import Foundation

extension CGPoint: VectorInterpolatable {
    /// The origin.
    public static var zeroVector: CGPoint { .zero }
    /// Component-wise sum.
    @inlinable public func adding(_ o: CGPoint) -> CGPoint { CGPoint(x: x + o.x, y: y + o.y) }
    /// Component-wise difference.
    @inlinable public func subtracting(_ o: CGPoint) -> CGPoint { CGPoint(x: x - o.x, y: y - o.y) }
    /// Both coordinates scaled.
    @inlinable public func scaled(by f: CGFloat) -> CGPoint { CGPoint(x: x * f, y: y * f) }
    /// `x² + y²`.
    public var magnitudeSquared: CGFloat { x * x + y * y }
}

extension CGSize: VectorInterpolatable {
    /// The zero size.
    public static var zeroVector: CGSize { .zero }
    /// Component-wise sum.
    @inlinable public func adding(_ o: CGSize) -> CGSize {
        CGSize(width: width + o.width, height: height + o.height)
    }
    /// Component-wise difference.
    @inlinable public func subtracting(_ o: CGSize) -> CGSize {
        CGSize(width: width - o.width, height: height - o.height)
    }
    /// Both dimensions scaled.
    @inlinable public func scaled(by f: CGFloat) -> CGSize { CGSize(width: width * f, height: height * f) }
    /// `width² + height²`.
    public var magnitudeSquared: CGFloat { width * width + height * height }
}

extension CGVector: VectorInterpolatable {
    /// The zero vector.
    public static var zeroVector: CGVector { CGVector(dx: 0, dy: 0) }
    /// Component-wise sum.
    @inlinable public func adding(_ o: CGVector) -> CGVector { CGVector(dx: dx + o.dx, dy: dy + o.dy) }
    /// Component-wise difference.
    @inlinable public func subtracting(_ o: CGVector) -> CGVector { CGVector(dx: dx - o.dx, dy: dy - o.dy) }
    /// Both components scaled.
    @inlinable public func scaled(by f: CGFloat) -> CGVector { CGVector(dx: dx * f, dy: dy * f) }
    /// `dx² + dy²`.
    public var magnitudeSquared: CGFloat { dx * dx + dy * dy }
}

extension CGRect: VectorInterpolatable {
    /// The zero rectangle.
    public static var zeroVector: CGRect { .zero }
    /// Origins and sizes added component-wise (on the stored origin and size, not standardized).
    @inlinable public func adding(_ o: CGRect) -> CGRect {
        CGRect(origin: origin.adding(o.origin), size: size.adding(o.size))
    }
    /// Origins and sizes subtracted component-wise.
    @inlinable public func subtracting(_ o: CGRect) -> CGRect {
        CGRect(origin: origin.subtracting(o.origin), size: size.subtracting(o.size))
    }
    /// Origin and size scaled.
    @inlinable public func scaled(by f: CGFloat) -> CGRect {
        CGRect(origin: origin.scaled(by: f), size: size.scaled(by: f))
    }
    /// The squared lengths of origin and size, summed.
    public var magnitudeSquared: CGFloat { origin.magnitudeSquared + size.magnitudeSquared }
}
