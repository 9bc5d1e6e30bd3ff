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

    /// The smallest pixel rectangle holding the given points, which are clamped to ±10⁸ pixels
    /// (empty for no points or any non-finite one).
    static func bounding(_ points: [DevicePoint]) -> IntRect {
        guard !points.isEmpty, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return .empty }
        let limit = 1e8
        var x0 = limit, x1 = -limit, y0 = limit, y1 = -limit
        for p in points {
            let x = min(limit, max(-limit, p.x)), y = min(limit, max(-limit, p.y))
            x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
        }
        return IntRect(
            minX: Int(x0.rounded(.down)), minY: Int(y0.rounded(.down)),
            maxX: Int(x1.rounded(.up)), maxY: Int(y1.rounded(.up)))
    }

    static let empty = IntRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
}
