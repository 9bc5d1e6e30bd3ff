import Foundation

/// How a layer's `contents` is placed in its bounds (`CALayerContentsGravity`).
///
/// Top and bottom are meant in Transit's (UIKit's) y-down coordinates: `.top` puts the content at
/// the top edge of the bounds on screen, as `UIView.ContentMode.top` does. The values are Core
/// Animation's string constants.
public struct LayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The constant's name (`kCAGravityCenter` is `"center"`).
    public let rawValue: String

    /// A gravity by name; unknown names behave as `.resize` when drawn.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Centred, at its natural size (`kCAGravityCenter`).
    public static let center = LayerContentsGravity(rawValue: "center")
    /// Centred horizontally at the top edge (`kCAGravityTop`).
    public static let top = LayerContentsGravity(rawValue: "top")
    /// Centred horizontally at the bottom edge (`kCAGravityBottom`).
    public static let bottom = LayerContentsGravity(rawValue: "bottom")
    /// Centred vertically at the left edge (`kCAGravityLeft`).
    public static let left = LayerContentsGravity(rawValue: "left")
    /// Centred vertically at the right edge (`kCAGravityRight`).
    public static let right = LayerContentsGravity(rawValue: "right")
    /// In the top-left corner (`kCAGravityTopLeft`).
    public static let topLeft = LayerContentsGravity(rawValue: "topLeft")
    /// In the top-right corner (`kCAGravityTopRight`).
    public static let topRight = LayerContentsGravity(rawValue: "topRight")
    /// In the bottom-left corner (`kCAGravityBottomLeft`).
    public static let bottomLeft = LayerContentsGravity(rawValue: "bottomLeft")
    /// In the bottom-right corner (`kCAGravityBottomRight`).
    public static let bottomRight = LayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (`kCAGravityResize`, the default).
    public static let resize = LayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio, centred (`kCAGravityResizeAspect`).
    public static let resizeAspect = LayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, keeping its aspect ratio, centred (`kCAGravityResizeAspectFill`).
    public static let resizeAspectFill = LayerContentsGravity(rawValue: "resizeAspectFill")

    /// The render tree's gravity.
    var renderGravity: RenderNode.ContentGravity {
        switch self {
        case .center: return .center
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .left
        case .right: return .right
        case .topLeft: return .topLeft
        case .topRight: return .topRight
        case .bottomLeft: return .bottomLeft
        case .bottomRight: return .bottomRight
        case .resizeAspect: return .resizeAspect
        case .resizeAspectFill: return .resizeAspectFill
        default: return .resize
        }
    }
}
