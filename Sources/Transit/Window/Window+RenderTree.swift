import Foundation

extension Window {
    /// The frame as a value (`RenderTree`): every visible layer's presentation values (what is on
    /// screen at the last frame step, mid-animation), its content, and its sublayers. Hidden layers
    /// are left out with their subtrees; a hidden window gives an empty root. A window with a
    /// `device` adds the status bar and home indicator above the content (`Window+Device`).
    public func renderTree() -> RenderTree {
        var root = layer.renderTreeNode(model: false, host: self) ?? RenderNode(bounds: bounds, position: center)
        if !isHidden { root.children += systemChromeNodes() }
        let tree = RenderTree(size: bounds.size, scale: screenScale, backgroundColor: .black, root: root)
        lastRenderTree = tree
        return tree
    }
}

extension Layer {
    /// The layer's number in `host`'s render trees (`renderSerial`): given by the host the first
    /// time the layer is drawn in its tree, and again when the layer has moved to another host.
    /// Each host counts its own layers, in the order they are first drawn, so what one window
    /// draws never changes another's numbers. Outside any host the layer keeps the number it has.
    func renderSerial(in host: (any LayerHost)?) -> UInt64 {
        guard let host, renderSerialHost !== host else { return renderSerial }
        renderSerial = host.nextRenderSerial()
        renderSerialHost = host
        return renderSerial
    }

    /// This layer's subtree as render nodes (see `renderTreeNode(model:host:)`), numbered by the
    /// layer's host.
    func renderTreeNode(model: Bool = false) -> RenderNode? { renderTreeNode(model: model, host: host) }

    /// This layer, its sublayers (in sublayer order) and its mask as render nodes, from
    /// presentation values (or model values when `model` is true); `nil` when hidden. The one walk
    /// of the tree: each layer's values, then its one content hook (`supplyContent(to:model:)`),
    /// then its sublayers and its mask.
    func renderTreeNode(model: Bool, host: (any LayerHost)?) -> RenderNode? {
        if isHidden { return nil }
        var node = renderNode(model: model, serial: renderSerial(in: host))
        supplyContent(to: &node, model: model)
        node.children.reserveCapacity(node.children.count + sublayerStorage.count)
        for sublayer in sublayerStorage {
            if let child = sublayer.renderTreeNode(model: model, host: host) { node.children.append(child) }
        }
        if let mask { node.mask = mask.renderTreeNode(model: model, host: host) }
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
    /// presentation values (or model values when `model` is true), named by `serial`.
    func renderNode(model: Bool = false, serial: UInt64? = nil) -> RenderNode {
        var node = RenderNode(
            state: model ? modelState : presentationState, isDoubleSided: isDoubleSided,
            masksToBounds: masksToBounds, content: nil,
            preserves3D: preserves3D, layerSerial: serial ?? renderSerial)
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
