import Foundation

/// Material motion patterns, with the numbers of Material's reference implementation
/// (material-components-android, `com.google.android.material.transition`): 300 ms on the
/// fast-out-slow-in curve (0.4, 0, 0.2, 1); `FadeThroughProvider` fades the outgoing screen out
/// over the first 35 % of the progress and the incoming one in over the rest
/// (`PROGRESS_THRESHOLD = 0.35f`); `SlideDistanceProvider` slides 30 dp
/// (`mtrl_transition_shared_axis_slide_distance`, taken as 30 pt); `ScaleProvider` scales the
/// incoming screen from 0.8 and the outgoing one to 1.1 going forward (and the reverse going
/// back); `MaterialFadeThrough` scales the incoming screen from 0.92; `MaterialFade` fades in over
/// the first 30 % (`DEFAULT_FADE_END_THRESHOLD_ENTER = 0.3f`) while scaling from 0.8, and fades
/// out without scaling.
extension CatalogTransition {
    /// The duration of Material's shared axis, fade through and container transform (300 ms).
    public static let materialDuration: TimeInterval = 0.3
    /// `FadeThroughProvider.PROGRESS_THRESHOLD` (0.35).
    public static let materialFadeThreshold: CGFloat = 0.35
    /// The shared-axis slide (30 dp, as points).
    public static let materialSlideDistance: CGFloat = 30

    /// An axis for Material's shared-axis pattern.
    public enum MaterialAxis: String, Sendable, CaseIterable {
        /// Horizontal slide (forward: to the left).
        case x
        /// Vertical slide (forward: upward).
        case y
        /// Scale (forward: outward).
        case z
    }

    /// Material's shared axis (`MaterialSharedAxis`) along `axis`: the screens slide 30 pt (x, y)
    /// or scale 0.8 ↔ 1 ↔ 1.1 (z) in the direction of travel while fading through. Backward
    /// mirrors the direction, as `MaterialSharedAxis.create(axis, false)` does.
    public static func sharedAxis(_ axis: MaterialAxis) -> CatalogTransition {
        CatalogTransition(
            name: "shared-axis-\(axis.rawValue)",
            summary: "Material shared axis \(axis.rawValue.uppercased()): 30 pt or 0.8/1.1 scale, fading through at 35 %",
            duration: materialDuration, timing: CubicTimingParameters.fastOutSlowIn,
            effect: .sharedAxis(axis, forward: true), backwardEffect: .sharedAxis(axis, forward: false))
    }

    /// Material's fade through (`MaterialFadeThrough`): the old screen fades out over the first
    /// 35 %, the new one fades in over the rest while scaling from 0.92.
    public static var fadeThrough: CatalogTransition {
        CatalogTransition(
            name: "fade-through", summary: "Material fade through: out over 35 %, in with a 0.92 → 1 scale",
            duration: materialDuration, timing: CubicTimingParameters.fastOutSlowIn,
            effect: .fadeThrough, backwardEffect: .fadeThrough)
    }

    /// Material's fade (`MaterialFade`), for screens entering within the bounds: in over 150 ms,
    /// fading over the first 30 % and scaling from 0.8; out over 75 ms, fading only (Material's
    /// fade pattern durations).
    public static var materialFade: CatalogTransition {
        CatalogTransition(
            name: "material-fade", summary: "Material fade: in over 150 ms from 0.8 scale, out over 75 ms",
            duration: 0.15, backwardDuration: 0.075, timing: CubicTimingParameters.fastOutSlowIn,
            effect: .materialFadeIn, backwardEffect: .materialFadeOut)
    }
}

extension TransitionEffect {
    static func sharedAxis(_ axis: CatalogTransition.MaterialAxis, forward: Bool) -> TransitionEffect {
        TransitionEffect { canvas in
            for view in [canvas.fromView, canvas.toView].compactMap({ $0 }) { canvas.prepare(view) }
            canvas.bringToFront(canvas.toView)
            let d = CatalogTransition.materialSlideDistance * (forward ? 1 : -1)
            let threshold = CatalogTransition.materialFadeThreshold
            @MainActor func pose(incoming: Bool, _ t: CGFloat) -> Transform3D {
                // t: 0 at rest, 1 fully away.
                switch axis {
                case .x: Transform3D(translationX: (incoming ? d : -d) * t, y: 0)
                case .y: Transform3D(translationX: 0, y: (incoming ? d : -d) * t)
                case .z:
                    move(.zero, scale: mix(1, incoming == forward ? 0.8 : 1.1, t))
                }
            }
            return { p in
                canvas.fromView?.layer.transform = pose(incoming: false, p)
                canvas.fromView?.alpha = 1 - window(p, 0, threshold)
                canvas.toView?.layer.transform = pose(incoming: true, 1 - p)
                canvas.toView?.alpha = window(p, threshold, 1)
            }
        }
    }

    static let fadeThrough = TransitionEffect { canvas in
        for view in [canvas.fromView, canvas.toView].compactMap({ $0 }) { canvas.prepare(view) }
        canvas.bringToFront(canvas.toView)
        let threshold = CatalogTransition.materialFadeThreshold
        return { p in
            canvas.fromView?.alpha = 1 - window(p, 0, threshold)
            canvas.toView?.alpha = window(p, threshold, 1)
            canvas.toView?.layer.transform = move(.zero, scale: mix(0.92, 1, p))
        }
    }

    static let materialFadeIn = TransitionEffect { canvas in
        if let to = canvas.toView { canvas.prepare(to) }
        canvas.bringToFront(canvas.toView)
        return { p in
            canvas.toView?.alpha = window(p, 0, 0.3)
            canvas.toView?.layer.transform = move(.zero, scale: mix(0.8, 1, p))
        }
    }

    /// The backward fade: the leaving screen (the context's "from") fades out where it is.
    static let materialFadeOut = TransitionEffect { canvas in
        if let from = canvas.fromView { canvas.prepare(from) }
        canvas.bringToFront(canvas.fromView)
        return { p in canvas.fromView?.alpha = 1 - p }
    }
}
