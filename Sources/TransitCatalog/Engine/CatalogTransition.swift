import Foundation

/// One ready-made transition of the catalogue, as a small value: reach entries through static
/// members (`.push(from: .right)`, `.cube(axis: .horizontal)`, `.fade(duration: 2)`) and use
/// them from any container with the adapters (`NavigationTransitions`, `ModalTransitions`,
/// `TabBarTransitions`, `ContainerTransitions`) or directly with `animator(_:)`.
///
/// An entry is an effect (a pure function of progress placing every view), a duration and a
/// timing. The backward direction (pop, dismissal, a switch to an earlier tab) plays the forward
/// effect in reverse — the two screens swapped, progress running from 1 to 0 — unless the entry
/// has a backward effect of its own. Every entry says whether it has motion: with the window's
/// `motionSettings.reduceMotion` on, an entry with motion is replaced by a cross-fade of the same
/// duration and timing. `motionSettings.animationSpeed` slows or speeds the window's animation time.
public struct CatalogTransition: Sendable {
    /// The name `transit list` shows and `transit render` takes (`cube-horizontal`, …).
    public var name: String
    /// A one-line description.
    public var summary: String
    /// The duration of the forward transition, in seconds.
    public var duration: TimeInterval
    /// The duration of the backward transition (the forward one's unless the entry says).
    public var backwardDuration: TimeInterval
    /// The timing of the progress.
    public var timing: any TimingCurveProvider
    /// Whether the entry moves or scales anything (false for pure fades).
    public var hasMotion: Bool
    /// What the forward transition draws.
    public var effect: TransitionEffect
    /// What the backward transition draws; `nil` plays `effect` in reverse.
    public var backwardEffect: TransitionEffect?
    /// The presentation controller the entry is designed with, if any (a side menu's); used by
    /// `ModalTransitions` and `transit render`.
    public var presentationController: (@MainActor @Sendable (ViewController, ViewController?) -> PresentationController)?
    /// The timing of shared elements, when they fly (`sharedElements(timing:)`); `nil`, the
    /// default, leaves tagged views to the entry's own motion.
    public var sharedElementTiming: (any TimingCurveProvider)?
    /// Arguments that were out of range and replaced, reported (`catalog.argument`) to the
    /// diagnostics of the window the entry first runs in.
    var problems: [String] = []

    /// An entry. Negative or non-finite durations are treated as 0 and reported when the entry
    /// runs.
    public init(
        name: String, summary: String, duration: TimeInterval, backwardDuration: TimeInterval? = nil,
        timing: any TimingCurveProvider = CubicTimingParameters(animationCurve: .easeInOut),
        hasMotion: Bool = true, effect: TransitionEffect, backwardEffect: TransitionEffect? = nil
    ) {
        var problems: [String] = []
        func valid(_ d: TimeInterval) -> TimeInterval {
            if d.isFinite && d >= 0 { return d }
            problems.append("\(name): duration \(d) must be finite and not negative; 0 used")
            return 0
        }
        self.name = name
        self.summary = summary
        self.duration = valid(duration)
        self.backwardDuration = valid(backwardDuration ?? duration)
        self.timing = timing
        self.hasMotion = hasMotion
        self.effect = effect
        self.backwardEffect = backwardEffect
        self.problems = problems
    }

    /// Which way a transition goes.
    public enum Direction: Sendable, Hashable {
        /// Push, present, a switch to a later tab or child.
        case forward
        /// Pop, dismiss, a switch to an earlier tab or child.
        case backward
    }

    /// A fresh animator for one transition in `direction`.
    @MainActor public func animator(_ direction: Direction = .forward) -> CatalogAnimator {
        CatalogAnimator(self, direction: direction)
    }

    /// The same entry with another duration (both directions).
    public func duration(_ seconds: TimeInterval) -> CatalogTransition {
        var copy = self
        if !(seconds.isFinite && seconds >= 0) {
            copy.problems.append("\(name): duration \(seconds) must be finite and not negative; 0 used")
        }
        copy.duration = seconds.isFinite && seconds >= 0 ? seconds : 0
        copy.backwardDuration = copy.duration
        return copy
    }

    /// The same entry with other timing (a preset such as `SpringTimingParameters.bouncy`).
    public func timing(_ timing: any TimingCurveProvider) -> CatalogTransition {
        var copy = self
        copy.timing = timing
        return copy
    }
}
