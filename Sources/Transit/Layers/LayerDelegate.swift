import Foundation

/// The object that gives a layer its content and layout (`CALayerDelegate`).
///
/// A view is its own layer's delegate, as in UIKit: the layer draws through the view's `draw(_:)`
/// and the view's layout pass lays it out. A standalone layer's `delegate` can be any object of
/// yours: set `layer.delegate = self` and implement what you need — every member has a default
/// that does what Core Animation does when a delegate leaves the optional method out.
///
/// The delegate is held weakly, as Core Animation holds it.
@MainActor
public protocol LayerDelegate: AnyObject {
    /// Gives the layer its content when it is marked for display (`display(_:)`), typically by
    /// setting its `contents`. The default draws: it records the layer's `draw(in:)` as its
    /// backing, which asks the delegate's `draw(_:in:)`.
    func display(_ layer: Layer)
    /// Draws the layer's content into `ctx` (`draw(_:in:)`); the default draws nothing.
    func draw(_ layer: Layer, in ctx: GraphicsContext)
    /// Called just before the layer draws (`layerWillDraw(_:)`); the default does nothing.
    func layerWillDraw(_ layer: Layer)
    /// Lays out the layer's sublayers when it is marked for layout (`layoutSublayers(of:)`),
    /// for instance after its bounds changed; the default does nothing.
    func layoutSublayers(of layer: Layer)
    /// The action for a change of `event` on the layer (`action(for:forKey:)`): an action to
    /// run, `NSNull()` to run none, or nil to let the layer look further (its `actions`, then
    /// `defaultAction(forKey:)`); the default is nil.
    func action(for layer: Layer, forKey event: String) -> (any LayerAction)?
}

extension LayerDelegate {
    public func display(_ layer: Layer) { layer.displayByDrawing() }
    public func draw(_ layer: Layer, in ctx: GraphicsContext) {}
    public func layerWillDraw(_ layer: Layer) {}
    public func layoutSublayers(of layer: Layer) {}
    public func action(for layer: Layer, forKey event: String) -> (any LayerAction)? { nil }
}

extension Layer {
    /// The layer's delegate (`CALayer.delegate`): for a view's own layer the view, for a
    /// standalone layer whatever was set (held weakly; nil by default).
    ///
    /// UIKit requires a view's layer's delegate to stay the view: setting it on a view's layer is
    /// reported (`layer.viewLayerDelegate`) and ignored.
    public var delegate: (any LayerDelegate)? {
        get { owningView ?? assignedDelegate }
        set {
            guard owningView == nil else {
                diagnostics.report(
                    Diagnostic(
                        .error, code: "layer.viewLayerDelegate",
                        "the delegate of a \(describe)'s layer must stay the view (UIKit requires it); ignored"))
                return
            }
            assignedDelegate = newValue
        }
    }
}

/// A layer delegate that supplies render content of its own (Transit's internal part of
/// `CALayerDelegate`'s `display(_:)`): a view whose class has `View.suppliesContent`. The render walk
/// asks it through the layer's one content hook, `Layer.supplyContent(to:model:)`.
@MainActor
protocol LayerContentDelegate: LayerDelegate {
    /// Puts what the delegate shows for `layer` into `node`: content, backdrop, vibrancy, or
    /// frozen content under the sublayers.
    func supplyContent(for layer: Layer, to node: inout RenderNode)
}

extension View: LayerContentDelegate {
    /// A view supplies its content for its own layer (`View.supplyContent(to:)`).
    func supplyContent(for layer: Layer, to node: inout RenderNode) { supplyContent(to: &node) }
}

extension View: LayerDelegate {
    /// Draws the view's content for its layer (UIView's `draw(_:in:)`): the view's `draw(_:)`
    /// with the rectangle being redrawn.
    public func draw(_ layer: Layer, in ctx: GraphicsContext) {
        draw(layer.displayState.dirtyRect ?? layer.presentationState.bounds)
    }
}
