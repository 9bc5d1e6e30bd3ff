import Foundation

extension Window {
    /// The frame as a value (`RenderTree`): every visible layer's presentation values (what is on
    /// screen at the last frame step, mid-animation), its content, and its sublayers. Hidden layers
    /// are left out with their subtrees; a hidden window gives an empty root. A window with a
    /// `device` adds the status bar and home indicator above the content (`Window+Device`).
    public func renderTree() -> RenderTree {
        var root = layer.renderTreeNode() ?? RenderNode(bounds: bounds, position: center)
        if !isHidden { root.children += systemChromeNodes() }
        let tree = RenderTree(size: bounds.size, scale: screenScale, backgroundColor: .black, root: root)
        lastRenderTree = tree
        return tree
    }
}

extension Layer {
    private static var renderSerials: UInt64 = 0

    /// A new `renderSerial`: layers are numbered in the order they are made.
    static func nextRenderSerial() -> UInt64 {
        renderSerials += 1
        return renderSerials
    }

    /// This layer, its sublayers (in sublayer order) and its mask as render nodes, from
    /// presentation values (or model values when `model` is true); `nil` when hidden. The one walk
    /// of the tree: a view's layer asks its view, the layer's delegate, for what it draws (as Core
    /// Animation asks a `CALayerDelegate`) and for the material under it, and a snapshot view's capture
    /// goes under the sublayers.
    func renderTreeNode(model: Bool = false) -> RenderNode? {
        if isHidden { return nil }
        var node = renderNode(model: model)
        if displayState.delegateSuppliesContent, let view = owningView {
            if let content = view.renderContent() { node.content = content }
            node.backdrop = view.renderBackdrop()
            node.vibrancy = view.renderVibrancy()
            if let captured = view.capturedContent() { node.children.append(captured) }
        }
        if node.content == nil { node.content = ownContent() }
        node.children.reserveCapacity(node.children.count + sublayerStorage.count)
        for sublayer in sublayerStorage { if let child = sublayer.renderTreeNode(model: model) { node.children.append(child) } }
        if let mask { node.mask = mask.renderTreeNode(model: model) }
        if node.preserves3D { node.clearOwnDrawing() }
        return model || explicitAnimations.isEmpty ? node : applyingTransitions(to: node)
    }

    /// What the layer draws itself: its drawn backing (brought up to date first), or its `contents`.
    func ownContent() -> RenderNode.Content? {
        if let drawn = displayedContent() { return drawn }
        guard let contents else { return nil }
        return .contents(contents, gravity: contentsGravity.renderGravity, scale: contentsScale, rect: contentsRect)
    }

    /// This layer alone (its own drawing, e.g. a shape layer's path, but no sublayers or mask) as a
    /// render node, from presentation values.
    func renderNode(model: Bool = false) -> RenderNode {
        var node = RenderNode(
            state: model ? modelState : presentationState, isDoubleSided: isDoubleSided,
            masksToBounds: masksToBounds, content: drawnContent(model: model),
            preserves3D: preserves3D, layerSerial: renderSerial)
        node.maskedCorners = maskedCorners
        node.shadowPath = renderedShadowPath(model: model)
        return node
    }
}

extension RenderNode {
    /// Drops what a transform layer does not draw (Core Animation ignores them on a
    /// `CATransformLayer`): background, material, border, shadow, content, mask and clipping.
    mutating func clearOwnDrawing() {
        backgroundColor = nil
        backdrop = nil
        vibrancy = nil
        borderWidth = 0
        shadowOpacity = 0
        content = nil
        mask = nil
        masksToBounds = false
    }
}
