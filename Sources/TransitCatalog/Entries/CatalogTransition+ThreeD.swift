import Foundation

/// An axis of rotation for the 3-D entries.
public enum TransitionAxis: Sendable, Hashable {
    /// Screens turn about a vertical line and travel sideways.
    case horizontal
    /// Screens turn about a horizontal line and travel up or down.
    case vertical
}

/// The 3-D entries: screens and pieces of screens turning in perspective. Numbers not taken from
/// a source are Transit's own and say so. All use one eye for the whole container (the
/// container's `sublayerTransform.m34 = −1/distance`), so the edges of adjacent pieces meet.
extension CatalogTransition {
    /// The eye distance of the 3-D entries, in screen widths (or heights, for vertical
    /// entries): 2 (Transit's choice; Core Animation's common idiom is m34 = −1/500 for a
    /// 250-pt-wide screen, the same ratio).
    public static let perspectiveDistance: CGFloat = 2

    /// The opacity of the black shading on a face turned edge-on (0.5; Transit's choice).
    public static let turnShading: CGFloat = 0.5

    /// The two screens are faces of a cube turning by 90° about its centre: the old face turns
    /// away from 0° to −90° while the new one turns in from 90° to 0°, so half way both stand at
    /// ±45°. Faces darken as they turn away. 0.6 s, ease in-out (Transit's choice).
    public static func cube(axis: TransitionAxis = .horizontal) -> CatalogTransition {
        CatalogTransition(
            name: axis == .horizontal ? "cube-horizontal" : "cube-vertical",
            summary: "the screens are faces of a cube turning by 90° \(axis == .horizontal ? "sideways" : "upward")",
            duration: 0.6, effect: .cube(axis))
    }

    /// The face angle (radians) of the outgoing face of a cube at progress `p`: −90°·p.
    public static func cubeAngle(progress p: CGFloat) -> CGFloat { -CGFloat.pi / 2 * p }

    /// A page turns from right to left about the vertical centre line, as in a book: its front
    /// is the right half of the old screen, its back the left half of the new one; the halves
    /// under it are shaded as it covers them (up to `turnShading`). 0.8 s, ease in-out
    /// (Transit's choice).
    public static func flip() -> CatalogTransition {
        CatalogTransition(
            name: "flip", summary: "a page turns over the middle like a book: two half pages with shading",
            duration: 0.8, effect: .bookPage)
    }

    /// The old screen turns away about the horizontal centre line to edge-on over the first
    /// half, then the new one turns in from edge-on over the second half (a card turned over
    /// top to bottom). 0.6 s (Transit's choice).
    public static func turn() -> CatalogTransition {
        CatalogTransition(
            name: "turn", summary: "the old screen turns edge-on about the horizontal line, then the new one turns in",
            duration: 0.6, effect: .turn)
    }

    /// The old screen folds like an accordion of `folds` panels toward the left while the new
    /// one unfolds from the right; panels darken as they fold (up to `turnShading`). 0.8 s
    /// (Transit's choice). `folds` is 1…16; other values are clamped and reported.
    public static func fold(folds: Int = 2) -> CatalogTransition {
        let n = min(16, max(1, folds))
        var entry = CatalogTransition(
            name: n == 2 ? "fold" : "fold-\(n)", summary: "the old screen folds away in \(n * 2) panels; the new one unfolds",
            duration: 0.8, effect: .fold(panels: 2 * n))
        if n != folds { entry.problems.append("fold(folds: \(folds)): folds must be 1…16; \(n) used") }
        return entry
    }

    /// The old screen swings open about its left edge like a magazine cover, to 90°, while the
    /// new one underneath grows from 0.9 and comes out of a 0.5 shading. 0.8 s (Transit's choice).
    public static func natGeo() -> CatalogTransition {
        CatalogTransition(
            name: "natgeo", summary: "the old screen swings open like a magazine cover",
            duration: 0.8, timing: CubicTimingParameters(animationCurve: .easeOut), effect: .natGeo)
    }
}

extension TransitionEffect {
    static func cube(_ axis: TransitionAxis) -> TransitionEffect {
        TransitionEffect { canvas in
            let horizontal = axis == .horizontal
            let side = horizontal ? canvas.bounds.width : canvas.bounds.height
            canvas.usePerspective(distance: CatalogTransition.perspectiveDistance * side)
            let fromShade = canvas.shade(over: canvas.fromView), toShade = canvas.shade(over: canvas.toView)
            for view in [canvas.fromView, canvas.toView].compactMap({ $0 }) {
                canvas.setAnchor(view, CGPoint(x: 0.5, y: 0.5), z: -side / 2)
            }
            // Turning about the cube's centre (the anchor, half a side behind the face), then
            // back by half a side so that a face at rest lies in the screen's plane.
            @MainActor func face(_ angle: CGFloat) -> Transform3D {
                let turn =
                    horizontal
                    ? Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
                    : Transform3D(rotationAngle: -angle, x: 1, y: 0, z: 0)
                return turn.concatenating(Transform3D(translationX: 0, y: 0, z: -side / 2))
            }
            return { p in
                // The renderer paints siblings in order: the face nearer the eye goes last.
                canvas.bringToFront(p < 0.5 ? canvas.fromView : canvas.toView)
                let a = CatalogTransition.cubeAngle(progress: p)
                canvas.fromView?.layer.transform = face(a)
                canvas.toView?.layer.transform = face(a + .pi / 2)
                fromShade?.alpha = CatalogTransition.turnShading * min(1, max(0, p))
                toShade?.alpha = CatalogTransition.turnShading * min(1, max(0, 1 - p))
            }
        }
    }

