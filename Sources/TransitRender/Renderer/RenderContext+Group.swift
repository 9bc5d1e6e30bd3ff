import Foundation

extension RenderContext {
    /// Draws a node through an offscreen group: its parts and sublayers into a surface, then its
    /// shadow (the group's alpha, or the `shadowPath`'s coverage, times the mask layer's alpha,
    /// blurred and tinted), then the group itself, scaled by the opacity and multiplied by the
    /// mask layer's alpha.
    func drawGroup(_ node: RenderNode, toDevice m: Transform3D, into target: Surface, clip: ClipState, alpha: Double) {
        let opacity = min(1, Double(node.opacity)) * alpha
        // A shadow path without a mask casts its shadow before the group (see `draw`).
        let shadow = hasShadow(node) && !castsPathShadowAlone(node) ? shadowGeometry(node, m) : nil
        let reach = shadow.map { $0.extent + max(abs($0.dx), abs($0.dy)) } ?? 0
        let limit = clip.rect.intersection(target.bounds)
        let area = IntRect(
            minX: limit.minX - reach, minY: limit.minY - reach,
            maxX: limit.maxX + reach, maxY: limit.maxY + reach)
        let rect = subtreeBounds(node, m, includingShadow: false).intersection(area)
        guard !rect.isEmpty else { return }
        // Cleared as it is composited, except under opaque shapes (`Surface.pendingClear`).
        let group = Surface(uninitializedBounds: rect)
        group.pendingClear = 0
        drawLayer(node, toDevice: m, into: group, clip: ClipState(rect: rect, mask: nil), alpha: 1)
        // Only a shadow reads the group's pixels before it is composited; otherwise each band
        // of the group is drawn as the target's band reads it (`Surface.flushDeferred()`).
        if shadow == nil { group.flushDeferred() } else { group.flush(on: workers) }
        var alphaMask: Mask?
        if let maskNode = node.mask {
            let maskSurface = Surface(uninitializedBounds: rect)
            maskSurface.pendingClear = 0
            draw(
                maskNode, toDevice: maskNode.localToParent.flattened.concatenating(m), into: maskSurface,
                clip: ClipState(rect: rect, mask: nil), alpha: 1)
            maskSurface.flush(on: workers)
            alphaMask = RenderContext.alphaMask(of: maskSurface)
        }
        if let shadow {
            var coverage = RenderContext.alphaMask(of: group, times: alphaMask)
            if let path = node.shadowPath {
                // The path's coverage where the group draws, masked as the group is.
                let filled = pathCoverage(path, m, within: rect) ?? Mask(bounds: rect)
                coverage = RenderContext.product(filled, alphaMask, in: rect)
            }
            let blurred = Blur.gaussian(
                coverage, sigma: shadow.sigma, extent: shadow.extent, dx: shadow.dx, dy: shadow.dy, workers: workers)
            paintShadow(blurred, of: node, opacity: opacity, limit: limit, into: target, clip: clip)
        }
        let r = rect.intersection(limit)
        guard !r.isEmpty else { return }
        var composite = clip
        if let alphaMask, clip.mask == nil {
            // The mask layer's alpha alone (it covers the group's rectangle, which holds `r`).
            composite = ClipState(rect: r, mask: alphaMask)
        } else if let alphaMask, let clipMask = clip.mask {
            let combined = Mask(bounds: r)
            for y in r.minY..<r.maxY {
                let out = combined.row(y), a = alphaMask.row(y), p = clipMask.row(y)
                for x in r.minX..<r.maxX { out[x] = UInt8(Pixel.mul8(UInt32(a[x]), UInt32(p[x]))) }
            }
            composite = ClipState(rect: r, mask: combined)
        }
        rasterizer.reset(clip: r)
        rasterizer.addPolygon(RenderContext.rectPolygon(r))
        if let shape = rasterizer.makeShape() {
            target.add(DrawOp(shape: shape, paint: .surface(group, factor: Pixel.factor(opacity)), clip: composite))
        }
    }

    /// Blur and offset of a node's shadow in device pixels: σ = shadowRadius / 2 and the offset,
    /// both in points scaled by the node's device scale (the offset is not rotated with the layer
    /// and snaps to whole pixels). σ is capped at `maxShadowSigma` pixels, which keeps memory
    /// bounded for absurd radii.
    func shadowGeometry(_ node: RenderNode, _ m: Transform3D) -> ShadowGeometry {
        let s = deviceScale(node, m)
        let sigma = min(RenderContext.maxShadowSigma, max(0, Double(node.shadowRadius)) / 2 * s)
        let extent = Blur.boxRadii(sigma: sigma).reduce(0, +) + 1
        let dx = Double(node.shadowOffset.width) * s, dy = Double(node.shadowOffset.height) * s
        let clampD = 1e6
        return ShadowGeometry(
            sigma: sigma, extent: extent, dx: Int(max(-clampD, min(clampD, dx)).rounded()),
            dy: Int(max(-clampD, min(clampD, dy)).rounded()))
    }

    /// The largest shadow blur (σ, device pixels) drawn; larger radii blur this much.
    static let maxShadowSigma = 200.0

