import Foundation

extension View {
    /// Animates the keyframes that `animations` adds with `addKeyframe(withRelativeStartTime:
    /// relativeDuration:animations:)` (`UIView.animateKeyframes(withDuration:delay:options:
    /// animations:completion:)`). Changes made outside `addKeyframe` span the whole duration. The
    /// overall pacing is ease-in-out unless the options carry `AnimationOptions` curve bits (as UIKit
    /// honours them); values between keyframes follow the calculation mode (linear by default).
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil, fileID: String = #fileID, line: Int = #line
    ) {
        animateKeyframes(
            withDuration: duration, delay: delay, options: options, animations: animations,
            completion: completion, from: CallbackTimeline.CallSite(fileID: fileID, line: line))
    }

    /// `animateKeyframes(withDuration:delay:options:animations:completion:)` made at `callSite`,
    /// named `name` in the timeline.
    static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions,
        animations: @escaping () -> Void, completion: ((Bool) -> Void)?,
        named name: String? = nil, from callSite: CallbackTimeline.CallSite
    ) {
        let shared = options.animationOptions.union(AnimationOptions(rawValue: options.rawValue & (0xF << 16)))
        let curve = CubicTimingParameters(animationCurve: shared.curve)
        let inherited = inheritedParameters(duration: duration, timing: curve, options: shared)
        let block = BlockAnimation(
            duration: inherited.duration, delay: delay, timing: inherited.timing,
            options: inherited.options, keyframeMode: options.calculationMode,
            name: name ?? "View.animateKeyframes(withDuration: \(format(duration)))",
            callSite: callSite, completion: completion)
        run(block, layoutSubviews: options.contains(.layoutSubviews), animations)
    }

    /// Adds a keyframe inside `animateKeyframes` (`UIView.addKeyframe(withRelativeStartTime:
    /// relativeDuration:animations:)`): the changes `animations` makes are reached between
    /// `frameStartTime` and `frameStartTime + frameDuration`, fractions of the whole duration
    /// (clamped to 0…1). Outside a keyframe animation the call is reported and the changes apply
    /// at once.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard case .run(let run, _, _)? = AnimationScope.current,
            let block = run as? BlockAnimation, block.keyframeMode != nil
        else {
            StandardErrorDiagnostics.console.report(
                Diagnostic(
                    .error, code: "animation.keyframeOutsideBlock",
                    "addKeyframe(withRelativeStartTime:relativeDuration:animations:) called outside animateKeyframes; changes applied at once"
                ))
            performWithoutAnimation(animations)
            return
        }
        let s = frameStartTime.isNaN ? 0 : min(1, max(0, frameStartTime))
        let d = frameDuration.isNaN ? 0 : min(1 - s, max(0, frameDuration))
        AnimationScope.$current.withValue(.run(block, keyframe: .init(start: s, duration: d), delayFactor: 0)) { animations() }
    }
}
