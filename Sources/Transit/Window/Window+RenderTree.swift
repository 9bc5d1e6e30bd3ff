import Foundation

extension Window {
    /// The frame as a value (`RenderTree`): every visible view's presentation values (what is on
    /// screen at the last frame step, mid-animation), its content, and its subviews. Hidden views
    /// are left out with their subtrees; a hidden window gives an empty root. A window with a
    /// `device` adds the status bar and home indicator above the content (`Window+Device`).
    public func renderTree() -> RenderTree {
        var root = renderNode() ?? RenderNode(bounds: bounds, position: center)
        if !isHidden { root.children += systemChromeNodes() }
        let tree = RenderTree(size: bounds.size, scale: screenScale, backgroundColor: .black, root: root)
        lastRenderTree = tree
        return tree
    }
}

extension View {
    /// This view and its subtree as render nodes, from presentation values (or model values when
    /// `model` is true); `nil` when hidden. The children follow the layer tree: the subviews'
    /// layers and standalone sublayers in sublayer order (a captured snapshot first).
    func renderNode(model: Bool = false) -> RenderNode? {
        if isHidden { return nil }
        var node = layer.renderNode(model: model)
        if let content = renderContent() { node.content = content } else if node.content == nil { node.content = layer.ownContent() }
        node.backdrop = renderBackdrop()
        if let captured = capturedContent() { node.children.append(captured) }
        let sublayers = layer.sublayerStorage
        node.children.reserveCapacity(node.children.count + sublayers.count)
        if sublayers.count == subviews.count {
            for view in subviews { if let child = view.renderNode(model: model) { node.children.append(child) } }
        } else {
            // Standalone sublayers interleave with the subviews' layers; `subviews` lists the
            // view layers in the same order, so a cursor walks it alongside.
            var next = 0
            for sublayer in sublayers {
                let child: RenderNode?
                if sublayer.isViewBacked { child = subviews[next].renderNode(model: model); next += 1 } else {
                    child = sublayer.renderTreeNode(model: model)
                }
                if let child { node.children.append(child) }
            }
        }
        if let mask = layer.mask {
            if let owner = mask.delegate { node.mask = owner.renderNode(model: model) } else { node.mask = mask.renderTreeNode(model: model) }
        }
        if node.preserves3D { node.clearOwnDrawing() }
        return model || layer.explicitAnimations.isEmpty ? node : layer.applyingTransitions(to: node)
    }
}

extension Layer {
    private static var renderSerials: UInt64 = 0

    /// A new `renderSerial`: layers are numbered in the order they are made.
    static func nextRenderSerial() -> UInt64 {
        renderSerials += 1
        return renderSerials
    }

    /// A standalone layer and its sublayers and mask as render nodes; `nil` when hidden.
    func renderTreeNode(model: Bool = false) -> RenderNode? {
        if isHidden { return nil }
        if let view = delegate { return view.renderNode(model: model) }
        var node = renderNode(model: model)
        if node.content == nil { node.content = ownContent() }
        node.children.reserveCapacity(sublayerStorage.count)
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
        var node = RenderNode(state: model ? modelState : presentationState, isDoubleSided: isDoubleSided,
                              masksToBounds: masksToBounds, content: drawnContent(model: model),
                              preserves3D: preserves3D, layerSerial: renderSerial)
        node.maskedCorners = maskedCorners
        return node
    }
}

extension RenderNode {
    /// Drops what a transform layer does not draw (Core Animation ignores them on a
    /// `CATransformLayer`): background, material, border, shadow, content, mask and clipping.
    mutating func clearOwnDrawing() {
        backgroundColor = nil
        backdrop = nil
        borderWidth = 0
        shadowOpacity = 0
        content = nil
        mask = nil
        masksToBounds = false
    }
}
