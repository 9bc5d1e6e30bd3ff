import Foundation

/// Material's container transform (`MaterialContainerTransform` of material-components-android,
/// `com.google.android.material.transition`), with the defaults of its reference
/// implementation: 300 ms on fast-out-slow-in (0.4, 0, 0.2, 1), the scrim colour `0x52000000`
/// (black at 82/255 ≈ 32 %), `FADE_MODE_IN`, `FIT_MODE_AUTO`, a straight path, and the default
/// progress thresholds of a straight path: entering, the incoming content fades in over 0…0.25,
/// the content scales over 0…1, the container's scale mask over 0…1 and its shape (corner
/// radius) over 0…0.75 (`DEFAULT_ENTER_THRESHOLDS`); returning, the outgoing content fades out
/// over 0.6…0.9, scales over 0…1, the scale mask runs over 0…0.9 and the shape over 0.3…0.9
/// (`DEFAULT_RETURN_THRESHOLDS`).
extension CatalogTransition {
    /// `MaterialContainerTransform`'s default scrim colour, `0x52000000`: its alpha, 82/255.
    public static let containerTransformScrimAlpha: CGFloat = 82.0 / 255.0
    /// The size of the rectangle, centred on the container, that a container transform grows
    /// out of when no start view is matched: this fraction of the screen's width and height
    /// (0.2; Transit's choice — Material requires a start view and throws without one).
    public static let containerTransformFallbackScale: CGFloat = 0.2

    /// Progress thresholds of one part of a container transform (Material's
    /// `MaterialContainerTransform.ProgressThresholds`): the part runs while the transition's
    /// progress goes from `start` to `end`.
    public struct ContainerThresholds: Sendable, Equatable {
        /// Where the part starts (0…1 of the progress).
        public var start: CGFloat
        /// Where it ends.
        public var end: CGFloat
        /// A window of the progress.
        public init(_ start: CGFloat, _ end: CGFloat) {
            self.start = start
            self.end = end
        }
    }

    /// The thresholds of a container transform going one way (Material's `ProgressThresholdsGroup`).
    public struct ContainerThresholdsGroup: Sendable, Equatable {
        /// The fade of the content (incoming in, or outgoing out).
        public var fade: ContainerThresholds
        /// The scale of the two contents.
        public var scale: ContainerThresholds
        /// The mask that hides the part of the taller content beyond the shorter one.
        public var scaleMask: ContainerThresholds
        /// The corner radius, from the start view's to the end view's.
        public var shapeMask: ContainerThresholds

        /// Material's `DEFAULT_ENTER_THRESHOLDS` (fade 0…0.25, scale 0…1, scale mask 0…1,
        /// shape 0…0.75).
        public static let enter = ContainerThresholdsGroup(
            fade: .init(0, 0.25), scale: .init(0, 1),
            scaleMask: .init(0, 1), shapeMask: .init(0, 0.75))
        /// Material's `DEFAULT_RETURN_THRESHOLDS` (fade 0.6…0.9, scale 0…1, scale mask 0…0.9,
        /// shape 0.3…0.9).
        public static let `return` = ContainerThresholdsGroup(
            fade: .init(0.6, 0.9), scale: .init(0, 1),
            scaleMask: .init(0, 0.9), shapeMask: .init(0.3, 0.9))
    }

