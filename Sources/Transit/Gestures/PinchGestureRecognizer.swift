import Foundation

/// A continuous recognizer for two fingers moving apart or together (`UIPinchGestureRecognizer`).
///
/// The gesture starts when the second finger touches down; it begins once the distance between
/// the two fingers has changed by `hysteresis` (10 pt, UIKit's threshold is undocumented), changes
/// with every move, and ends when either finger lifts. `scale` is the distance between the fingers
/// divided by their distance when the second one touched down (so it includes the hysteresis).
/// `velocity` is the rate of change of `scale` per second, the least-squares slope over the last
/// 100 ms of samples (`VelocityEstimator`). Fingers beyond two are ignored.
open class PinchGestureRecognizer: GestureRecognizer {
    /// How much the distance between the fingers changes before the gesture begins, in points.
    public static let hysteresis: CGFloat = 10

    /// The distance of the fingers over the reference distance (`scale`). Setting it (e.g. back
    /// to 1 in each callback) re-bases the reference distance; non-finite or non-positive values
    /// are reported and ignored.
    public var scale: CGFloat {
        get { scaleValue }
        set {
            guard newValue.isFinite && newValue > 0 else {
                report(.error, "gesture.scale", "\(debugName): scale \(newValue) must be positive and finite; ignored")
                return
            }
            if scaleValue > 0, currentDistance > 0 {
                reference = currentDistance / newValue
                estimator.offset(x: newValue - scaleValue)
            }
            scaleValue = newValue
        }
    }
    /// The velocity of the pinch, in scale factor per second (`velocity`).
    public var velocity: CGFloat { estimator.velocity.x }

    private var scaleValue: CGFloat = 1
    private var reference: CGFloat = 0
    private var initialDistance: CGFloat = 0
    private var estimator = VelocityEstimator()

    private var currentDistance: CGFloat {
        guard trackedTouches.count >= 2 else { return 0 }
        let a = trackedTouches[0].windowLocation, b = trackedTouches[1].windowLocation
        return hypot(b.x - a.x, b.y - a.y)
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        for touch in touches.ordered().reversed() where trackedTouches.count > 2 { ignore(touch, for: event) }
        guard state == .possible, trackedTouches.count == 2, reference == 0 else { return }
        initialDistance = currentDistance
        guard initialDistance > 0 else {
            state = .failed
            return
        }
        reference = initialDistance
        scaleValue = 1
        estimator.add(time: event.timestamp, x: 1)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        guard reference > 0, trackedTouches.count == 2 else { return }
        let distance = currentDistance
        scaleValue = distance / reference
        estimator.add(time: event.timestamp, x: scaleValue)
        switch state {
        case .possible where abs(distance - initialDistance) >= Self.hysteresis: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        finish(.ended)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        finish(.cancelled)
    }

    private func finish(_ ending: State) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = ending
        default: break
        }
    }

    open override func reset() {
        super.reset()
        scaleValue = 1
        reference = 0
        initialDistance = 0
        estimator.removeAll()
    }
}