    /// How many device pixels one point of the node's bounds spans (the larger side ratio).
    func deviceScale(_ node: RenderNode, _ m: Transform3D) -> Double {
        let p = Polygon.project(RenderContext.corners(node.bounds), m)
        guard p.count == 4 else { return 1 }
        func d(_ a: DevicePoint, _ b: DevicePoint) -> Double {
            ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
        }
        let w = Double(node.bounds.width), h = Double(node.bounds.height)
        let sx = w > 0 ? max(d(p[0], p[1]), d(p[3], p[2])) / w : 0
        let sy = h > 0 ? max(d(p[0], p[3]), d(p[1], p[2])) / h : 0
        let s = max(sx, sy)
        return s.isFinite && s > 0 ? s : 1
    }

    /// The device pixels the node and its sublayers can touch (their shadows included, and the
    /// node's own unless told otherwise), padded by one.
    /// A rasterized node (`isRasterized`) touches its bitmap's rectangle.
    func subtreeBounds(_ node: RenderNode, _ m: Transform3D, includingShadow: Bool = true) -> IntRect {
        if includingShadow, RenderContext.isRasterized(node) { return rasterizedBounds(node, m) }
        var box = IntRect.bounding(Polygon.project(RenderContext.corners(node.bounds), m))
        if case .image(let image, let gravity)? = node.content {
            let r = RenderContext.imageRect(image, gravity: gravity, in: node.bounds)
            box = box.union(IntRect.bounding(Polygon.project(RenderContext.corners(r), m)))
        }
        if case .text? = node.content {
            box = box.union(IntRect.bounding(Polygon.project(RenderContext.corners(textBox(node)), m)))
        }
        if case .contents(let image, let gravity, let scale, let rect)? = node.content {
            let r = RenderContext.contentsRect(image, gravity: gravity, scale: scale, rect: rect, in: node.bounds)
            box = box.union(IntRect.bounding(Polygon.project(RenderContext.corners(r), m)))
        }
        if case .drawing(let drawing, let gravity, _)? = node.content {
            let r = RenderContext.placed(drawing.size, gravity: gravity, in: node.bounds)
            box = box.union(IntRect.bounding(Polygon.project(RenderContext.corners(r), m)))
        }
        if case .shape(let shape)? = node.content {
            let extent = RenderContext.shapeExtent(shape)
            if !extent.isNull { box = box.union(IntRect.bounding(Polygon.project(RenderContext.corners(extent), m))) }
        }
        var children = IntRect.empty
        let base = node.sublayerMapping
        // Sublayers clipped to non-empty bounds add nothing to the box (box ∪ (children ∩ box)
        // is box).
        for child in node.children where !node.masksToBounds || box.isEmpty {
            if child.preserves3D {
                for leaf in RenderContext.depthSorted(child, child.localToParent.concatenating(base), alpha: 1) {
                    children = children.union(subtreeBounds(leaf.node, leaf.map.flattened.concatenating(m)))
                }
                continue
            }
            children = children.union(subtreeBounds(child, child.localToParent.concatenating(base).flattened.concatenating(m)))
        }
        box = box.union(node.masksToBounds ? children.intersection(box) : children)
        if includingShadow && hasShadow(node) {
            let s = shadowGeometry(node, m)
            var caster = box
            if let path = node.shadowPath {
                let r = path.boundingBoxOfPath
                caster = r.isNull ? .empty : IntRect.bounding(Polygon.project(RenderContext.corners(r), m))
            }
            let moved = IntRect(
                minX: caster.minX + s.dx, minY: caster.minY + s.dy,
                maxX: caster.maxX + s.dx, maxY: caster.maxY + s.dy)
            box = box.union(moved.insetBy(-s.extent))
        }
        return box.isEmpty ? box : box.insetBy(-1)
    }

    /// `a` times `b` (where given) inside `rect`, zero elsewhere.
    static func product(_ a: Mask, _ b: Mask?, in rect: IntRect) -> Mask {
        let out = Mask(bounds: rect)
        let r = a.bounds.intersection(rect)
        guard !r.isEmpty else { return out }
        for y in r.minY..<r.maxY {
            let src = a.row(y), dst = out.row(y), o = b?.row(y)
            for x in r.minX..<r.maxX { dst[x] = o.map { UInt8(Pixel.mul8(UInt32(src[x]), UInt32($0[x]))) } ?? src[x] }
        }
        return out
    }

    /// The alpha channel of a surface (times another mask where given) as a mask.
    static func alphaMask(of surface: Surface, times other: Mask? = nil) -> Mask {
        let mask = Mask(bounds: surface.bounds)
        let r = surface.bounds
        for y in r.minY..<r.maxY {
            let src = surface.row(y), out = mask.row(y), o = other?.row(y)
            for x in r.minX..<r.maxX {
                let a = src[x] >> 24
                out[x] = UInt8(o.map { Pixel.mul8(a, UInt32($0[x])) } ?? a)
            }
        }
        return mask
    }

    static func rectPolygon(_ r: IntRect) -> [DevicePoint] {
        [
            DevicePoint(x: Double(r.minX), y: Double(r.minY)), DevicePoint(x: Double(r.maxX), y: Double(r.minY)),
            DevicePoint(x: Double(r.maxX), y: Double(r.maxY)), DevicePoint(x: Double(r.minX), y: Double(r.maxY))
        ]
    }
}
