import Foundation

/// A page turn shaded by gradients, as page-turn transitions shade the turning leaf.
extension CatalogTransition {
    /// The darkest shading of `pageFlip()`, at the spine of a page turned edge-on (0.5, as
    /// `turnShading`; Transit's choice).
    public static let pageShading: CGFloat = 0.5

    /// A page turns from right to left about the vertical centre line, as `flip()` does, but
    /// each piece is shaded by a `GradientLayer` running from the spine to the free edge, whose
    /// colours and locations follow the page's angle θ from flat (see `pageShade(angle:)`):
    /// darker as the page turns edge-on, darkest at the spine. The halves under the page carry
    /// the shadow it casts, from the spine outward. 0.8 s, ease in-out (Transit's choice, as
    /// `flip()`). `flip()` keeps its uniform black shading.
    public static func pageFlip() -> CatalogTransition {
        CatalogTransition(
            name: "page-flip", summary: "a page turns over the middle like a book, shaded by gradients from the spine",
            duration: 0.8, effect: .pageFlip)
    }

    /// The shading of a page turned by `angle` (radians from flat): with `e = |sin angle|` (0
    /// flat, 1 edge-on), black at opacity `pageShading · e` at the spine fading to
    /// `pageShading · e³` at location `0.5 + 0.5·e` of the way to the free edge: the shadow
    /// deepens and spreads over the whole page as it turns edge-on (Transit's choice of curve).
    public static func pageShade(angle: CGFloat) -> (colors: [Color], locations: [CGFloat]) {
        pageShade(edgeOn: abs(sin(angle)))
    }

    /// The same shading for an amount `e` (0…1). The half of the book the page leans over
    /// takes the shadow the page casts with `e = |cos θ|`: deepest while the page lies near it,
    /// none when the page stands edge-on, so the shading never jumps.
    static func pageShade(edgeOn amount: CGFloat) -> (colors: [Color], locations: [CGFloat]) {
        let e = min(1, max(0, amount))
        return (
            [Color.black.withAlphaComponent(pageShading * e), Color.black.withAlphaComponent(pageShading * e * e * e)],
            [0, 0.5 + 0.5 * e]
        )
    }
}

extension TransitionEffect {
    static let pageFlip = TransitionEffect { canvas in
        let w = canvas.bounds.width
        canvas.usePerspective(distance: CatalogTransition.perspectiveDistance * w)
        // Under the page: the old screen's left half and the new screen's right half.
        let oldHalves = canvas.slices(of: canvas.fromView, columns: 2, rows: 1)
        let newHalves = canvas.slices(of: canvas.toView, columns: 2, rows: 1)
        let front = oldHalves.count == 2 ? oldHalves[1] : nil
        let back = newHalves.count == 2 ? newHalves[0] : nil
        for piece in [front, back].compactMap({ $0 }) {
            canvas.bringToFront(piece)
            piece.layer.isDoubleSided = false
        }
        if let front { canvas.setAnchor(front, CGPoint(x: 0, y: 0.5)) }
        if let back { canvas.setAnchor(back, CGPoint(x: 1, y: 0.5)) }
        // Each gradient runs from the spine (the centre line) toward the piece's outer edge.
        let covered = canvas.gradient(over: oldHalves.first), revealed = canvas.gradient(over: newHalves.last)
        let frontShade = canvas.gradient(over: front), backShade = canvas.gradient(over: back)
        for (layer, spineOnLeft) in [(frontShade, true), (revealed, true), (backShade, false), (covered, false)] {
            layer?.startPoint = CGPoint(x: spineOnLeft ? 0 : 1, y: 0.5)
            layer?.endPoint = CGPoint(x: spineOnLeft ? 1 : 0, y: 0.5)
        }
        @MainActor func shade(_ layer: GradientLayer?, _ amount: CGFloat) {
            let s = CatalogTransition.pageShade(edgeOn: amount)
            layer?.colors = s.colors
            layer?.locations = s.locations.map { NSNumber(value: Double($0)) }
        }
        return { p in
            let angle = CGFloat.pi * p
            front?.layer.transform = Transform3D(rotationAngle: -angle, x: 0, y: 1, z: 0)
            back?.layer.transform = Transform3D(rotationAngle: .pi - angle, x: 0, y: 1, z: 0)
            shade(frontShade, abs(sin(angle)))
            shade(backShade, abs(sin(angle)))
            // The half the page leans over takes its shadow: the revealed one while the page
            // rises (first half), the covered one while it comes down.
            shade(revealed, max(0, cos(angle)))
            shade(covered, max(0, -cos(angle)))
        }
    }
}
