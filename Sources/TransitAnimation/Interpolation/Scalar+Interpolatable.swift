import Foundation

extension CGFloat: VectorInterpolatable {
    /// Zero.
    public static var zeroVector: CGFloat { 0 }
    /// `self + other`.
    @inlinable public func adding(_ other: CGFloat) -> CGFloat { self + other }
    /// `self − other`.
    @inlinable public func subtracting(_ other: CGFloat) -> CGFloat { self - other }
    /// `self · factor`.
    @inlinable public func scaled(by factor: CGFloat) -> CGFloat { self * factor }
    /// `self²`.
    public var magnitudeSquared: CGFloat { self * self }
    /// `self + (other − self)·amount`, unclamped.
    @inlinable public func interpolated(to other: CGFloat, amount: CGFloat) -> CGFloat {
        self + (other - self) * amount
    }
}

extension Double: VectorInterpolatable {
    /// Zero.
    public static var zeroVector: Double { 0 }
    /// `self + other`.
    @inlinable public func adding(_ other: Double) -> Double { self + other }
    /// `self − other`.
    @inlinable public func subtracting(_ other: Double) -> Double { self - other }
    /// `self · factor`.
    @inlinable public func scaled(by factor: CGFloat) -> Double { self * Double(factor) }
    /// `self²`.
    public var magnitudeSquared: CGFloat { CGFloat(self * self) }
    /// `self + (other − self)·amount`, unclamped.
    @inlinable public func interpolated(to other: Double, amount: CGFloat) -> Double {
        self + (other - self) * Double(amount)
    }
}

extension Float: VectorInterpolatable {
    /// Zero.
    public static var zeroVector: Float { 0 }
    /// `self + other`.
    @inlinable public func adding(_ other: Float) -> Float { self + other }
    /// `self − other`.
    @inlinable public func subtracting(_ other: Float) -> Float { self - other }
    /// `self · factor`.
    @inlinable public func scaled(by factor: CGFloat) -> Float { self * Float(factor) }
    /// `self²`.
    public var magnitudeSquared: CGFloat { CGFloat(self) * CGFloat(self) }
    /// `self + (other − self)·amount`, unclamped.
    @inlinable public func interpolated(to other: Float, amount: CGFloat) -> Float {
        self + (other - self) * Float(amount)
    }
}
