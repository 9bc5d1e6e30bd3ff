import Foundation

/// What a live window shows: a `Window` and the `ManualClock` that times it (Transit extension;
/// the part of an iOS app that `UIApplicationMain` and the scene delegate set up).
///
/// The live window moves the clock to the display's time at each frame, so the content itself
/// never reads the wall clock and behaves exactly as under a `TestHost`. The window must be
/// timed by `clock`.
@MainActor
public struct LiveContent {
    /// The window shown; its bounds and `screenScale` give the desktop window's size in pixels.
    public let window: Window
    /// The clock that times `window` (the one given to `Window.init(frame:scale:clock:diagnostics:)`).
    public let clock: ManualClock

    /// Frames played first, one every `1 / preludeFrameRate` seconds, before the content takes
    /// input (a scripted scene recorded headless, then handed over in its final state). Pointer
    /// and wheel input is ignored while they play; restart and quit work.
    public let prelude: [RenderTree]
    /// The frame rate of `prelude` (60 by default).
    public let preludeFrameRate: Double

    /// Content from a window timed by `clock`, optionally played in after `prelude`'s frames.
    public init(window: Window, clock: ManualClock, prelude: [RenderTree] = [], preludeFrameRate: Double = 60) {
        self.window = window
        self.clock = clock
        self.prelude = prelude
        self.preludeFrameRate = preludeFrameRate.isFinite && preludeFrameRate > 0 ? preludeFrameRate : 60
    }

    /// A new visible, key window of `size` points at `scale` pixels per point, timed by a new
    /// clock, with `rootViewController` as its root (what `UIWindow(windowScene:)`,
    /// `rootViewController` and `makeKeyAndVisible()` do in a scene delegate).
    public init(
        size: CGSize, scale: CGFloat, rootViewController: ViewController,
        diagnostics: any DiagnosticSink = StandardErrorDiagnostics()
    ) {
        let clock = ManualClock()
        let window = Window(size: size, scale: scale, clock: clock, diagnostics: diagnostics)
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        self.init(window: window, clock: clock)
    }
}
