import Foundation

/// The shared elements of one catalogue transition: every view of the leaving screen whose
/// `sharedElementID` is also carried by a view of the arriving screen flies, as a pair of
/// snapshots in an overlay above both screens, from its frame to its partner's. The two
/// originals are hidden while the pair flies and shown again when the transition ends, whether
/// it finished or was cancelled. See `CatalogTransition.sharedElements(timing:)` for the rules.
@MainActor
final class SharedElementFlight {
    /// One end of a pair: a tagged view and the screen it belongs to.
    struct Endpoint {
        let view: View
        let screen: View
        /// Where the screen's frame origin rests, in the root's (window's) coordinates, for a
        /// screen the effect moves (one in the transition's container, or inside one); `nil` for a
        /// screen that stays in place (a presenter under a sheet), which is measured live.
        let restingOrigin: CGPoint?
        let wasHidden: Bool
        let alpha: CGFloat
        let cornerRadius: CGFloat
    }

    /// A matched pair and the view that flies for it.
    @MainActor final class Pair {
        let id: String
        let source: Endpoint
        let destination: Endpoint
        /// The flying view in the overlay: clips its two images with the interpolated radius.
        let flyer = View()
        /// The source's image, on top, fading out as the pair goes.
        let sourceImage: View?
        /// The destination's image, underneath, opaque: with the source's over it the flyer is
        /// never less covered than its images (no dip of a cross-fade of two translucent images).
        let destinationImage: View?
        /// The frame (in the overlay; the bounding box when the flyer is turned) and alpha last
        /// shown.
        var lastFrame = CGRect.zero
        var lastAlpha: CGFloat = 1
        /// The progress at which one of the two views left its screen.
        var orphanedAt: CGFloat?
        var restored = false

        init(id: String, source: Endpoint, destination: Endpoint, sourceImage: View?, destinationImage: View?) {
            self.id = id
            self.source = source
            self.destination = destination
            self.sourceImage = sourceImage
            self.destinationImage = destinationImage
        }
    }

    /// The overlay above both screens (a subview of the window, covering it).
    let overlay: View
    /// The pairs, in the order their source views come in the leaving screen.
    let pairs: [Pair]
    /// The element timing, resolved for the transition's duration.
    let curve: TimingCurve
    let root: View
    private var ended = false

    /// A flight between the tagged views of `source` and `destination` (the leaving and the
    /// arriving screen, in the transition's own direction), or `nil` when no identifier is found
    /// in both. `moved` lists the screens the effect moves with their resting frames in
    /// `container`.
    init?(
        timing: any TimingCurveProvider, duration: TimeInterval, source: View?, destination: View?,
        container: View, moved: [(view: View?, rest: CGRect)]
    ) {
        guard let source, let destination, source !== destination else { return nil }
        source.layoutIfNeeded()
        destination.layoutIfNeeded()
        var top = container
        while let parent = top.superview { top = parent }
        let pairs = Self.pairs(from: source, to: destination, container: container, root: top, moved: moved)
        guard !pairs.isEmpty else { return nil }
        root = top
        self.pairs = pairs
        curve = TimingCurve(timing, duration: duration)
        let overlay = SharedElementOverlay(frame: top.bounds)
        self.overlay = overlay
        overlay.backgroundColor = nil
        overlay.isUserInteractionEnabled = false
        overlay.flight = self
        View.performWithoutAnimation {
            top.addSubview(overlay)
            for pair in pairs {
                pair.flyer.clipsToBounds = true
                pair.flyer.isUserInteractionEnabled = false
                for image in [pair.destinationImage, pair.sourceImage].compactMap({ $0 }) {
                    pair.flyer.addSubview(image)
                }
                overlay.addSubview(pair.flyer)
                pair.source.view.isHidden = true
                pair.destination.view.isHidden = true
            }
        }
    }

