import Foundation

extension View {
    /// Marks the whole view to be drawn before the next frame (`UIView.setNeedsDisplay()`):
    /// `draw(_:)` runs once then, however many times this is called.
    public func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Marks part of the view to be drawn (`UIView.setNeedsDisplay(_:)`): `draw(_:)` then gets
    /// the union of the marked rectangles, drawing is clipped to it, and the rest stays as drawn.
    public func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }
}
