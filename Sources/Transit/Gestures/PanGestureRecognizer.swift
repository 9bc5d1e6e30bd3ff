import Foundation

/// A continuous recognizer for dragging fingers (`UIPanGestureRecognizer`).
///
/// It begins once between `minimumNumberOfTouches` and `maximumNumberOfTouches` fingers are down
/// and their centroid has moved `hysteresis` (10 pt) from where it started — UIKit's threshold is
/// undocumented and about that size —, changes with every move, and ends when the fingers lift
/// (or fewer than `minimumNumberOfTouches` remain). Lifting before it began makes it fail.
/// Fingers beyond `maximumNumberOfTouches` are ignored.
///
/// `translation(in:)` is measured from where the fingers touched down, so it includes the
/// hysteresis: a view following the translation stays under the finger. Adding or lifting a finger
/// re-bases the centroid so the translation does not jump. `velocity(in:)` comes from the touch
/// samples (see `VelocityEstimator`: least squares over the last 100 ms) and is exact for motion
/// at a constant speed; `setTranslation(_:in:)` changes the translation only, so the usual
/// "reset the translation in every callback" pattern still reads the release velocity at `.ended`.
open class PanGestureRecognizer: GestureRecognizer {
    /// How far the centroid moves before the gesture begins, in points.
    public static let hysteresis: CGFloat = 10

    /// The fewest fingers that may pan (`minimumNumberOfTouches`, default 1; values below 1 are
    /// reported and replaced by 1).
    public var minimumNumberOfTouches = 1 {
        didSet {
            if minimumNumberOfTouches < 1 {
                report(.error, "gesture.touches", "minimumNumberOfTouches \(minimumNumberOfTouches) < 1; using 1")
                minimumNumberOfTouches = 1
            }
        }
    }
    /// The most fingers that may pan (`maximumNumberOfTouches`, default `Int.max`).
    public var maximumNumberOfTouches = Int.max

    /// The centroid where the translation is zero, in window coordinates.
    var origin: CGPoint = .zero
    /// The centroid when the fingers touched down (for the hysteresis).
    var start: CGPoint = .zero
    var estimator = VelocityEstimator()

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        for touch in touches.ordered().reversed() where trackedTouches.count > maximumNumberOfTouches {
            ignore(touch, for: event)
        }
        let before = trackedTouches.filter { !touches.contains($0) }
        let centroid = windowCentroid
        if before.isEmpty {
            origin = centroid
            start = centroid
        } else {
            let old = Self.centroid(of: before)
            origin.x += centroid.x - old.x
            origin.y += centroid.y - old.y
            start.x += centroid.x - old.x
            start.y += centroid.y - old.y
            estimator.offset(x: centroid.x - old.x, y: centroid.y - old.y)
        }
        estimator.add(time: event.timestamp, x: centroid.x, y: centroid.y)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        let centroid = windowCentroid
        estimator.add(time: event.timestamp, x: centroid.x, y: centroid.y)
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches, shouldBegin(movedTo: centroid) else { return }
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Whether the centroid's movement from `start` starts the pan (the hysteresis); subclasses
    /// (edge pans) add conditions and may fail the gesture instead.
    func shouldBegin(movedTo centroid: CGPoint) -> Bool {
        hypot(centroid.x - start.x, centroid.y - start.y) >= Self.hysteresis
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        lift(touches, event: event, ending: .ended)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        lift(touches, event: event, ending: .cancelled)
    }

    private func lift(_ touches: Set<Touch>, event: Event, ending: State) {
        let remaining = trackedTouches.filter { !touches.contains($0) }
        let centroid = windowCentroid
        estimator.add(time: event.timestamp, x: centroid.x, y: centroid.y)
        if remaining.count < minimumNumberOfTouches || remaining.isEmpty {
            switch state {
            case .possible: state = .failed
            case .began, .changed: state = ending
            default: break
            }
            return
        }
        let next = Self.centroid(of: remaining)
        origin.x += next.x - centroid.x
        origin.y += next.y - centroid.y
        start.x += next.x - centroid.x
        start.y += next.y - centroid.y
        estimator.offset(x: next.x - centroid.x, y: next.y - centroid.y)
    }

    /// The translation of the fingers' centroid in `view`'s coordinate space; window
    /// coordinates for `nil` (`translation(in:)`).
    public func translation(in view: View?) -> CGPoint {
        let window = hostWindow
        let a = Touch.convert(origin, from: window, to: view)
        let b = Touch.convert(windowCentroid, from: window, to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Makes the current translation, in `view`'s coordinate space, equal `translation`
    /// (`setTranslation(_:in:)`). A non-finite translation is reported and ignored.
    public func setTranslation(_ translation: CGPoint, in view: View?) {
        guard translation.x.isFinite && translation.y.isFinite else {
            report(.error, "gesture.translation", "\(debugName): setTranslation(\(translation)) is not finite; ignored")
            return
        }
        let window = hostWindow
        let current = Touch.convert(windowCentroid, from: window, to: view)
        let target = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
        if let view, let window, view !== window {
            origin = view.convert(target, to: window)
        } else {
            origin = target
        }
    }

    /// The velocity of the fingers' centroid in points per second of `view`'s coordinate space;
    /// window coordinates for `nil` (`velocity(in:)`).
    public func velocity(in view: View?) -> CGPoint {
        let v = estimator.velocity
        let window = hostWindow
        let p = windowCentroid
        let a = Touch.convert(p, from: window, to: view)
        let b = Touch.convert(CGPoint(x: p.x + v.x, y: p.y + v.y), from: window, to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    open override func reset() {
        super.reset()
        estimator.removeAll()
        origin = .zero
        start = .zero
    }
}
