import Foundation

/// Cuts polylines by length: dash patterns and `strokeStart` / `strokeEnd` trimming.
enum PathDasher {
    /// The polylines cut into dashes: `pattern` alternates painted and unpainted lengths, starting
    /// `phase` into it (a negative phase counts back from the pattern's end). The pattern restarts
    /// with each subpath, as Core Graphics does. Nil when the pattern is empty, has a negative or
    /// non-finite length, or sums to zero: the caller then strokes without dashes.
    static func dash(_ lines: [Polyline], pattern: [Double], phase: Double) -> [Polyline]? {
        guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        // An odd count repeats the pattern once so that painted and unpainted alternate.
        let lengths = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let total = lengths.reduce(0, +)
        guard total > 0 else { return nil }
        var start = phase.isFinite ? phase.truncatingRemainder(dividingBy: total) : 0
        if start < 0 { start += total }
        var out: [Polyline] = []
        for line in lines {
            var pts = line.points
            if line.closed, let first = pts.first { pts.append(first) }
            guard pts.count >= 2 else { continue }
            // Where the pattern stands at the subpath's start.
            var index = 0, left = lengths[0]
            var skip = start
            while skip > 0 {
                if skip >= left {
                    skip -= left; index = (index + 1) % lengths.count; left = lengths[index]
                } else {
                    left -= skip; skip = 0
                }
            }
            var current: [CGPoint] = index % 2 == 0 ? [pts[0]] : []
            for i in 1..<pts.count {
                var a = pts[i - 1]
                let b = pts[i]
                var segment = Double(hypot(b.x - a.x, b.y - a.y))
                while segment > 0 {
                    if left >= segment {
                        left -= segment
                        if index % 2 == 0 { current.append(b) }
                        segment = 0
                    } else {
                        let t = left / segment
                        let cut = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                        segment -= left
                        a = cut
                        if index % 2 == 0 {
                            current.append(cut)
                            if current.count >= 2 { out.append(Polyline(points: current, closed: false)) }
                            current = []
                        } else {
                            current = [cut]
                        }
                        index = (index + 1) % lengths.count
                        left = lengths[index]
                    }
                }
            }
            if index % 2 == 0 && current.count >= 2 { out.append(Polyline(points: current, closed: false)) }
        }
        return out
    }

    /// The part of the polylines between fractions `from` and `to` of their total length (Core
    /// Animation's `strokeStart` / `strokeEnd`, measured over the whole path). Fractions are
    /// clamped to 0…1; nothing when `to ≤ from`. Everything, unchanged, for 0…1.
    static func trim(_ lines: [Polyline], from: Double, to: Double) -> [Polyline] {
        let s = from.isFinite ? min(1, max(0, from)) : 0, e = to.isFinite ? min(1, max(0, to)) : 1
        if s <= 0 && e >= 1 { return lines }
        guard e > s else { return [] }
        let total = lines.reduce(0.0) { $0 + length($1) }
        guard total > 0 else { return [] }
        let a = s * total, b = e * total
        var out: [Polyline] = []
        var walked = 0.0
        for line in lines {
            var pts = line.points
            if line.closed, let first = pts.first { pts.append(first) }
            guard pts.count >= 2 else { continue }
            var current: [CGPoint] = []
            for i in 1..<pts.count {
                let p = pts[i - 1], q = pts[i]
                let len = Double(hypot(q.x - p.x, q.y - p.y))
                let l0 = walked, l1 = walked + len
                walked = l1
                guard len > 0, l1 > a, l0 < b else { continue }
                func at(_ l: Double) -> CGPoint {
                    let t = CGFloat((l - l0) / len)
                    return CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
                }
                if current.isEmpty { current.append(l0 >= a ? p : at(a)) }
                current.append(l1 <= b ? q : at(b))
            }
            if current.count >= 2 { out.append(Polyline(points: current, closed: false)) }
        }
        return out
    }

    static func length(_ line: Polyline) -> Double {
        var pts = line.points
        if line.closed, let first = pts.first { pts.append(first) }
        guard pts.count >= 2 else { return 0 }
        var sum = 0.0
        for i in 1..<pts.count { sum += Double(hypot(pts[i].x - pts[i - 1].x, pts[i].y - pts[i - 1].y)) }
        return sum
    }
}
