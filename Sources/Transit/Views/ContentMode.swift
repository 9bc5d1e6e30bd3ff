import Foundation

extension View {
    /// How a view lays out its content when its size changes (`UIView.ContentMode`).
    public enum ContentMode: Int, Equatable, Hashable, Sendable {
        /// Stretch to fill the bounds (`scaleToFill`).
        case scaleToFill = 0
        /// Scale to fit inside the bounds, keeping the aspect ratio (`scaleAspectFit`).
        case scaleAspectFit = 1
        /// Scale to cover the bounds, keeping the aspect ratio (`scaleAspectFill`).
        case scaleAspectFill = 2
        /// Redraw on bounds changes; drawn content is stretched like `scaleToFill` (`redraw`).
        case redraw = 3
        /// Centred, unscaled (`center`).
        case center = 4
        /// Top edge centred, unscaled (`top`).
        case top = 5
        /// Bottom edge centred, unscaled (`bottom`).
        case bottom = 6
        /// Left edge centred, unscaled (`left`).
        case left = 7
        /// Right edge centred, unscaled (`right`).
        case right = 8
        /// Top-left corner, unscaled (`topLeft`).
        case topLeft = 9
        /// Top-right corner, unscaled (`topRight`).
        case topRight = 10
        /// Bottom-left corner, unscaled (`bottomLeft`).
        case bottomLeft = 11
        /// Bottom-right corner, unscaled (`bottomRight`).
        case bottomRight = 12

        /// The layer gravity UIKit maps the mode to (`CALayer.contentsGravity`), in y-down
        /// coordinates.
        public var gravity: RenderNode.ContentGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .top
            case .bottom: return .bottom
            case .left: return .left
            case .right: return .right
            case .topLeft: return .topLeft
            case .topRight: return .topRight
            case .bottomLeft: return .bottomLeft
            case .bottomRight: return .bottomRight
            }
        }
    }
}
