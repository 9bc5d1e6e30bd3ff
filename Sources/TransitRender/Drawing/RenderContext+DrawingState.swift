import Foundation

extension RenderContext {
    /// The clip of a list of recorded clip paths: their coverage masks multiplied together over
    /// `bounds` (no mask when nothing clips).
    func clipState(_ clips: [DrawingOperation.Clip], scale: CGFloat, bounds: IntRect) -> ClipState {
        guard !clips.isEmpty else { return ClipState(rect: bounds, mask: nil) }
        var mask: Mask?
        for clip in clips {
            let m = Transform3D(RenderContext.deviceMap(clip.transform, scale: scale))
            let tolerance = CGFloat(RenderContext.pathTolerance * RenderContext.pointsPerPixel(m))
            let lines = clip.path.flattened(tolerance: tolerance).filter { $0.points.count >= 3 }
            mask = coverage(
                of: lines.map { Polygon.project($0.points, m) }, evenOdd: clip.rule == .evenOdd,
                bounds: bounds, within: mask)
        }
        guard let mask else { return ClipState(rect: .empty, mask: nil) }
        return ClipState(rect: bounds, mask: mask)
    }

    /// The coverage of device polygons over `bounds`, multiplied by `parent` when given.
    func coverage(of polygons: [[DevicePoint]], evenOdd: Bool, bounds: IntRect, within parent: Mask?) -> Mask {
        let mask = Mask(bounds: bounds)
        rasterizer.reset(clip: bounds)
        for polygon in polygons { rasterizer.addPolygon(polygon) }
        rasterizer.makeShape(evenOdd: evenOdd)?.sweep(rows: bounds.minY..<bounds.maxY) { y, spans in
            let row = mask.row(y)
            let parentRow = parent?.row(y)
            for span in spans {
                for x in Int(span.x)..<Int(span.x + span.length) {
                    row[x] = parentRow.map { UInt8(Pixel.mul8(UInt32(span.coverage), UInt32($0[x]))) } ?? span.coverage
                }
            }
        }
        return mask
    }

    /// The coverage of an operation's shape under its clip (what `clear` and `copy` replace).
    func coverageMask(_ op: DrawingOperation, scale: CGFloat, bounds: IntRect, clip: ClipState) -> Mask {
        if case .image(_, let rect, _) = op.paint {
            let m = Transform3D(RenderContext.deviceMap(op.transform, scale: scale))
            return coverage(
                of: [Polygon.project(RenderContext.corners(rect), m)], evenOdd: false, bounds: bounds, within: clip.mask)
        }
        let (shapes, evenOdd) = polygons(op, scale: scale, bounds: bounds)
        if case .stroke = op.shape {
            let mask = Mask(bounds: bounds)
            guard let stroke = strokeCoverage(shapes, bounds: bounds) else { return mask }
            let b = stroke.bounds
            for y in b.minY..<b.maxY {
                let out = mask.row(y), s = stroke.row(y), c = clip.mask?.row(y)
                for x in b.minX..<b.maxX { out[x] = c.map { UInt8(Pixel.mul8(UInt32(s[x]), UInt32($0[x]))) } ?? s[x] }
            }
            return mask
        }
        return coverage(of: shapes, evenOdd: evenOdd, bounds: bounds, within: clip.mask)
    }

    /// Paints the shadow of what `source` holds: its alpha blurred, moved by the offset (base
    /// space, y down, as in a UIKit context) and tinted with the shadow colour, under `target`'s
    /// next drawing.
    func castShadow(_ shadow: DrawingOperation.Shadow, of source: Surface, scale: CGFloat, into target: Surface) {
        let b = source.bounds
        let alpha = Mask(bounds: b)
        for y in b.minY..<b.maxY {
            let s = source.row(y), a = alpha.row(y)
            for x in b.minX..<b.maxX { a[x] = UInt8(s[x] >> 24) }
        }
        let sigma = Double(shadow.blur * scale) / 2
        let extent = Int((3 * sigma).rounded(.up)) + 1
        let dx = Int((Double(shadow.offset.width * scale)).rounded()), dy = Int((Double(shadow.offset.height * scale)).rounded())
        let blurred = Blur.gaussian(alpha, sigma: sigma, extent: extent, dx: dx, dy: dy, workers: workers)
        let area = blurred.bounds.intersection(target.bounds)
        guard !area.isEmpty else { return }
        let color = Pixel.premultiplied(shadow.color)
        rasterizer.reset(clip: area)
        rasterizer.addPolygon(RenderContext.devicePolygon(area))
        if let shape = rasterizer.makeShape() {
            target.add(DrawOp(shape: shape, paint: .tinted(blurred, color: color), clip: nil))
        }
        target.flush(on: workers)
    }
}
