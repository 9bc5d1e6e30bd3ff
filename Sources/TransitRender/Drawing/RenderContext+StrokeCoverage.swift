import Foundation

extension RenderContext {
    /// Sub-pixel grid per side used for stroke coverage.
    static let strokeSamples = 4

    /// The coverage of a stroke outline over `bounds`: the union of its overlapping pieces
    /// (segment boxes, join and cap pieces).
    ///
    /// Exact-area coverage adds the areas of overlapping pieces in a pixel, so where a cap or
    /// join disc and a segment box both half cover an edge pixel, it would come out fully
    /// covered (a visible bump). The pieces are therefore rasterized on a grid 4 × 4 finer and
    /// the union's coverage averaged back per pixel, which keeps that error within a sixteenth
    /// of a pixel's area per overlapping sub-pixel row.
    func strokeCoverage(_ polygons: [[DevicePoint]], bounds: IntRect) -> Mask? {
        let box = IntRect.bounding(polygons.flatMap { $0 }).intersection(bounds)
        guard !box.isEmpty else { return nil }
        let k = RenderContext.strokeSamples
        let fine = IntRect(minX: box.minX * k, minY: box.minY * k, maxX: box.maxX * k, maxY: box.maxY * k)
        rasterizer.reset(clip: fine)
        let scale = Double(k)
        for polygon in polygons { rasterizer.addPolygon(polygon.map { DevicePoint(x: $0.x * scale, y: $0.y * scale) }) }
        guard let shape = rasterizer.makeShape() else { return nil }
        let w = box.width
        var sums = [Int32](repeating: 0, count: w * box.height)
        shape.sweep(rows: fine.minY..<fine.maxY) { y, spans in
            let row = (y / k - box.minY) * w - box.minX
            for span in spans {
                let c = Int32(span.coverage)
                for x in Int(span.x)..<Int(span.x + span.length) { sums[row + x / k] += c }
            }
        }
        let mask = Mask(bounds: box)
        let samples = Int32(k * k)
        for y in box.minY..<box.maxY {
            let out = mask.row(y)
            let row = (y - box.minY) * w - box.minX
            for x in box.minX..<box.maxX { out[x] = UInt8((sums[row + x] + samples / 2) / samples) }
        }
        return mask
    }

    /// Paints a stroke outline in a solid colour through its union coverage.
    func fillStroke(_ polygons: [[DevicePoint]], color: UInt32, into target: Surface, clip: ClipState) {
        guard let coverage = strokeCoverage(polygons, bounds: clip.rect.intersection(target.bounds)) else { return }
        fill([RenderContext.devicePolygon(coverage.bounds)], paint: .tinted(coverage, color: color), into: target, clip: clip)
    }

    /// A pixel rectangle as a device polygon.
    static func devicePolygon(_ r: IntRect) -> [DevicePoint] {
        [
            DevicePoint(x: Double(r.minX), y: Double(r.minY)), DevicePoint(x: Double(r.maxX), y: Double(r.minY)),
            DevicePoint(x: Double(r.maxX), y: Double(r.maxY)), DevicePoint(x: Double(r.minX), y: Double(r.maxY))
        ]
    }
}
