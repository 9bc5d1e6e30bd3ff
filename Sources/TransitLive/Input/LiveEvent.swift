import Foundation

/// One input event of a live window, decoded from SDL: what the window's input translation
/// works with (the role of the `UIEvent`s UIKit receives from the system).
enum LiveEvent: Equatable, Sendable {
    /// The primary pointer button went down at a point in window coordinates.
    case pointerDown(CGPoint)
    /// The pointer moved to a point in window coordinates, with the primary button held or not.
    case pointerMoved(CGPoint, pressed: Bool)
    /// The primary pointer button went up at a point in window coordinates.
    case pointerUp(CGPoint)
    /// The wheel or trackpad scrolled by notches (positive `dy` away from the user, positive
    /// `dx` to the right), at the pointer's last location.
    case wheel(dx: Double, dy: Double)
    /// A key went down (auto-repeats excluded).
    case key(LiveKey)
    /// The user closed the window.
    case quit
    /// The window was exposed or resized and must be drawn again.
    case redraw

    /// Decodes an SDL event; `nil` for an event the live window does not use (other buttons,
    /// key releases and repeats, other window events).
    init?(_ record: SDLEventRecord) {
        guard let type = SDLEventRecord.EventType(rawValue: record.type) else { return nil }
        func point(_ offset: Int) -> CGPoint {
            CGPoint(x: CGFloat(record.load(Int32.self, at: offset)), y: CGFloat(record.load(Int32.self, at: offset + 4)))
        }
        switch type {
        case .quit:
            self = .quit
        case .window:
            let event = record.load(UInt8.self, at: 12)
            guard event == SDLEventRecord.windowExposed || event == SDLEventRecord.windowSizeChanged else { return nil }
            self = .redraw
        case .keyDown:
            guard record.load(UInt8.self, at: 13) == 0, let key = LiveKey(keycode: record.load(Int32.self, at: 20)) else {
                return nil
            }
            self = .key(key)
        case .mouseMotion:
            let held = record.load(UInt32.self, at: 16) & UInt32(1 << (SDLEventRecord.leftButton - 1)) != 0
            self = .pointerMoved(point(20), pressed: held)
        case .mouseButtonDown, .mouseButtonUp:
            guard record.load(UInt8.self, at: 16) == SDLEventRecord.leftButton else { return nil }
            self = type == .mouseButtonDown ? .pointerDown(point(20)) : .pointerUp(point(20))
        case .mouseWheel:
            let flip: Double = record.load(UInt32.self, at: 24) == SDLEventRecord.wheelFlipped ? -1 : 1
            // The precise amounts (SDL 2.0.18 and later) carry a trackpad's fractions; older
            // versions leave them zero and give whole notches only.
            var dx = Double(record.load(Float.self, at: 28)), dy = Double(record.load(Float.self, at: 32))
            if dx == 0 && dy == 0 {
                (dx, dy) = (Double(record.load(Int32.self, at: 16)), Double(record.load(Int32.self, at: 20)))
            }
            self = .wheel(dx: dx * flip, dy: dy * flip)
        }
    }
}
