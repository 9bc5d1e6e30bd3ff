import Foundation

extension RenderNode {
    /// A material drawn behind a node's background: what lies behind the node, blurred and
    /// saturated, with a tint over it (what `UIVisualEffectView` with a `UIBlurEffect` shows; Core
    /// Animation draws it with a backdrop layer and filters).
    public struct Backdrop: Equatable, Sendable {
        /// The blur's standard deviation in points (scaled to device pixels when drawn).
        public var blurRadius: CGFloat
        /// The saturation factor (1 leaves colours as they are, larger is more vivid), as the
        /// Filter Effects `saturate` operation defines it.
        public var saturation: CGFloat
        /// The colour drawn over the blurred backdrop, or `nil`.
        public var tintColor: Color?

        /// Creates a material.
        public init(blurRadius: CGFloat, saturation: CGFloat = 1, tintColor: Color? = nil) {
            self.blurRadius = blurRadius.isFinite ? max(0, blurRadius) : 0
            self.saturation = saturation.isFinite ? max(0, saturation) : 1
            self.tintColor = tintColor
        }
    }

    /// The material drawn under the node's background (see ``Backdrop``), or `nil`.
    public var backdrop: Backdrop? {
        get { backdropStorage.first }
        set { backdropStorage = newValue.map { [$0] } ?? [] }
    }
}
