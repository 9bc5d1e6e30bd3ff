import Foundation
@_exported import TransitCatalog
@_exported import TransitTesting

/// One scripted scene of `transit demo`: a screen set-up plus scripted taps and drags on a
/// `TestHost`, rendered frame by frame.
@MainActor
public struct DemoScene {
    /// A short identifier, used for file names and `transit inspect` (e.g. `container-default-animator`).
    public let name: String
    /// What the scene is about (`containers`, `presentation`, `navigation`, `sheets`, …): the
    /// index page groups scenes by it.
    public let topic: String
    /// A one-line title.
    public let title: String
    /// What the scene shows, for the index page.
    public let caption: String
    /// The window size in points.
    public let size: CGSize
    /// The script: builds the scene on the stage and drives it.
    public let script: @MainActor (DemoStage) -> Void

    /// Creates a scene.
    public init(
        name: String, topic: String, title: String, caption: String,
        size: CGSize = CGSize(width: 390, height: 844),
        script: @escaping @MainActor (DemoStage) -> Void
    ) {
        self.name = name
        self.topic = topic
        self.title = title
        self.caption = caption
        self.size = size
        self.script = script
    }
}

/// Where a scene runs: a test host plus helpers for scripts. Every frame the host steps is
/// passed to `onFrame` (the renderer of `transit demo`), so scripts only describe time and input.
@MainActor
public final class DemoStage {
    /// The host the scene runs on.
    public let host: TestHost

    /// Creates a stage of `size` points at `scale`, calling `onFrame` after each frame.
    public init(size: CGSize, scale: CGFloat, onFrame: (@MainActor (TestHost) -> Void)? = nil) {
        host = TestHost(size: size, scale: scale)
        host.onFrame = onFrame
    }

    /// Creates a stage whose window stands for `device` in `orientation`
    /// (`TestHost(device:orientation:scale:)`), drawn at `scale`, calling `onFrame` after each frame.
    public init(
        device: DeviceModel, orientation: InterfaceOrientation = .portrait, scale: CGFloat,
        onFrame: (@MainActor (TestHost) -> Void)? = nil
    ) {
        host = TestHost(device: device, orientation: orientation, scale: scale)
        host.onFrame = onFrame
    }

    /// The window.
    public var window: Window { host.window }

    /// Gives a window that stands for no device the safe-area insets of a phone upright — 47 pt
    /// at the top (the status bar of the notched iPhones), 34 pt at the bottom (the home
    /// indicator) — so a scene run at a bare size still lays out as on a phone. A window that
    /// stands for a device (`DemoStage(device:)`, `transit demo`'s default) keeps the device's own.
    public func usePhoneSafeArea() {
        guard window.device == nil else { return }
        window.screenSafeAreaInsets = phoneInsets
    }

    /// Shows `root` as the window's root view controller and lets one frame pass.
    public func show(_ root: ViewController) {
        host.window.rootViewController = root
        host.step()
    }

    /// Lets `seconds` pass.
    public func wait(_ seconds: TimeInterval) { host.advance(by: seconds) }

    /// Runs until nothing is animating or pending (at most 10 s), then holds for `hold` seconds.
    public func settle(hold: TimeInterval = 0.3) {
        host.runUntilIdle(timeout: 10)
        host.advance(by: hold)
    }

    /// Taps at a point, then lets the tap's frame pass.
    public func tap(_ point: CGPoint) { host.tap(at: point) }

    /// Taps the centre of `view`.
    public func tap(_ view: View) {
        tap(view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    /// Replays a recorded or library gesture (`GestureTrace`) through the host's clock, frame by
    /// frame; the scenes' interactive gestures are all replayed traces.
    public func replay(_ trace: GestureTrace) { host.replay(trace) }

    /// Drags in a straight line over `duration` seconds.
    public func drag(from: CGPoint, to: CGPoint, duration: TimeInterval) {
        host.drag(from: from, to: to, duration: duration)
    }
}
