import Foundation

/// Running a `ScrollViewMotion` on the window's frame steps.
extension ScrollView: FrameTicking {
    /// Starts `motion` now, replacing any other (which ends silently).
    func startMotion(_ motion: ScrollViewMotion) {
        self.motion = motion
        isDecelerating = motion.kind == .deceleration
        window?.addTicker(self)
        if window == nil { finishMotion() }
    }

    /// Advances the motion to `time`; returns whether it still runs.
    func tick(at time: TimeInterval) -> Bool {
        guard var current = motion else { return false }
        let offset = current.offset(at: time)
        motion = current
        moveContent(to: offset)
        if current.isFinished { finishMotion() }
        return motion != nil
    }

    /// Ends the motion where it is and tells the delegate, as UIKit does when a motion ends or is
    /// stopped (a touch, leaving the window, an offset set in code).
    func finishMotion() {
        guard let ended = motion else { return }
        motion = nil
        switch ended.kind {
        case .deceleration:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .animation:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case .scrollToTop:
            delegate?.scrollViewDidScrollToTop(self)
        }
    }

    /// Scrolls to `contentOffset` (`setContentOffset(_:animated:)`). Animated, the content moves
    /// at a constant velocity over 0.3 s and the delegate hears
    /// `scrollViewDidEndScrollingAnimation(_:)` at the end; otherwise it moves at once. Either
    /// way a motion in progress stops first. Non-finite offsets are reported and ignored.
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
            diagnostics.report(
                Diagnostic(
                    .error, code: "scrollView.contentOffset",
                    "contentOffset \(contentOffset) is not finite; kept \(bounds.origin)"))
            return
        }
        finishMotion()
        guard animated, window != nil, contentOffset != bounds.origin else {
            moveContent(to: contentOffset)
            return
        }
        animateContent(to: contentOffset, kind: .animation)
    }

    /// Moves the content to `contentOffset` at a constant velocity over 0.3 s; the delegate
    /// hears the end of it as `kind` says.
    func animateContent(to contentOffset: CGPoint, kind: ScrollViewMotion.Kind) {
        let now = motionTime
        let start = bounds.origin
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        startMotion(
            ScrollViewMotion(
                kind: kind,
                x: AxisMotion(
                    phase: .linear(start: start.x, end: contentOffset.x, time: now, duration: AxisMotion.animationDuration),
                    rate: decelerationRate.rawValue, lower: min(minimum.x, contentOffset.x),
                    upper: max(maximum.x, contentOffset.x), bounces: true),
                y: AxisMotion(
                    phase: .linear(start: start.y, end: contentOffset.y, time: now, duration: AxisMotion.animationDuration),
                    rate: decelerationRate.rawValue, lower: min(minimum.y, contentOffset.y),
                    upper: max(maximum.y, contentOffset.y), bounces: true)))
    }

    /// Scrolls the least distance that shows `rect` (in content coordinates) within the bounds,
    /// keeping to the content's limits (`scrollRectToVisible(_:animated:)`); nothing happens when
    /// it is visible already or not finite.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        var offset = bounds.origin
        let size = bounds.size
        if rect.minX < offset.x {
            offset.x = rect.minX
        } else if rect.maxX > offset.x + size.width {
            offset.x = min(rect.minX, rect.maxX - size.width)
        }
        if rect.minY < offset.y {
            offset.y = rect.minY
        } else if rect.maxY > offset.y + size.height {
            offset.y = min(rect.minY, rect.maxY - size.height)
        }
        offset = clampedOffset(offset)
        guard offset != bounds.origin else { return }
        setContentOffset(offset, animated: animated)
    }
}
