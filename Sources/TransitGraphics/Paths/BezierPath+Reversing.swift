import Foundation

extension BezierPath {
    /// One subpath: where it starts, its drawing elements, and whether it is closed.
    private struct Subpath {
        var start: CGPoint
        var elements: [PathElement] = []
        var closed = false
    }

    /// The elements traversed backwards (see `reversing()`).
    static func reversed(_ elements: [PathElement]) -> [PathElement] {
        var subpaths: [Subpath] = []
        var current: Subpath?
        var last = CGPoint.zero
        for e in elements {
            switch e {
            case .moveToPoint(let p):
                if let c = current { subpaths.append(c) }
                current = Subpath(start: p); last = p
            case .closeSubpath:
                guard var c = current else { continue }
                if last != c.start { c.elements.append(.addLineToPoint(c.start)) }
                c.closed = true
                subpaths.append(c)
                current = nil; last = c.start
            default:
                if current == nil { current = Subpath(start: last) }
                current?.elements.append(e)
                last = e.points.last ?? last
            }
        }
        if let c = current { subpaths.append(c) }
        var out: [PathElement] = []
        for sub in subpaths.reversed() {
            // Each element's start point is the previous element's end.
            var starts: [CGPoint] = [sub.start]
            for e in sub.elements { starts.append(e.points.last ?? starts[starts.count - 1]) }
            out.append(.moveToPoint(starts[starts.count - 1]))
            for (i, e) in sub.elements.enumerated().reversed() {
                let to = starts[i]
                switch e {
                case .addLineToPoint: out.append(.addLineToPoint(to))
                case .addQuadCurveToPoint(let c, _): out.append(.addQuadCurveToPoint(control: c, to: to))
                case .addCurveToPoint(let c1, let c2, _): out.append(.addCurveToPoint(control1: c2, control2: c1, to: to))
                case .moveToPoint, .closeSubpath: break
                }
            }
            if sub.closed { out.append(.closeSubpath) }
        }
        return out
    }
}
