import Foundation

extension RenderContext {
    /// Fills the contours of `groups` (layer-plane polygons) projected through `m` as one shape
    /// in a solid colour: the shape `fill(_:paint:into:clip:)` makes of `Polygon.project` of each
    /// contour, with the same device points, but projected into memory kept from shape to shape
    /// (`projectedPoints`) rather than into an array per contour. Nothing is drawn when there is
    /// no contour.
    func fillProjected(
        _ groups: [[[CGPoint]]], toDevice m: Transform3D, color: UInt32, into target: Surface, clip: ClipState
    ) {
        guard groups.contains(where: { !$0.isEmpty }) else { return }
        let rect = clip.rect.intersection(target.bounds)
        guard !rect.isEmpty else { return }
        var points = projectedPoints, ends = projectedEnds
        projectedPoints = []
        projectedEnds = []
        defer {
            points.removeAll(keepingCapacity: true)
            ends.removeAll(keepingCapacity: true)
            projectedPoints = points
            projectedEnds = ends
        }
        for contours in groups {
            for contour in contours {
                Polygon.project(contour, m, appendingTo: &points)
                ends.append(points.count)
            }
        }
        guard RenderContext.reaches(points: points, rowsOf: target) else { return }
        rasterizer.reset(clip: rect)
        points.withUnsafeBufferPointer { all in
            var start = 0
            for end in ends {
                rasterizer.addPolygon(UnsafeBufferPointer(rebasing: all[start..<end]))
                start = end
            }
        }
        guard let shape = rasterizer.makeShape() else { return }
        target.add(DrawOp(shape: shape, paint: .solid(color), clip: clip))
    }
}
