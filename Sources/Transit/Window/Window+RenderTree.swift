import Foundation

extension Window {
    /// The frame as a value (`RenderTree`): every visible view's presentation values (what is on
    /// screen at the last frame step, mid-animation), its content, and its subviews. Hidden views
    /// are left out with their subtrees; a hidden window gives an empty root.
    public func renderTree() -> RenderTree {
        let root = renderNode() ?? RenderNode(bounds: bounds, position: center)
        return RenderTree(size: bounds.size, scale: screenScale, backgroundColor: .black, root: root)
    }
}

extension View {
    /// This view and its subtree as render nodes, from presentation values (or model values when
    /// `model` is true); `nil` when hidden.
    func renderNode(model: Bool = false) -> RenderNode? {
        if isHidden { return nil }
        var node = layer.renderNode(model: model)
        if let content = renderContent() { node.content = content }
        if let captured = capturedContent() { node.children.append(captured) }
        node.children.reserveCapacity(node.children.count + subviews.count)
        for view in subviews { if let child = view.renderNode(model: model) { node.children.append(child) } }
        if let mask = layer.mask {
            if let owner = mask.delegate { node.mask = owner.renderNode(model: model) } else { node.mask = mask.renderNode(model: model) }
        }
        return node
    }
}

extension Layer {
    /// This layer alone (its own drawing, e.g. a shape layer's path, but no sublayers or mask) as a
    /// render node, from presentation values.
    func renderNode(model: Bool = false) -> RenderNode {
        let s = model ? modelState : presentationState
        var node = RenderNode(bounds: s.bounds, position: s.position)
        node.anchorPoint = s.anchorPoint
        node.anchorPointZ = s.anchorPointZ
        node.transform = s.transform
        node.sublayerTransform = s.sublayerTransform
        node.zPosition = s.zPosition
        node.opacity = s.opacity
        node.isDoubleSided = isDoubleSided
        node.backgroundColor = s.backgroundColor
        node.cornerRadius = s.cornerRadius
        node.borderWidth = s.borderWidth
        node.borderColor = s.borderColor
        node.shadowColor = s.shadowColor
        node.shadowOpacity = s.shadowOpacity
        node.shadowRadius = s.shadowRadius
        node.shadowOffset = s.shadowOffset
        node.masksToBounds = masksToBounds
        node.content = (self as? LayerContentDrawing)?.drawnContent(model: model)
        return node
    }
}
