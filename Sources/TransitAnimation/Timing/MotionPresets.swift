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

extension CubicTimingParameters {
    /// Material 3's emphasized easing as a cubic Bézier (`md.sys.motion.easing.emphasized`,
    /// cubic-bezier(0.2, 0, 0, 1) on m3.material.io, the single-curve form used on the web).
    /// Transit extension.
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
