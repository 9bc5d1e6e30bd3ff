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
        CatalogTransition(
            name: "navigation-push",
            summary: "UIKit's navigation push: over from the right; the old screen moves 0.3 left under a 0.1 dimming",
            duration: SpringTimingParameters().settlingDuration ?? 0.5, timing: SpringTimingParameters(dampingRatio: 1),
            effect: .planar(edge: .right, from: .init(travel: -0.3, dim: 0.1), to: .init(travel: 1)))
    }

    /// `ModalTransitionStyle.coverVertical`: the new screen slides up from the bottom edge (down
    /// again backward) over 0.5 s on a critically damped spring, the old one staying as it is.
    public static var coverVertical: CatalogTransition {
        CatalogTransition(
            name: "cover-vertical",
            summary: "UIKit's cover vertical: slides up from the bottom in 0.5 s on a critically damped spring",
            duration: 0.5, timing: SpringTimingParameters(dampingRatio: 1),
            effect: .planar(edge: .bottom, from: .init(), to: .init(travel: 1)))
    }

    /// `ModalTransitionStyle.crossDissolve`: the new screen fades in over 0.4 s, ease in-out.
    /// No motion.
    public static var crossDissolve: CatalogTransition {
        CatalogTransition(
            name: "cross-dissolve", summary: "UIKit's cross dissolve: fades in over 0.4 s, ease in-out",
            duration: 0.4, hasMotion: false, effect: .dissolve)
    }

    /// `ModalTransitionStyle.flipHorizontal`: both screens turn about the vertical axis through
    /// the centre, back to back, over 0.75 s (ease in-out), the old one showing its back to the
    /// new one half way; seen in perspective with the eye two widths away (Transit's choice).
    public static var flipHorizontal: CatalogTransition {
        CatalogTransition(
            name: "flip-horizontal", summary: "UIKit's flip horizontal: both screens turn about the vertical axis, 0.75 s",
            duration: 0.75, effect: .flipCard)
    }

    /// The page sheet of iOS 13 and later (`ModalPresentationStyle.pageSheet`, the card stack):
    /// the new screen rises from the bottom edge as a card with rounded top corners while the
    /// screen behind recedes and dims, over 0.5 s on a critically damped spring (the sheet's
    /// `coverVertical` motion). The numbers are `SheetPresentationController`'s, so the entry
    /// and a real page sheet look the same: the card's corner radius is
    /// `SheetPresentationController.systemCornerRadius` (10 pt) and its resting top edge the
    /// large detent's, `largeTopGap` (10 pt) below the container's top safe-area inset; the
    /// screen behind scales about its centre until it is `recededSideInset` (16 pt) narrower on
    /// each side — a scale of `1 − 32/width`, 0.918 for a 390 pt wide phone, the ≈ 0.92 iOS
    /// shows (Apple documents no number) — with its top edge moved to the top safe-area inset,
    /// its corners rounded to 10 pt, under a black dimming at `dimmingAlpha` (0.4).
    ///
    /// Presented modally (`ModalTransitions`, `.custom`), the entry brings its page sheet
    /// (`presentationController`): the card rests at the large detent, and the sheet recedes and
    /// dims the presenter alongside, keeps it so while presented and can be dragged down. In
    /// the other containers, where the new screen rests filling the container, the card rises to
    /// the large detent's top edge with the look of a sheet and then covers the last
    /// `safe-area top + 10 pt`, its corners squaring as it does, so it arrives at rest; the
    /// screen behind recedes under it. Backward plays it in reverse.
    public static var pageSheetCard: CatalogTransition {
        var entry = CatalogTransition(
            name: "page-sheet-card",
            summary: "UIKit's page sheet: a card with 10 pt corners rises; the screen behind recedes and dims",
            duration: 0.5, timing: SpringTimingParameters(dampingRatio: 1), effect: .pageSheetCard)
        entry.presentationController = { SheetPresentationController(presentedViewController: $0, presenting: $1) }
        return entry
    }
}

extension TransitionEffect {
    /// The card rises over the receding screen (see `CatalogTransition.pageSheetCard`).
    static let pageSheetCard = TransitionEffect { canvas in
        let container = canvas.containerView
        let radius = SheetPresentationController.systemCornerRadius
        let safeTop = container.safeAreaInsets.top
        let detentTop = safeTop + SheetPresentationController.largeTopGap
        let rest = canvas.toFrame
        // The dimming covers the container under the card, over the screen behind.
        let dimming = canvas.cover()
        canvas.bringToFront(canvas.toView)
        if let from = canvas.fromView {
            canvas.prepare(from)
            from.layer.masksToBounds = true
            container.insertSubview(dimming, aboveSubview: from)
        }
        let cardRadius = canvas.toView?.layer.cornerRadius ?? 0
        if let to = canvas.toView {
            canvas.prepare(to)
            to.layer.masksToBounds = true
        }
        let travel = container.bounds.maxY - rest.minY
        let from = canvas.fromFrame
        return { p in
            // The screen behind: `recededSideInset` in on each side, top edge to the safe area.
            if let view = canvas.fromView, from.width > 0 {
                let scale = 1 - p * 2 * SheetPresentationController.recededSideInset / from.width
                let recededTop = max(safeTop, from.minY - SheetPresentationController.largeTopGap)
                let top = mix(from.minY, recededTop, p)
                let ty = top - (from.midY - scale * from.height / 2)
                view.layer.transform = move(CGPoint(x: 0, y: ty), scale: scale)
                view.layer.cornerRadius = mix(0, radius, min(1, max(0, p)))
            }
            dimming.alpha = 0.4 * min(1, max(0, p))
            // The card: its top edge from the container's bottom to its resting top.
            let dy = travel * (1 - p)
            canvas.toView?.layer.transform = Transform3D(translationX: 0, y: dy)
            let top = rest.minY + dy
            let squaring = detentTop > rest.minY ? min(1, max(0, (top - rest.minY) / (detentTop - rest.minY))) : 1
            canvas.toView?.layer.cornerRadius = cardRadius + (max(radius, cardRadius) - cardRadius) * squaring
        }
    }

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
