import Foundation

/// Runs Transit content in a desktop window: the live counterpart of `UIApplicationMain` (Transit
/// extension).
///
/// SDL2 is loaded when a window opens (`dlopen` of `LiveOptions.libraryName`), so programs that
/// link TransitLive build and run their tests on machines without it. The window is the
/// content's size times its scale in pixels. The pointer's primary button is a finger (its
/// presses and drags reach gesture recognizers and views exactly as `TestHost`'s scripted
/// touches do); the wheel scrolls the scroll view under the pointer; keys slow animations ten
/// times (s), pause (space), step one frame while paused (→), scrub the running transition ([
/// and ]), rotate the device (o), show the debug overlay (d), restart (r), toggle Reduce Motion
/// (m) and quit (q or esc). Content runs on a `ManualClock` that the window moves to the
/// display's time at each frame; an idle window sleeps until input arrives.
///
/// ```swift
/// import TransitLive
///
/// @main
/// struct App {
///     static func main() {
///         LiveApplication.run(title: "Inbox") {
///             NavigationController(rootViewController: InboxViewController())
///         }
///     }
/// }
/// ```
@MainActor
public enum LiveApplication {
    /// Opens a window showing `rootViewController()` on an iPhone-sized screen and runs until
    /// the window is closed, then exits the process (`UIApplicationMain`, which never returns).
    ///
    /// If the window cannot open — SDL2 is not installed, or there is no display — one line
    /// saying what to install or set is written on standard error and the process exits with
    /// status 1. The root view controller is made again on restart (r).
    /// - Parameters:
    ///   - title: The window's title bar text.
    ///   - size: The screen's size in points (390 × 844 by default).
    ///   - scale: Pixels per point of the window (2 by default).
    ///   - options: The title, library, video driver and limits.
    ///   - rootViewController: Makes the window's root view controller.
    public static func run(
        title: String = "Transit", size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 2,
        options: LiveOptions = LiveOptions(),
        rootViewController: @escaping @MainActor () -> ViewController
    ) -> Never {
        var options = options
        options.title = title
        do {
            _ = try show(options: options) {
                LiveContent(size: size, scale: scale, rootViewController: rootViewController())
            }
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            exit(1)
        }
    }

    /// Opens a window showing `content()` and runs until it is closed, `options.frameLimit`
    /// frames have been stepped, or (with `options.quitsWhenIdle`) nothing is left to happen;
    /// returns what was measured. `content` is called again on restart.
    /// - Throws: `LiveError` when SDL2 cannot be loaded, there is no display, or SDL fails.
    public static func show(
        options: LiveOptions = LiveOptions(),
        content: @escaping @MainActor () -> LiveContent
    ) throws -> LiveStatistics {
        let loop = try openLoop(options: options, content: content)
        defer { loop.display.close() }
        try loop.run(frameLimit: options.frameLimit, quitsWhenIdle: options.quitsWhenIdle)
        return loop.statistics
    }

    /// The keys of a live window and what they do, on one line (for a terminal or a help text).
    nonisolated public static var keyHelp: String { LiveKey.helpLine }

    /// Loads SDL, opens the display and makes the loop, without running it.
    static func openLoop(options: LiveOptions, content: @escaping @MainActor () -> LiveContent) throws -> LiveLoop {
        let sdl = try SDLLibrary(name: options.libraryName)
        if let missing = options.missingDisplay { throw LiveError.noDisplay(missing) }
        let wallClock = MonotonicClock()
        let session = LiveSession(displayTime: wallClock.now, makeContent: content)
        let (width, height) = session.pixelSize
        let display = try SDLDisplay(
            sdl: sdl, title: options.title, width: width, height: height,
            videoDriver: options.videoDriver)
        return LiveLoop(
            session: session, display: display, wallClock: wallClock,
            framesPerSecond: options.framesPerSecond)
    }
}
