import Foundation

/// Decomposes edges in 24.8 fixed point into cells (the FreeType "gray" raster's scheme),
/// merging consecutive contributions to the same pixel.
struct CellBuilder {
    var cells: [Cell] = []
    private var current = Cell(x: 0, y: 0, cover: 0, area: 0)
    private var hasCell = false

    mutating func removeAll() {
        cells.removeAll(keepingCapacity: true)
        hasCell = false
    }

    /// Flushes the pending cell.
    mutating func finish() {
        if hasCell && (current.cover != 0 || current.area != 0) { cells.append(current) }
        hasCell = false
    }

    @inline(__always) private static func floorDiv(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q
    }

    /// Adds the edge (x0, y0) → (x1, y1), coordinates in 1/256 pixel.
    mutating func edge(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        if y0 == y1 { return }
        let sign: Int32 = y0 < y1 ? 1 : -1
        let (ax, ay, bx, by) = y0 < y1 ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
        let dx = bx - ax, dy = by - ay
        var ey = ay >> 8
        let lastRow = (by - 1) >> 8
        var xa = ax, ya = ay
        if dx == 0 {
            // Vertical edge: one cell per row, no divisions.
            let ex = ax >> 8, fx = ax - (ex << 8)
            while ey <= lastRow {
                let rowTop = ey << 8
                let yb = min(by, rowTop + 256)
                let h = Int32(yb - ya)
                add(Int32(ex), Int32(ey), sign * h, sign * h * Int32(2 * fx))
                ya = yb; ey += 1
            }
            return
        }
        while ey <= lastRow {
            let rowTop = ey << 8
            let yb = min(by, rowTop + 256)
            let xb = yb == by ? bx : ax + CellBuilder.floorDiv((yb - ay) * dx, dy)
            rowSegment(Int32(ey), xa, ya - rowTop, xb, yb - rowTop, sign)
            xa = xb; ya = yb; ey += 1
        }
    }

    /// One edge piece inside row `ey`, from (xa, fya) to (xb, fyb), fya < fyb in 0…256.
    private mutating func rowSegment(_ ey: Int32, _ xa: Int, _ fya: Int, _ xb: Int, _ fyb: Int, _ sign: Int32) {
        let exa = xa >> 8, exb = xb >> 8
        let h = fyb - fya
        if exa == exb {
            let base = exa << 8
            add(Int32(exa), ey, sign * Int32(h), sign * Int32(h * ((xa - base) + (xb - base))))
            return
        }
        let ddx = xb - xa
        var xPrev = xa, yPrev = fya
        if ddx > 0 {
            var k = exa + 1
            while k <= exb {
                let bxk = k << 8
                let yk = fya + CellBuilder.floorDiv((bxk - xa) * h, ddx)
                let cell = k - 1, base = cell << 8
                add(Int32(cell), ey, sign * Int32(yk - yPrev), sign * Int32((yk - yPrev) * ((xPrev - base) + 256)))
                xPrev = bxk; yPrev = yk; k += 1
            }
            let base = exb << 8
            add(Int32(exb), ey, sign * Int32(fyb - yPrev), sign * Int32((fyb - yPrev) * (xb - base)))
        } else {
            var k = exa
            while k > exb {
                let bxk = k << 8
                let yk = fya + CellBuilder.floorDiv((xa - bxk) * h, -ddx)
                let base = k << 8
                add(Int32(k), ey, sign * Int32(yk - yPrev), sign * Int32((yk - yPrev) * (xPrev - base)))
                xPrev = bxk; yPrev = yk; k -= 1
            }
            let base = exb << 8
            add(Int32(exb), ey, sign * Int32(fyb - yPrev), sign * Int32((fyb - yPrev) * (256 + (xb - base))))
        }
    }

    @inline(__always) private mutating func add(_ x: Int32, _ y: Int32, _ cover: Int32, _ area: Int32) {
        if hasCell && x == current.x && y == current.y {
            current.cover &+= cover; current.area &+= area
            return
        }
        if hasCell && (current.cover != 0 || current.area != 0) { cells.append(current) }
        hasCell = true
        current = Cell(x: x, y: y, cover: cover, area: area)
    }
}
