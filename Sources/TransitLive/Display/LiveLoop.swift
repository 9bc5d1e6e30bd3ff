import Foundation

/// The display loop of a live window: the one place wall-clock time enters Transit.
///
/// Each turn reads SDL's events (waiting for them with a timeout, so an idle window sleeps),
/// hands them to the session, and — when the session wants frames — steps a frame at the
/// monotonic clock's time and presents it if its picture changed. With vertical sync, presenting
/// paces the loop at the display's refresh; without it, the loop waits for the next frame
/// interval, waking early for input so a press is stepped at once.
@MainActor
final class LiveLoop {
    let session: LiveSession
    let display: SDLDisplay
    private let wallClock: MonotonicClock
    private let frameInterval: TimeInterval
    /// Called after each presentation with the frame presented (tests read the framebuffer).
    var onPresent: (@MainActor (Bitmap) throws -> Void)?
    /// Called before each frame step with the number of steps taken so far (tests and the
    /// latency probe push input here).
    var beforeFrame: (@MainActor (Int) -> Void)?
    private(set) var statistics = LiveStatistics()

    /// How long an idle window sleeps in SDL between checks when no event arrives.
    static let idleTimeout: TimeInterval = 0.5

    init(session: LiveSession, display: SDLDisplay, wallClock: MonotonicClock, framesPerSecond: Double) {
        self.session = session
        self.display = display
        self.wallClock = wallClock
        frameInterval = 1 / framesPerSecond
        statistics.hasVSync = display.hasVSync
        statistics.videoDriver = display.videoDriver
    }

    /// Runs until the window is closed, `frameLimit` frame steps were taken, or — when
    /// `quitsWhenIdle` — nothing is left to happen without new input.
    func run(frameLimit: Int?, quitsWhenIdle: Bool = false) throws {
        var nextFrame = wallClock.now
        var lastPresent: TimeInterval?
        session.setWindowCoordinateSize(display.windowCoordinateSize)
        while !session.quitRequested {
            if let frameLimit, session.frameCount >= frameLimit { return }
            let idleWait = quitsWhenIdle ? 0 : Self.idleTimeout
            let wait = session.wantsFrames ? (display.hasVSync ? 0 : max(0, nextFrame - wallClock.now)) : idleWait
            readEvents(waitingAtMost: wait)
            if quitsWhenIdle, !session.wantsFrames { return }
            guard !session.quitRequested, session.wantsFrames else { lastPresent = nil; continue }
            if !display.hasVSync, wallClock.now < nextFrame { continue }
            beforeFrame?(session.frameCount)
            readEvents(waitingAtMost: 0)
            let start = wallClock.now
            nextFrame = start + frameInterval
            if session.showsOverlay { session.overlayState.frameSummary = statistics.recentSummary }
            guard let frame = session.frame(at: start, mirroringInto: display.mirror()) else { continue }
            // A frame of a new size (the device rotated) resized the window: the pointer's
            // coordinates follow.
            if try display.present(frame, damage: session.presentedDamage, mirrored: session.presentedMirrored) {
                session.setWindowCoordinateSize(display.windowCoordinateSize)
            }
            statistics.recordPresentedFrame(
                frames: session.frameCount, start: start, end: wallClock.now,
                lastStart: lastPresent, interval: frameInterval)
            lastPresent = start
            try onPresent?(frame)
        }
    }

    private func readEvents(waitingAtMost timeout: TimeInterval) {
        let records = display.events(waitingAtMost: timeout)
        guard !records.isEmpty else { return }
        let now = wallClock.now
        for record in records {
            guard let event = LiveEvent(record) else { continue }
            if event == .redraw { session.setWindowCoordinateSize(display.windowCoordinateSize) }
            session.handle(event, at: now)
        }
    }
}
