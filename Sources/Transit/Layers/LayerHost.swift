import Foundation

/// What a layer needs from whoever hosts its tree: the one way a layer reaches out of the tree.
///
/// A ``Window`` hosts the tree of its views' layers. A layer finds its host through the tree (its
/// view's window, else its superlayer's host, else for a mask the masked layer's), never through a
/// process-wide value, so two windows never share anything a layer reaches. What crosses it:
///
/// - `diagnostics`: where the layer's misuse is reported (standard error when there is no host);
/// - `animationEngine`: the clock and engine that time explicit animations, implicit actions and
///   media timing (a layer with no host has no clock, so it does not animate);
/// - `screenScale`: the scale a view's layer draws at (UIKit sets a view layer's `contentsScale`
///   to its screen's);
/// - `lastRenderTree`: the last frame produced, where a `Transition` takes its "before" picture;
/// - `nextRenderSerial()`: the number that names a layer's nodes in the host's frames, counted
///   per host;
/// - `layerWasMarkedForLayout()` and `layerTreeDidChange()`: a standalone layer marked for layout,
///   or a sublayer moved in or out, so the host's next layout pass looks for marks.
///
/// What belongs to views stays with them: a view's traits, the count of view geometry changes,
/// and the window a block animation binds a view's changes to.
@MainActor
protocol LayerHost: AnyObject {
    /// Where the hosted layers report misuse.
    var diagnostics: any DiagnosticSink { get }
    /// The engine, on the host's clock, that drives the hosted layers' animations.
    var animationEngine: AnimationEngine { get }
    /// The pixels per point of the host's screen.
    var screenScale: CGFloat { get }
    /// The last frame produced, until the next frame step forgets it.
    var lastRenderTree: RenderTree? { get }
    /// A new number for a layer drawn in the host's tree for the first time (1, 2, 3, …).
    func nextRenderSerial() -> UInt64
    /// A number no other host has (from 1), which a layer keeps to know which host numbered it.
    var renderHostID: UInt64 { get }
    /// A hosted standalone layer was marked for layout.
    func layerWasMarkedForLayout()
    /// A sublayer joined or left a hosted layer: marks made outside the tree now count.
    func layerTreeDidChange()
}

extension Window: LayerHost {
    func layerWasMarkedForLayout() {
        layerLayoutPending = true
        layerLayoutMarks &+= 1
        noteLayoutMark()
    }

    func layerTreeDidChange() { layerLayoutPending = true }

    func nextRenderSerial() -> UInt64 {
        renderSerials += 1
        return renderSerials
    }
}

extension Layer {
    /// The host of the tree this layer is in: its view's window, or its superlayer's host, or for
    /// a mask, the masked layer's; `nil` outside any window.
    var host: (any LayerHost)? { owningView?.window ?? superlayer?.host ?? maskHost?.host }

    /// The layer's nodes in its host's last frame, when that frame drew it.
    func lastRendering() -> RenderNode? {
        guard let host, renderSerial != 0, renderSerialHostID == host.renderHostID else { return nil }
        return host.lastRenderTree?.root.node(renderedBy: renderSerial)
    }
}
