import Foundation

/// The 56 bytes of one `SDL_Event` (SDL 2's event union), read and written at the offsets of its
/// members in SDL 2's headers, so no C header is needed.
///
/// SDL fills records in `SDL_PollEvent`; tests and the latency probe write them (the same bytes
/// SDL would) and hand them to the decoder or to `SDL_PushEvent`.
struct SDLEventRecord {
    /// Eight-byte words, so the record has the union's alignment.
    private var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0)

    /// `SDL_EventType` values the live window reads.
    enum EventType: UInt32 {
        case quit = 0x100  // SDL_QUIT
        case window = 0x200  // SDL_WINDOWEVENT
        case keyDown = 0x300  // SDL_KEYDOWN
        case mouseMotion = 0x400  // SDL_MOUSEMOTION
        case mouseButtonDown = 0x401  // SDL_MOUSEBUTTONDOWN
        case mouseButtonUp = 0x402  // SDL_MOUSEBUTTONUP
        case mouseWheel = 0x403  // SDL_MOUSEWHEEL
    }

    /// `SDL_BUTTON_LEFT`, and its bit in a motion event's button state (`SDL_BUTTON_LMASK`).
    static let leftButton: UInt8 = 1
    /// `SDL_MOUSEWHEEL_FLIPPED`: the wheel's direction is reversed ("natural" scrolling).
    static let wheelFlipped: UInt32 = 1
    /// `SDL_WINDOWEVENT_EXPOSED`, `SDL_WINDOWEVENT_SIZE_CHANGED`: the window must be drawn again.
    static let windowExposed: UInt8 = 3, windowSizeChanged: UInt8 = 6

    init() {}

    /// The event's type (`SDL_Event.type`), the first four bytes.
    var type: UInt32 {
        get { load(UInt32.self, at: 0) }
        set { store(newValue, at: 0) }
    }

    func load<T>(_: T.Type, at offset: Int) -> T {
        withUnsafeBytes(of: words) { $0.loadUnaligned(fromByteOffset: offset, as: T.self) }
    }

    mutating func store<T>(_ value: T, at offset: Int) {
        withUnsafeMutableBytes(of: &words) { $0.storeBytes(of: value, toByteOffset: offset, as: T.self) }
    }

    /// Passes the record's bytes to an SDL function that reads or fills an `SDL_Event *`.
    mutating func withPointer<R>(_ body: (UnsafeMutableRawPointer) -> R) -> R {
        withUnsafeMutableBytes(of: &words) { body($0.baseAddress!) }
    }
}

extension SDLEventRecord {
    /// An `SDL_MouseButtonEvent` of the left button at `(x, y)` in window coordinates.
    static func mouseButton(down: Bool, x: Int32, y: Int32) -> SDLEventRecord {
        var record = SDLEventRecord()
        record.type = (down ? EventType.mouseButtonDown : .mouseButtonUp).rawValue
        record.store(leftButton, at: 16)  // button
        record.store(UInt8(down ? 1 : 0), at: 17)  // state: SDL_PRESSED / SDL_RELEASED
        record.store(UInt8(1), at: 18)  // clicks
        record.store(x, at: 20)
        record.store(y, at: 24)
        return record
    }

    /// An `SDL_MouseMotionEvent` to `(x, y)`, with the left button held when `pressed`.
    static func mouseMotion(x: Int32, y: Int32, pressed: Bool) -> SDLEventRecord {
        var record = SDLEventRecord()
        record.type = EventType.mouseMotion.rawValue
        record.store(UInt32(pressed ? 1 << (leftButton - 1) : 0), at: 16)  // state: SDL_BUTTON_LMASK
        record.store(x, at: 20)
        record.store(y, at: 24)
        return record
    }

    /// An `SDL_MouseWheelEvent` of `x`, `y` notches (positive `y` away from the user).
    static func mouseWheel(x: Float, y: Float) -> SDLEventRecord {
        var record = SDLEventRecord()
        record.type = EventType.mouseWheel.rawValue
        record.store(Int32(x.rounded(.towardZero)), at: 16)
        record.store(Int32(y.rounded(.towardZero)), at: 20)
        record.store(UInt32(0), at: 24)  // SDL_MOUSEWHEEL_NORMAL
        record.store(x, at: 28)  // preciseX
        record.store(y, at: 32)  // preciseY
        return record
    }

    /// An `SDL_KeyboardEvent` of a key going down, with SDL keycode `keycode` (`SDL_Keycode`).
    static func keyDown(_ keycode: Int32, isRepeat: Bool = false) -> SDLEventRecord {
        var record = SDLEventRecord()
        record.type = EventType.keyDown.rawValue
        record.store(UInt8(1), at: 12)  // state: SDL_PRESSED
        record.store(UInt8(isRepeat ? 1 : 0), at: 13)  // repeat
        record.store(keycode, at: 20)  // keysym.sym
        return record
    }

    /// An `SDL_QuitEvent`.
    static var quit: SDLEventRecord {
        var record = SDLEventRecord()
        record.type = EventType.quit.rawValue
        return record
    }
}
