import Foundation

// Named timings from Apple's and Material's motion systems, usable by any animation
// (`ViewPropertyAnimator`, `continueAnimation(withTimingParameters:durationFactor:)`, the
// catalogue's transitions).

extension SpringTimingParameters {
    /// A smooth spring with no bounce (SwiftUI's `Spring.smooth`: duration 0.5 s, bounce 0, as
    /// Apple's `Spring` documentation gives it). Transit extension.
    public static var smooth: SpringTimingParameters { SpringTimingParameters(duration: 0.5, bounce: 0) }

    /// A spring with a small bounce that settles quickly (SwiftUI's `Spring.snappy`: duration
    /// 0.5 s, bounce 0.15). Transit extension.
    public static var snappy: SpringTimingParameters { SpringTimingParameters(duration: 0.5, bounce: 0.15) }

    /// A spring with a visible bounce (SwiftUI's `Spring.bouncy`: duration 0.5 s, bounce 0.3).
    /// Transit extension.
    public static var bouncy: SpringTimingParameters { SpringTimingParameters(duration: 0.5, bounce: 0.3) }
}

/// The speed of a Material 3 spring token (`md.sys.motion.spring.<speed>.<kind>`).
public enum MaterialSpringSpeed: Sendable, CaseIterable {
    /// `fast`: small elements.
    case fast
    /// `default`: most motion.
    case standard
    /// `slow`: large elements, full screens.
    case slow
}

extension SpringTimingParameters {
    /// A Material 3 spatial spring (for position, size, rotation): mass 1, the token's stiffness
    /// and damping ratio, as androidx Compose Material 3 generates them — the standard scheme
    /// (`StandardMotionTokens`: fast 1400 / 0.9, default 700 / 0.9, slow 300 / 0.9) or, with
    /// `expressive`, the expressive one (`ExpressiveMotionTokens`: fast 800 / 0.6, default
    /// 380 / 0.8, slow 200 / 0.8). Transit extension.
    public static func materialSpatial(_ speed: MaterialSpringSpeed = .standard, expressive: Bool = false)
        -> SpringTimingParameters
    {
        let (stiffness, ratio): (CGFloat, CGFloat) =
            switch (speed, expressive) {
            case (.fast, false): (1400, 0.9)
            case (.standard, false): (700, 0.9)
            case (.slow, false): (300, 0.9)
            case (.fast, true): (800, 0.6)
            case (.standard, true): (380, 0.8)
            case (.slow, true): (200, 0.8)
            }
        return material(stiffness: stiffness, dampingRatio: ratio)
    }

    /// A Material 3 effects spring (for colour and opacity), the same in both schemes: mass 1,
    /// damping ratio 1, stiffness 3800 (fast), 1600 (default) or 800 (slow). Transit extension.
    public static func materialEffects(_ speed: MaterialSpringSpeed = .standard) -> SpringTimingParameters {
        let stiffness: CGFloat =
            switch speed {
            case .fast: 3800
            case .standard: 1600
            case .slow: 800
            }
        return material(stiffness: stiffness, dampingRatio: 1)
    }

    private static func material(stiffness: CGFloat, dampingRatio: CGFloat) -> SpringTimingParameters {
        SpringTimingParameters(
            mass: 1, stiffness: stiffness, damping: 2 * dampingRatio * stiffness.squareRoot(),
            initialVelocity: .zero)
    }
}

extension CubicTimingParameters {
    /// Material 3's emphasized easing in its single-curve form, cubic-bezier(0.2, 0, 0, 1), as
    /// Material's web components use it (the `md.sys.motion.easing.emphasized` token itself is a
    /// two-segment path, which a cubic timing cannot express). Transit extension.
    public static var emphasized: CubicTimingParameters { material(0.2, 0, 0, 1) }
    /// Material 3's emphasized decelerate easing (`md.sys.motion.easing.emphasized.decelerate`,
    /// cubic-bezier(0.05, 0.7, 0.1, 1)): for elements entering the screen. Transit extension.
    public static var emphasizedDecelerate: CubicTimingParameters { material(0.05, 0.7, 0.1, 1) }
    /// Material 3's emphasized accelerate easing (`md.sys.motion.easing.emphasized.accelerate`,
    /// cubic-bezier(0.3, 0, 0.8, 0.15)): for elements leaving the screen. Transit extension.
    public static var emphasizedAccelerate: CubicTimingParameters { material(0.3, 0, 0.8, 0.15) }
    /// Material 3's standard easing (`md.sys.motion.easing.standard`, cubic-bezier(0.2, 0, 0, 1)).
    /// Transit extension.
    public static var standard: CubicTimingParameters { material(0.2, 0, 0, 1) }
    /// Material 3's standard decelerate easing (`md.sys.motion.easing.standard.decelerate`,
    /// cubic-bezier(0, 0, 0, 1)). Transit extension.
    public static var standardDecelerate: CubicTimingParameters { material(0, 0, 0, 1) }
    /// Material 3's standard accelerate easing (`md.sys.motion.easing.standard.accelerate`,
    /// cubic-bezier(0.3, 0, 1, 1)). Transit extension.
    public static var standardAccelerate: CubicTimingParameters { material(0.3, 0, 1, 1) }
    /// Material's "fast out, slow in" curve, cubic-bezier(0.4, 0, 0.2, 1): the interpolator of
    /// material-components-android's `MaterialSharedAxis`, `MaterialFadeThrough` and
    /// `MaterialContainerTransform` (`AnimationUtils.FAST_OUT_SLOW_IN_INTERPOLATOR`, Android's
    /// `FastOutSlowInInterpolator`). Transit extension.
    public static var fastOutSlowIn: CubicTimingParameters { material(0.4, 0, 0.2, 1) }

    private static func material(_ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat) -> CubicTimingParameters {
        CubicTimingParameters(controlPoint1: CGPoint(x: x1, y: y1), controlPoint2: CGPoint(x: x2, y: y2))
    }
}
