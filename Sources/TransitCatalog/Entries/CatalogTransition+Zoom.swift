import Foundation

/// A zoom from a source view, after iOS 18's zoom transition (`UIViewController.Transition.zoom(
/// options:sourceViewProvider:)`), as a catalogue entry for any container.
extension CatalogTransition {
    /// The dimming over the screen behind a zoom, at the end of the way in (0.2; Transit's
    /// choice, UIKit's `dimmingColor` is not documented by value).
    public static let zoomDimming: CGFloat = 0.2

    /// The new screen grows out of a source view — its frame, corner radius and place — to its
    /// own frame, over the old screen dimming to `zoomDimming`, on a smooth spring (SwiftUI's
    /// `.smooth`: 0.5 s, no bounce). The source view is hidden while the zoom runs.
    ///
    /// `sourceViewProvider` is asked each time a transition starts, so the way back (pop,
    /// dismissal) zooms into the *current* source — the cell now showing the item, after the
    /// list scrolled or changed — as UIKit asks its provider again on dismissal. When it
    /// returns `nil` (the source is gone), the screen zooms from and to a point in the middle
    /// of the container.
    public static func zoom(sourceViewProvider: @escaping @MainActor @Sendable () -> View?) -> CatalogTransition {
        CatalogTransition(
            name: "zoom", summary: "the new screen grows out of a source view (iOS 18's zoom)",
            duration: 0.5, timing: SpringTimingParameters.smooth, effect: .zoom(sourceViewProvider))
    }
}

extension TransitionEffect {
    static func zoom(_ provider: @escaping @MainActor @Sendable () -> View?) -> TransitionEffect {
        TransitionEffect { canvas in
            let container = canvas.containerView
            let target = canvas.toFrame
            let source = provider()
            var from = CGRect(x: target.midX, y: target.midY, width: 0, height: 0)
            var radius: CGFloat = 0
            if let source, source.window === container.window, source.window != nil {
                from = source.convert(source.bounds, to: container)
                radius = source.layer.cornerRadius
                canvas.prepare(source)
                source.isHidden = true
            }
            canvas.bringToFront(canvas.toView)
            let shade = canvas.shade(over: canvas.fromView)
            if let to = canvas.toView {
                canvas.prepare(to)
                to.layer.masksToBounds = true
            }
            let sx = target.width > 0 ? from.width / target.width : 1
            let sy = target.height > 0 ? from.height / target.height : 1
            let dx = from.midX - target.midX, dy = from.midY - target.midY
            return { p in
                let q = 1 - p
                let scaleX = mix(1, sx, q), scaleY = mix(1, sy, q)
                canvas.toView?.layer.transform = Transform3D(scaleX: scaleX, y: scaleY)
                    .concatenating(Transform3D(translationX: dx * q, y: dy * q))
                // The radius is drawn before the scale: divide by it to show the source's radius.
                let shown = mix(0, radius, q)
                canvas.toView?.layer.cornerRadius = max(0, shown / max(0.01, min(scaleX, scaleY)))
                shade?.alpha = CatalogTransition.zoomDimming * p
            }
        }
    }
}
