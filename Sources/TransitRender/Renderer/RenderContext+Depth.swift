import Foundation

extension RenderContext {
    /// A sublayer held in 3-D by a transform layer: the node, its map into the 3-D space of the
    /// transform layer's parent (not flattened), and the opacity of the transform layers above it.
    struct DepthLeaf {
        let node: RenderNode
        let map: Transform3D
        let alpha: Double
        let depth: Double
    }

    /// Draws a transform layer (`preserves3D`): its sublayers, through nested transform layers,
    /// back to front by depth, each flattened only into the parent's plane (`m` maps that plane to
    /// device pixels). `pre` maps the transform layer into its parent's space.
    func drawPreserving3D(
        _ node: RenderNode, _ pre: Transform3D, toDevice m: Transform3D, into target: Surface,
        clip: ClipState, alpha: Double
    ) {
        let opacity = Double(node.opacity)
        guard opacity > 0, alpha > 0 else { return }
        for leaf in RenderContext.depthSorted(node, pre, alpha: alpha * min(1, opacity)) {
            draw(leaf.node, toDevice: leaf.map.flattened.concatenating(m), into: target, clip: clip, alpha: leaf.alpha)
        }
    }

    /// The sublayers a transform layer keeps in 3-D, back to front: sorted by the depth of each
    /// one's bounds centre in the parent's space (z after the homogeneous divide; nearer the viewer
    /// is larger z, as with Core Animation's `m34 = −1/d` perspective), ties in tree order.
    static func depthSorted(_ node: RenderNode, _ pre: Transform3D, alpha: Double) -> [DepthLeaf] {
        var leaves: [DepthLeaf] = []
        collect(node, pre, alpha: alpha, into: &leaves)
        return leaves.enumerated().sorted { a, b in
            a.element.depth != b.element.depth ? a.element.depth < b.element.depth : a.offset < b.offset
        }.map(\.element)
    }

    private static func collect(_ node: RenderNode, _ pre: Transform3D, alpha: Double, into leaves: inout [DepthLeaf]) {
        let base = node.sublayerMapping
        for child in node.children {
            let map = child.localToParent.concatenating(base).concatenating(pre)
            if child.preserves3D {
                collect(child, map, alpha: alpha * min(1, max(0, Double(child.opacity))), into: &leaves)
            } else {
                leaves.append(DepthLeaf(node: child, map: map, alpha: alpha, depth: depth(of: child, map)))
            }
        }
    }

    /// The z of the node's bounds centre through `map` (row vectors), after the divide by w.
    private static func depth(of node: RenderNode, _ map: Transform3D) -> Double {
        let x = Double(node.bounds.midX), y = Double(node.bounds.midY)
        let z = x * Double(map.m13) + y * Double(map.m23) + Double(map.m43)
        let w = x * Double(map.m14) + y * Double(map.m24) + Double(map.m44)
        return w > 0 ? z / w : z
    }
}
