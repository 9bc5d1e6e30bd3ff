import Foundation

/// UIKit's own transitions as catalogue entries, with UIKit's numbers (the same as Transit's
/// built-in `NavigationSlideAnimator` and modal transition styles).
extension CatalogTransition {
    /// The navigation push (and, backward, pop): the new screen comes over from the right edge
    /// while the old one moves left by `NavigationSlideAnimator.parallaxFraction` (0.3) of the
    /// width under a black dimming fading in to `NavigationSlideAnimator.dimmingAlpha` (0.1), on
    /// a critically damped spring settling in `NavigationSlideAnimator.duration` (≈ 0.506 s,
    /// the settling time of `SpringTimingParameters()`).
    public static var navigationPush: CatalogTransition {
        CatalogTransition(name: "navigation-push", summary: "UIKit's navigation push: over from the right; the old screen moves 0.3 left under a 0.1 dimming",
                          duration: SpringTimingParameters().settlingDuration ?? 0.5, timing: SpringTimingParameters(dampingRatio: 1),
                          effect: .planar(edge: .right, from: .init(travel: -0.3, dim: 0.1), to: .init(travel: 1)))
    }

    /// `ModalTransitionStyle.coverVertical`: the new screen slides up from the bottom edge (down
    /// again backward) over 0.5 s on a critically damped spring, the old one staying as it is.
    public static var coverVertical: CatalogTransition {
        CatalogTransition(name: "cover-vertical", summary: "UIKit's cover vertical: slides up from the bottom in 0.5 s on a critically damped spring",
                          duration: 0.5, timing: SpringTimingParameters(dampingRatio: 1),
                          effect: .planar(edge: .bottom, from: .init(), to: .init(travel: 1)))
    }

    /// `ModalTransitionStyle.crossDissolve`: the new screen fades in over 0.4 s, ease in-out.
    /// No motion.
    public static var crossDissolve: CatalogTransition {
        CatalogTransition(name: "cross-dissolve", summary: "UIKit's cross dissolve: fades in over 0.4 s, ease in-out",
                          duration: 0.4, hasMotion: false, effect: .dissolve)
    }

    /// `ModalTransitionStyle.flipHorizontal`: both screens turn about the vertical axis through
    /// the centre, back to back, over 0.75 s (ease in-out), the old one showing its back to the
    /// new one half way; seen in perspective with the eye two widths away (Transit's choice).
    public static var flipHorizontal: CatalogTransition {
        CatalogTransition(name: "flip-horizontal", summary: "UIKit's flip horizontal: both screens turn about the vertical axis, 0.75 s",
                          duration: 0.75, effect: .flipCard)
    }
}

extension TransitionEffect {
    /// Both screens turn together about the vertical axis (one card, two faces).
    static let flipCard = TransitionEffect { canvas in
        canvas.usePerspective(distance: 2 * canvas.bounds.width)
        for view in [canvas.fromView, canvas.toView].compactMap({ $0 }) {
            canvas.prepare(view)
            view.layer.isDoubleSided = false
        }
        return { p in
            let angle = CGFloat.pi * p
            canvas.fromView?.layer.transform = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
            canvas.toView?.layer.transform = Transform3D(rotationAngle: angle - .pi, x: 0, y: 1, z: 0)
        }
    }
}
