import Foundation

/// A set of damaged pixels as disjoint rectangles: a rectangle that overlaps another is merged
/// with it into their bounding rectangle, so each pixel is redrawn once.
struct DamageRegion {
    private(set) var rects: [IntRect] = []

    init(_ rects: [IntRect]) {
        for r in rects { add(r) }
    }

    /// Adds `rect`, merging it with every rectangle it overlaps, repeatedly.
    mutating func add(_ rect: IntRect) {
        guard !rect.isEmpty else { return }
        var merged = rect
        var changed = true
        while changed {
            changed = false
            if let i = rects.firstIndex(where: { !$0.intersection(merged).isEmpty }) {
                merged = merged.union(rects.remove(at: i))
                changed = true
            }
        }
        rects.append(merged)
    }
}
