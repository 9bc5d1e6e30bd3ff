import Foundation

/// The keys of a live window and what each does (the Simulator's debugging commands, on plain
/// keys). One table, `bindings`, maps SDL keycodes to them, and the help text is made from it.
enum LiveKey: CaseIterable, Equatable, Sendable {
    /// Toggles slow animations: every animation runs ten times slower (the Simulator's Debug ▸
    /// Slow Animations; `MotionSettings.animationSpeed` 0.1).
    case slowAnimations
    /// Pauses or resumes time; input waits while time is paused.
    case pause
    /// While paused, steps one frame (1/60 s), delivering the input that waited.
    case stepFrame
    /// Builds the content again from the start.
    case restart
    /// Toggles Reduce Motion (`MotionSettings.reduceMotion`).
    case reduceMotion
    /// Moves the running transition back by a twentieth of its way (see `LiveSession+Scrub`).
    case scrubBackward
    /// Moves the running transition on by a twentieth of its way.
    case scrubForward
    /// Turns the device between portrait and landscape (`Window.rotate(to:duration:)`).
    case rotate
    /// Shows or hides the debug overlay (`LiveOverlay`).
    case overlay
    /// Closes the window.
    case quit

    /// Each key's SDL keycodes (`SDL_Keycode`: ASCII for printable keys, the scancode with bit 30
    /// for the others) and its label in the help text.
    static let bindings: [(key: LiveKey, keycodes: [Int32], label: String)] = [
        (.slowAnimations, [0x73], "s"),  // SDLK_s
        (.pause, [0x20, 0x70], "space or p"),  // SDLK_SPACE, SDLK_p
        (.stepFrame, [0x4000_004F, 0x2E], "→ or ."),  // SDLK_RIGHT, SDLK_PERIOD
        (.restart, [0x72], "r"),  // SDLK_r
        (.reduceMotion, [0x6D], "m"),  // SDLK_m
        (.scrubBackward, [0x5B], "["),  // SDLK_LEFTBRACKET
        (.scrubForward, [0x5D], "]"),  // SDLK_RIGHTBRACKET
        (.rotate, [0x6F], "o"),  // SDLK_o
        (.overlay, [0x64], "d"),  // SDLK_d
        (.quit, [0x71, 0x1B], "q or esc")  // SDLK_q, SDLK_ESCAPE
    ]

    /// The key bound to an SDL keycode, if any.
    init?(keycode: Int32) {
        guard let binding = Self.bindings.first(where: { $0.keycodes.contains(keycode) }) else { return nil }
        self = binding.key
    }

    /// What the key does, in a few words.
    var summary: String {
        switch self {
        case .slowAnimations: "slow animations ×10"
        case .pause: "pause or resume"
        case .stepFrame: "step one frame while paused"
        case .restart: "restart"
        case .reduceMotion: "reduce motion"
        case .scrubBackward: "scrub the running transition back"
        case .scrubForward: "scrub it forward"
        case .rotate: "rotate the device"
        case .overlay: "debug overlay"
        case .quit: "quit"
        }
    }

    /// One line listing every key, for the terminal.
    static var helpLine: String {
        bindings.map { "\($0.label): \($0.key.summary)" }.joined(separator: " · ")
    }
}
