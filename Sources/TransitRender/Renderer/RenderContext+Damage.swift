import Foundation

extension RenderContext {
    /// Collects the device rectangles where a node drawn through `om` (the previous frame) and its
    /// successor drawn through `nm` can differ. A change to the node's own values or to its device
    /// transform damages the whole subtree where it was and where it is (`subtreeBounds`, shadows
    /// included); when only sublayers changed, they are compared by layer, and a shadow cast by
    /// the node spreads their damage by its offset and blur. A rasterized node whose subtree
    /// changed damages all of it (its bitmap is resampled, so a change spreads by a texel).
    func collectDamage(
        from old: RenderNode, _ om: Transform3D, to new: RenderNode, _ nm: Transform3D,
        into rects: inout [IntRect]
    ) {
        if om == nm && old == new { return }
        guard om == nm, RenderContext.sameOwnValues(old, new), !old.preserves3D, !new.preserves3D,
            !old.shouldRasterize, !new.shouldRasterize,
            old.children.isEmpty == new.children.isEmpty
        else {
            rects.append(subtreeBounds(old, om))
            rects.append(subtreeBounds(new, nm))
            return
        }
        var inner: [IntRect] = []
        collectChildDamage(from: old, to: new, toDevice: nm, into: &inner)
        if hasShadow(new) {
            let s = shadowGeometry(new, nm)
            for r in inner where !r.isEmpty {
                rects.append(
                    IntRect(minX: r.minX + s.dx, minY: r.minY + s.dy, maxX: r.maxX + s.dx, maxY: r.maxY + s.dy)
                        .insetBy(-s.extent))
            }
        }
        rects += inner
    }

    /// Whether two nodes draw their own parts alike (everything but their sublayers).
    static func sameOwnValues(_ a: RenderNode, _ b: RenderNode) -> Bool {
        var a = a, b = b
        a.children = []
        b.children = []
        return a == b
    }

    /// The damage among the sublayers of two nodes with the same own values. Sublayers are paired
    /// by the layer that drew them; when every sublayer of both lists names a distinct layer and
    /// the pairs keep their drawing order, an added or removed sublayer damages only where it
    /// draws; otherwise (reordered, or nodes without a layer whose lists differ) all of them do.
    private func collectChildDamage(
        from old: RenderNode, to new: RenderNode, toDevice m: Transform3D,
        into rects: inout [IntRect]
    ) {
        let a = RenderContext.ordered(old.children), b = RenderContext.ordered(new.children)
        let base = new.sublayerMapping
        guard let pairs = RenderContext.pairs(a, b) else {
            for child in a { rects.append(childBounds(child, base, m)) }
            for child in b { rects.append(childBounds(child, base, m)) }
            return
        }
        var pairedOld = Set<Int>(), pairedNew = Set<Int>()
        for (i, j) in pairs {
            pairedOld.insert(i); pairedNew.insert(j)
            let (x, y) = (a[i], b[j])
            if x.preserves3D || y.preserves3D {
                if x != y { rects.append(childBounds(x, base, m)); rects.append(childBounds(y, base, m)) }
                continue
            }
            collectDamage(
                from: x, x.localToParent.concatenating(base).flattened.concatenating(m),
                to: y, y.localToParent.concatenating(base).flattened.concatenating(m), into: &rects)
        }
        for i in a.indices where !pairedOld.contains(i) { rects.append(childBounds(a[i], base, m)) }
        for j in b.indices where !pairedNew.contains(j) { rects.append(childBounds(b[j], base, m)) }
    }

    /// Index pairs (old, new) of the sublayers drawn by the same layer, in drawing order, or nil
    /// when they cannot be paired so (a sublayer without a layer, a layer twice, or a change of
    /// order). Lists of equal length without layers pair by position.
    static func pairs(_ a: [RenderNode], _ b: [RenderNode]) -> [(Int, Int)]? {
        let sa = a.map(\.source.layerSerial), sb = b.map(\.source.layerSerial)
        if sa == sb, sa.allSatisfy({ $0 == 0 }) || Set(sa).count == sa.count { return Array(zip(a.indices, b.indices)) }
        guard !sa.contains(0), !sb.contains(0), Set(sa).count == sa.count, Set(sb).count == sb.count else { return nil }
        var index: [UInt64: Int] = [:]
        for (i, s) in sa.enumerated() { index[s] = i }
        var result: [(Int, Int)] = []
        for (j, s) in sb.enumerated() {
            guard let i = index[s] else { continue }
            if let last = result.last, last.0 > i { return nil }
            result.append((i, j))
        }
        return result
    }

    /// The device pixels a sublayer (a transform layer's whole 3-D subtree included) can touch.
    func childBounds(_ child: RenderNode, _ base: Transform3D, _ m: Transform3D) -> IntRect {
        guard child.preserves3D else {
            return subtreeBounds(child, child.localToParent.concatenating(base).flattened.concatenating(m))
        }
        var box = IntRect.empty
        for leaf in RenderContext.depthSorted(child, child.localToParent.concatenating(base), alpha: 1) {
            box = box.union(subtreeBounds(leaf.node, leaf.map.flattened.concatenating(m)))
        }
        return box
    }
}

extension RenderContext {
    /// A backdrop material in a frame: the device pixels its blur reads (`read`), and the pixels
    /// that must be redrawn together, in one piece, whenever any of those changes (`whole`: the
    /// pixels read, and the offscreen groups the material is drawn inside, whose extent bounds
    /// what the blur sees).
    struct BackdropReach {
        let read: IntRect
        let whole: IntRect
    }

    /// Every backdrop material in the subtree of `node` (drawn through `m`), with what it reads.
    func backdropReaches(
        _ node: RenderNode, _ m: Transform3D, groups: IntRect = .empty,
        into reaches: inout [BackdropReach]
    ) {
        guard node.opacity > 0, RenderContext.isFinite(m) else { return }
        let groups = needsGroup(node) ? groups.union(subtreeBounds(node, m)) : groups
        if let backdrop = node.backdrop {
            let sigma = max(0, Double(backdrop.blurRadius)) * deviceScale(node, m)
            let extent = Blur.boxRadii(sigma: min(sigma, RenderContext.maxShadowSigma)).reduce(0, +) + 1
            let read = IntRect.bounding(Polygon.project(RenderContext.corners(node.bounds), m)).insetBy(-extent)
            reaches.append(BackdropReach(read: read, whole: read.union(groups)))
        }
        let base = node.sublayerMapping
        for child in node.children {
            if child.preserves3D {
                for leaf in RenderContext.depthSorted(child, child.localToParent.concatenating(base), alpha: 1) {
                    backdropReaches(leaf.node, leaf.map.flattened.concatenating(m), groups: groups, into: &reaches)
                }
            } else {
                backdropReaches(
                    child, child.localToParent.concatenating(base).flattened.concatenating(m),
                    groups: groups, into: &reaches)
            }
        }
    }
}
