import Foundation

/// The building block of the flat entries: each screen is translated (in whole screens along an
/// edge), scaled, faded and dimmed between its resting pose and another one.
extension TransitionEffect {
    /// A pose of a screen away from rest.
    struct Pose: Sendable {
        /// Translation in screens toward `edge` (1 puts the screen just outside that edge; −1
        /// just outside the opposite one).
        var travel: CGFloat = 0
        /// Scale about the centre.
        var scale: CGFloat = 1
        /// Opacity.
        var alpha: CGFloat = 1
        /// Opacity of a black dimming over the screen.
        var dim: CGFloat = 0
        /// Corner radius.
        var cornerRadius: CGFloat = 0
    }

    /// The outgoing screen goes from rest to `from`; the incoming one from `to` to rest.
    /// `fromOnTop` puts the outgoing screen above the incoming one.
    static func planar(edge: RectEdge, from: Pose, to: Pose, fromOnTop: Bool = false) -> TransitionEffect {
        TransitionEffect { canvas in
            let fromView = canvas.fromView, toView = canvas.toView
            if fromOnTop { canvas.bringToFront(fromView) } else { canvas.bringToFront(toView) }
            let fromShade = from.dim > 0 ? canvas.shade(over: fromView) : nil
            let toShade = to.dim > 0 ? canvas.shade(over: toView) : nil
            for view in [fromView, toView].compactMap({ $0 }) {
                canvas.prepare(view)
                if from.cornerRadius > 0 || to.cornerRadius > 0 { view.layer.masksToBounds = true }
            }
            let unit = offset(edge, canvas.bounds.size)
            @MainActor func place(_ view: View?, _ shade: View?, _ pose: Pose, _ t: CGFloat) {
                guard let view else { return }
                let travel = mix(0, pose.travel, t)
                view.layer.transform = move(CGPoint(x: unit.x * travel, y: unit.y * travel), scale: mix(1, pose.scale, t))
                view.alpha = mix(1, pose.alpha, t)
                view.layer.cornerRadius = max(0, mix(0, pose.cornerRadius, t))
                shade?.alpha = mix(0, pose.dim, t)
            }
            return { p in
                place(fromView, fromShade, from, p)
                place(toView, toShade, to, 1 - p)
            }
        }
    }

    /// The incoming screen fades in over the outgoing one.
    static let dissolve = TransitionEffect { canvas in
        canvas.bringToFront(canvas.toView)
        if let toView = canvas.toView { canvas.prepare(toView) }
        return { p in canvas.toView?.alpha = p }
    }
}

extension CatalogTransition {
    /// The cross-fade that replaces entries with motion when motion is reduced.
    static var dissolveEffect: TransitionEffect { .dissolve }

    /// Hero's default duration for its built-in animations (0.35 s, `DefaultAnimationPreprocessor`).
    public static let libraryDuration: TimeInterval = 0.35
    /// Hero's `.standard` timing, cubic-bezier(0.4, 0, 0.2, 1) (`CAMediaTimingFunction.standard`
    /// in Hero's `CAMediaTimingFunction+Hero.swift`, Material's curve).
    public static var libraryStandard: CubicTimingParameters { .fastOutSlowIn }
    /// Hero's `.deceleration` timing, cubic-bezier(0, 0, 0.2, 1), used by its push, cover and
    /// page-in animations.
    public static var libraryDeceleration: CubicTimingParameters {
        CubicTimingParameters(controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 0.2, y: 1))
    }
    /// The dimming Hero lays over a covered screen (`.overlay(color: .black, opacity: 0.1)`).
    public static let libraryDimming: CGFloat = 0.1

    static func edgeName(_ edge: RectEdge) -> String {
        switch edge {
        case .left: "left"
        case .top: "top"
        case .bottom: "bottom"
        default: "right"
        }
    }

    /// The one edge of `edge` used (the first of right, left, top, bottom; right when empty).
    static func single(_ edge: RectEdge) -> RectEdge {
        [RectEdge.right, .left, .top, .bottom].first { edge.contains($0) } ?? .right
    }

    /// The edge opposite `edge`.
    static func opposite(_ edge: RectEdge) -> RectEdge {
        switch edge {
        case .left: .right
        case .top: .bottom
        case .bottom: .top
        default: .left
        }
    }
}
