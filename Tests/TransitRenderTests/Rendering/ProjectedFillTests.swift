import Foundation
import Testing
@testable import TransitRender
import TransitAnimation
import TransitTestingReporting

/// The scan converter's snap, its cells and the projected fill of glyph contours against their
/// definitions: `(v × 256).rounded()` from the maths library; each pixel's accumulated area from
/// cells found by one floor division per row and per column boundary (the definition the
/// stepped quotients must equal); and `fill(_:paint:into:clip:)` of `Polygon.project` of each
/// contour for `fillProjected`, pixel for pixel.
@Suite struct ProjectedFillTests {
    /// A seeded generator (a 64-bit linear congruential step), the same numbers on every run.
    struct Seeded {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 42) }
        mutating func double(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + unit() * (range.upperBound - range.lowerBound)
        }
    }

    /// Seeded values of every size, exact halves of 1/256 (which round away from zero) and
    /// values past 2⁵³ (whole already) snap as the maths library rounds them.
    @Test func snapRoundsAsTheMathsLibrary() {
        var random = Seeded(state: 0x51A9)
        var values: [Double] = [0, -0.0, 0.5 / 256, -0.5 / 256, 1.5 / 256, -2.5 / 256, 0x1p53, -0x1p54 - 2, 1e10 + 0.5 / 256]
        for _ in 0..<20000 { values.append(random.double(-5000...5000)) }
        for _ in 0..<2000 { values.append(Double(Int(random.next() % 2_000_001) - 1_000_000) / 512) }
        var wrong = 0
        for v in values where Rasterizer.snap(v) != Int((v * 256).rounded()) { wrong += 1 }
        expectEqual(wrong, 0)
        // Worked by hand: 0.5/256 is half a unit, away from zero; 0.3/256 rounds to 0.
        expectEqual(Rasterizer.snap(0.5 / 256), 1)
        expectEqual(Rasterizer.snap(-0.5 / 256), -1)
        expectEqual(Rasterizer.snap(0.3 / 256), 0)
        expectEqual(Rasterizer.snap(2.75), 704)
    }

    /// Each pixel's signed doubled area (`accumulatedValues`), found by the definition: every
    /// edge split at each row boundary and each column boundary, where it crosses a boundary
    /// found by one floor division, each piece adding its height (`cover`) and twice the area to
    /// its left (`area`) to its pixel; a row's value at x is its covers left of x times 512, plus
    /// its own cover times 512, less its own area.
    static func definedValues(_ contours: [[(Int, Int)]], clip: IntRect) -> [Int32] {
        let w = clip.width
        var cover = [Int](repeating: 0, count: w * clip.height), area = cover
        func add(_ x: Int, _ y: Int, _ c: Int, _ a: Int) {
            cover[(y - clip.minY) * w + x - clip.minX] += c
            area[(y - clip.minY) * w + x - clip.minX] += a
        }
        // ⌊a / b⌋ for b > 0 in doubles: the quotients here are below 2²⁰ and their fractions at
        // least 1/b away from a whole number, far above a double's error, so the floor is exact.
        func floorDiv(_ a: Int, _ b: Int) -> Int { Int((Double(a) / Double(b)).rounded(.down)) }
        func edge(_ p0: (Int, Int), _ p1: (Int, Int)) {
            let (x0, y0) = p0, (x1, y1) = p1
            guard y0 != y1 else { return }
            let sign = y0 < y1 ? 1 : -1
            let (ax, ay, bx, by) = y0 < y1 ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
            var ey = ay >> 8, xa = ax, ya = ay
            while ey <= (by - 1) >> 8 {
                let yb = min(by, (ey << 8) + 256)
                let xb = yb == by ? bx : ax + floorDiv((yb - ay) * (bx - ax), by - ay)
                // The piece from (xa, ya) to (xb, yb) inside row ey, cut at column boundaries.
                let fya = ya - (ey << 8), fyb = yb - (ey << 8), h = fyb - fya
                var px = xa, py = fya
                let boundaries =
                    xb > xa
                    ? Array(stride(from: (xa >> 8) + 1, through: xb >> 8, by: 1))
                    : Array(stride(from: xa >> 8, to: xb >> 8, by: -1))
                for b in boundaries {
                    let yk = fya + floorDiv(abs((b << 8) - xa) * h, abs(xb - xa))
                    let cell = xb > xa ? b - 1 : b
                    add(cell, ey, sign * (yk - py), sign * (yk - py) * ((px - (cell << 8)) + ((b << 8) - (cell << 8))))
                    px = b << 8; py = yk
                }
                let cell = xb >> 8
                add(cell, ey, sign * (fyb - py), sign * (fyb - py) * ((px - (cell << 8)) + (xb - (cell << 8))))
                xa = xb; ya = yb; ey += 1
            }
        }
        for points in contours {
            for k in points.indices { edge(points[k == 0 ? points.count - 1 : k - 1], points[k]) }
        }
        var values = [Int32](repeating: 0, count: w * clip.height)
        for r in 0..<clip.height {
            var acc = 0
            for c in 0..<w {
                values[r * w + c] = Int32(((acc + cover[r * w + c]) << 9) - area[r * w + c])
                acc += cover[r * w + c]
            }
        }
        return values
    }

    /// Seeded shapes inside a 96 × 40 clip: polygons with shallow and steep edges of both
    /// directions, some crossing many columns within one row, and rows of 30 small contours side
    /// by side (as a line of glyphs, every row holding far more cells than are sorted by
    /// insertion): the scan converter's accumulated values are the definition's, pixel for pixel.
    @Test func cellsEqualTheDefinitionWithOneDivisionPerBoundary() throws {
        var random = Seeded(state: 0xCE11)
        let clip = IntRect(minX: 3, minY: 2, maxX: 99, maxY: 42)
        var wrong = 0, covered = 0
        for k in 0..<300 {
            let contours: [[DevicePoint]] =
                k % 3 == 2
                ? (0..<30).map { g in
                    (0..<(4 + g % 5)).map { _ in
                        DevicePoint(x: 4 + 3 * Double(g) + random.double(0...4), y: random.double(5...39))
                    }
                }
                : [
                    (0..<(3 + Int(random.next() % 6))).map { _ in
                        DevicePoint(x: random.double(3.001...98.999), y: random.double(2.001...41.999))
                    }
                ]
            let rasterizer = Rasterizer()
            rasterizer.reset(clip: clip)
            for points in contours { rasterizer.addPolygon(points) }
            var values = [Int32](repeating: 0, count: clip.width * clip.height)
            let shape = rasterizer.makeShape()
            values.withUnsafeMutableBufferPointer { shape?.accumulatedValues(into: $0.baseAddress!, width: clip.width) }
            let snapped = contours.map { $0.map { (Int(($0.x * 256).rounded()), Int(($0.y * 256).rounded())) } }
            let defined = Self.definedValues(snapped, clip: clip)
            wrong += zip(values, defined).filter { $0 != $1 }.count
            covered += defined.filter { $0 != 0 }.count
        }
        expectEqual(wrong, 0)
        expectGreaterThan(covered, 100_000)
    }

    /// Seeded transforms that scale, rotate and move (the points mapped in place) and ones with
    /// perspective (cut at the eye plane by `project`): the points appended are `project`'s.
    @Test func projectionAppendedEqualsTheProjectedArray() {
        var random = Seeded(state: 0x9807)
        var wrong = 0
        for k in 0..<400 {
            var m = Transform3D()
            m.m11 = random.double(-3...3); m.m12 = random.double(-3...3)
            m.m21 = random.double(-3...3); m.m22 = random.double(-3...3)
            m.m41 = random.double(-500...500); m.m42 = random.double(-500...500)
            if k % 2 == 1 {
                m.m14 = random.double(-0.01...0.01); m.m24 = random.double(-0.01...0.01)
                m.m44 = random.double(-2...2)
            } else if k % 4 == 2 {
                m.m44 = random.double(0.5...2)
            }
            let points = (0..<(3 + k % 9)).map { _ in CGPoint(x: random.double(-300...300), y: random.double(-300...300)) }
            var out = [DevicePoint(x: 7, y: 7)]
            Polygon.project(points, m, appendingTo: &out)
            if out != [DevicePoint(x: 7, y: 7)] + Polygon.project(points, m) { wrong += 1 }
        }
        expectEqual(wrong, 0)
        // Worked by hand: scale 2, move (3, 4), w = 2: (1, 1) → ((2 + 3)/2, (2 + 4)/2).
        var m = Transform3D(translationX: 3, y: 4)
        m.m11 = 2; m.m22 = 2; m.m44 = 2
        var out: [DevicePoint] = []
        Polygon.project([CGPoint(x: 1, y: 1)], m, appendingTo: &out)
        expectEqual(out, [DevicePoint(x: 2.5, y: 3)])
    }

    /// Seeded star-like contours in two groups, filled through `fillProjected` and through
    /// `fill` of the projected arrays, under a plain and a perspective transform, on a whole
    /// surface and on a surface compositing some rows only: the same pixels, and not blank.
    @Test func projectedFillEqualsTheFillOfProjectedArrays() throws {
        var random = Seeded(state: 0xF111)
        let bounds = IntRect(minX: 0, minY: 0, maxX: 120, maxY: 90)
        var perspective = Transform3D(translationX: 8, y: 6)
        perspective.m11 = 1.7; perspective.m22 = 1.6; perspective.m14 = 0.002; perspective.m24 = -0.001
        for (m, rows) in [(Transform3D(translationX: 4.3, y: 2.7), nil), (perspective, 30..<61)] as [(Transform3D, Range<Int>?)] {
            let groups: [[[CGPoint]]] = (0..<2).map { _ in
                (0..<6).map { _ in
                    let cx = random.double(10...55), cy = random.double(8...40)
                    return (0..<7).map { _ in CGPoint(x: cx + random.double(-9...9), y: cy + random.double(-9...9)) }
                }
            }
            let color: UInt32 = 0xCC33_6699
            var pixels: [[UInt32]] = []
            for projected in [true, false] {
                let surface = Surface(bounds: bounds, clearedTo: 0xFF00_0000)
                surface.rowLimit = rows
                let context = RenderContext(textCache: .shared)
                let clip = ClipState(rect: bounds, mask: nil)
                if projected {
                    context.fillProjected(groups, toDevice: m, color: color, into: surface, clip: clip)
                } else {
                    let shapes = groups.flatMap { $0.map { Polygon.project($0, m) } }
                    context.fill(shapes, paint: .solid(color), into: surface, clip: clip)
                }
                surface.flush(on: .serial)
                pixels.append(Array(UnsafeBufferPointer(start: surface.pixels, count: bounds.width * bounds.height)))
            }
            expectEqual(pixels[0], pixels[1])
            expectGreaterThan(pixels[0].filter { $0 != 0xFF00_0000 }.count, 500)
        }
    }
}
