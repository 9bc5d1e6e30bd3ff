import Foundation

/// What a catalogue transition draws: given the canvas, it sets up what it needs and returns a
/// pure function of progress (0 → 1, possibly beyond when a spring overshoots) that places every
/// view for that progress. The function is called every frame, and when a gesture scrubs.
public struct TransitionEffect: Sendable {
    /// Sets up the canvas and returns the function of progress.
    public let make: @MainActor @Sendable (TransitionCanvas) -> @MainActor (CGFloat) -> Void

    /// An effect from a set-up function.
    public init(_ make: @escaping @MainActor @Sendable (TransitionCanvas) -> @MainActor (CGFloat) -> Void) {
        self.make = make
    }
}

/// The helpers effects are built from.
extension TransitionEffect {
    /// `a + (b − a)·t`, unclamped.
    @inlinable static func mix(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat { a + (b - a) * t }

    /// Progress within the window `start…end` of the whole, clamped to 0…1 (Material's
    /// `TransitionUtils.lerp(start, end, startFraction, endFraction, fraction)` window).
    @inlinable static func window(_ p: CGFloat, _ start: CGFloat, _ end: CGFloat) -> CGFloat {
        guard end > start else { return p >= end ? 1 : 0 }
        return min(1, max(0, (p - start) / (end - start)))
    }

    /// The offset that puts a frame of `size` just outside `edge` (into the screen from there).
    static func offset(_ edge: RectEdge, _ size: CGSize) -> CGPoint {
        switch edge {
        case .left: CGPoint(x: -size.width, y: 0)
        case .top: CGPoint(x: 0, y: -size.height)
        case .bottom: CGPoint(x: 0, y: size.height)
        default: CGPoint(x: size.width, y: 0)
        }
    }

    /// The translation by `point` scaled by `s` about the view's anchor.
    static func move(_ point: CGPoint, scale s: CGFloat = 1) -> Transform3D {
        Transform3D(scaleX: s, y: s).concatenating(Transform3D(translationX: point.x, y: point.y))
    }

    /// A perspective projection with the eye `distance` points in front of the plane
    /// (`m34 = −1/distance`, Core Animation's idiom).
    static func perspective(_ distance: CGFloat) -> Transform3D {
        var t = Transform3D.identity
        t.m34 = -1 / distance
        return t
    }
}
