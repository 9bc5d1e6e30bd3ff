import Foundation

/// The deterministic core of a live window: input in, frames out, with no SDL and no wall clock.
///
/// The display loop hands it decoded events (`handle(_:)`) and asks for a frame at each display
/// time (`frame(at:)`). A frame does what a `TestHost` step does — the clock moves to the frame's
/// time, the touches of the frame are delivered, the window takes its step, stalled transitions
/// are cancelled — and is rendered only when its render tree differs from the one on screen.
/// Given the same events at the same display times, it produces the same frames as a `TestHost`
/// scripted with the same touches.
///
/// Content time is the display time minus an offset fixed when the content starts, so while
/// time runs the window's clock reads the display times themselves (minus that offset), never a
/// sum of frame durations. Pausing freezes content time; each frame step while paused adds
/// `stepDuration`; resuming moves the offset so time carries on from where it stopped.
@MainActor
final class LiveSession {
    /// Makes the content, at the start and on restart.
    let makeContent: @MainActor () -> LiveContent
    /// The content shown now.
    var content: LiveContent
    /// The frame's input, translated to touches.
    var translator = LiveInputTranslator()
    /// Wheel notches waiting for the next frame, and the point they scroll under.
    var pendingScroll: (delta: CGVector, location: CGPoint)?
    /// Content time = display time − offset, while time runs.
    var offset: TimeInterval
    /// The content time time stopped at, while paused.
    var pausedTime: TimeInterval?
    var stepsRequested = 0
    /// The motion settings: the content's at the start, then as the keys change them; kept
    /// across restarts.
    var motion = MotionSettings()
    /// Whether the user asked to close the window.
    var quitRequested = false
    /// Whether the next frame must be presented even if its render tree is unchanged.
    var needsPresent = true
    private var presentedTree: RenderTree?
    private var presentedOverlay: RenderTree?
    /// Draws the overlay.
    let renderer = Renderer()
    /// Draws the content's frames, redrawing only what changed since the previous one.
    let compositor = FrameCompositor()
    /// Where the last frame presented differs from the one before, or nil when all of it may
    /// (the first frame, a forced redraw, or the overlay shown before or now): the rectangles of
    /// the window's texture to update (`SDLDisplay.present(_:damage:)`).
    private(set) var presentedDamage: [PixelRect]?
    /// Where the frame being made writes its damaged rows as soon as they are drawn (see
    /// `frame(at:mirroringInto:)`).
    private var mirror: FrameMirror?
    /// Whether the last frame's `presentedDamage` was written into `mirror` already.
    private(set) var presentedMirrored = false
    /// The frames stepped so far.
    private(set) var frameCount = 0
    /// The display time the content's prelude started at, while it plays.
    var preludeStart: TimeInterval?
    /// The running transition the scrub keys move (see `LiveSession+Scrub`).
    var scrubbed: TransitionCoordinator?
    /// The transition's interruptible animator while the scrub keys hold it paused.
    var heldAnimator: ViewImplicitlyAnimating?
    /// Where on the window layer's time the running transition began (see `LiveSession+LayerTime`).
    var scrubbedStart: TimeInterval = 0
    /// The window's layer tree while the scrub keys hold it still.
    var layerTimeHold: LayerTimeHold?
    /// The window layer's own timing, while the scrub keys have left the layer's time shifted.
    var shiftedTiming: LayerTiming?
    /// Whether the debug overlay is drawn over the frames (see `LiveOverlay`).
    var showsOverlay = false
    /// The views visible at the last frame step without a running transition, while the
    /// overlay is shown: a transition's source views are those it hides.
    var visibleBeforeTransition: Set<ObjectIdentifier> = []
    /// What the overlay shows about the running transition and the frames.
    var overlayState = LiveOverlay.State()
    /// The last frame's pixels as the renderer drew them, before any overlay.
    private(set) var contentFrame: Bitmap?

    /// The content time one frame step adds while paused: 1/60 s.
    static let stepDuration: TimeInterval = 1.0 / 60
    /// Points the content scrolls per wheel notch.
    static let pointsPerNotch: CGFloat = 40

    /// A session showing `makeContent()`, whose clock's current time corresponds to display time
    /// `displayTime`.
    init(displayTime: TimeInterval, makeContent: @escaping @MainActor () -> LiveContent) {
        self.makeContent = makeContent
        content = makeContent()
        motion = content.window.motionSettings
        offset = displayTime - content.clock.now
        if !content.prelude.isEmpty { preludeStart = displayTime }
    }

    /// The window shown now.
    var window: Window { content.window }

    /// The content's size in pixels: its bounds times its scale, rounded as the renderer rounds.
    var pixelSize: (width: Int, height: Int) {
        let scale = window.screenScale
        return (Int((window.bounds.width * scale).rounded()), Int((window.bounds.height * scale).rounded()))
    }