    /// Material's container transform: a container morphs from a small view of one screen — a
    /// card, a list row, a button — into the whole other screen.
    ///
    /// - **Matching.** The start view is found by `View.sharedElementID`: the identifier is
    ///   `id`, or, when `nil`, the whole screen's own identifier (its controller's view's, or the
    ///   first found depth first in it); the start view is the first view of the other screen
    ///   carrying it. Tag the detail screen's view and the card with the same identifier. With no
    ///   match the container grows out of a rectangle `containerTransformFallbackScale` the size
    ///   of the screen, centred on it, with no start content; an `id` given but not found is
    ///   reported (`catalog.containerTransform`).
    /// - **Forward (enter).** The outgoing screen stays where it is under a black scrim rising
    ///   to `containerTransformScrimAlpha`; above it the container — clipped to a rounded
    ///   rectangle — moves along a straight line (the centre of its top edge) from the start
    ///   view's frame to the incoming screen's. `FIT_MODE_AUTO` fits both contents to the same
    ///   width (or, when fitting the incoming screen to the start view's width would make it
    ///   shorter than the start view, to the same height): the start view's image and the
    ///   incoming screen are scaled alike and top-aligned, and the container is the start
    ///   content's bounds grown toward the incoming one's as the scale mask runs. `FADE_MODE_IN`:
    ///   the start view's image stays opaque and the incoming screen fades in over it during the
    ///   fade window. The corner radius goes from the start view's `cornerRadius` to the
    ///   screen's. The start view is hidden while its image flies.
    /// - **Backward (return).** The same with the return thresholds: the screen shrinks back
    ///   into the start view (its current frame, measured when the return begins), fading out
    ///   over 0.6…0.9 above the view's image, while the scrim over the screen below clears.
    ///
    /// Fit, fade and thresholds are evaluated as Material's `FitModeEvaluators`,
    /// `FadeModeEvaluators` and `TransitionDrawable.updateProgress` describe them, on the eased
    /// progress (`containerTransformFrames(progress:start:end:entering:)`).
    public static func containerTransform(id: String? = nil) -> CatalogTransition {
        CatalogTransition(
            name: id.map { "container-transform-\($0)" } ?? "container-transform",
            summary: "Material container transform: a card grows into the new screen over a 32 % scrim, 300 ms",
            duration: materialDuration, timing: CubicTimingParameters.fastOutSlowIn,
            effect: .containerTransform(id: id, entering: true),
            backwardEffect: .containerTransform(id: id, entering: false))
    }

    /// The frames of a container transform at progress `p` (Material's straight path, fit mode
    /// auto), all in the same coordinates as `start` and `end`: `container` is the clipped
    /// container (the union of the two masked content bounds), `startContent` and `endContent`
    /// where the start and end contents are drawn (each its own rectangle scaled by one factor,
    /// top-aligned on the path, centred on it horizontally). `entering` chooses the enter or
    /// return thresholds.
    public static func containerTransformFrames(progress p: CGFloat, start: CGRect, end: CGRect, entering: Bool)
        -> (container: CGRect, startContent: CGRect, endContent: CGRect)
    {
        let thresholds: ContainerThresholdsGroup = entering ? .enter : .return
        let sw = max(start.width, 0.0001), sh = max(start.height, 0.0001)
        let ew = max(end.width, 0.0001), eh = max(end.height, 0.0001)
        // FIT_MODE_AUTO: fit to width when the entering end (or the returning start), fitted to
        // the other's width, is at least as tall as the other.
        let fitToWidth = entering ? eh * sw / ew >= sh : sh * ew / sw >= eh
        // The scale runs with overshoot allowed (TransitionUtils.lerp's allowOvershoot).
        let s = thresholds.scale
        let scaleT = s.end > s.start ? (p - s.start) / (s.end - s.start) : 1
        var startSize: CGSize, endSize: CGSize
        if fitToWidth {
            let w = TransitionEffect.mix(sw, ew, scaleT)
            startSize = CGSize(width: w, height: sh * w / sw)
            endSize = CGSize(width: w, height: eh * w / ew)
        } else {
            let h = TransitionEffect.mix(sh, eh, scaleT)
            startSize = CGSize(width: sw * h / sh, height: h)
            endSize = CGSize(width: ew * h / eh, height: h)
        }
        // The path: the centre of the top edge, along a straight line.
        let x = TransitionEffect.mix(start.midX, end.midX, p), y = TransitionEffect.mix(start.minY, end.minY, p)
        let startContent = CGRect(x: x - startSize.width / 2, y: y, width: startSize.width, height: startSize.height)
        let endContent = CGRect(x: x - endSize.width / 2, y: y, width: endSize.width, height: endSize.height)
        // The scale mask trims the larger content toward the smaller one.
        var startMasked = startContent, endMasked = endContent
        let maskProgress = TransitionEffect.window(p, thresholds.scaleMask.start, thresholds.scaleMask.end)
        if fitToWidth {
            let masksStart = startContent.height > endContent.height
            let diff = abs(endContent.height - startContent.height)
            if masksStart {
                startMasked.size.height -= diff * maskProgress
            } else {
                endMasked.size.height -= diff * (1 - maskProgress)
            }
        } else {
            let masksStart = startContent.width > endContent.width
            let diff = abs(endContent.width - startContent.width)
            let m = masksStart ? maskProgress : 1 - maskProgress
            if masksStart {
                startMasked = startMasked.insetBy(dx: diff / 2 * m, dy: 0)
            } else {
                endMasked = endMasked.insetBy(dx: diff / 2 * m, dy: 0)
            }
        }
        return (startMasked.union(endMasked), startContent, endContent)
    }
}

