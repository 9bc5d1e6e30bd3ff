// Core Animation's and Core Graphics' names for Transit's types.

/// Core Animation's `CALayer`: Transit's `Layer`.
public typealias CALayer = Layer
/// Core Animation's `CALayerDelegate`: Transit's `LayerDelegate`.
public typealias CALayerDelegate = LayerDelegate
/// Core Animation's `CACornerMask`: Transit's `CornerMask`.
public typealias CACornerMask = CornerMask
/// Core Animation's `CATransformLayer`: Transit's `TransformLayer`.
public typealias CATransformLayer = TransformLayer
/// Core Animation's `CALayerContentsGravity`: Transit's `LayerContentsGravity`.
public typealias CALayerContentsGravity = LayerContentsGravity
/// Core Animation's `CATransform3D`: Transit's `Transform3D`.
///
/// One difference: Transit's `Transform3D()` is the identity, while the imported C struct's
/// `CATransform3D()` is all zeros. Spell the identity `CATransform3DIdentity` and both agree.
public typealias CATransform3D = Transform3D
/// Core Animation's `CAMediaTimingFunction`: Transit's `MediaTimingFunction` (a value type).
public typealias CAMediaTimingFunction = MediaTimingFunction
/// Core Animation's `CAAnimationCalculationMode`: Transit's `KeyframeCalculationMode`.
public typealias CAAnimationCalculationMode = KeyframeCalculationMode
/// Core Animation's `CAMediaTiming`: Transit's `MediaTiming`.
public typealias CAMediaTiming = MediaTiming
/// Core Animation's `CAMediaTimingFillMode`: Transit's `MediaTimingFillMode`.
public typealias CAMediaTimingFillMode = MediaTimingFillMode
/// Core Animation's `CAAnimation`: Transit's `Animation`.
public typealias CAAnimation = Animation
/// Core Animation's `CAAnimationDelegate`: Transit's `AnimationDelegate`.
public typealias CAAnimationDelegate = AnimationDelegate
/// Core Animation's `CAPropertyAnimation`: Transit's `PropertyAnimation`.
public typealias CAPropertyAnimation = PropertyAnimation
/// Core Animation's `CABasicAnimation`: Transit's `BasicAnimation`.
public typealias CABasicAnimation = BasicAnimation
/// Core Animation's `CASpringAnimation`: Transit's `SpringAnimation`.
public typealias CASpringAnimation = SpringAnimation
/// Core Animation's `CAKeyframeAnimation`: Transit's `KeyframeAnimation`.
public typealias CAKeyframeAnimation = KeyframeAnimation
/// Core Animation's `CAAnimationGroup`: Transit's `AnimationGroup`.
public typealias CAAnimationGroup = AnimationGroup
/// Core Animation's `CAAnimationRotationMode`: Transit's `AnimationRotationMode`.
public typealias CAAnimationRotationMode = AnimationRotationMode
/// Core Animation's `CATransition`: Transit's `Transition`.
public typealias CATransition = Transition
/// Core Animation's `CATransitionType`: Transit's `TransitionType`.
public typealias CATransitionType = TransitionType
/// Core Animation's `CATransitionSubtype`: Transit's `TransitionSubtype`.
public typealias CATransitionSubtype = TransitionSubtype
/// Core Animation's `kCATransition`, the key a transition is kept under.
public let kCATransition = "transition"
/// Core Animation's `CADisplayLink`: Transit's `DisplayLink`.
public typealias CADisplayLink = DisplayLink
/// Core Animation's `CAFrameRateRange`: Transit's `FrameRateRange`.
public typealias CAFrameRateRange = FrameRateRange
/// Core Animation's `CATransaction`: Transit's `Transaction`.
public typealias CATransaction = Transaction
/// Core Animation's `CAAction`: Transit's `LayerAction` (Transit's `Action` is UIKit's `UIAction`).
public typealias CAAction = LayerAction
/// Core Graphics' `CGColor`: Transit's `Color`. Layers take `Color` values, so a `UIColor`'s
/// `cgColor` is the colour itself.
public typealias CGColor = Color

extension Color {
    /// The colour as a layer takes it (`UIColor.cgColor`): the same value, since Transit's layer
    /// colours are `Color`s.
    public var cgColor: CGColor { self }

    /// Creates a colour from a layer colour (`UIColor.init(cgColor:)`).
    public init(cgColor: CGColor) { self = cgColor }
}

/// The names of Core Animation's predefined timing functions (`CAMediaTimingFunctionName`).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name's string, as Core Animation spells it (`kCAMediaTimingFunctionEaseIn` is `"easeIn"`).
    public let rawValue: String

    /// The predefined name with this string, or `nil` if Core Animation has no such function.
    public init?(rawValue: String) {
        guard Self.functions[rawValue] != nil else { return nil }
        self.rawValue = rawValue
    }

    private init(known rawValue: String) { self.rawValue = rawValue }

    /// Linear pacing (`CAMediaTimingFunctionName.linear`).
    public static let linear = CAMediaTimingFunctionName(known: "linear")
    /// Slow start (`CAMediaTimingFunctionName.easeIn`): control points (0.42, 0), (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(known: "easeIn")
    /// Slow end (`CAMediaTimingFunctionName.easeOut`): control points (0, 0), (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(known: "easeOut")
    /// Slow start and end (`CAMediaTimingFunctionName.easeInEaseOut`): (0.42, 0), (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(known: "easeInEaseOut")
    /// Core Animation's default curve (`CAMediaTimingFunctionName.default`): (0.25, 0.1), (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(known: "default")

    fileprivate static let functions: [String: MediaTimingFunction] = [
        "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut,
        "easeInEaseOut": .easeInEaseOut, "default": .default
    ]
}

extension MediaTimingFunction {
    /// The predefined timing function with this name (`CAMediaTimingFunction(name:)`).
    public init(name: CAMediaTimingFunctionName) {
        self = CAMediaTimingFunctionName.functions[name.rawValue] ?? .default
    }
}

#if !canImport(Darwin)
/// Core Foundation's `CFTimeInterval`, which `CACurrentMediaTime()` returns: seconds.
public typealias CFTimeInterval = TimeInterval
#endif

/// Core Animation's `CAShapeLayer`: Transit's `ShapeLayer`.
public typealias CAShapeLayer = ShapeLayer
/// Core Animation's `CAGradientLayer`: Transit's `GradientLayer`.
public typealias CAGradientLayer = GradientLayer
/// Core Animation's `CAShapeLayerFillRule`: Transit's `ShapeLayerFillRule`.
public typealias CAShapeLayerFillRule = ShapeLayerFillRule
/// Core Animation's `CAShapeLayerLineCap`: Transit's `ShapeLayerLineCap`.
public typealias CAShapeLayerLineCap = ShapeLayerLineCap
/// Core Animation's `CAShapeLayerLineJoin`: Transit's `ShapeLayerLineJoin`.
public typealias CAShapeLayerLineJoin = ShapeLayerLineJoin
/// Core Animation's `CAGradientLayerType`: Transit's `GradientLayerType`.
public typealias CAGradientLayerType = GradientLayerType