    /// Sets how many points one SDL window coordinate is, from the desktop window's size in its
    /// own coordinates (which differ from pixels on HiDPI displays and after a resize).
    func setWindowCoordinateSize(_ size: CGSize) {
        guard size.width > 0, size.height > 0 else { return }
        translator.pointsPerUnit = CGSize(width: window.bounds.width / size.width, height: window.bounds.height / size.height)
    }

    /// Whether frames are due without new input: something animates, work waits for the next
    /// run-loop turn, for a run-loop timer (content time moves only while frames come) or for
    /// layout, a gesture waits for time, touches wait to be delivered, or a frame step was asked
    /// for while paused.
    var wantsFrames: Bool {
        if preludeStart != nil { return true }
        if pausedTime != nil { return stepsRequested > 0 || needsPresent }
        let w = window
        return w.hasRunningAnimations || w.hasPendingWork || w.nextTimerFireTime != nil
            || w.hasPendingLayout || w.hasPendingGestureWork
            || w.hasTransitionInProgress || !translator.pending.isEmpty || pendingScroll != nil || needsPresent
    }

    /// Reads one event at display time `displayTime`.
    func handle(_ event: LiveEvent, at displayTime: TimeInterval) {
        switch event {
        case .pointerDown, .pointerMoved, .pointerUp:
            if preludeStart == nil { translator.translate(event) }
        case .wheel(let dx, let dy):
            guard preludeStart == nil, let location = translator.pointerLocation else { return }
            let delta = pendingScroll?.delta ?? .zero
            pendingScroll = (CGVector(dx: delta.dx + dx, dy: delta.dy + dy), location)
        case .key(let key):
            perform(key, at: displayTime)
        case .quit:
            quitRequested = true
        case .redraw:
            needsPresent = true
        }
    }

    /// Steps the frame shown at display time `displayTime` and returns its pixels, or `nil` when
    /// the picture did not change (or time is paused and no step was asked for). With a
    /// `mirror` holding the frame presented last (the window's surface, `SDLDisplay.mirror()`),
    /// the content's damaged rows are also written there as they are drawn
    /// (`presentedMirrored`).
    func frame(at displayTime: TimeInterval, mirroringInto mirror: FrameMirror? = nil) -> Bitmap? {
        self.mirror = mirror
        presentedMirrored = false
        defer { self.mirror = nil }
        if let start = preludeStart {
            let elapsed = (displayTime - start) * content.preludeFrameRate
            if elapsed < Double(content.prelude.count) { return present(content.prelude[Int(max(0, elapsed))]) }
            preludeStart = nil
            offset = displayTime - content.clock.now
        }
        guard let time = contentTime(at: displayTime) else { return presentIfNeeded() }
        step(to: time)
        return presentIfNeeded()
    }

    /// Runs one frame step at content time `time`, as `TestHost.step()` does.
    private func step(to time: TimeInterval) {
        let clock = content.clock
        clock.advance(to: time)
        window.deliverTouches(translator.takePending(), at: clock.now)
        scrollPending()
        window.step(to: clock.now)
        for coordinator in window.stalledTransitions { coordinator.forceCompletion(false) }
        trackRunningTransition()
        frameCount += 1
    }

    private func presentIfNeeded() -> Bitmap? {
        let tree = window.renderTree()
        return present(tree, overlay: showsOverlay ? overlayTree(over: tree) : nil)
    }

    /// The frame of `tree`, with `overlay` composited over the renderer's pixels when given, or
    /// `nil` when neither changed since the last frame presented.
    private func present(_ tree: RenderTree, overlay: RenderTree? = nil) -> Bitmap? {
        guard needsPresent || tree != presentedTree || overlay != presentedOverlay else { return nil }
        let wholeFrame = needsPresent || overlay != nil || presentedOverlay != nil
        needsPresent = false
        // The compositor draws over its own copy of the last frame: let go of ours first, so it
        // is not copied.
        contentFrame = nil
        // The overlay and whole frames are written by the display; only the content's damage
        // goes to the mirror.
        let mirror = wholeFrame ? nil : self.mirror
        let composited = compositor.render(tree, mirroringInto: mirror)
        let frame = composited.bitmap
        presentedDamage = wholeFrame ? nil : composited.damage
        presentedMirrored = composited.isMirrored
        presentedTree = tree
        presentedOverlay = overlay
        contentFrame = frame
        guard let overlay else { return frame }
        return LiveOverlay.composite(renderer.render(overlay), over: frame)
    }

    /// The content time of the frame at `displayTime`, or `nil` when time is paused and no step
    /// is due.
    private func contentTime(at displayTime: TimeInterval) -> TimeInterval? {
        guard let paused = pausedTime else { return max(content.clock.now, displayTime - offset) }
        guard stepsRequested > 0 else { return nil }
        stepsRequested -= 1
        let next = paused + Self.stepDuration
        pausedTime = next
        return next
    }
}
