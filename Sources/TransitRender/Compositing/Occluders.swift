import Foundation

/// The opaque rectangles that shapes recorded later put over a shape in one band of rows
/// (their `DrawOp.opaque`): every pixel there is replaced by an opaque colour whatever lies
/// below, so the shape need not composite it. Source over an opaque colour at full coverage
/// gives that colour exactly (`Pixel.over` adds the destination scaled by zero), so leaving the
/// pixels out changes no byte.
struct Occluders {
    /// The rectangles reaching the shape's extent, ordered by `minX`.
    private(set) var rects: [IntRect] = []

    /// No rectangle.
    init() {}

    /// The rectangles of `candidates` that reach `extent`.
    init(_ candidates: ArraySlice<IntRect>, reaching extent: IntRect) {
        for r in candidates where !r.intersection(extent).isEmpty { rects.append(r) }
        if rects.count > 1 { rects.sort { $0.minX < $1.minX } }
    }

    var isEmpty: Bool { rects.isEmpty }

    /// Whether one rectangle holds all of `r`.
    func covers(_ r: IntRect) -> Bool {
        rects.contains { Occluders.holds($0, r) }
    }

    /// Whether `outer` holds all of `r`.
    @inline(__always) static func holds(_ outer: IntRect, _ r: IntRect) -> Bool {
        outer.minX <= r.minX && outer.minY <= r.minY && outer.maxX >= r.maxX && outer.maxY >= r.maxY
    }

    /// Calls `body(a, b)` for each run `[a, b)` of columns `[x0, x1)` on row `y` that no
    /// rectangle covers, left to right.
    @inline(__always) func forEachVisible(y: Int, _ x0: Int, _ x1: Int, _ body: (Int, Int) -> Void) {
        var cursor = x0
        for r in rects where r.minY <= y && y < r.maxY && r.maxX > cursor {
            if r.minX >= x1 { break }
            if r.minX > cursor { body(cursor, r.minX) }
            cursor = r.maxX
            if cursor >= x1 { return }
        }
        if cursor < x1 { body(cursor, x1) }
    }

    /// Where the last uncovered run of `[x0, x1)` on row `y` ends (`x0` when all is covered).
    @inline(__always) func visibleEnd(y: Int, _ x0: Int, _ x1: Int) -> Int {
        var end = x0
        forEachVisible(y: y, x0, x1) { _, b in end = b }
        return end
    }

    /// For a flush's shapes, the opaque rectangles of those recorded after each one that reach
    /// `band`: `above` gets them front to back, and `counts[k]` is how many of them lie above
    /// shape `k` (the first `counts[k]` of `above`).
    static func collect(_ ops: [DrawOp], band: Range<Int>, above: inout [IntRect], counts: inout [Int]) {
        above.removeAll(keepingCapacity: true)
        for k in ops.indices.reversed() {
            counts[k] = above.count
            let o = ops[k].opaque
            guard !o.isEmpty, o.minY < band.upperBound, o.maxY > band.lowerBound else { continue }
            let r = IntRect(minX: o.minX, minY: max(o.minY, band.lowerBound), maxX: o.maxX, maxY: min(o.maxY, band.upperBound))
            if !above.contains(where: { Occluders.holds($0, r) }) { above.append(r) }
        }
    }
}
