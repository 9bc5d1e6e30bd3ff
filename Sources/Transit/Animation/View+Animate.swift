import Foundation

extension View {
    /// Animates the changes `animations` makes to views (`UIView.animate(withDuration:delay:options:
    /// animations:completion:)`).
    ///
    /// Each property changed in the closure takes its new model value at once; its presentation
    /// value moves there from where it is on screen now (a property already animating continues
    /// from its current value and velocity, so nothing jumps) over `duration` after `delay`, along
    /// the options' curve (ease-in-out by default). Changes to views in no window apply at once.
    /// Inside another block, the block inherits the enclosing duration, curve and repeat options
    /// unless `overrideInheritedDuration`, `overrideInheritedCurve` or `overrideInheritedOptions`
    /// is given. `completion` runs after the animations end (see `BlockAnimation` for `finished`);
    /// a zero duration ends at the next frame step. Negative or non-finite durations and delays are
    /// reported through the window's diagnostics and treated as 0. The call site (`fileID`, `line`:
    /// leave them to their defaults) names the animation's completion in the callback timeline.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil, fileID: String = #fileID, line: Int = #line
    ) {
        animate(
            withDuration: duration, delay: delay, options: options, animations: animations, completion: completion,
            from: CallbackTimeline.CallSite(fileID: fileID, line: line))
    }

    /// `animate(withDuration:delay:options:animations:completion:)` made at `callSite`, named
    /// `name` in the timeline (by default `View.animate(withDuration: d)`).
    static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
        animations: @escaping () -> Void, completion: ((Bool) -> Void)?,
        named name: String? = nil, from callSite: CallbackTimeline.CallSite
    ) {
        let inherited = inheritedParameters(
            duration: duration, timing: CubicTimingParameters(animationCurve: options.curve),
            options: options)
        let block = BlockAnimation(
            duration: inherited.duration, delay: delay, timing: inherited.timing,
            options: inherited.options, keyframeMode: nil,
            name: name ?? "View.animate(withDuration: \(format(duration)))", callSite: callSite,
            completion: completion)
        run(block, layoutSubviews: options.contains(.layoutSubviews), animations)
    }

    /// Animates with no delay and the default options (`UIView.animate(withDuration:animations:
    /// completion:)`).
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil, fileID: String = #fileID, line: Int = #line
    ) {
        animate(
            withDuration: duration, delay: 0, options: [], animations: animations, completion: completion,
            from: CallbackTimeline.CallSite(fileID: fileID, line: line))
    }

    /// Animates with no delay, the default options and no completion (`UIView.animate(withDuration:
    /// animations:)`).
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        fileID: String = #fileID, line: Int = #line
    ) {
        animate(
            withDuration: duration, delay: 0, options: [], animations: animations, completion: nil,
            from: CallbackTimeline.CallSite(fileID: fileID, line: line))
    }

    /// Animates along a spring that settles in `duration` (`UIView.animate(withDuration:delay:
    /// usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`): mass 1, the
    /// stiffness and damping fitted so the envelope decays to 0.001 at `duration`; `dampingRatio` is
    /// clamped to (0, 1]; `velocity` is in distances per second (1 covers the whole change in one
    /// second). The curve options are ignored, as in UIKit.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil, fileID: String = #fileID, line: Int = #line
    ) {
        let spring = SpringTimingParameters(
            dampingRatio: dampingRatio,
            initialVelocity: CGVector(dx: velocity, dy: velocity))
        let inherited = inheritedParameters(
            duration: duration, timing: spring,
            options: options.union(.overrideInheritedCurve))
        let block = BlockAnimation(
            duration: inherited.duration, delay: delay, timing: spring,
            options: inherited.options, keyframeMode: nil,
            name: "View.animate(withDuration: \(format(duration)), usingSpringWithDamping: \(format(dampingRatio)))",
            callSite: CallbackTimeline.CallSite(fileID: fileID, line: line), completion: completion)
        run(block, layoutSubviews: options.contains(.layoutSubviews), animations)
    }

    /// Applies the changes `actionsWithoutAnimation` makes at once, even inside an animation block
    /// (`UIView.performWithoutAnimation(_:)`); running animations of the changed properties are
    /// removed.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationScope.$current.withValue(.disabled) { actionsWithoutAnimation() }
    }

    /// The duration of the animation block being recorded now, 0 outside any block
    /// (`UIView.inheritedAnimationDuration`).
    public static var inheritedAnimationDuration: TimeInterval {
        (AnimationScope.currentRun as? BlockAnimation)?.duration ?? 0
    }

    // MARK: Shared machinery

    /// The duration, timing and options a block gets once inheritance from an enclosing block is
    /// applied.
    static func inheritedParameters(duration: TimeInterval, timing: any TimingCurveProvider, options: AnimationOptions)
        -> (duration: TimeInterval, timing: any TimingCurveProvider, options: AnimationOptions)
    {
        guard let outer = AnimationScope.currentRun as? BlockAnimation else { return (duration, timing, options) }
        let d = options.contains(.overrideInheritedDuration) ? duration : outer.duration
        let t = options.contains(.overrideInheritedCurve) ? timing : outer.timing
        var o = options
        if !options.contains(.overrideInheritedOptions) {
            o.remove([.repeat, .autoreverse])
            if outer.repeatCount > 0 { o.insert(.repeat) }
            if outer.autoreverses { o.insert(.autoreverse) }
        }
        return (d, t, o)
    }

    /// Runs `animations` recording into `block`, then closes the block.
    static func run(_ block: BlockAnimation, layoutSubviews: Bool, _ animations: () -> Void) {
        AnimationScope.$current.withValue(.run(block, keyframe: nil, delayFactor: 0)) {
            animations()
            if layoutSubviews {
                for view in block.layers.compactMap(\.owningView) { view.layoutIfNeeded() }
            }
        }
        block.close()
    }

    static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(describing: value)
    }
}
