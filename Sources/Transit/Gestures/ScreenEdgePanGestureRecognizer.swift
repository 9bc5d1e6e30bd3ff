import Foundation

/// A pan that starts near an edge of the screen (`UIScreenEdgePanGestureRecognizer`), such as the
/// navigation controller's interactive-pop gesture.
///
/// The fingers must touch down within `edgeMargin` (20 pt) of one of `edges` of the window —
/// UIKit's margin is undocumented and about that wide — or the gesture fails at once. It then
/// begins, like a pan, after 10 pt of movement, provided that movement points away from that edge
/// (the inward component at least as large as the sideways one); a first movement along the edge
/// or towards it makes it fail. With no `edges` (the default, as in UIKit) it never begins.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// How close to the edge the fingers must touch down, in points.
    public static let edgeMargin: CGFloat = 20

    /// The edges the gesture may start from (`edges`).
    public var edges: RectEdge = []

    /// The edges the current touches started at.
    private var startEdges: RectEdge = []

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let window = hostWindow else { return }
        if trackedTouches.count == touches.count {
            startEdges = Self.edges(near: start, in: window.bounds).intersection(edges)
            if startEdges.isEmpty { state = .failed }
        }
    }

    override func shouldBegin(movedTo centroid: CGPoint) -> Bool {
        guard super.shouldBegin(movedTo: centroid) else { return false }
        let dx = centroid.x - start.x, dy = centroid.y - start.y
        let inward =
            (startEdges.contains(.left) && dx >= abs(dy)) || (startEdges.contains(.right) && -dx >= abs(dy))
            || (startEdges.contains(.top) && dy >= abs(dx)) || (startEdges.contains(.bottom) && -dy >= abs(dx))
        if !inward { state = .failed }
        return inward
    }

    /// The edges of `bounds` within `edgeMargin` of `point`.
    static func edges(near point: CGPoint, in bounds: CGRect) -> RectEdge {
        var result: RectEdge = []
        if point.x - bounds.minX <= edgeMargin { result.insert(.left) }
        if bounds.maxX - point.x <= edgeMargin { result.insert(.right) }
        if point.y - bounds.minY <= edgeMargin { result.insert(.top) }
        if bounds.maxY - point.y <= edgeMargin { result.insert(.bottom) }
        return result
    }

    open override func reset() {
        super.reset()
        startEdges = []
    }
}
