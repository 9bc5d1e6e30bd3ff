import Foundation

/// The fill rule of a shape layer (`CAShapeLayerFillRule`).
public struct ShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a rule from Core Animation's name for it.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Points with a non-zero winding number are inside (`.nonZero`, the default).
    public static let nonZero = ShapeLayerFillRule(rawValue: "non-zero")
    /// Points crossed an odd number of times are inside (`.evenOdd`).
    public static let evenOdd = ShapeLayerFillRule(rawValue: "even-odd")
}

/// How a shape layer's open ends are stroked (`CAShapeLayerLineCap`).
public struct ShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a cap from Core Animation's name for it.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The stroke stops at the end point (`.butt`, the default).
    public static let butt = ShapeLayerLineCap(rawValue: "butt")
    /// A half circle past the end point (`.round`).
    public static let round = ShapeLayerLineCap(rawValue: "round")
    /// A half square past the end point (`.square`).
    public static let square = ShapeLayerLineCap(rawValue: "square")

    var cgLineCap: CGLineCap { self == .round ? .round : (self == .square ? .square : .butt) }
}

/// How a shape layer's corners are stroked (`CAShapeLayerLineJoin`).
public struct ShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a join from Core Animation's name for it.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Outer edges extended to meet, within the miter limit (`.miter`, the default).
    public static let miter = ShapeLayerLineJoin(rawValue: "miter")
    /// A circular arc round the corner (`.round`).
    public static let round = ShapeLayerLineJoin(rawValue: "round")
    /// The outer corners joined by a straight line (`.bevel`).
    public static let bevel = ShapeLayerLineJoin(rawValue: "bevel")

    var cgLineJoin: CGLineJoin { self == .round ? .round : (self == .bevel ? .bevel : .miter) }
}
