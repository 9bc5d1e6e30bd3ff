import Foundation

/// A layer's media timing (`CALayer`'s `CAMediaTiming` conformance): its local time is
/// `(t_super − beginTime) × speed + timeOffset`, computed through the superlayer chain from the
/// window's clock (the root layer's parent time is `CACurrentMediaTime()`). A layer with a
/// `duration` repeats that span of its local time (`repeatCount`, `repeatDuration`,
/// `autoreverses`), as Core Animation does; with the default duration 0 its time runs on.
///
/// Everything animating the layer or its sublayers runs on that local time: explicit animations,
/// and the block animations, property animators and view transitions of the views inside it. So
/// the classic technique works: `layer.speed = 0; layer.timeOffset = t` pauses the whole tree at
/// `t` and scrubs it, and `layer.speed = 1; layer.timeOffset = 0; layer.beginTime =
/// CACurrentMediaTime() − t` resumes it from `t`. A change shows in the presentation values at
/// once, without waiting for the next frame. Non-finite values are reported and ignored.
extension Layer: MediaTiming {
    public var beginTime: TimeInterval {
        get { timing.beginTime }
        set { if checkTime(newValue, "beginTime") { timing.beginTime = newValue } }
    }

    public var duration: TimeInterval {
        get { timing.duration }
        set { if checkTime(newValue, "duration", nonNegative: true) { timing.duration = newValue } }
    }

    public var speed: Float {
        get { Float(timing.speed) }
        set { if checkTime(Double(newValue), "speed") { timing.speed = Double(newValue) } }
    }

    public var timeOffset: TimeInterval {
        get { timing.timeOffset }
        set { if checkTime(newValue, "timeOffset") { timing.timeOffset = newValue } }
    }

    public var repeatCount: Float {
        get { Float(timing.repeatCount) }
        set {
            if newValue == .infinity || checkTime(Double(newValue), "repeatCount", nonNegative: true) {
                timing.repeatCount = Double(newValue)
            }
        }
    }

    public var repeatDuration: TimeInterval {
        get { timing.repeatDuration }
        set { if checkTime(newValue, "repeatDuration", nonNegative: true) { timing.repeatDuration = newValue } }
    }

    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }

    public var fillMode: MediaTimingFillMode {
        get {
            timing.fillsForwards ? (timing.fillsBackwards ? .both : .forwards) : (timing.fillsBackwards ? .backwards : .removed)
        }
        set { timing.fillsForwards = newValue.fillsForwards; timing.fillsBackwards = newValue.fillsBackwards }
    }

    /// Converts `t` from `layer`'s local time (the window's clock when `nil`) to this layer's
    /// (`convertTime(_:from:)`).
    public func convertTime(_ t: TimeInterval, from layer: Layer?) -> TimeInterval {
        localTime(atGlobalTime: layer?.globalTime(fromLocalTime: t) ?? t)
    }

    /// Converts `t` from this layer's local time to `layer`'s (the window's clock when `nil`)
    /// (`convertTime(_:to:)`).
    public func convertTime(_ t: TimeInterval, to layer: Layer?) -> TimeInterval {
        let global = globalTime(fromLocalTime: t)
        return layer?.localTime(atGlobalTime: global) ?? global
    }

    /// Whether this layer's timing differs from the default (its local time is not its parent's).
    var hasOwnTiming: Bool { timing.isOwnTiming }

    /// The nearest layer, this one or an ancestor, whose timing differs from the default: this
    /// layer's local time is that layer's (`nil`: the window's clock).
    var timingLayer: Layer? {
        var layer: Layer? = self
        while let l = layer {
            if l.hasOwnTiming { return l }
            layer = l.superlayer
        }
        return nil
    }

    /// Called when a timing of its own appeared in this layer's superlayer chain (on this layer,
    /// or by a move under a timed layer): the animations running in the subtree, which ran on the
    /// window's clock, now follow their layers' local time.
    func timingChainChanged() {
        for run in activeAnimations { run.adoptTimebases() }
        for sublayer in sublayerStorage { sublayer.timingChainChanged() }
    }

    /// Called by `timing`'s observer: the subtree's animations need their layers' local time
    /// only when a timing first appears in the chain (later changes reach them through
    /// `localTime(atGlobalTime:)`), so the walk happens once, not on every change while timed.
    /// Then the window's engine samples every animation on a layer's local time again, so the
    /// presentation shows the new time at once, block and explicit animations alike, as Core
    /// Animation computes the presentation layer from the layer tree's timing when it is read.
    func timingChanged(from old: MediaTimingParameters) {
        guard timing != old else { return }
        if hasOwnTiming, !old.isOwnTiming, superlayer?.timingLayer == nil { timingChainChanged() }
        host?.animationEngine.resample()
    }
}

extension MediaTimingParameters {
    /// Whether these parameters change local time (anything but the defaults that matter).
    var isOwnTiming: Bool { beginTime != 0 || speed != 1 || timeOffset != 0 || duration > 0 }
}

extension Layer {
    /// This layer's local time at global (window clock) time `t`.
    func localTime(atGlobalTime t: TimeInterval) -> TimeInterval {
        let parent = superlayer?.localTime(atGlobalTime: t) ?? t
        guard hasOwnTiming else { return parent }
        if timing.duration > 0 { return timing.evaluate(parentTime: parent).time }
        return timing.localTime(parentTime: parent)
    }

    /// The global time at which this layer's local time is `t` (the linear part of the formula
    /// inverted through the chain; a stopped layer, speed 0, maps every time to its `beginTime`).
    func globalTime(fromLocalTime t: TimeInterval) -> TimeInterval {
        let parent = hasOwnTiming ? timing.parentTime(localTime: t) : t
        return superlayer?.globalTime(fromLocalTime: parent) ?? parent
    }

    /// This layer's local time now: the window engine's last step, through the chain.
    var currentLocalTime: TimeInterval? {
        guard let engine = host?.animationEngine else { return nil }
        return localTime(atGlobalTime: engine.time)
    }

    private func checkTime(_ value: Double, _ name: String, nonNegative: Bool = false) -> Bool {
        if value.isFinite && (!nonNegative || value >= 0) { return true }
        diagnostics.report(
            Diagnostic(
                .error, code: "layer.invalidTiming",
                "\(describe).\(name) set to \(value); it must be finite\(nonNegative ? " and not negative" : ""); ignored"))
        return false
    }
}

/// A reference to a layer that does not keep it alive, held by the timebases of animations that
/// run on the layer's local time (`AnimationRun.animator(for:timing:layer:)`): the layer clears
/// it when it goes away, so a timebase that outlives its layer reads `nil`, as a weak reference
/// would. A weak reference would give the layer a side table for the rest of its life, and every
/// retain and release of the layer, made at every frame by the layout pass and the render walk,
/// would take the runtime's slow path through it. (Unchecked `Sendable`, so the layer's
/// nonisolated `deinit` may clear it: it is read only by timebases, on the main actor, and
/// written by the layer, whose last release ends its life where its tree lives.)
final class LayerClockReference: @unchecked Sendable {
    /// The layer, until it is deinitialized (its `deinit` sets `nil`).
    unowned(unsafe) var layer: Layer?

    init(_ layer: Layer) { self.layer = layer }
}

extension Layer {
    /// The reference to this layer that timebases hold (`LayerClockReference`), made on first use.
    var clockReference: LayerClockReference {
        if let reference = clockReferenceStorage { return reference }
        let reference = LayerClockReference(self)
        clockReferenceStorage = reference
        return reference
    }
}
