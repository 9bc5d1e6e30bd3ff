import Foundation

/// The motion preferences of one window (Transit extension): what a device's "Reduce Motion"
/// accessibility setting (`UIAccessibility.isReduceMotionEnabled`) and the Simulator's "Slow
/// Animations" are, scoped to a window so a test or a render sets them without global state.
///
/// - `reduceMotion`: TransitCatalog's transitions and the zoom read it from the window their
///   container is in: a transition that has motion is replaced by a cross-fade of the same
///   duration (what SwiftUI does for transitions with motion when Reduce Motion is on);
/// - `animationSpeed`: every animation of the window runs at this speed (0.1 is ten times
///   slower, like the Simulator's Slow Animations; 4 is four times faster): the window's
///   `animationEngine` runs its time at this pace against the clock (`AnimationEngine.speed`),
///   so block animations, property animators, explicit layer animations and every transition
///   slow down alike, and deterministically. Durations keep their values
///   (`transitionDuration(using:)` is unchanged); they take longer on the clock. Display links
///   keep the clock's time and cadence (the zoom, which runs on one, applies the speed itself);
///   scroll views' deceleration and the window's own `currentTime` follow the clock too.
public struct MotionSettings: Hashable, Sendable {
    /// Whether motion is reduced (false by default).
    public var reduceMotion: Bool
    /// The speed factor of the window's animations (1 by default); must be finite and positive.
    public var animationSpeed: Double

    /// Settings; the defaults are a device's: full motion at normal speed.
    public init(reduceMotion: Bool = false, animationSpeed: Double = 1) {
        self.reduceMotion = reduceMotion
        self.animationSpeed = animationSpeed
    }

    /// Whether `animationSpeed` is usable: finite and positive.
    public var isValid: Bool { animationSpeed.isFinite && animationSpeed > 0 }
}

extension Window {
    /// The window's motion preferences (Transit extension; see `MotionSettings`). An invalid
    /// speed (zero, negative, NaN or infinite) is reported and the previous settings are kept.
    public var motionSettings: MotionSettings {
        get { motionSettingsStorage }
        set {
            guard newValue.isValid else {
                diagnostics.report(
                    Diagnostic(
                        .error, code: "window.animationSpeed",
                        "animationSpeed \(newValue.animationSpeed) must be finite and positive; kept \(motionSettingsStorage.animationSpeed)"
                    ))
                return
            }
            motionSettingsStorage = newValue
            animationEngine.speed = newValue.animationSpeed
        }
    }
}
