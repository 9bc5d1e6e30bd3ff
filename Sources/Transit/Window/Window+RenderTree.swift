import Foundation

extension Window {
    /// The frame as a value (`RenderTree`): every visible layer's presentation values (what is on
    /// screen at the last frame step, mid-animation), its content, and its sublayers. Hidden layers
    /// are left out with their subtrees; a hidden window gives an empty root. A window with a
    /// `device` adds the status bar and home indicator above the content (`Window+Device`).
    ///
    /// The window keeps the tree it produced last (`keptRenderRoot`) and brings it up to date in
    /// place, as Core Animation commits changes into the render server's copy of the layer tree:
    /// each visible layer's node is rewritten where it lies, and a sublayer list that did not
    /// change keeps its node array, so a frame neither allocates nor copies nodes. A node the layer
    /// wrote in the last frame gets only the values that may have changed since: the animating
    /// ones and those set since (`LayerProperties.writeChanges(into:)`). The result is the tree a
    /// walk from scratch produces (`renderTreeNode(model:host:)`).
    public func renderTree() -> RenderTree {
        var root = RenderNode()
        swap(&root, &keptRenderRoot)
        // The overlays come after the layer's sublayers; they are produced again below.
        root.children.removeLast(min(keptChromeCount, root.children.count))
        if !layer.updateRenderNode(&root, model: false, host: self, hostID: renderHostID, keeps: true) {
            root = RenderNode(bounds: bounds, position: center)
        }
        let chrome = isHidden ? [] : systemChromeNodes()
        root.children += chrome
        keptChromeCount = chrome.count
        let tree = RenderTree(size: bounds.size, scale: screenScale, backgroundColor: .black, root: root)
        keptRenderRoot = root
        lastRenderTree = tree
        return tree
    }
}

extension Window {
    /// How many windows have taken a `renderHostID`.
    private static var renderHostCount: UInt64 = 0

    /// A `renderHostID` no window has had: 1, 2, 3, … in the order windows are made.
    static func makeRenderHostID() -> UInt64 {
        renderHostCount += 1
        return renderHostCount
    }
}

extension Layer {
    /// The layer's number in `host`'s render trees (`renderSerial`): given by the host the first
    /// time the layer is drawn in its tree, and again when the layer has moved to another host
    /// (hosts are told apart by `LayerHost.renderHostID`, a number, so no weak reference is read).
    /// Each host counts its own layers, in the order they are first drawn, so what one window
    /// draws never changes another's numbers. Outside any host the layer keeps the number it has.
    func renderSerial(in host: (any LayerHost)?, hostID: UInt64) -> UInt64 {
        guard let host, renderSerialHostID != hostID else { return renderSerial }
        renderSerial = host.nextRenderSerial()
        renderSerialHostID = hostID
        return renderSerial
    }

    /// This layer's subtree as render nodes (see `renderTreeNode(model:host:)`), numbered by the
    /// layer's host.
    func renderTreeNode(model: Bool = false) -> RenderNode? { renderTreeNode(model: model, host: host) }

    /// This layer, its sublayers (in sublayer order) and its mask as render nodes, from
    /// presentation values (or model values when `model` is true); `nil` when hidden: the kept
    /// walk (`updateRenderNode`) from an empty node.
    func renderTreeNode(model: Bool, host: (any LayerHost)?) -> RenderNode? {
        var node = RenderNode()
        return updateRenderNode(&node, model: model, host: host, hostID: host?.renderHostID ?? 0) ? node : nil
    }

    /// Rewrites `node`, this layer's node in the last frame (or an empty node), as this layer's
    /// subtree now, in place; false when the layer is hidden (the node is then left as it was).
    /// The one walk of the tree: each layer's values, then its one content hook
    /// (`supplyContent(to:model:)`), then its sublayers (`updateChildren`) and its mask. A layer
    /// running a `Transition` draws a composite of two renderings, which is made afresh.
    /// `keeps` is true in the window's kept walk (`Window.renderTree()`), whose nodes are the ones
    /// the next frame starts from (see `writeOwnValues(into:model:serial:keeps:)`).
    func updateRenderNode(
        _ node: inout RenderNode, model: Bool, host: (any LayerHost)?, hostID: UInt64, keeps: Bool = false
    ) -> Bool {
        if isHidden { return false }
        let transitions =
            !model && !explicitAnimations.isEmpty && explicitAnimations.contains { $0.node is TransitionAnimationNode }
        if transitions { node = RenderNode() }
        var kept: [RenderNode] = []
        swap(&kept, &node.children)
        writeOwnValues(into: &node, model: model, serial: renderSerial(in: host, hostID: hostID), keeps: keeps)
        supplyContent(to: &node, model: model)
        updateChildren(of: &node, kept: &kept, model: model, host: host, hostID: hostID, keeps: keeps)
        updateMaskNode(of: &node, model: model, host: host, hostID: hostID, keeps: keeps)
        if node.preserves3D { node.clearOwnDrawing() }
        if transitions {
            node = applyingTransitions(to: node)
            // The composite holds the subtree's nodes as the transition draws them: the next
            // frame writes every value of each again.
            markRenderValuesChanged()
        }
        return true
    }

    /// Marks every value of this layer, its sublayers and its mask (to the bottom of the tree) as
    /// changed, so the window's next kept walk writes each of them again.
    func markRenderValuesChanged() {
        props.changedMask = LayerProperties.allFields
        for sublayer in sublayerStorage { sublayer.markRenderValuesChanged() }
        mask?.markRenderValuesChanged()
    }

