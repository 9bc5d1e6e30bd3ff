import Foundation

/// The stage a catalogue transition draws on: the container, the two screens at their resting
/// frames, and helpers that add what an effect needs (dimming, snapshots cut into slices). It
/// remembers every view it touches and puts each back as it was when the transition ends, so
/// every screen leaves opaque, untransformed and visible.
///
/// "From" and "to" are the effect's own: for a transition played backward (a pop, a dismissal)
/// they are swapped and the effect runs from 1 to 0.
@MainActor
public final class TransitionCanvas {
    /// The transition's container view.
    public let containerView: View
    /// The screen the effect takes away (`nil` when the context hands over no such view, as for
    /// a presenter that stays on screen).
    public let fromView: View?
    /// The screen the effect brings in (`nil` likewise).
    public let toView: View?
    /// Where the from view rests when not moved.
    public let fromFrame: CGRect
    /// Where the to view rests when not moved.
    public let toFrame: CGRect
    /// The view of the controller the effect takes away, even when the context hands over no
    /// view for it (a presenter that stays under an over-full-screen presentation).
    public let fromScreen: View?
    /// The view of the controller the effect brings in, likewise.
    public let toScreen: View?

    private struct Saved {
        let view: View
        let alpha: CGFloat
        let transform: Transform3D
        let anchorPoint: CGPoint
        let anchorPointZ: CGFloat
        let position: CGPoint
        let cornerRadius: CGFloat
        let masksToBounds: Bool
        let isHidden: Bool
        let isDoubleSided: Bool
    }
    private var saved: [Saved] = []
    private var added: [View] = []
    private var savedSublayerTransform: Transform3D?
    private var savedMasks: [(layer: Layer, mask: Layer?)] = []

    init(
        containerView: View, fromView: View?, toView: View?, fromFrame: CGRect, toFrame: CGRect,
        fromScreen: View? = nil, toScreen: View? = nil
    ) {
        self.containerView = containerView
        self.fromView = fromView
        self.toView = toView
        self.fromFrame = fromFrame
        self.toFrame = toFrame
        self.fromScreen = fromScreen ?? fromView
        self.toScreen = toScreen ?? toView
    }

    /// The container's bounds.
    public var bounds: CGRect { containerView.bounds }

    /// Remembers `view`'s state (once) so that the end of the transition restores it.
    public func prepare(_ view: View) {
        guard !saved.contains(where: { $0.view === view }) else { return }
        let layer = view.layer
        saved.append(
            Saved(
                view: view, alpha: view.alpha, transform: layer.transform, anchorPoint: layer.anchorPoint,
                anchorPointZ: layer.anchorPointZ, position: layer.position, cornerRadius: layer.cornerRadius,
                masksToBounds: layer.masksToBounds, isHidden: view.isHidden, isDoubleSided: layer.isDoubleSided))
    }

    /// Moves `view`'s anchor point (unit coordinates, and `z` in points) without moving its
    /// frame, so that transforms turn about that point.
    public func setAnchor(_ view: View, _ anchor: CGPoint, z: CGFloat = 0) {
        prepare(view)
        let layer = view.layer
        let old = layer.anchorPoint, size = layer.bounds.size
        layer.anchorPoint = anchor
        layer.position = CGPoint(
            x: layer.position.x + (anchor.x - old.x) * size.width,
            y: layer.position.y + (anchor.y - old.y) * size.height)
        layer.anchorPointZ = z
    }

    /// A black view covering `view` (a subview of it, so it follows its transform), at alpha 0:
    /// the dimming of a covered screen and the shading of a turning page. `nil` for `nil`.
    public func shade(over view: View?, color: Color = .black) -> View? {
        guard let view else { return nil }
        let shade = View(frame: view.bounds)
        shade.backgroundColor = color
        shade.alpha = 0
        shade.isUserInteractionEnabled = false
        view.addSubview(shade)
        added.append(shade)
        return shade
    }

    /// A view of `color` at alpha 0 covering the container's bounds, added to the container
    /// above its other views (place it with `containerView.insertSubview(_:belowSubview:)`): a
    /// scrim over whatever is behind the moving piece. Removed when the transition ends.
    public func cover(color: Color = .black) -> View {
        let cover = View(frame: containerView.bounds)
        cover.backgroundColor = color
        cover.alpha = 0
        cover.isUserInteractionEnabled = false
        containerView.addSubview(cover)
        added.append(cover)
        return cover
    }

