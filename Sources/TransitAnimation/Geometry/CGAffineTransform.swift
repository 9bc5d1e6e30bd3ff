import Foundation

#if !canImport(CoreGraphics)
/// An affine transformation matrix for two-dimensional drawing, with CoreGraphics' semantics.
///
/// Counterpart of CoreGraphics' `CGAffineTransform`, defined here only where CoreGraphics is
/// absent. Points are row vectors: `[x' y' 1] = [x y 1] · [[a b 0] [c d 0] [tx ty 1]]`, so
/// `t.concatenating(u)` applies `t` first and then `u`.
public struct CGAffineTransform: Equatable, Hashable, Sendable {
    /// Row 1, column 1 (`a`): x scale and rotation.
    public var a: CGFloat
    /// Row 1, column 2 (`b`): rotation and shear into y.
    public var b: CGFloat
    /// Row 2, column 1 (`c`): rotation and shear into x.
    public var c: CGFloat
    /// Row 2, column 2 (`d`): y scale and rotation.
    public var d: CGFloat
    /// Translation along x (`tx`).
    public var tx: CGFloat
    /// Translation along y (`ty`).
    public var ty: CGFloat

    /// Creates a transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// Creates a transform from its six matrix entries, in CoreGraphics' unlabelled order.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The identity transform (`CGAffineTransformIdentity`).
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The identity transform (`CGAffineTransform.identity`).
    public static let identity = CGAffineTransform()

    /// A transform that translates by `(tx, ty)` (`CGAffineTransform(translationX:y:)`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales by `(sx, sy)` (`CGAffineTransform(scaleX:y:)`).
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians (`CGAffineTransform(rotationAngle:)`). In UIKit's
    /// y-down coordinates a positive angle turns clockwise on screen.
    public init(rotationAngle angle: CGFloat) {
        let s = sin(angle), c = cos(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform (`isIdentity`).
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2` (`concatenating(_:)`): the matrix product `self · t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation applied before this transform (`translatedBy(x:y:)`).
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before this transform (`scaledBy(x:y:)`).
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before this transform (`rotated(by:)`).
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform; a singular transform is returned unchanged, as CoreGraphics does
    /// (`inverted()`).
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return CGAffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic),
            ty: -(tx * ib + ty * id))
    }
}

/// A two-dimensional vector (`CGVector`), defined here only where CoreGraphics is absent.
public struct CGVector: Equatable, Hashable, Sendable {
    /// The x component (`dx`).
    public var dx: CGFloat
    /// The y component (`dy`).
    public var dy: CGFloat
    /// Creates a vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// Creates a zero vector.
    public init() { self.init(dx: 0, dy: 0) }
    /// The zero vector (`CGVector.zero`).
    public static let zero = CGVector()
}

extension CGPoint {
    /// The point transformed by `t` (`CGPoint.applying(_:)`).
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed by `t`'s linear part, translation ignored (`CGSize.applying(_:)`).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle containing the four transformed corners (`CGRect.applying(_:)`).
    /// The null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        if t.b == 0 && t.c == 0 {
            return CGRect(
                x: minX * t.a + t.tx, y: minY * t.d + t.ty,
                width: width * t.a, height: height * t.d
            ).standardized
        }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)
        ].map { $0.applying(t) }
        return CGRect.bounding(corners)
    }
}
#endif

extension CGRect {
    /// The smallest rectangle that contains every point given (empty input gives `.null`).
    public static func bounding(_ points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points.dropFirst() {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
