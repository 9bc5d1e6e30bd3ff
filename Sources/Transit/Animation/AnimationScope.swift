import Foundation

/// What a property change made now does: nothing special (outside any block), apply at once
/// (`performWithoutAnimation`), or become part of an animation run, optionally as a keyframe.
///
/// Scoped to the task through a task-local value, as an animation block is scoped to its closure
/// in UIKit; never process-wide state.
enum AnimationScope: Sendable {
    /// Changes apply at once (`View.performWithoutAnimation(_:)`).
    case disabled
    /// Changes animate as part of `run`; inside `addKeyframe`, as a keyframe spanning
    /// `keyframe` (relative start and duration); with a `delayFactor` (0…1) of the remaining time
    /// before they start (`addAnimations(_:delayFactor:)`).
    case run(AnimationRun, keyframe: Keyframe?, delayFactor: CGFloat)

    /// A keyframe span, relative to the whole keyframe animation.
    struct Keyframe: Sendable {
        var start: CGFloat
        var duration: CGFloat
    }

    /// The scope of the code running now.
    @TaskLocal static var current: AnimationScope?

    /// The run being recorded now, if any.
    static var currentRun: AnimationRun? {
        if case .run(let run, _, _)? = current { return run }
        return nil
    }
}

/// One animation run: a block animation, or a property animator. It binds lazily to the engine of
/// each window whose views it animates (one engine `PropertyAnimator` per window), remembers the
/// layers it touched, and learns when its animators complete.
@MainActor
class AnimationRun {
    /// The engine animators, one per window and timing layer, in binding order.
    private(set) var bindings: [(window: Window, timing: Layer?, animator: PropertyAnimator)] = []
    /// The layers this run animates.
    private(set) var layers: [Layer] = []
    /// Whether touches reach the animating views (`allowUserInteraction`).
    var allowsUserInteraction = false
    /// Whether some animation of the run was removed before finishing (its view left the window,
    /// or `removeAllAnimations()` was called).
    var wasInterrupted = false
    /// How this run appears in the callback timeline.
    var timelineName: String { "Animation" }
    /// The call that made the run, named beside its timeline entries.
    var callSite: CallbackTimeline.CallSite?

    init() {}

    /// The engine animator for the layers of `window` whose local time is `timing`'s when they
    /// are first animated (see `Layer.timingLayer`; `nil`: the window's clock), made (and brought
    /// to this run's state) on first use for `layer`. The animator runs on `layer`'s local time,
    /// read at every step through its superlayer chain, so pausing or scrubbing any ancestor
    /// (`speed`, `timeOffset`, `beginTime`) pauses or scrubs it — also when the timing changes
    /// while the animation runs — as Core Animation's layer timing does to the animations UIKit
    /// adds for a block. (Layers animated by one block share the animator of the first of them
    /// with the same timing layer: a timing change later made to a subtree holding only some of
    /// them moves all of them.)
    func animator(for window: Window, timing: Layer? = nil, layer: Layer? = nil) -> PropertyAnimator {
        if let bound = bindings.first(where: { $0.window === window && $0.timing === timing }) { return bound.animator }
        let animator = makeAnimator(engine: window.animationEngine)
        if let clockLayer = layer ?? timing {
            // Not a weak capture: see `LayerClockReference`.
            let clock = clockLayer.clockReference
            let timebase: (TimeInterval) -> TimeInterval = { t in
                MainActor.assumeIsolated { clock.layer?.localTime(atGlobalTime: t) ?? t }
            }
            // On a default timing chain the layer's local time is the window's clock: the animator
            // runs on the clock (the engine's fast lane) until a timing appears in the chain.
            if timing == nil { deferredTimebases.append((animator, timebase)) } else { animator.timebase = timebase }
        }
        bindings.append((window, timing, animator))
        animator.addCompletion { [weak self, weak window, weak animator] position in
            MainActor.assumeIsolated {
                // An animator the run has let go of (its layers left) no longer reports.
                guard let self, let window, self.bindings.contains(where: { $0.animator === animator }) else { return }
                self.animatorDidComplete(at: position, in: window)
            }
        }
        didBind(animator)
        return animator
    }

    /// The animators bound while their clock layer's timing chain was the default, with the
    /// timebase each takes once a timing appears in that chain (`adoptTimebases()`).
    private var deferredTimebases: [(animator: PropertyAnimator, timebase: (TimeInterval) -> TimeInterval)] = []

    /// Puts the animators bound on the window's clock on their layers' local time: called when a
    /// layer this run animates (or one of its ancestors) takes a timing of its own, or moves under
    /// a layer that has one, so pausing or scrubbing the chain now moves them.
    func adoptTimebases() {
        for (animator, timebase) in deferredTimebases { animator.timebase = timebase }
        deferredTimebases.removeAll()
    }

    /// Makes the engine animator for one window (subclasses configure timing and state).
    func makeAnimator(engine: AnimationEngine) -> PropertyAnimator {
        PropertyAnimator(engine: engine, duration: 0, timingParameters: CubicTimingParameters())
    }

    /// Whether changes apply at once instead of animating (a block with no duration).
    var appliesImmediately: Bool { false }

    /// Called when a change to a view in `window` applied at once because of
    /// `appliesImmediately`.
    func noteImmediateChange(in window: Window) {}

    /// Called once an animator is bound: bring it to the run's state.
    func didBind(_ animator: PropertyAnimator) {}

    /// Called when one engine animator completed.
    func animatorDidComplete(at position: AnimatingPosition, in window: Window) {}

    /// Records that `layer` is animated by this run.
    func touch(_ layer: Layer) {
        if layer.activeAnimations.last === self { return }
        if !layer.activeAnimations.contains(where: { $0 === self }) {
            layer.activeAnimations.append(self)
            layers.append(layer)
        }
    }

    /// Forgets the engine animators (they are inactive; a reused run binds fresh ones).
    func resetBindings() {
        bindings.removeAll()
        deferredTimebases.removeAll()
    }

    /// Forgets the layers (the run is over), letting each re-check which of its properties still
    /// animate.
    func releaseLayers() {
        for layer in layers {
            layer.activeAnimations.removeAll { $0 === self }
            layer.props.recheckAnimations()
        }
        layers.removeAll()
    }

    /// Called when a layer it animates lost its animations; when none is left animating, the
    /// run's engine animators are stopped and `allLayersRemoved()` runs.
    func layerWasRemoved(_ layer: Layer) {
        wasInterrupted = true
        layers.removeAll { $0 === layer }
        guard layers.isEmpty else { return }
        for binding in bindings where binding.animator.state == .active && binding.animator.isInterruptible {
            binding.animator.stopAnimation(true)
        }
        allLayersRemoved()
    }

    /// Called when every layer the run animated has lost its animations.
    func allLayersRemoved() {}
}
