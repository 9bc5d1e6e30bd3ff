import Foundation

/// Turns pointer events in window coordinates into the raw touch reports a `Window` takes
/// (`TouchInput`, delivered with `Window.deliverTouches(_:at:)`), one frame's worth at a time:
/// what the system does with a touch screen's reports before `UIApplication.sendEvent(_:)`.
///
/// The primary button is one finger: down begins a touch, a move with the button held moves it,
/// up ends it. As UIKit coalesces a finger's moves within a frame, only the last move before the
/// next report of the frame is kept, so a pointer that moves once per frame gives exactly the
/// reports `TestHost.drag(from:to:duration:)` scripts. A press while the finger is down (a lost
/// release) ends the old touch first.
struct LiveInputTranslator {
    /// Points per window coordinate along each axis: the window's size in points divided by its
    /// size in SDL window coordinates.
    var pointsPerUnit = CGSize(width: 1, height: 1)
    /// The finger number of the pointer's touches.
    static let finger = 0

    /// The reports waiting for the next frame.
    private(set) var pending: [TouchInput] = []
    /// Where the finger is while the button is down, in points.
    private(set) var fingerLocation: CGPoint?
    /// Where the pointer was last seen, in points (what the wheel scrolls under).
    private(set) var pointerLocation: CGPoint?

    /// Reads one pointer event; other events are ignored.
    mutating func translate(_ event: LiveEvent) {
        switch event {
        case .pointerDown(let p):
            let location = points(p)
            if fingerLocation != nil { end(at: fingerLocation!) }
            pending.append(TouchInput(finger: Self.finger, phase: .began, location: location))
            fingerLocation = location
            pointerLocation = location
        case .pointerMoved(let p, _):
            let location = points(p)
            pointerLocation = location
            guard fingerLocation != nil, location != fingerLocation else { return }
            if let last = pending.last, last.phase == .moved { pending.removeLast() }
            pending.append(TouchInput(finger: Self.finger, phase: .moved, location: location))
            fingerLocation = location
        case .pointerUp(let p):
            let location = points(p)
            pointerLocation = location
            guard fingerLocation != nil else { return }
            end(at: location)
        case .wheel, .key, .quit, .redraw:
            return
        }
    }

    /// Hands over the reports waiting for the next frame.
    mutating func takePending() -> [TouchInput] {
        defer { pending.removeAll() }
        return pending
    }

    /// Forgets the finger and the waiting reports (the content was made again).
    mutating func reset() {
        pending.removeAll()
        fingerLocation = nil
    }

    private mutating func end(at location: CGPoint) {
        pending.append(TouchInput(finger: Self.finger, phase: .ended, location: location))
        fingerLocation = nil
    }

    private func points(_ p: CGPoint) -> CGPoint {
        CGPoint(x: p.x * pointsPerUnit.width, y: p.y * pointsPerUnit.height)
    }
}