    /// The pairs that fly from `source` to `destination`: identifiers carried in both, by views
    /// that are not hidden, in `source`'s order, each with its two images.
    private static func pairs(
        from source: View, to destination: View, container: View, root: View,
        moved: [(view: View?, rest: CGRect)]
    ) -> [Pair] {
        let outgoing = tagged(in: source, container: container)
        let incoming = tagged(in: destination, container: container)
        let ids = outgoing.order.filter { incoming.views[$0] != nil }
        guard !ids.isEmpty else { return [] }
        // A view another flight of this window hides now was visible before it: remember that,
        // so whichever flight ends last leaves it shown.
        let running = root.subviews.compactMap { ($0 as? SharedElementOverlay)?.flight }
        func endpoint(_ view: View, in screen: View) -> Endpoint {
            Endpoint(
                view: view, screen: screen, restingOrigin: restingOrigin(of: screen, container: container, moved: moved),
                wasHidden: wasHidden(view, running: running), alpha: view.alpha, cornerRadius: view.layer.cornerRadius)
        }
        var pairs: [Pair] = []
        for id in ids {
            guard let a = outgoing.views[id], let b = incoming.views[id], a !== b,
                shown(a, in: source, running: running), shown(b, in: destination, running: running)
            else { continue }
            pairs.append(
                Pair(
                    id: id, source: endpoint(a, in: source), destination: endpoint(b, in: destination),
                    sourceImage: image(of: a), destinationImage: image(of: b)))
        }
        return pairs
    }

    /// Whether `view` was hidden before any of the `running` flights hid it.
    private static func wasHidden(_ view: View, running: [SharedElementFlight]) -> Bool {
        for flight in running {
            for pair in flight.pairs where !pair.restored {
                if pair.source.view === view { return pair.source.wasHidden }
                if pair.destination.view === view { return pair.destination.wasHidden }
            }
        }
        return view.isHidden
    }

    /// Where `screen` rests, in the root's coordinates, when it is a screen the effect moves or
    /// inside one (a presented view wrapped by its presentation controller); `nil` otherwise.
    private static func restingOrigin(of screen: View, container: View, moved: [(view: View?, rest: CGRect)]) -> CGPoint? {
        for case let (movedView?, rest) in moved
        where movedView.superview === container
            && (screen === movedView || screen.isDescendant(of: movedView))
        {
            let r = rect(rest, from: container, upTo: nil)
            let inMoved = rect(screen.bounds, from: screen, upTo: movedView)
            guard !r.isNull, !inMoved.isNull else { return nil }
            return CGPoint(x: r.minX + inMoved.minX - movedView.bounds.minX, y: r.minY + inMoved.minY - movedView.bounds.minY)
        }
        return nil
    }

    /// Whether `view` flies: a view hidden by the app (itself or an ancestor within its screen)
    /// does not.
    private static func shown(_ view: View, in screen: View, running: [SharedElementFlight]) -> Bool {
        guard !wasHidden(view, running: running) else { return false }
        var v = view.superview
        while let ancestor = v, ancestor !== screen {
            if ancestor.isHidden { return false }
            v = ancestor.superview
        }
        return true
    }

    /// The tagged views of `screen`, depth first (a view before its subviews, subviews back to
    /// front); an identifier met twice keeps its first view and is reported.
    private static func tagged(in screen: View, container: View) -> (views: [String: View], order: [String]) {
        var views: [String: View] = [:], order: [String] = []
        func visit(_ view: View) {
            if let id = view.sharedElementID {
                if views[id] == nil {
                    views[id] = view
                    order.append(id)
                } else {
                    container.diagnostics.report(
                        Diagnostic(
                            .warning, code: "catalog.sharedElement",
                            "shared element id \"\(id)\" is carried by two views of one screen; the first (depth first) flies"))
                }
            }
            for sub in view.subviews { visit(sub) }
        }
        visit(screen)
        return (views, order)
    }

    /// A snapshot of `view` without its corner radius (the flyer clips with the interpolated
    /// one), so that the image stretched over the flyer shows no corners of its own.
    private static func image(of view: View) -> View? {
        let radius = view.layer.cornerRadius
        view.layer.cornerRadius = 0
        defer { view.layer.cornerRadius = radius }
        let image = view.snapshotView(afterScreenUpdates: true)
        image?.isUserInteractionEnabled = false
        return image
    }

    /// A view's placement taken apart: the centre of its bounds, its size as seen (bounds size
    /// times the map's scale along each axis) and its rotation, in radians.
    struct Pose: Equatable {
        var center: CGPoint
        var size: CGSize
        var angle: CGFloat

        init(center: CGPoint, size: CGSize, angle: CGFloat) {
            self.center = center
            self.size = size
            self.angle = angle
        }

