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
    /// of the tree: each layer's values, then its one content hook (`supplyContent(to:model:)`),
    /// then its sublayers and its mask.
    func renderTreeNode(model: Bool = false) -> RenderNode? {
        if isHidden { return nil }
        var node = renderNode(model: model)
        supplyContent(to: &node, model: model)
        node.children.reserveCapacity(node.children.count + sublayerStorage.count)
        for sublayer in sublayerStorage { if let child = sublayer.renderTreeNode(model: model) { node.children.append(child) } }
        if let mask { node.mask = mask.renderTreeNode(model: model) }
        if node.preserves3D { node.clearOwnDrawing() }
        return model || explicitAnimations.isEmpty ? node : applyingTransitions(to: node)
    }

    /// The one content hook, shaped as Core Animation's `display()`: a layer whose delegate
    /// supplies content of its own (`LayerContentDelegate`, a view such as a label, an image view,
    /// an effect view or a snapshot) lets the delegate fill in the node first; content the
    /// delegate leaves `nil` is the layer's own drawing (`drawnContent(model:)`). The flag
    /// `delegateSuppliesContent` spares the layers of plain views the question.
    func supplyContent(to node: inout RenderNode, model: Bool) {
        if displayState.delegateSuppliesContent, let delegate = delegate as? any LayerContentDelegate {
            delegate.supplyContent(for: self, to: &node)
        }
        if node.content == nil { node.content = drawnContent(model: model) }
    }

    /// This layer's values alone (no content, sublayers or mask) as a render node, from
    /// presentation values (or model values when `model` is true).
    func renderNode(model: Bool = false) -> RenderNode {
        var node = RenderNode(
            state: model ? modelState : presentationState, isDoubleSided: isDoubleSided,
            masksToBounds: masksToBounds, content: nil,
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
