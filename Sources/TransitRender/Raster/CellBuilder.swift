import Foundation

/// Decomposes edges in 24.8 fixed point into cells (the FreeType "gray" raster's scheme),
/// merging consecutive contributions to the same pixel.
///
/// The cells are kept in memory of its own, grown by doubling and kept from shape to shape: a
/// cell is stored with one capacity check, without an array's uniqueness check (the builder is
/// not copyable, so nothing else holds the memory).
struct CellBuilder: ~Copyable {
    private var storage: UnsafeMutablePointer<Cell>
    private var capacity: Int
    /// How many cells are stored.
    private(set) var count = 0
    private var current = Cell(x: 0, y: 0, cover: 0, area: 0)
    private var hasCell = false

    init() {
        capacity = 256
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    /// The cells found so far, valid until the builder next changes.
    var cells: UnsafeBufferPointer<Cell> { UnsafeBufferPointer(start: storage, count: count) }

    mutating func removeAll() {
        count = 0
        hasCell = false
    }

    /// Flushes the pending cell.
    mutating func finish() {
        if hasCell && (current.cover != 0 || current.area != 0) { append(current) }
        hasCell = false
    }

    /// Adds the closed polygon through `points` (in 1/256 pixel): its edges, the last point to
    /// the first included.
    mutating func addClosed(_ points: UnsafeBufferPointer<DevicePoint>) {
        guard let last = points.last else { return }
        var px = Rasterizer.snap(last.x), py = Rasterizer.snap(last.y)
        for p in points {
            let x = Rasterizer.snap(p.x), y = Rasterizer.snap(p.y)
            edge(px, py, x, y)
            px = x; py = y
        }
    }

    @inline(__always) private mutating func append(_ cell: Cell) {
        if count == capacity { grow() }
        storage[count] = cell
        count += 1
    }

    /// Doubles the capacity, keeping the cells.
    private mutating func grow() {
        let larger = UnsafeMutablePointer<Cell>.allocate(capacity: 2 * capacity)
        larger.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }

    @inline(__always) static func floorDiv(_ a: Int, _ b: Int) -> Int {
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
        // x where the edge leaves each row but the last, ax + ⌊(yb − ay)·dx / dy⌋, stepped from
        // row to row as a quotient and remainder (dy > 0): the same integers, at most two
        // divisions per edge.
        var step = RowStep(first: min(by, (ey << 8) + 256) - ay, dx: dx, dy: dy, rows: lastRow - ey)
        while ey <= lastRow {
            let rowTop = ey << 8
            let yb = min(by, rowTop + 256)
            let xb = yb == by ? bx : ax + step.quotient
            rowSegment(Int32(ey), xa, ya - rowTop, xb, yb - rowTop, sign)
            xa = xb; ya = yb; ey += 1
            step.advance()
        }
    }

    /// `⌊(first + 256·k)·dx / dy⌋` for k = 0, 1, 2, … (`dy > 0`) as a quotient and a remainder in
    /// `0..<dy`, advanced by `⌊256·dx / dy⌋` and its remainder: exact integer division without
    /// dividing per row.
    struct RowStep {
        var quotient: Int, remainder: Int
        let lift: Int, rest: Int, divisor: Int

        /// The steps of an edge crossing `rows` row boundaries: never more divisions than one
        /// per boundary (none for an edge inside one row, whose end is its own).
        @inline(__always) init(first: Int, dx: Int, dy: Int, rows: Int) {
            quotient = rows > 0 ? CellBuilder.floorDiv(first * dx, dy) : 0
            remainder = rows > 0 ? first * dx - quotient * dy : 0
            lift = rows > 1 ? CellBuilder.floorDiv(256 * dx, dy) : 0
            rest = rows > 1 ? 256 * dx - lift * dy : 0
            divisor = dy
        }

        @inline(__always) mutating func advance() {
            quotient += lift; remainder += rest
            if remainder >= divisor { quotient += 1; remainder -= divisor }
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
        // The y where the piece crosses each column boundary, fya + ⌊(boundary − xa)·h / |ddx|⌋,
        // stepped from boundary to boundary as a quotient and remainder (`RowStep`): the same
        // integers as one division per boundary, with at most two per piece.
        if ddx > 0 {
            var k = exa + 1
            var step = RowStep(first: (k << 8) - xa, dx: h, dy: ddx, rows: exb - exa)
            while k <= exb {
                let bxk = k << 8
                let yk = fya + step.quotient
                let cell = k - 1, base = cell << 8
                add(Int32(cell), ey, sign * Int32(yk - yPrev), sign * Int32((yk - yPrev) * ((xPrev - base) + 256)))
                xPrev = bxk; yPrev = yk; k += 1
                step.advance()
            }
            let base = exb << 8
            add(Int32(exb), ey, sign * Int32(fyb - yPrev), sign * Int32((fyb - yPrev) * (xb - base)))
        } else {
            var k = exa
            var step = RowStep(first: xa - (k << 8), dx: h, dy: -ddx, rows: exa - exb)
            while k > exb {
                let bxk = k << 8
                let yk = fya + step.quotient
                let base = k << 8
                add(Int32(k), ey, sign * Int32(yk - yPrev), sign * Int32((yk - yPrev) * (xPrev - base)))
                xPrev = bxk; yPrev = yk; k -= 1
                step.advance()
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
        if hasCell && (current.cover != 0 || current.area != 0) { append(current) }
        hasCell = true
        current = Cell(x: x, y: y, cover: cover, area: area)
    }
}