    static let bookPage = TransitionEffect { canvas in
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
        let coveredShade = canvas.shade(over: oldHalves.first)
        let revealedShade = canvas.shade(over: newHalves.last)
        let frontShade = canvas.shade(over: front), backShade = canvas.shade(over: back)
        let s = CatalogTransition.turnShading
        return { p in
            front?.layer.transform = Transform3D(rotationAngle: -.pi * p, x: 0, y: 1, z: 0)
            back?.layer.transform = Transform3D(rotationAngle: .pi * (1 - p), x: 0, y: 1, z: 0)
            frontShade?.alpha = s * TransitionEffect.window(p, 0, 0.5)
            backShade?.alpha = s * (1 - TransitionEffect.window(p, 0.5, 1))
            revealedShade?.alpha = s * (1 - TransitionEffect.window(p, 0, 0.5))
            coveredShade?.alpha = s * TransitionEffect.window(p, 0.5, 1)
        }
    }

    static let turn = TransitionEffect { canvas in
        canvas.usePerspective(distance: CatalogTransition.perspectiveDistance * canvas.bounds.height)
        for view in [canvas.fromView, canvas.toView].compactMap({ $0 }) { canvas.prepare(view) }
        return { p in
            let out = window(p, 0, 0.5), back = window(p, 0.5, 1)
            canvas.fromView?.layer.transform = Transform3D(rotationAngle: .pi / 2 * out, x: 1, y: 0, z: 0)
            canvas.fromView?.alpha = p < 0.5 ? 1 : 0
            canvas.toView?.layer.transform = Transform3D(rotationAngle: -.pi / 2 * (1 - back), x: 1, y: 0, z: 0)
            canvas.toView?.alpha = p < 0.5 ? 0 : 1
        }
    }

    /// `panels` vertical panels per screen, alternately hinged: panel i turns by ±φ so that
    /// neighbours meet at their shared edge; a screen folded by φ is cos φ as wide.
    static func fold(panels: Int) -> TransitionEffect {
        TransitionEffect { canvas in
            let w = canvas.bounds.width
            canvas.usePerspective(distance: CatalogTransition.perspectiveDistance * w)
            let old = canvas.slices(of: canvas.fromView, columns: panels, rows: 1)
            let new = canvas.slices(of: canvas.toView, columns: panels, rows: 1)
            let oldShades = old.map { canvas.shade(over: $0) }, newShades = new.map { canvas.shade(over: $0) }
            for (i, piece) in (old + new).enumerated() {
                canvas.setAnchor(piece, CGPoint(x: i % 2 == 0 ? 0 : 1, y: 0.5))
            }
            let panel = w / CGFloat(panels)
            /// Lays out `pieces` folded by `amount` (0 flat, 1 edge-on) with their right end at `right`.
            @MainActor func lay(_ pieces: [View], _ shades: [View?], amount: CGFloat, right: CGFloat) {
                let phi = CGFloat.pi / 2 * amount
                let step = panel * cos(phi)
                let left = right - step * CGFloat(pieces.count)
                for (i, piece) in pieces.enumerated() {
                    let even = i % 2 == 0
                    // The hinge (anchor) sits on the piece's left edge when even, right when odd.
                    let hinge = left + step * CGFloat(even ? i : i + 1)
                    let rest = piece.layer.position.x
                    piece.layer.transform = Transform3D(rotationAngle: even ? phi : -phi, x: 0, y: 1, z: 0)
                        .concatenating(Transform3D(translationX: hinge - rest, y: 0))
                    shades[i]?.alpha = CatalogTransition.turnShading * (even ? 0.5 : 1) * sin(phi)
                }
            }
            return { p in
                let joint = w * (1 - p)
                lay(old, oldShades, amount: min(1, max(0, p)), right: joint)
                lay(new, newShades, amount: min(1, max(0, 1 - p)), right: joint + w * cos(.pi / 2 * min(1, max(0, 1 - p))))
            }
        }
    }

    static let natGeo = TransitionEffect { canvas in
        canvas.usePerspective(distance: CatalogTransition.perspectiveDistance * canvas.bounds.width)
        canvas.bringToFront(canvas.fromView)
        if let from = canvas.fromView { canvas.setAnchor(from, CGPoint(x: 0, y: 0.5)) }
        if let to = canvas.toView { canvas.prepare(to) }
        let shade = canvas.shade(over: canvas.toView)
        return { p in
            canvas.fromView?.layer.transform = Transform3D(rotationAngle: -.pi / 2 * p, x: 0, y: 1, z: 0)
            canvas.toView?.layer.transform = move(.zero, scale: mix(0.9, 1, p))
            shade?.alpha = 0.5 * (1 - p)
        }
    }
}
