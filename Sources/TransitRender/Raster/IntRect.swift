import Foundation

/// A rectangle of whole device pixels, `[minX, maxX) × [minY, maxY)`.
struct IntRect: Equatable, Sendable {
    var minX: Int, minY: Int, maxX: Int, maxY: Int

    var width: Int { maxX - minX }
    var height: Int { maxY - minY }
    var isEmpty: Bool { maxX <= minX || maxY <= minY }

    func intersection(_ o: IntRect) -> IntRect {
        IntRect(minX: max(minX, o.minX), minY: max(minY, o.minY), maxX: min(maxX, o.maxX), maxY: min(maxY, o.maxY))
    }

    func union(_ o: IntRect) -> IntRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return IntRect(minX: min(minX, o.minX), minY: min(minY, o.minY), maxX: max(maxX, o.maxX), maxY: max(maxY, o.maxY))
    }

    func insetBy(_ d: Int) -> IntRect {
        IntRect(minX: minX + d, minY: minY + d, maxX: maxX - d, maxY: maxY - d)
    }

    /// The smallest pixel rectangle holding the given points (empty for none or non-finite ones).
    static func bounding(_ points: [DevicePoint]) -> IntRect {
        guard var x0 = points.first?.x else { return .empty }
        var x1 = x0, y0 = points[0].y, y1 = y0
        for p in points {
            x0 = min(x0, p.x); x1 = max(x1, p.x); y0 = min(y0, p.y); y1 = max(y1, p.y)
        }
        let limit = 1e8
        guard x0 > -limit, y0 > -limit, x1 < limit, y1 < limit else {
            return IntRect(minX: Int(max(x0, -limit).rounded(.down)), minY: Int(max(y0, -limit).rounded(.down)),
                           maxX: Int(min(x1, limit).rounded(.up)), maxY: Int(min(y1, limit).rounded(.up)))
        }
        return IntRect(minX: Int(x0.rounded(.down)), minY: Int(y0.rounded(.down)),
                       maxX: Int(x1.rounded(.up)), maxY: Int(y1.rounded(.up)))
    }

    static let empty = IntRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
}

