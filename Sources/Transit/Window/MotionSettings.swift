import Foundation

/// The motion preferences of one window (Transit extension): what a device's "Reduce Motion"
/// accessibility setting (`UIAccessibility.isReduceMotionEnabled`) and the Simulator's "Slow
/// Animations" are, scoped to a window so a test or a render sets them without global state.
///
/// TransitCatalog's transitions read them from the window their container is in:
/// - `reduceMotion`: a transition that has motion is replaced by a cross-fade of the same
///   duration (what SwiftUI does for transitions with motion when Reduce Motion is on);
/// - `animationSpeed`: the transition runs at this speed (0.1 is ten times slower, like the
///   Simulator's Slow Animations; 4 is four times faster).
/// Other animations (block animations, property animators) are not scaled.
public struct MotionSettings: Hashable, Sendable {
    /// Whether motion is reduced (false by default).
    public var reduceMotion: Bool
    /// The speed factor of transitions (1 by default); must be finite and positive.
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
                diagnostics.report(Diagnostic(.error, code: "window.animationSpeed",
                    "animationSpeed \(newValue.animationSpeed) must be finite and positive; kept \(motionSettingsStorage.animationSpeed)"))
                return
            }
            motionSettingsStorage = newValue
        }
    }
}