extension TransitionEffect {
    /// The container transform's effect. `entering`: the screen the effect brings in (`toView`)
    /// is the big one, growing out of a view of the screen it leaves; otherwise the screen the
    /// effect takes away (`fromView`) shrinks back into a view of the screen it brings in.
    static func containerTransform(id: String?, entering: Bool) -> TransitionEffect {
        TransitionEffect { canvas in
            let bigView = entering ? canvas.toView : canvas.fromView
            let bigScreen = entering ? canvas.toScreen : canvas.fromScreen
            let bigRest = entering ? canvas.toFrame : canvas.fromFrame
            let smallScreen = entering ? canvas.fromScreen : canvas.toScreen
            let smallView = entering ? canvas.fromView : canvas.toView
            smallScreen?.layoutIfNeeded()
            bigScreen?.layoutIfNeeded()
            let item = containerTransformStartView(
                id: id, in: smallScreen, matching: bigScreen,
                container: canvas.containerView)
            let startView = containerTransformCapture(item, canvas: canvas, around: bigRest)
            let bigRadius = bigView?.layer.cornerRadius ?? 0
            let layers = containerTransformLayers(canvas, image: startView.image, smallView: smallView, bigView: bigView)
            let scene = ContainerTransformScene(
                entering: entering, thresholds: entering ? .enter : .return,
                start: entering ? startView.frame : bigRest, end: entering ? bigRest : startView.frame,
                startRadius: entering ? startView.radius : bigRadius, endRadius: entering ? bigRadius : startView.radius,
                bigRest: bigRest, scrim: layers.scrim, clip: layers.clip, itemImage: startView.image, bigView: bigView,
                shape: layers.shape)
            return { p in scene.show(p) }
        }
    }

    /// The start view: the first view of `smallScreen` carrying `id`, or, for `nil`, the
    /// identifier of `bigScreen` (its own or the first found in it). An `id` no view carries is
    /// reported.
    @MainActor private static func containerTransformStartView(
        id: String?, in smallScreen: View?, matching bigScreen: View?,
        container: View
    ) -> View? {
        let key = id ?? bigScreen.flatMap { CatalogTransition.firstTagged(in: $0)?.sharedElementID }
        let item = key.flatMap { k in smallScreen.flatMap { CatalogTransition.firstView(tagged: k, in: $0) } }
        if let id, item == nil {
            container.diagnostics.report(
                Diagnostic(
                    .warning, code: "catalog.containerTransform",
                    "containerTransform(id: \"\(id)\"): no view carries the identifier in the other screen; growing from the centre"
                ))
        }
        return item
    }

    /// The start view's frame in the container, corner radius and image (taken without its
    /// corners), the view then hidden; without a start view in the window, the fallback
    /// rectangle centred on `rest` and no image.
    @MainActor private static func containerTransformCapture(_ item: View?, canvas: TransitionCanvas, around rest: CGRect)
        -> (frame: CGRect, radius: CGFloat, image: View?)
    {
        let container = canvas.containerView
        let scale = CatalogTransition.containerTransformFallbackScale
        let fallback = CGRect(
            x: rest.midX - rest.width * scale / 2, y: rest.midY - rest.height * scale / 2,
            width: rest.width * scale, height: rest.height * scale)
        guard let item, item.window != nil, item.window === container.window else { return (fallback, 0, nil) }
        let frame = item.convert(item.bounds, to: container)
        let radius = item.layer.cornerRadius
        item.layer.cornerRadius = 0
        let image = item.snapshotView(afterScreenUpdates: true)
        item.layer.cornerRadius = radius
        canvas.prepare(item)
        item.isHidden = true
        return (frame, radius, image)
    }

