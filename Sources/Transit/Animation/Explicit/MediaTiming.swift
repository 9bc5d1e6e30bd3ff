import Foundation

/// What an object shows outside its active period (`CAMediaTimingFillMode`).
public struct MediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it (`kCAFillModeForwards` is `"forwards"`).
    public let rawValue: String
    /// Creates a fill mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Nothing outside the active period (`.removed`, the default).
    public static let removed = MediaTimingFillMode(rawValue: "removed")
    /// The end value stays after the active period (`.forwards`).
    public static let forwards = MediaTimingFillMode(rawValue: "forwards")
    /// The start value shows before the active period (`.backwards`).
    public static let backwards = MediaTimingFillMode(rawValue: "backwards")
    /// Both (`.both`).
    public static let both = MediaTimingFillMode(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// Core Animation's timing model, adopted by layers and animations (`CAMediaTiming`): an object's
/// local time is `(t_parent − beginTime) × speed + timeOffset`, where a layer's parent is its
/// superlayer (the root's is the window's clock, `CACurrentMediaTime()`), and an animation's is
/// its layer (or its group). See `MediaTimingParameters` for the whole model.
@MainActor
public protocol MediaTiming: AnyObject {
    /// When the object starts, in its parent's time (`beginTime`).
    var beginTime: TimeInterval { get set }
    /// The simple duration in seconds (`duration`).
    var duration: TimeInterval { get set }
    /// How fast local time runs against the parent's (`speed`): 0 stops it, 2 doubles it.
    var speed: Float { get set }
    /// An offset into local time (`timeOffset`).
    var timeOffset: TimeInterval { get set }
    /// How many times the simple duration repeats, fractions allowed (`repeatCount`).
    var repeatCount: Float { get set }
    /// How long to repeat for, in seconds, overriding `repeatCount` (`repeatDuration`).
    var repeatDuration: TimeInterval { get set }
    /// Whether each repetition plays forward, then backward (`autoreverses`).
    var autoreverses: Bool { get set }
    /// What shows outside the active period (`fillMode`).
    var fillMode: MediaTimingFillMode { get set }
}
