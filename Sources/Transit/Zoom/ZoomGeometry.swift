import Foundation

/// Where a zooming view is, as a value: the rounded clip it shows through and how the view is
/// scaled and placed behind it, all in the container's coordinates. Every state of a zoom —
/// at the source, full size, dragged, anywhere on a spring between two of them — is one of these,
/// and two of them mix linearly (unclamped, so springs overshoot).
struct ZoomGeometry: Equatable {
    /// The visible rectangle (the clip).
    var clip: CGRect
    /// The clip's corner radius.
    var cornerRadius: CGFloat
    /// Where the zoomed view's bounds origin lands.
    var contentOrigin: CGPoint
    /// The zoomed view's scale.
    var contentScale: CGFloat
    /// The zoomed view's opacity (below 1 only when zooming without a source).
    var alpha: CGFloat
    /// The fraction of the dimming shown over the screen behind (0…1).
    var dimming: CGFloat

    /// The view at its own frame `frame`: nothing clipped, full dimming.
    static func full(_ frame: CGRect) -> ZoomGeometry {
        ZoomGeometry(clip: frame, cornerRadius: 0, contentOrigin: frame.origin, contentScale: 1, alpha: 1, dimming: 1)
    }

    /// The view over the source's frame `source` (radius `radius`): `alignment` (in the view's
    /// own coordinates, size `size`) scaled to fill the source (aspect-fill) and centred on it,
    /// clipped to the source's frame. No dimming.
    static func atSource(_ source: CGRect, radius: CGFloat, alignment: CGRect) -> ZoomGeometry {
        let scale = max(source.width / max(alignment.width, 1e-9), source.height / max(alignment.height, 1e-9))
        let origin = CGPoint(x: source.midX - scale * alignment.midX, y: source.midY - scale * alignment.midY)
        return ZoomGeometry(
            clip: source, cornerRadius: max(0, radius), contentOrigin: origin, contentScale: scale,
            alpha: 1, dimming: 0)
    }

    /// The view scaled by `scale` about the centre of its frame `frame`, transparent: where a
    /// zoom without a source starts and ends.
    static func fallback(_ frame: CGRect, scale: CGFloat) -> ZoomGeometry {
        let clip = CGRect(
            x: frame.midX - frame.width * scale / 2, y: frame.midY - frame.height * scale / 2,
            width: frame.width * scale, height: frame.height * scale)
        return ZoomGeometry(clip: clip, cornerRadius: 0, contentOrigin: clip.origin, contentScale: scale, alpha: 0, dimming: 0)
    }

    /// `a` + (`b` − `a`)·`t`, each value; `t` is not clamped.
    static func mix(_ a: ZoomGeometry, _ b: ZoomGeometry, _ t: CGFloat) -> ZoomGeometry {
        func m(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        return ZoomGeometry(
            clip: CGRect(
                x: m(a.clip.minX, b.clip.minX), y: m(a.clip.minY, b.clip.minY),
                width: m(a.clip.width, b.clip.width), height: m(a.clip.height, b.clip.height)),
            cornerRadius: m(a.cornerRadius, b.cornerRadius),
            contentOrigin: CGPoint(x: m(a.contentOrigin.x, b.contentOrigin.x), y: m(a.contentOrigin.y, b.contentOrigin.y)),
            contentScale: m(a.contentScale, b.contentScale),
            alpha: m(a.alpha, b.alpha),
            dimming: m(a.dimming, b.dimming))
    }

    /// This geometry moved by a finger: scaled by `scale` about `anchor` (where the finger went
    /// down), then moved by `translation`. The dimming fades with the shrink, reaching none at
    /// `minimumScale`.
    func dragged(by translation: CGPoint, scale: CGFloat, about anchor: CGPoint, minimumScale: CGFloat) -> ZoomGeometry {
        func place(_ p: CGPoint) -> CGPoint {
            CGPoint(
                x: anchor.x + translation.x + scale * (p.x - anchor.x),
                y: anchor.y + translation.y + scale * (p.y - anchor.y))
        }
        let origin = place(clip.origin)
        let fade = minimumScale < 1 ? max(0, min(1, (scale - minimumScale) / (1 - minimumScale))) : 1
        return ZoomGeometry(
            clip: CGRect(origin: origin, size: CGSize(width: clip.width * scale, height: clip.height * scale)),
            cornerRadius: cornerRadius * scale, contentOrigin: place(contentOrigin),
            contentScale: contentScale * scale, alpha: alpha, dimming: dimming * fade)
    }

    /// The scale of a drag that has travelled `translation` in a container `height` high:
    /// 1 − (1 − `minimum`)·min(1, |translation| / height).
    static func dragScale(for translation: CGPoint, height: CGFloat, minimum: CGFloat) -> CGFloat {
        let distance = (translation.x * translation.x + translation.y * translation.y).squareRoot()
        guard height > 0, distance.isFinite else { return 1 }
        return 1 - (1 - minimum) * min(1, distance / height)
    }

    /// Puts `view` (whose own size is `size`) behind `clipView` as this geometry says.
    @MainActor
    func apply(clipView: View, view: View, size: CGSize, dimmingView: View?) {
        View.performWithoutAnimation {
            clipView.frame = clip
            clipView.layer.cornerRadius = max(0, cornerRadius)
            clipView.alpha = max(0, min(1, alpha))
            view.transform = .identity
            view.bounds = CGRect(origin: view.bounds.origin, size: size)
            view.center = CGPoint(
                x: contentOrigin.x - clip.minX + contentScale * size.width / 2,
                y: contentOrigin.y - clip.minY + contentScale * size.height / 2)
            view.transform = CGAffineTransform(scaleX: contentScale, y: contentScale)
            dimmingView?.alpha = max(0, min(1, dimming))
        }
    }
}
