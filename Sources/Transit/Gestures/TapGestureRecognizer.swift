import Foundation

/// A discrete recognizer for single or multiple taps (`UITapGestureRecognizer`).
///
/// It recognizes when `numberOfTouchesRequired` fingers have touched down together and lifted,
/// `numberOfTapsRequired` times in a row. It fails when a finger moves more than
/// `allowableMovement` (10 pt) from where it touched down, when more fingers than required touch
/// down, when the next tap of a multiple tap does not begin within `maximumTapInterval` (0.35 s)
/// of the previous one lifting, or begins more than 44 pt from the first. UIKit does not document
/// these margins; the values are the ones its taps behave like.
open class TapGestureRecognizer: GestureRecognizer {
    /// How far a finger may move before the tap fails, in points.
    public static let allowableMovement: CGFloat = 10
    /// The longest gap between the taps of a multiple tap, in seconds.
    public static let maximumTapInterval: TimeInterval = TouchRouter.multipleTapInterval

    /// The number of taps (`numberOfTapsRequired`, default 1). Values below 1 are reported and
    /// replaced by 1.
    public var numberOfTapsRequired = 1 {
        didSet {
            if numberOfTapsRequired < 1 {
                report(.error, "gesture.taps", "numberOfTapsRequired \(numberOfTapsRequired) < 1; using 1")
                numberOfTapsRequired = 1
            }
        }
    }
    /// The number of fingers of each tap (`numberOfTouchesRequired`, default 1). Values below 1
    /// are reported and replaced by 1.
    public var numberOfTouchesRequired = 1 {
        didSet {
            if numberOfTouchesRequired < 1 {
                report(.error, "gesture.touches", "numberOfTouchesRequired \(numberOfTouchesRequired) < 1; using 1")
                numberOfTouchesRequired = 1
            }
        }
    }

    private var tapsCompleted = 0
    private var fingersThisTap = 0
    private var starts: [(touch: Touch, location: CGPoint)] = []
    private var firstTapLocation: CGPoint?

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        cancelTimer()
        for touch in touches.ordered() {
            if let first = firstTapLocation, tapsCompleted > 0,
                hypot(touch.windowLocation.x - first.x, touch.windowLocation.y - first.y) > TouchRouter.multipleTapRadius
            {
                state = .failed
                return
            }
            starts.append((touch, touch.windowLocation))
        }
        if firstTapLocation == nil { firstTapLocation = windowCentroid }
        fingersThisTap = max(fingersThisTap, numberOfTouches)
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        for start in starts where touches.contains(start.touch) {
            let p = start.touch.windowLocation
            if hypot(p.x - start.location.x, p.y - start.location.y) > Self.allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        touchesMoved(touches, with: event)
        guard state == .possible else { return }
        let remaining = numberOfTouches - touches.count
        guard remaining == 0 else { return }
        guard fingersThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        fingersThisTap = 0
        starts.removeAll()
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            scheduleTimer(after: Self.maximumTapInterval)
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    override func timerFired() {
        state = .failed
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        fingersThisTap = 0
        starts.removeAll()
        firstTapLocation = nil
    }
}
