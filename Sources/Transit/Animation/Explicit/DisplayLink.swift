import Foundation

/// A timer synchronized with the window's frames (`CADisplayLink`): once added to a window, it
/// calls its handler at the window's frame steps, after the animations of the step have moved and
/// together with their completions, on the window's animation engine and clock.
///
/// Core Animation's `init(target:selector:)` takes an Objective-C selector; here the target's
/// method is passed itself (`DisplayLink(target: self, action: Self.tick)`), or a closure. There
/// is no run loop: `add(to:)` attaches the link to a window, whose frame steps drive it.
///
/// Timing: `duration` is the display's frame interval (1/60 s); the link runs at
/// `preferredFrameRateRange`'s rate (the display's by default), calling back at the first frame
/// step at least one interval of that rate (less a tenth of a display frame, as frames arrive on
/// the display's cadence) after the previous call. `timestamp` is the time of the step being
/// handled, `targetTimestamp` that time plus the link's interval: when the next frame is due.
@MainActor
public final class DisplayLink {
    /// The display's refresh interval in seconds: 60 Hz.
    static let displayRate = 60.0

    private let handler: (DisplayLink) -> Void
    private var client: EngineTimedClient?
    private weak var window: Window?
    private var due = false
    private var lastFire: TimeInterval?

    /// The time of the frame being handled, on the window's clock (`timestamp`); 0 before the
    /// first call.
    public private(set) var timestamp: TimeInterval = 0
    /// When the next frame is due (`targetTimestamp`): `timestamp` plus the link's interval.
    public private(set) var targetTimestamp: TimeInterval = 0
    /// The display's frame interval (`duration`): 1/60 s.
    public var duration: TimeInterval { 1 / Self.displayRate }
    /// Whether calls are suspended (`isPaused`). Frames passed while paused are not made up.
    public var isPaused = false {
        didSet { client?.needsFrames = !isPaused }
    }
    /// The frame rates the link would like (`preferredFrameRateRange`).
    public var preferredFrameRateRange: FrameRateRange = .default
    /// The preferred rate as a whole number (`preferredFramesPerSecond`); 0 is the display's.
    public var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.preferred ?? 0) }
        set { preferredFrameRateRange = FrameRateRange(minimum: 0, maximum: 0, preferred: Float(max(0, newValue))) }
    }

    /// A link that calls `handler` with itself at each frame (the closure form).
    public init(handler: @escaping (DisplayLink) -> Void) {
        self.handler = handler
    }

    /// A link that calls `action` on `target` (`CADisplayLink(target:selector:)`), held strongly
    /// until `invalidate()`, as Core Animation holds its target.
    public convenience init<T: AnyObject>(target: T, action: @escaping (T) -> (DisplayLink) -> Void) {
        self.init { link in action(target)(link) }
    }

    /// A link that calls a method without parameters on `target`.
    public convenience init<T: AnyObject>(target: T, action: @escaping (T) -> () -> Void) {
        self.init { _ in action(target)() }
    }

    /// The link's interval at its preferred rate.
    private var interval: TimeInterval { 1 / preferredFrameRateRange.rate(onDisplayOf: Self.displayRate) }

    /// Starts calling back at `window`'s frame steps (`add(to:forMode:)` with the main run loop).
    /// Adding a link that already runs in a window is reported and changes nothing.
    public func add(to window: Window) {
        guard client == nil else {
            window.diagnostics.report(
                Diagnostic(
                    .warning, code: "displayLink.alreadyAdded",
                    "DisplayLink.add(to:) called on a link that is already running; ignored"))
            return
        }
        let client = EngineTimedClient(
            advance: { [weak self] t in MainActor.assumeIsolated { self?.advance(to: t) ?? false } },
            deliver: { [weak self] in MainActor.assumeIsolated { self?.fire() } })
        client.needsFrames = !isPaused
        self.client = client
        self.window = window
        window.animationEngine.add(client)
        retainedWhileRunning = self
    }

    /// Stops the link for good and lets go of its target (`invalidate()`).
    public func invalidate() {
        if let client { window?.animationEngine.remove(client) }
        client = nil
        retainedWhileRunning = nil
    }

    /// A running link keeps itself alive, as the run loop keeps a `CADisplayLink`.
    private var retainedWhileRunning: DisplayLink?

    private func advance(to animationTime: TimeInterval) -> Bool {
        guard !isPaused else { return false }
        // The window's clock, not its animation time: frames keep coming at the display's
        // cadence whatever `motionSettings.animationSpeed` says (as `CADisplayLink` under the
        // Simulator's Slow Animations).
        let t = window?.currentTime ?? animationTime
        if let last = lastFire, t - last < interval - 0.1 / Self.displayRate { return false }
        timestamp = t
        targetTimestamp = t + interval
        lastFire = t
        return true
    }

    private func fire() { handler(self) }
}