        /// The pose of a view with bounds `bounds` placed by `m`.
        init(bounds: CGRect, map m: CGAffineTransform) {
            center = CGPoint(x: bounds.midX, y: bounds.midY).applying(m)
            let sx = (m.a * m.a + m.b * m.b).squareRoot()
            let sy = sx > 0 ? abs(m.a * m.d - m.b * m.c) / sx : (m.c * m.c + m.d * m.d).squareRoot()
            size = CGSize(width: bounds.width * sx, height: bounds.height * sy)
            angle = sx > 0 ? atan2(m.b, m.a) : 0
        }

        /// `a` + (`b` − `a`)·`f`, the angle the short way round; `f` is not clamped.
        static func mix(_ a: Pose, _ b: Pose, _ f: CGFloat) -> Pose {
            func m(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * f }
            var turn = b.angle - a.angle
            if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
            return Pose(
                center: CGPoint(x: m(a.center.x, b.center.x), y: m(a.center.y, b.center.y)),
                size: CGSize(width: max(0, m(a.size.width, b.size.width)), height: max(0, m(a.size.height, b.size.height))),
                angle: a.angle + turn * f)
        }
    }

    /// The pairs' share of the way at transition progress `p`: the element timing's progress at
    /// `p` times its duration (0 at 0, exactly 1 from 1 on, overshooting between for a spring).
    func fraction(_ p: CGFloat) -> CGFloat {
        guard p.isFinite else { return 0 }
        return CGFloat(curve.progress(at: Double(p) * curve.duration))
    }

    /// Places every pair for transition progress `p`.
    func show(_ p: CGFloat) {
        guard !ended else { return }
        if let parent = overlay.superview, parent.subviews.last !== overlay { parent.bringSubviewToFront(overlay) }
        let f = fraction(p)
        for pair in pairs {
            if pair.orphanedAt == nil, let a = placement(of: pair.source), let b = placement(of: pair.destination) {
                let mix = { (x: CGFloat, y: CGFloat) in x + (y - x) * f }
                // The centre, the size and the rotation fly, not the bounding box: a view turned
                // in one screen and not in the other turns on the way.
                let pose = Pose.mix(
                    Pose(bounds: pair.source.view.bounds, map: a),
                    Pose(bounds: pair.destination.view.bounds, map: b), f)
                pair.flyer.transform = .identity
                pair.flyer.bounds = CGRect(origin: .zero, size: pose.size)
                pair.flyer.center = overlay.convert(pose.center, from: root)
                pair.flyer.transform = CGAffineTransform(rotationAngle: pose.angle)
                pair.lastFrame = pair.flyer.frame
                pair.lastAlpha = min(1, max(0, mix(pair.source.alpha, pair.destination.alpha)))
                pair.flyer.alpha = pair.lastAlpha
                pair.flyer.layer.cornerRadius = max(0, mix(pair.source.cornerRadius, pair.destination.cornerRadius))
                let bounds = pair.flyer.bounds
                pair.sourceImage?.frame = bounds
                pair.destinationImage?.frame = bounds
                pair.sourceImage?.alpha = min(1, max(0, 1 - f))
            } else {
                if pair.orphanedAt == nil {
                    pair.orphanedAt = min(1, max(0, p))
                    restore(pair)
                }
                pair.flyer.alpha = pair.lastAlpha * Self.fade(p, from: pair.orphanedAt ?? 0)
            }
        }
    }

    /// How much of a pair orphaned at progress `p0` still shows at `p`: 1 at `p0`, falling
    /// linearly to 0 at whichever end the progress moves toward.
    static func fade(_ p: CGFloat, from p0: CGFloat) -> CGFloat {
        guard p.isFinite else { return 0 }
        let left = p >= p0 ? (1 - p0) : p0
        guard left > 0.0001 else { return 0 }
        return min(1, max(0, 1 - abs(p - p0) / left))
    }

    private func restore(_ pair: Pair) {
        guard !pair.restored else { return }
        pair.restored = true
        pair.source.view.isHidden = pair.source.wasHidden
        pair.destination.view.isHidden = pair.destination.wasHidden
    }

    /// Removes the overlay and shows every original as it was. Safe to call more than once.
    func end() {
        guard !ended else { return }
        ended = true
        overlay.removeFromSuperview()
        for pair in pairs { restore(pair) }
    }
}

/// The overlay of a flight: a view covering the window that knows its flight, so that a flight
/// starting while another runs in the same window learns which views that one hides.
final class SharedElementOverlay: View {
    weak var flight: SharedElementFlight?

    required init?(coder: NSCoder) { nil }

    override init(frame: CGRect) { super.init(frame: frame) }
}