    /// Adds `view` to the container above its other views, to be removed when the transition
    /// ends (a piece an effect builds itself).
    public func add(_ view: View) {
        view.isUserInteractionEnabled = false
        containerView.addSubview(view)
        added.append(view)
    }

    /// Sets `mask` as the mask of `view`'s layer (`CALayer.mask`, in the layer's coordinates),
    /// remembering the mask it had, which the end of the transition puts back. Nothing for `nil`.
    public func mask(_ view: View?, with mask: Layer) {
        guard let view else { return }
        prepare(view)
        if !savedMasks.contains(where: { $0.layer === view.layer }) { savedMasks.append((view.layer, view.layer.mask)) }
        view.layer.mask = mask
    }

    /// A view covering `view` (a subview of it, so it follows its transform) backed by a
    /// `GradientLayer`, drawing nothing until the effect gives it colours: the shading of a
    /// turning page. A view's own layer runs no implicit actions, so the colours set every frame
    /// show at once. `nil` for `nil`.
    public func gradient(over view: View?) -> GradientLayer? {
        guard let view else { return nil }
        let shade = GradientView(frame: view.bounds)
        shade.isUserInteractionEnabled = false
        view.addSubview(shade)
        added.append(shade)
        return shade.layer as? GradientLayer
    }

    /// `view` cut into `columns` × `rows` equal slices: snapshots placed over it in the
    /// container, above `view`, which is hidden until the transition ends. Slices are in reading
    /// order (row by row). Empty for `nil` or a view with nothing to show.
    public func slices(of view: View?, columns: Int, rows: Int) -> [View] {
        guard let view, columns > 0, rows > 0 else { return [] }
        prepare(view)
        let frame = view.frame, size = view.bounds.size
        let w = size.width / CGFloat(columns), h = size.height / CGFloat(rows)
        var pieces: [View] = []
        let rects = (0..<rows).flatMap { row in
            (0..<columns).map { column in CGRect(x: CGFloat(column) * w, y: CGFloat(row) * h, width: w, height: h) }
        }
        // One capture of the view serves every slice.
        for (rect, snapshot) in zip(rects, view.resizableSnapshotViews(from: rects, afterScreenUpdates: true)) {
            guard let piece = snapshot else { continue }
            piece.frame = rect.offsetBy(dx: frame.minX, dy: frame.minY)
            containerView.insertSubview(piece, aboveSubview: view)
            added.append(piece)
            pieces.append(piece)
        }
        // Later pieces were inserted just above the view, so restore reading order on top.
        for piece in pieces { containerView.bringSubviewToFront(piece) }
        view.isHidden = true
        return pieces
    }

    /// Puts `view` above every other view of the container.
    public func bringToFront(_ view: View?) {
        guard let view, view.superview === containerView else { return }
        containerView.bringSubviewToFront(view)
    }

    /// Puts `view` below every other view of the container.
    public func sendToBack(_ view: View?) {
        guard let view, view.superview === containerView else { return }
        containerView.insertSubview(view, at: 0)
    }

    /// Views the container's content in perspective, the eye `distance` points in front of the
    /// screen over the container's centre (`sublayerTransform.m34 = −1/distance`, Core
    /// Animation's idiom): one eye for every piece, so the edges of adjacent pieces meet.
    public func usePerspective(distance: CGFloat) {
        if savedSublayerTransform == nil { savedSublayerTransform = containerView.layer.sublayerTransform }
        var t = Transform3D.identity
        t.m34 = distance > 0 && distance.isFinite ? -1 / distance : 0
        containerView.layer.sublayerTransform = t
    }

    /// Restores every touched view and removes every added one.
    func restore() {
        if let savedSublayerTransform { containerView.layer.sublayerTransform = savedSublayerTransform }
        savedSublayerTransform = nil
        for saved in savedMasks.reversed() { saved.layer.mask = saved.mask }
        savedMasks.removeAll()
        for view in added { view.removeFromSuperview() }
        added.removeAll()
        for s in saved.reversed() {
            let layer = s.view.layer
            layer.transform = .identity
            layer.anchorPoint = s.anchorPoint
            layer.anchorPointZ = s.anchorPointZ
            layer.position = s.position
            layer.transform = s.transform
            s.view.alpha = s.alpha
            layer.cornerRadius = s.cornerRadius
            layer.masksToBounds = s.masksToBounds
            s.view.isHidden = s.isHidden
            layer.isDoubleSided = s.isDoubleSided
        }
        saved.removeAll()
    }
}

/// A view backed by a `GradientLayer` (the `layerClass` idiom).
final class GradientView: View {
    override class var layerClass: AnyClass { GradientLayer.self }
}
