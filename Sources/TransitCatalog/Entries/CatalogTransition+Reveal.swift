import Foundation

/// The entries drawn with shape and gradient layers: a circular reveal through a `ShapeLayer`
/// mask, and a page turn shaded by `GradientLayer`s.
extension CatalogTransition {
    /// The new screen appears inside a circle growing from `center` until it covers the
    /// container — the circular reveal of Material (Android's
    /// `ViewAnimationUtils.createCircularReveal(view, cx, cy, 0, finalRadius)`, whose guide takes
    /// the final radius as the distance from the centre to the farthest corner), also known as the
    /// bubble transition (`bubble(from:)` is this entry). Backward, the circle shrinks back into
    /// the point over the outgoing screen.
    ///
    /// `center` is a unit point of the container's bounds ((0, 0) top left, (1, 1) bottom
    /// right; the centre by default), so one entry fits every container size. The mask is a
    /// `ShapeLayer` set as the incoming screen's `mask`; its `path` is the circle of radius
    /// `p · circularRevealRadius(from:in:)` at progress `p`. 0.5 s, ease in-out (Transit's
    /// choice). A non-finite centre is reported and the centre used; points outside 0…1 are
    /// allowed (the circle starts off screen).
    public static func circularReveal(from center: CGPoint = CGPoint(x: 0.5, y: 0.5)) -> CatalogTransition {
        let valid = center.x.isFinite && center.y.isFinite
        let c = valid ? center : CGPoint(x: 0.5, y: 0.5)
        let isDefault = c == CGPoint(x: 0.5, y: 0.5)
        var entry = CatalogTransition(
            name: isDefault ? "circular-reveal" : "circular-reveal-\(c.x)-\(c.y)",
            summary: "the new screen appears in a circle growing from a point (the bubble)",
            duration: 0.5, effect: .circularReveal(c))
        if !valid { entry.problems.append("circularReveal(from: \(center)): the centre must be finite; (0.5, 0.5) used") }
        return entry
    }

    /// The bubble transition: the same entry as `circularReveal(from:)`.
    public static func bubble(from center: CGPoint = CGPoint(x: 0.5, y: 0.5)) -> CatalogTransition {
        circularReveal(from: center)
    }

    /// The full radius of a circular reveal: the distance from `center` (a unit point of
    /// `bounds`) to the farthest corner of `bounds`, so that the circle then covers them.
    public static func circularRevealRadius(from center: CGPoint, in bounds: CGRect) -> CGFloat {
        let c = CGPoint(x: bounds.minX + center.x * bounds.width, y: bounds.minY + center.y * bounds.height)
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)
        ]
        return corners.map { hypot($0.x - c.x, $0.y - c.y) }.max() ?? 0
    }
}

extension TransitionEffect {
    static func circularReveal(_ center: CGPoint) -> TransitionEffect {
        TransitionEffect { canvas in
            canvas.bringToFront(canvas.toView)
            let bounds = canvas.bounds
            let radius = CatalogTransition.circularRevealRadius(from: center, in: bounds)
            // The centre relative to the incoming screen's frame (it rests at `toFrame`), which is the
            // mask's own space: the mask covers the screen's bounds.
            let inContainer = CGPoint(x: bounds.minX + center.x * bounds.width, y: bounds.minY + center.y * bounds.height)
            let local = CGPoint(x: inContainer.x - canvas.toFrame.minX, y: inContainer.y - canvas.toFrame.minY)
            let shape = ShapeLayer()
            shape.fillColor = .black
            if let toView = canvas.toView { shape.frame = toView.bounds }
            canvas.mask(canvas.toView, with: shape)
            return { p in
                let r = max(0, p * radius)
                // Set every frame: no implicit action may trail the progress.
                Transaction.begin()
                Transaction.setDisableActions(true)
                shape.path = CGPath(
                    ellipseIn: CGRect(x: local.x - r, y: local.y - r, width: 2 * r, height: 2 * r), transform: nil)
                Transaction.commit()
            }
        }
    }
}
