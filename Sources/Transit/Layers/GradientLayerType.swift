import Foundation

/// The shape of a gradient layer's colour lines (`CAGradientLayerType`).
public struct GradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a type from Core Animation's name for it.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colours vary along the line from `startPoint` to `endPoint` (`.axial`, the default).
    public static let axial = GradientLayerType(rawValue: "axial")
    /// Colours vary over an ellipse centred on `startPoint`, its half-axes the x and y distances to
    /// `endPoint` (`.radial`).
    public static let radial = GradientLayerType(rawValue: "radial")
    /// Colours vary with the angle about `startPoint`, from the direction of `endPoint`, clockwise
    /// on screen (`.conic`).
    public static let conic = GradientLayerType(rawValue: "conic")

    var kind: RenderNode.GradientContent.Kind { self == .radial ? .radial : (self == .conic ? .conic : .axial) }
}