    /// Back to front: the small screen, the scrim, the start view's image in its clip, the big
    /// screen clipped by a shape mask.
    @MainActor private static func containerTransformLayers(
        _ canvas: TransitionCanvas, image: View?, smallView: View?,
        bigView: View?
    ) -> (scrim: View, clip: View, shape: ShapeLayer) {
        let scrim = canvas.cover()
        let clip = View(frame: .zero)
        clip.clipsToBounds = true
        canvas.add(clip)
        if let image { clip.addSubview(image) }
        if let smallView { canvas.sendToBack(smallView) }
        canvas.bringToFront(scrim)
        canvas.bringToFront(clip)
        canvas.bringToFront(bigView)
        let shape = ShapeLayer()
        shape.fillColor = .black
        if let bigView {
            canvas.prepare(bigView)
            shape.frame = bigView.bounds
            canvas.mask(bigView, with: shape)
        }
        return (scrim, clip, shape)
    }
}

/// The views and values of one running container transform, placed for each progress.
@MainActor
private struct ContainerTransformScene {
    let entering: Bool
    let thresholds: CatalogTransition.ContainerThresholdsGroup
    let start: CGRect, end: CGRect
    let startRadius: CGFloat, endRadius: CGFloat
    let bigRest: CGRect
    let scrim: View, clip: View, itemImage: View?, bigView: View?
    let shape: ShapeLayer

    /// Places the scrim, the clip with the start view's image, and the big screen with its mask
    /// for progress `p`.
    func show(_ p: CGFloat) {
        let frames = CatalogTransition.containerTransformFrames(progress: p, start: start, end: end, entering: entering)
        let shapeT = TransitionEffect.window(p, thresholds.shapeMask.start, thresholds.shapeMask.end)
        let radius = max(0, TransitionEffect.mix(startRadius, endRadius, shapeT))
        let fade = TransitionEffect.window(p, thresholds.fade.start, thresholds.fade.end)
        scrim.alpha = CatalogTransition.containerTransformScrimAlpha * (entering ? min(1, max(0, p)) : 1 - min(1, max(0, p)))
        let box = frames.container
        clip.frame = box
        clip.layer.cornerRadius = radius
        let itemContent = entering ? frames.startContent : frames.endContent
        itemImage?.frame = itemContent.offsetBy(dx: -box.minX, dy: -box.minY)
        // The big screen drawn at its content rectangle, clipped to the container.
        let bigContent = entering ? frames.endContent : frames.startContent
        guard let bigView, bigRest.width > 0 else { return }
        let scale = bigContent.width / bigRest.width
        bigView.layer.transform = TransitionEffect.move(
            CGPoint(x: bigContent.midX - bigRest.midX, y: bigContent.midY - bigRest.midY),
            scale: scale)
        bigView.alpha = entering ? fade : 1 - fade
        let s = max(scale, 0.0001), b = bigView.bounds
        let local = CGRect(
            x: b.minX + (box.minX - bigContent.minX) / s, y: b.minY + (box.minY - bigContent.minY) / s,
            width: box.width / s, height: box.height / s)
        let r = min(radius / s, local.width / 2, local.height / 2)
        Transaction.begin()
        Transaction.setDisableActions(true)
        shape.path = CGPath(roundedRect: local, cornerWidth: max(0, r), cornerHeight: max(0, r), transform: nil)
        Transaction.commit()
    }
}

extension CatalogTransition {
    /// The first view of `screen`, depth first (a view before its subviews), with an identifier.
    @MainActor static func firstTagged(in screen: View) -> View? {
        if screen.sharedElementID != nil { return screen }
        for sub in screen.subviews { if let found = firstTagged(in: sub) { return found } }
        return nil
    }

    /// The first view of `screen`, depth first, carrying `id`.
    @MainActor static func firstView(tagged id: String, in screen: View) -> View? {
        if screen.sharedElementID == id { return screen }
        for sub in screen.subviews { if let found = firstView(tagged: id, in: sub) { return found } }
        return nil
    }
}