    /// Brings `node.children` up to date from `kept`, the children it had: when the visible
    /// sublayers are the layers `kept` was drawn from, in the same order (and the content hook
    /// added no children), the array is put back and each child rewritten where it lies;
    /// otherwise each visible sublayer's node is taken from `kept` when there, else made, and
    /// appended after what the content hook added.
    private func updateChildren(
        of node: inout RenderNode, kept: inout [RenderNode], model: Bool, host: (any LayerHost)?, hostID: UInt64,
        keeps: Bool
    ) {
        // The walk reads a copy of the list: drawing code that edits the sublayers changes the next
        // frame. The copy also keeps every sublayer alive until the walk is done; the fast path reads
        // them through its buffer.
        let sublayers = sublayerStorage
        // A layer without sublayers (most of them) has nothing to add.
        if sublayers.isEmpty { return }
        if node.children.isEmpty, sublayersMatch(kept, hostID: hostID) {
            swap(&node.children, &kept)
            sublayers.withUnsafeBufferPointer { layers in
                let ahead = layers.count >= Layer.renderPrefetchMinimum
                node.children.withUnsafeMutableBufferPointer { nodes in
                    for i in 0..<layers.count {
                        if ahead { Layer.prefetchRenderReads(layers, after: i) }
                        unowned(unsafe) let sublayer = layers[i]
                        _ = sublayer.updateRenderNode(&nodes[i], model: model, host: host, hostID: hostID, keeps: keeps)
                    }
                }
            }
            return
        }
        node.children.reserveCapacity(node.children.count + sublayers.count)
        var cursor = 0
        for sublayer in sublayers where !sublayer.isHidden {
            let serial = sublayer.renderSerial(in: host, hostID: hostID)
            var child = RenderNode()
            if let i = kept[cursor...].firstIndex(where: { $0.source.layerSerial == serial }) {
                swap(&child, &kept[i])
                cursor = i + 1
            }
            if sublayer.updateRenderNode(&child, model: model, host: host, hostID: hostID, keeps: keeps) {
                node.children.append(child)
            }
        }
    }

    /// Whether every sublayer is visible and `kept` holds, in order, one node drawn from each.
    private func sublayersMatch(_ kept: [RenderNode], hostID: UInt64) -> Bool {
        guard kept.count == sublayerStorage.count else { return false }
        return sublayerStorage.withUnsafeBufferPointer { layers in
            kept.withUnsafeBufferPointer { nodes in
                for i in 0..<layers.count {
                    unowned(unsafe) let sublayer = layers[i]
                    // Read, not numbered here: layers are numbered in the order the walk first draws them.
                    guard !sublayer.isHidden, sublayer.renderSerialHostID == hostID,
                        nodes[i].source.layerSerial == sublayer.renderSerial
                    else { return false }
                }
                return true
            }
        }
    }

    /// Brings the mask's node up to date (rewritten in place when it was drawn from the same
    /// layer), or removes it.
    private func updateMaskNode(
        of node: inout RenderNode, model: Bool, host: (any LayerHost)?, hostID: UInt64, keeps: Bool
    ) {
        guard let mask else {
            // Most layers have no mask, nor had one: their node is left as it is.
            if node.hasMask { node.mask = nil }
            return
        }
        var maskNode = node.mask ?? RenderNode()
        node.mask = nil
        if maskNode.source.layerSerial != mask.renderSerial(in: host, hostID: hostID) { maskNode = RenderNode() }
        node.mask = mask.updateRenderNode(&maskNode, model: model, host: host, hostID: hostID, keeps: keeps) ? maskNode : nil
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
        var node = RenderNode()
        writeOwnValues(into: &node, model: model, serial: serial ?? renderSerial)
        return node
    }

    /// Writes this layer's own values (no sublayers or mask) into `node`, every field a layer
    /// sets: the animatable values straight from the layer's properties (`LayerProperties.write`),
    /// the flags, and no content, material or vibrancy yet (the content hook adds them).
    ///
    /// In the window's kept walk (`keeps`), a node this layer wrote in the last frame (it bears
    /// the layer's serial: serials are never reused within a host, and every node the kept walk
    /// leaves in the tree was written by it) gets only the animatable values that may differ
    /// (`LayerProperties.writeChanges(into:)`), unless something other than this method writes
    /// the layer's values into its node: a delegate that supplies content, or a transform layer's
    /// cleared drawing. A transition's composite marks its subtree changed
    /// (`markRenderValuesChanged()`).
    func writeOwnValues(into node: inout RenderNode, model: Bool, serial: UInt64, keeps: Bool = false) {
        if keeps, !model, serial != 0, node.source.layerSerial == serial, !displayState.delegateSuppliesContent,
            !preserves3D
        {
            props.writeChanges(into: &node)
        } else {
            props.write(into: &node, model: model)
            if keeps && !model { props.changedMask = 0 }
        }
        node.isDoubleSided = isDoubleSided
        node.masksToBounds = masksToBounds
        node.maskedCorners = maskedCorners
        node.preserves3D = preserves3D
        node.shouldRasterize = displayState.shouldRasterize
        node.shadowPath = renderedShadowPath(model: model)
        node.clearSuppliedContent()
        node.source.layerSerial = serial
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
