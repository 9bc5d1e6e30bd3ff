import Foundation

/// How a live window opens and runs (Transit extension; on iOS the system decides all of this).
///
/// Everything the window reads from its surroundings — the SDL library, the video driver, the
/// environment — is here, so a test can say what is missing.
public struct LiveOptions: Sendable {
    /// The desktop window's title.
    public var title: String
    /// The SDL2 shared library to load: a file name searched as `dlopen(3)` does, or a path
    /// (`libSDL2-2.0.so.0` by default, from the Debian package `libsdl2-2.0-0`).
    public var libraryName: String
    /// The SDL video driver to use (`x11`, `wayland`, or `dummy` for a window that is never
    /// shown), as the `SDL_VIDEODRIVER` variable would; `nil` lets SDL choose.
    public var videoDriver: String?
    /// The environment the display is looked for in (`DISPLAY`, `WAYLAND_DISPLAY`,
    /// `SDL_VIDEODRIVER`); the process's by default.
    public var environment: [String: String]
    /// Stops after this many frame steps (for measurements and tests); `nil` runs until the
    /// window is closed.
    public var frameLimit: Int?
    /// Whether the window closes once nothing is left to happen without new input (after its
    /// first frame): for measurements and tests that play something and stop.
    public var quitsWhenIdle: Bool
    /// The frame rate frames are paced at when the display has no vertical sync (60 by default).
    public var framesPerSecond: Double

    /// Options with the defaults above.
    public init(
        title: String = "Transit", libraryName: String = "libSDL2-2.0.so.0", videoDriver: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment, frameLimit: Int? = nil,
        quitsWhenIdle: Bool = false, framesPerSecond: Double = 60
    ) {
        self.title = title
        self.libraryName = libraryName
        self.videoDriver = videoDriver
        self.environment = environment
        self.frameLimit = frameLimit
        self.quitsWhenIdle = quitsWhenIdle
        self.framesPerSecond = framesPerSecond.isFinite && framesPerSecond >= 1 ? min(framesPerSecond, 1000) : 60
    }

    /// Why there is no display to open a window on, or `nil` when there may be one: a video
    /// driver is named (here or in `SDL_VIDEODRIVER`), or `DISPLAY` or `WAYLAND_DISPLAY` is set.
    var missingDisplay: String? {
        func isSet(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
        if videoDriver != nil || isSet("SDL_VIDEODRIVER") || isSet("DISPLAY") || isSet("WAYLAND_DISPLAY") { return nil }
        return "neither DISPLAY nor WAYLAND_DISPLAY is set"
    }
}
