import Foundation

/// Dragging: the pan moves the content (damped past the edges), and the release hands the
/// finger's velocity to a deceleration, a bounce back or a page snap.
extension ScrollView {
    /// The rubber band's constant (see `ScrollViewMotion`).
    static let rubberBandConstant = 0.55

    /// How far the content moves for a finger `distance` points past an edge, with `dimension`
    /// the bounds' size along that axis: `(1 − 1/(x·c/d + 1))·d`.
    public static func rubberBandDistance(_ distance: CGFloat, dimension: CGFloat) -> CGFloat {
        guard distance > 0, dimension > 0 else { return max(0, distance) }
        return (1 - 1 / (distance * CGFloat(rubberBandConstant) / dimension + 1)) * dimension
    }

    /// The finger distance past an edge that moves the content `offset` points past it (the
    /// rubber band's inverse), so a drag can pick up content that is out of its limits.
    static func fingerDistance(forRubberBand offset: CGFloat, dimension: CGFloat) -> CGFloat {
        guard offset > 0, dimension > 0 else { return max(0, offset) }
        let b = min(offset, dimension * 0.999)
        return b * dimension / (CGFloat(rubberBandConstant) * (dimension - b))
    }

    /// Where the content shows for a finger position `raw` along one axis.
    private func banded(_ raw: CGFloat, lower: CGFloat, upper: CGFloat, dimension: CGFloat) -> CGFloat {
        guard bounces else { return min(max(raw, lower), upper) }
        if raw < lower { return lower - Self.rubberBandDistance(lower - raw, dimension: dimension) }
        if raw > upper { return upper + Self.rubberBandDistance(raw - upper, dimension: dimension) }
        return raw
    }

    /// The finger position that shows the content at `shown` along one axis.
    private func unbanded(_ shown: CGFloat, lower: CGFloat, upper: CGFloat, dimension: CGFloat) -> CGFloat {
        if shown < lower { return lower - Self.fingerDistance(forRubberBand: lower - shown, dimension: dimension) }
        if shown > upper { return upper + Self.fingerDistance(forRubberBand: shown - upper, dimension: dimension) }
        return shown
    }

    func handlePan(_ pan: PanGestureRecognizer) {
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        switch pan.state {
        case .began:
            finishMotion()
            let shown = bounds.origin
            dragStart = CGPoint(
                x: unbanded(shown.x, lower: minimum.x, upper: maximum.x, dimension: bounds.width),
                y: unbanded(shown.y, lower: minimum.y, upper: maximum.y, dimension: bounds.height))
            isDragging = true
            // The content follows from here: the hysteresis the pan needed to begin is not a jump.
            pan.setTranslation(.zero, in: self)
            SheetPresentationController.enclosing(self)?.scrollViewBeganDragging(self)
            ZoomDismissInteraction.enclosing(self)?.scrollViewBeganDragging(self)
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            // Inside a sheet, the sheet takes its share of the movement first.
            // In a zoomed controller, the zoom takes over at the top edge.
            if let sheet = SheetPresentationController.enclosing(self), isDragging {
                sheet.scrollViewDragged(self, translation: pan.translation(in: self).y)
            } else if let zoom = ZoomDismissInteraction.enclosing(self), isDragging {
                zoom.scrollViewDragged(self)
            } else {
                followDrag()
            }
        case .ended, .cancelled:
            guard isDragging else { return }
            var velocity = pan.state == .ended ? pan.velocity(in: self) : .zero
            if let sheet = SheetPresentationController.enclosing(self) {
                velocity = sheet.scrollViewEndedDragging(self, velocity: velocity, cancelled: pan.state != .ended)
            } else if let zoom = ZoomDismissInteraction.enclosing(self) {
                velocity = zoom.scrollViewEndedDragging(self, velocity: velocity, cancelled: pan.state != .ended)
            }
            release(velocity: velocity)
        default:
            break
        }
    }

    /// Moves the content with the finger.
    func followDrag() {
        guard isDragging else { return }
        let pan = panGestureRecognizer
        let axes = draggableAxes
        let t = pan.translation(in: self)
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        var offset = bounds.origin
        if axes.x {
            offset.x = banded(dragStart.x - t.x, lower: minimum.x, upper: maximum.x, dimension: bounds.width)
        }
        if axes.y {
            offset.y = banded(dragStart.y - t.y, lower: minimum.y, upper: maximum.y, dimension: bounds.height)
        }
        moveContent(to: offset)
    }

