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
        /// The frame (in the overlay) and alpha last shown.
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
    private let root: View
    private var ended = false

    /// A flight between the tagged views of `source` and `destination` (the leaving and the
    /// arriving screen, in the transition's own direction), or `nil` when no identifier is found
    /// in both. `moved` lists the screens the effect moves with their resting frames in
    /// `container`.
    init?(timing: any TimingCurveProvider, duration: TimeInterval, source: View?, destination: View?,
          container: View, moved: [(view: View?, rest: CGRect)]) {
        guard let source, let destination, source !== destination else { return nil }
        source.layoutIfNeeded()
        destination.layoutIfNeeded()
        let outgoing = Self.tagged(in: source, container: container)
        let incoming = Self.tagged(in: destination, container: container)
        let ids = outgoing.order.filter { incoming.views[$0] != nil }
        guard !ids.isEmpty else { return nil }
        var top = container
        while let parent = top.superview { top = parent }
        root = top
        // A view another flight of this window hides now was visible before it: remember that,
        // so whichever flight ends last leaves it shown.
        let running = top.subviews.compactMap { ($0 as? SharedElementOverlay)?.flight }
        func wasHidden(_ view: View) -> Bool {
            for flight in running {
                for pair in flight.pairs where !pair.restored {
                    if pair.source.view === view { return pair.source.wasHidden }
                    if pair.destination.view === view { return pair.destination.wasHidden }
                }
            }
            return view.isHidden
        }
        func endpoint(_ view: View, in screen: View) -> Endpoint {
            // A screen the effect moves, or inside one (a presented view wrapped by its
            // presentation controller), rests where the moved view's resting frame puts it.
            var origin: CGPoint?
            for case let (movedView?, rest) in moved where movedView.superview === container
                && (screen === movedView || screen.isDescendant(of: movedView)) {
                let r = Self.rect(rest, from: container, upTo: nil)
                let inMoved = Self.rect(screen.bounds, from: screen, upTo: movedView)
                if !r.isNull, !inMoved.isNull {
                    origin = CGPoint(x: r.minX + inMoved.minX - movedView.bounds.minX,
                                     y: r.minY + inMoved.minY - movedView.bounds.minY)
                }
                break
            }
            return Endpoint(view: view, screen: screen, restingOrigin: origin, wasHidden: wasHidden(view),
                            alpha: view.alpha, cornerRadius: view.layer.cornerRadius)
        }
        // A view hidden by the app (itself or an ancestor within its screen) does not fly.
        func shown(_ view: View, in screen: View) -> Bool {
            guard !wasHidden(view) else { return false }
            var v = view.superview
            while let ancestor = v, ancestor !== screen {
                if ancestor.isHidden { return false }
                v = ancestor.superview
            }
            return true
        }
        var pairs: [Pair] = []
        for id in ids {
            guard let a = outgoing.views[id], let b = incoming.views[id], a !== b,
                  shown(a, in: source), shown(b, in: destination) else { continue }
            let pair = Pair(id: id, source: endpoint(a, in: source), destination: endpoint(b, in: destination),
                            sourceImage: Self.image(of: a), destinationImage: Self.image(of: b))
            pairs.append(pair)
        }
        guard !pairs.isEmpty else { return nil }
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
                    container.diagnostics.report(Diagnostic(.warning, code: "catalog.sharedElement",
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

    /// `rect` in `view`'s bounds coordinates carried up the superview chain, one superview at a
    /// time, to `ancestor`'s bounds coordinates, or to the root's for `nil`. `.null` when
    /// `ancestor` is not on the chain or a step cannot be mapped.
    static func rect(_ rect: CGRect, from view: View, upTo ancestor: View?) -> CGRect {
        var r = rect, v = view
        while v !== ancestor {
            guard let parent = v.superview else { return ancestor == nil ? r : .null }
            r = step(r, of: v, to: parent)
            if r.isNull { return .null }
            v = parent
        }
        return r
    }

    /// One step up: `rect` in `view`'s bounds coordinates to its superview's, as the view is on
    /// screen now — its presentation values, so a presenter a sheet is scaling back counts where
    /// it is seen — through its anchor point, transform and position (the superview's bounds
    /// origin, a scroll view's content offset, is part of the position's space). A 3-D transform,
    /// or a superview with a sublayer transform, takes the exact model mapping
    /// (`View.convert(_:to:)`). The bounding box of the four corners.
    private static func step(_ rect: CGRect, of view: View, to parent: View) -> CGRect {
        let layer = view.layer.presentation() ?? view.layer
        let t = layer.transform
        guard t.isAffine, parent.layer.sublayerTransform.isIdentity else { return view.convert(rect, to: parent) }
        let b = layer.bounds, a = layer.anchorPoint, position = layer.position, m = t.affineTransform
        let ax = b.minX + a.x * b.width, ay = b.minY + a.y * b.height
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map { c in
            let q = CGPoint(x: c.x - ax, y: c.y - ay).applying(m)
            return CGPoint(x: q.x + position.x, y: q.y + position.y)
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Where `end`'s view is now, in the root's coordinates, or `nil` once it has left its screen
    /// or the root. A screen the effect moves is taken at its resting place, so an element flies
    /// to where it will rest, not after its moving screen; a screen that stays is measured live.
    func frame(of end: Endpoint) -> CGRect? {
        let view = end.view
        guard view.isDescendant(of: end.screen) else { return nil }
        var top = end.screen
        while let parent = top.superview { top = parent }
        guard top === root else { return nil }
        let r: CGRect
        if let origin = end.restingOrigin {
            let inScreen = Self.rect(view.bounds, from: view, upTo: end.screen)
            r = inScreen.offsetBy(dx: origin.x - end.screen.bounds.minX, dy: origin.y - end.screen.bounds.minY)
        } else {
            r = Self.rect(view.bounds, from: view, upTo: nil)
        }
        guard !r.isNull, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return nil }
        return r
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
            if pair.orphanedAt == nil, let a = frame(of: pair.source), let b = frame(of: pair.destination) {
                let mix = { (x: CGFloat, y: CGFloat) in x + (y - x) * f }
                let r = CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                               width: max(0, mix(a.width, b.width)), height: max(0, mix(a.height, b.height)))
                pair.lastFrame = overlay.convert(r, from: root)
                pair.lastAlpha = min(1, max(0, mix(pair.source.alpha, pair.destination.alpha)))
                pair.flyer.frame = pair.lastFrame
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
