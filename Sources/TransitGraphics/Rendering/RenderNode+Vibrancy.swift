import Foundation

extension RenderNode {
    /// Vibrant drawing: the node and its sublayers lend only their coverage (their alpha), and a
    /// colour is blended through it into what lies behind with an additive blend mode, so the
    /// backdrop's own hue shows through the content (what `UIVibrancyEffect` does to the content of
    /// a `UIVisualEffectView`).
    ///
    /// The blend is Core Graphics' `plusDarker` (`R = MAX(0, 1 - ((1 - D) + (1 - S)))`) or
    /// `plusLighter` (`R = MIN(1, S + D)`), as Apple documents them for `CGBlendMode`, applied to
    /// premultiplied pixels (see the renderer's `VibrancyBlend`).
    public struct Vibrancy: Equatable, Sendable {
        /// How the colour is added to the backdrop.
        public enum Blend: Sendable, Equatable {
            /// `CGBlendMode.plusDarker`: the backdrop darkened by the colour's distance from white
            /// (content over light materials).
            case plusDarker
            /// `CGBlendMode.plusLighter`: the colour added to the backdrop (content over dark
            /// materials).
            case plusLighter
        }

        /// The blend mode.
        public var blend: Blend
        /// The colour blended through the content's coverage; its alpha scales the coverage.
        public var color: Color

        /// Creates a vibrancy.
        public init(blend: Blend, color: Color) {
            self.blend = blend
            self.color = color
        }
    }

    /// How the node and its subtree are drawn vibrant (see ``Vibrancy``), or `nil` to draw them
    /// as they are.
    public var vibrancy: Vibrancy? {
        get { vibrancyStorage.first }
        set { vibrancyStorage = newValue.map { [$0] } ?? [] }
    }
}