    /// The finger lifted with `fingerVelocity` (points per second, in this view).
    private func release(velocity fingerVelocity: CGPoint) {
        let axes = draggableAxes
        let rate = Double(decelerationRate.rawValue)
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        let position = bounds.origin
        let velocity = CGPoint(x: axes.x ? -fingerVelocity.x : 0, y: axes.y ? -fingerVelocity.y : 0)
        var target = CGPoint(
            x: restingTarget(position.x, velocity.x, lower: minimum.x, upper: maximum.x, page: bounds.width, start: dragStart.x),
            y: restingTarget(position.y, velocity.y, lower: minimum.y, upper: maximum.y, page: bounds.height, start: dragStart.y))
        // Where the deceleration would land; containers with bars may move the target (a large
        // title snaps open or closed) before the delegate sees it, so the delegate has the last word.
        let proposed = target
        target = containerAdjustedTarget(target)
        var pointer = target
        withUnsafeMutablePointer(to: &pointer) {
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: $0)
        }
        if pointer.x.isFinite, pointer.y.isFinite { target = pointer }
        let now = motionTime
        func axis(_ p: CGFloat, _ v: CGFloat, _ aim: CGFloat, _ proposed: CGFloat, _ lower: CGFloat, _ upper: CGFloat)
            -> AxisMotion
        {
            let (p, v, aim) = (Double(p), Double(v), Double(aim))
            let (lo, hi) = (Double(lower), Double(upper))
            let phase: AxisMotion.Phase
            if isPagingEnabled || p < lo || p > hi {
                phase = abs(aim - p) < 0.05 && abs(v) < 1 ? .rest(p) : AxisMotion.spring(from: p, velocity: v, to: aim, at: now)
            } else if aim != Double(proposed) {
                // The delegate moved the target: decelerate so as to land on it exactly.
                let adjusted = AxisMotion.velocity(covering: aim - p, rate: rate)
                phase = abs(aim - p) < 0.25 ? .rest(aim) : .decelerating(start: p, velocity: adjusted, time: now)
            } else if abs(AxisMotion.projection(velocity: v, rate: rate)) < 0.25 {
                phase = .rest(p)
            } else {
                phase = .decelerating(start: p, velocity: v, time: now)
            }
            return AxisMotion(phase: phase, rate: rate, lower: min(lo, aim), upper: max(hi, aim), bounces: bounces)
        }
        let motion = ScrollViewMotion(
            kind: .deceleration,
            x: axis(position.x, velocity.x, target.x, proposed.x, minimum.x, maximum.x),
            y: axis(position.y, velocity.y, target.y, proposed.y, minimum.y, maximum.y))
        isDragging = false
        let willDecelerate = !motion.isFinished
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else { return }
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(motion)
    }

    /// Where the content comes to rest along one axis: the next page in the flick's direction
    /// (or the nearest page) when paging, the nearest limit when out of them, else the
    /// projection of the velocity, within the limits.
    private func restingTarget(
        _ p: CGFloat, _ v: CGFloat, lower: CGFloat, upper: CGFloat,
        page: CGFloat, start: CGFloat
    ) -> CGFloat {
        if isPagingEnabled, page > 0 {
            let startPage = ((start - lower) / page).rounded()
            let projected = p + CGFloat(AxisMotion.projection(velocity: Double(v), rate: Double(decelerationRate.rawValue)))
            var target = ((projected - lower) / page).rounded()
            target = min(max(target, startPage - 1), startPage + 1)
            return min(max(lower + target * page, lower), upper)
        }
        if p < lower || p > upper { return min(max(p, lower), upper) }
        let projected = p + CGFloat(AxisMotion.projection(velocity: Double(v), rate: Double(decelerationRate.rawValue)))
        return min(max(projected, lower), upper)
    }
}

/// The pan of a scroll view: begins only along an axis the content can be dragged in, and waits
/// for screen-edge pans (the navigation controller's interactive pop) and the navigation
/// controller's content pop to fail.
@MainActor
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    weak var scrollView: ScrollView?

    override func shouldBegin(movedTo centroid: CGPoint) -> Bool {
        guard super.shouldBegin(movedTo: centroid), let scrollView else { return false }
        let dx = abs(centroid.x - start.x), dy = abs(centroid.y - start.y)
        let axes = scrollView.draggableAxes
        let along = dx >= dy ? axes.x : axes.y
        if !along { state = .failed }
        return along
    }

    override func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool {
        otherGestureRecognizer is ScreenEdgePanGestureRecognizer
            || otherGestureRecognizer is NavigationContentPopGestureRecognizer
    }
}
