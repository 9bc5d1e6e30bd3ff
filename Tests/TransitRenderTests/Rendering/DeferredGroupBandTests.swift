import Foundation
import Testing
@testable import TransitRender
import TransitTestingReporting

/// A group left to be drawn as it is read (`Surface.flushDeferred()`) draws each band its reader
/// asks for into a surface of its own covering just those rows, with the pixels the whole
/// group would have there.
///
/// Oracles: Porter and Duff's source over on premultiplied pixels, `s + d·(255 − αs)/255`
/// rounded (`Pixel.over`), worked out here for an opaque rectangle with a translucent one across
/// it on a transparent group: the opaque colour alone, the translucent colour over it, the
/// translucent colour alone, and transparent outside both.
@Suite struct DeferredGroupBandTests {
    static let bounds = IntRect(minX: 5, minY: 2, maxX: 60, maxY: 50)
    static let opaqueRect = IntRect(minX: 8, minY: 4, maxX: 30, maxY: 20)
    static let translucentRect = IntRect(minX: 12, minY: 9, maxX: 44, maxY: 41)
    static let red: UInt32 = 0xFF00_00FF
    static let green: UInt32 = 0x8000_4000

    /// A group surface with the two rectangles recorded, cleared to transparent as it is drawn.
    static func group() -> Surface {
        let surface = Surface(uninitializedBounds: bounds)
        surface.pendingClear = 0
        let rasterizer = Rasterizer()
        for (rect, color) in [(opaqueRect, red), (translucentRect, green)] {
            rasterizer.reset(clip: bounds)
            rasterizer.addPolygon(RenderContext.rectPolygon(rect))
            guard let shape = rasterizer.makeShape() else { continue }
            var op = DrawOp(shape: shape, paint: .solid(color), clip: nil)
            if color >> 24 == 255 { op.opaque = rect }
            surface.add(op)
        }
        return surface
    }

    static func contains(_ r: IntRect, _ x: Int, _ y: Int) -> Bool {
        x >= r.minX && x < r.maxX && y >= r.minY && y < r.maxY
    }

    /// The group's pixel at (x, y), worked out from the rectangles.
    static func expected(_ x: Int, _ y: Int) -> UInt32 {
        let below: UInt32 = contains(opaqueRect, x, y) ? red : 0
        return contains(translucentRect, x, y) ? Pixel.over(green, below) : below
    }

    @Test func eachBandIsDrawnIntoItsOwnRowsWithTheWholeGroupsPixels() {
        let surface = Self.group()
        surface.flushDeferred()
        var wrong = 0, y = Self.bounds.minY
        while y < Self.bounds.maxY {
            let rows = y..<min(Self.bounds.maxY, y + 7)
            let band = surface.compositeDeferred(rows: rows)
            expectNotIdentical(band, surface, "a group drawn from cleared rows is read from a band of its own")
            expectEqual(
                band.bounds, IntRect(minX: Self.bounds.minX, minY: rows.lowerBound, maxX: Self.bounds.maxX, maxY: rows.upperBound)
            )
            for yy in rows {
                for x in Self.bounds.minX..<Self.bounds.maxX where band.row(yy)[x] != Self.expected(x, yy) { wrong += 1 }
            }
            y = rows.upperBound
        }
        expectEqual(wrong, 0)
    }

    @Test func aGroupFlushedBeforeIsDrawnInPlace() {
        // What is flushed stays in the group's own pixels (as a backdrop inside a group flushes
        // them): the rows deferred afterwards are drawn over those, in place.
        let surface = Self.group()
        surface.flush(on: .serial)
        let rasterizer = Rasterizer()
        rasterizer.reset(clip: Self.bounds)
        rasterizer.addPolygon(RenderContext.rectPolygon(IntRect(minX: 40, minY: 30, maxX: 50, maxY: 45)))
        if let shape = rasterizer.makeShape() { surface.add(DrawOp(shape: shape, paint: .solid(Self.red), clip: nil)) }
        surface.flushDeferred()
        let read = surface.compositeDeferred(rows: Self.bounds.minY..<Self.bounds.maxY)
        expectIdentical(read, surface)
        var wrong = 0
        for y in Self.bounds.minY..<Self.bounds.maxY {
            for x in Self.bounds.minX..<Self.bounds.maxX {
                let late = Self.contains(IntRect(minX: 40, minY: 30, maxX: 50, maxY: 45), x, y)
                if surface.row(y)[x] != (late ? Self.red : Self.expected(x, y)) { wrong += 1 }
            }
        }
        expectEqual(wrong, 0)
    }
}
