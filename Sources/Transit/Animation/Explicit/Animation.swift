import Foundation

/// Receives an explicit animation's start and stop (`CAAnimationDelegate`). Both methods have
/// default implementations that do nothing.
@MainActor
public protocol AnimationDelegate: AnyObject {
    /// The animation's active period began (`animationDidStart(_:)`).
    func animationDidStart(_ anim: Animation)
    /// The animation ended (`animationDidStop(_:finished:)`): `flag` is true when it ran its whole
    /// active duration, false when it was removed first.
    func animationDidStop(_ anim: Animation, finished flag: Bool)
}

extension AnimationDelegate {
    public func animationDidStart(_ anim: Animation) {}
    public func animationDidStop(_ anim: Animation, finished flag: Bool) {}
}

/// The base of Core Animation's explicit animations (`CAAnimation`): media timing, a timing
/// function, removal on completion and a delegate. Added to a layer with `Layer.add(_:forKey:)`,
/// which attaches a copy; the layer's presentation values then show the animation on the window's
/// animation engine and clock, like block animations and property animators.
///
/// Defaults as in Core Animation: `beginTime` 0 (the layer's current time when added), `duration`
/// 0 (0.25 s when added), `speed` 1, `repeatCount` 0 (once), `fillMode` `.removed`,
/// `isRemovedOnCompletion` true, no timing function (linear).
@MainActor
open class Animation: MediaTiming {
    public var beginTime: TimeInterval = 0
    public var duration: TimeInterval = 0
    public var speed: Float = 1
    public var timeOffset: TimeInterval = 0
    public var repeatCount: Float = 0
    public var repeatDuration: TimeInterval = 0
    public var autoreverses = false
    public var fillMode: MediaTimingFillMode = .removed

    /// How progress follows time within each repetition (`timingFunction`); `nil` is linear.
    public var timingFunction: MediaTimingFunction?
    /// Whether the animation leaves its layer when it ends (`isRemovedOnCompletion`, default true).
    /// With `false` and a forwards fill, the end value stays on screen until the animation is
    /// removed.
    public var isRemovedOnCompletion = true
    /// Told when the animation starts and stops (`delegate`). Held strongly, as `CAAnimation`
    /// holds its delegate.
    public var delegate: (any AnimationDelegate)?

    /// A new animation (`CAAnimation()`).
    public required init() {}

    /// A new animation (`CAAnimation.animation()`).
    public class func animation() -> Self { Self() }

    /// A copy with the same values (`NSCopying.copy()`), what `Layer.add(_:forKey:)` attaches.
    public func copy() -> Any {
        let copy = Self()
        copy.copyValues(from: self)
        return copy
    }

    /// Copies the values of `other` (each subclass copies its own, then calls `super`).
    func copyValues(from other: Animation) {
        beginTime = other.beginTime; duration = other.duration; speed = other.speed
        timeOffset = other.timeOffset; repeatCount = other.repeatCount; repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses; fillMode = other.fillMode
        timingFunction = other.timingFunction; isRemovedOnCompletion = other.isRemovedOnCompletion
        delegate = other.delegate
    }

    /// The timing as `MediaTimingParameters`, with Core Animation's default duration (0.25 s) for
    /// a duration of 0.
    var timingParameters: MediaTimingParameters {
        var p = MediaTimingParameters()
        p.beginTime = beginTime
        p.duration = duration > 0 ? duration : 0.25
        p.speed = Double(speed)
        p.timeOffset = timeOffset
        p.repeatCount = Double(repeatCount)
        p.repeatDuration = repeatDuration
        p.autoreverses = autoreverses
        p.fillsForwards = fillMode.fillsForwards
        p.fillsBackwards = fillMode.fillsBackwards
        return p
    }

    /// What is wrong with the timing values, if anything (checked when the animation is added).
    var timingProblems: [String] {
        var problems: [String] = []
        for (name, value) in [("beginTime", beginTime), ("timeOffset", timeOffset), ("speed", Double(speed))]
        where !value.isFinite {
            problems.append("\(name) \(value) is not finite")
        }
        for (name, value) in [("duration", duration), ("repeatDuration", repeatDuration)] where !(value.isFinite && value >= 0) {
            problems.append("\(name) \(value) must be finite and not negative")
        }
        if repeatCount.isNaN || repeatCount < 0 { problems.append("repeatCount \(repeatCount) must not be negative") }
        return problems
    }
}

/// An animation of one layer property named by a key path (`CAPropertyAnimation`).
@MainActor
open class PropertyAnimation: Animation {
    /// The animated property, as Core Animation spells it (`keyPath`: `"position.x"`,
    /// `"transform.rotation.z"`, `"opacity"`, …; see `Layer.animatableSlot(forKeyPath:)`).
    public var keyPath: String?
    /// Whether the animation's value is added to the value beneath it instead of replacing it
    /// (`isAdditive`).
    public var isAdditive = false
    /// Whether each repetition builds on the end of the previous one (`isCumulative`): the value
    /// is the end value times the number of repetitions before this one, plus this repetition's
    /// value (Core Animation: "the value at the end of the previous repeat cycle, plus the value of
    /// the current repeat cycle").
    public var isCumulative = false

    public required init() {}

    /// An animation of `path` (`CAPropertyAnimation(keyPath:)`).
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyValues(from other: Animation) {
        super.copyValues(from: other)
        guard let other = other as? PropertyAnimation else { return }
        keyPath = other.keyPath; isAdditive = other.isAdditive; isCumulative = other.isCumulative
    }
}
