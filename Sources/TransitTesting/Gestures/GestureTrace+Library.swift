import Foundation

/// Common gestures, ready to replay.
///
/// These traces are synthetic: no measured iOS touch data with published velocities was found to
/// base them on. Their speeds are derived from documented numbers instead — UIKit's normal
/// deceleration rate (0.998 per millisecond, `UIScrollView.DecelerationRate.normal`), with which
/// a finger lifting at `v` points per second carries on `(v / 1000) · 0.998 / 0.002` points, and
/// UIKit's rule for the interactive pop (it finishes when the gesture, projected, passes half the
/// width). Samples come once per frame at `fps` (60 by default, the host's default), so a trace
/// replays onto the host frame for frame. Fingers move at constant speed, so a pan recognizer's
/// velocity at lift-off is exactly the speed stated.
extension GestureTrace {
    /// How far a lift-off at `velocity` points per second carries under normal deceleration.
    public static func projectedDistance(velocity: CGFloat) -> CGFloat {
        velocity / 1000 * 0.998 / (1 - 0.998)
    }

    /// The velocity, in points per second, whose projection under normal deceleration is `distance`.
    public static func velocity(projecting distance: CGFloat) -> CGFloat {
        distance * 1000 * (1 - 0.998) / 0.998
    }

    /// A swipe from the left edge of a `size` screen at mid-height, as for the interactive pop.
    ///
    /// Finishing: 40 % of the width in 0.2 s (2 widths per second, lifting while moving: projected
    /// past the middle). Cancelled: 30 % of the width in 0.6 s, then the finger rests 0.15 s (its
    /// velocity falls to zero) and lifts short of the middle.
    public static func edgeSwipe(in size: CGSize, finishing: Bool, fps: Double = 60) -> GestureTrace {
        let start = CGPoint(x: 2, y: size.height / 2)
        if finishing {
            return stroke(finger: 0, from: start, to: CGPoint(x: 2 + 0.4 * size.width, y: start.y), duration: 0.2, fps: fps)
        }
        let end = CGPoint(x: 2 + 0.3 * size.width, y: start.y)
        return stroke(finger: 0, from: start, to: end, duration: 0.6, rest: 0.15, fps: fps)
    }

    /// A flick from `start` in `direction` (any length; only its direction counts) at the speed
    /// whose projection under normal deceleration is `projectedDistance` points (a screen's height
    /// by default on an 844 pt iPhone: 1,691 pt/s): 0.1 s of motion at that speed, lifting while moving.
    public static func flick(
        from start: CGPoint, direction: CGVector, projectedDistance: CGFloat = 844,
        fps: Double = 60
    ) -> GestureTrace {
        let length = (direction.dx * direction.dx + direction.dy * direction.dy).squareRoot()
        let speed = velocity(projecting: projectedDistance)
        let unit = length > 0 ? CGVector(dx: direction.dx / length, dy: direction.dy / length) : CGVector(dx: 0, dy: 0)
        let end = CGPoint(x: start.x + unit.dx * speed * 0.1, y: start.y + unit.dy * speed * 0.1)
        return stroke(finger: 0, from: start, to: end, duration: 0.1, fps: fps)
    }

    /// A slow drag from `start` to `end` at `speed` points per second (100 by default: its
    /// projection is 50 pt), then a 0.15 s rest so it lifts with no velocity — it lands where it
    /// is let go.
    public static func slowDrag(from start: CGPoint, to end: CGPoint, speed: CGFloat = 100, fps: Double = 60) -> GestureTrace {
        let distance = ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot()
        let duration = speed > 0 ? Double(distance / speed) : 0
        return stroke(finger: 0, from: start, to: end, duration: duration, rest: 0.15, fps: fps)
    }

    /// Two fingers on a horizontal line through `center`, `fromSpan` points apart, moving
    /// symmetrically to `toSpan` apart over `duration` seconds (a pinch closes, a spread opens),
    /// lifting together while moving. A pinch recognizer's scale ends at `toSpan / fromSpan`.
    public static func pinch(
        center: CGPoint, fromSpan: CGFloat, toSpan: CGFloat, duration: TimeInterval = 0.4,
        fps: Double = 60
    ) -> GestureTrace {
        let left = stroke(
            finger: 0, from: CGPoint(x: center.x - fromSpan / 2, y: center.y),
            to: CGPoint(x: center.x - toSpan / 2, y: center.y), duration: duration, fps: fps)
        let right = stroke(
            finger: 1, from: CGPoint(x: center.x + fromSpan / 2, y: center.y),
            to: CGPoint(x: center.x + toSpan / 2, y: center.y), duration: duration, fps: fps)
        // Interleave by time; at equal times finger 0 first. Both lists are time-ordered.
        var merged: [Event] = []
        var i = 0, j = 0
        while i < left.events.count || j < right.events.count {
            if j == right.events.count || (i < left.events.count && left.events[i].time <= right.events[j].time) {
                merged.append(left.events[i]); i += 1
            } else {
                merged.append(right.events[j]); j += 1
            }
        }
        return GestureTrace(unchecked: merged)
    }

    /// One finger: down at `from` (time 0), then one move per frame along the straight line for
    /// `n = max(1, round(duration × fps))` frames, then `rest` seconds of moves on the spot, and
    /// the lift with the last move.
    static func stroke(
        finger: Int, from: CGPoint, to: CGPoint, duration: TimeInterval, rest: TimeInterval = 0,
        fps: Double
    ) -> GestureTrace {
        let fps = fps.isFinite && fps > 0 ? fps : 60
        let n = max(1, Int((max(0, duration) * fps).rounded()))
        let still = Int((max(0, rest) * fps).rounded())
        var events = [Event(time: 0, finger: finger, phase: .began, location: from)]
        for k in 1...(n + still) {
            let f = CGFloat(min(k, n)) / CGFloat(n)
            let p = CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
            events.append(Event(time: Double(k) / fps, finger: finger, phase: .moved, location: p))
        }
        let last = events[events.count - 1]
        events.append(Event(time: last.time, finger: finger, phase: .ended, location: last.location))
        return GestureTrace(unchecked: events)
    }
}
