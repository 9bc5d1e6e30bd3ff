import Foundation

/// Scrubbing a transition by its layer tree's time (see `LiveSession+Scrub`): the window's
/// layer is stopped and its `timeOffset` set, as Core Animation's `speed = 0` and `timeOffset`
/// pause and scrub a layer tree, and resumed from there with `speed`, `timeOffset` and
/// `beginTime`, as Apple's Core Animation Programming Guide resumes a paused layer ("Pausing and
/// Resuming Animations"). Every block animation, property animator and explicit animation in
/// the window runs on its layers' local time, so all of them — the transition's and the rest of
/// the screen's — show the moment the keys chose.
///
/// A resumed tree runs behind or ahead of the window's clock by what the keys moved it; once
/// nothing animates in the window, the layer's own timing is put back as it was before the
/// keys, which changes no pixel (with no animation running, nothing on screen depends on the
/// layer's time).
extension LiveSession {
    /// The window layer's media timing that the scrub keys change and put back.
    @MainActor struct LayerTiming {
        var speed: Float
        var beginTime: TimeInterval
        var timeOffset: TimeInterval

        /// The timing of `layer` now.
        init(of layer: Layer) {
            speed = layer.speed
            beginTime = layer.beginTime
            timeOffset = layer.timeOffset
        }

        /// Gives `layer` this timing.
        func apply(to layer: Layer) {
            layer.beginTime = beginTime
            layer.speed = speed
            layer.timeOffset = timeOffset
        }
    }

    /// The window's layer tree held still by the scrub keys.
    struct LayerTimeHold {
        /// The layer's timing before the keys first held it.
        var original: LayerTiming
        /// The layer time shown: the layer's `timeOffset` while it is stopped.
        var time: TimeInterval
    }

    /// The window layer's local time now (the animation engine's time through the layer's
    /// timing): the time its animations show.
    var windowLayerTime: TimeInterval {
        window.layer.convertTime(window.animationEngine.time, from: nil)
    }

    /// How far `coordinator`'s transition has come at window layer time `time` (0…1; 1 for a
    /// transition with no duration).
    func fraction(at time: TimeInterval, of coordinator: TransitionCoordinator) -> CGFloat {
        let duration = coordinator.transitionDuration
        return duration > 0 ? CGFloat((time - scrubbedStart) / duration) : 1
    }

    /// Stops the window's layer tree (the first time) and moves its time by `step` of the
    /// transition's duration, between the transition's start and its end.
    func scrubLayerTime(of coordinator: TransitionCoordinator, by step: CGFloat) {
        let layer = window.layer
        var hold = layerTimeHold ?? LayerTimeHold(original: shiftedTiming ?? LayerTiming(of: layer), time: windowLayerTime)
        let duration = coordinator.transitionDuration
        hold.time = min(max(hold.time + Double(step) * duration, scrubbedStart), scrubbedStart + duration)
        layerTimeHold = hold
        layer.speed = 0
        layer.timeOffset = hold.time
        overlayState.fraction = fraction(at: hold.time, of: coordinator)
    }

    /// Lets the held layer tree run again from the time the keys left it at: its local time
    /// carries on from there at the speed it had (a tree the content had stopped itself stays
    /// stopped, at that time).
    func releaseLayerTime() {
        guard let hold = layerTimeHold else { return }
        layerTimeHold = nil
        shiftedTiming = hold.original
        needsPresent = true
        let layer = window.layer, original = hold.original
        guard original.speed != 0 else {
            layer.timeOffset = hold.time
            return
        }
        // (now − beginTime) × speed + timeOffset = the time shown, from now on.
        var resumed = original
        resumed.beginTime = window.animationEngine.time - (hold.time - original.timeOffset) / Double(original.speed)
        resumed.apply(to: layer)
    }

    /// Puts back the window layer's own timing once nothing animates in the window.
    func restoreLayerTimingWhenIdle() {
        guard let original = shiftedTiming, layerTimeHold == nil, !window.hasRunningAnimations,
            !window.animationEngine.hasActiveAnimators
        else { return }
        shiftedTiming = nil
        original.apply(to: window.layer)
    }
}
