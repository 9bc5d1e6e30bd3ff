import Foundation

/// A layer that draws content of its own (a shape layer's path, a gradient layer's colours): the
/// render tree asks it for that content from its model or presentation values.
@MainActor
protocol LayerContentDrawing: AnyObject {
    /// The content drawn from the model values, or from the values on screen now.
    func drawnContent(model: Bool) -> RenderNode.Content?
}
