import Foundation

extension View {
    /// Options for block animations and view transitions (`UIView.AnimationOptions`), with UIKit's
    /// raw values.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates options from a raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out the views changed in the block at commit time, so that the layout changes
        /// animate with the block (`layoutSubviews`).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let the animating views receive touches (`allowUserInteraction`); without it, views
        /// with running block animations are skipped by hit testing.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the current presentation value (`beginFromCurrentState`). Nothing jumps
        /// without it either: a change to a vector value adds to the running animation (as
        /// UIKit's additive animations do, with or without this option) and other values blend
        /// from the value on screen, so the option changes nothing.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat indefinitely (`repeat`).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards after running forwards (`autoreverse`).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested block keeps its own duration instead of the enclosing block's
        /// (`overrideInheritedDuration`).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested block keeps its own curve instead of the enclosing block's
        /// (`overrideInheritedCurve`).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// A nested block keeps its own `repeat`/`autoreverse` options instead of the enclosing
        /// block's (`overrideInheritedOptions`).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// `transition(from:to:…)` hides the old view and shows the new one instead of removing
        /// and adding them (`showHideTransitionViews`).
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)

        /// Ease in and out, the default (`curveEaseInOut`).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in (`curveEaseIn`).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out (`curveEaseOut`).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear (`curveLinear`).
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition effect (`transitionNone`).
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flip about the vertical axis, left edge towards the viewer (`transitionFlipFromLeft`).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip about the vertical axis, right edge towards the viewer (`transitionFlipFromRight`).
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Fade the old content out while the new fades in (`transitionCrossDissolve`).
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip about the horizontal axis, top edge towards the viewer (`transitionFlipFromTop`).
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip about the horizontal axis, bottom edge towards the viewer
        /// (`transitionFlipFromBottom`).
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The curve these options select.
        public var curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }

        /// The transition effect selected (bits 20…23), 0 for none.
        var transitionKind: UInt { (rawValue >> 20) & 0xF }
    }

    /// Options for keyframe animations (`UIView.KeyframeAnimationOptions`), with UIKit's raw values.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates options from a raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// See `AnimationOptions.layoutSubviews`.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// See `AnimationOptions.allowUserInteraction`.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// See `AnimationOptions.beginFromCurrentState`.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// See `AnimationOptions.repeat`.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// See `AnimationOptions.autoreverse`.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// See `AnimationOptions.overrideInheritedDuration`.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// See `AnimationOptions.overrideInheritedOptions`.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Keyframes move linearly between values (`calculationModeLinear`, the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Values jump at each keyframe's start (`calculationModeDiscrete`).
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Constant speed along the straight path through the values, keyframe times ignored
        /// (`calculationModePaced`).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth Catmull-Rom spline through the values (`calculationModeCubic`).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// The spline of `calculationModeCubic` at constant speed, keyframe times ignored
        /// (`calculationModeCubicPaced`).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The block-animation options these keyframe options share.
        var animationOptions: AnimationOptions {
            AnimationOptions(rawValue: rawValue & 0x3FF)
        }

        /// The calculation mode selected.
        var calculationMode: KeyframeCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }
    }
}
