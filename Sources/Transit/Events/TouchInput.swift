import Foundation

/// A raw report of one finger from a touch source: a test script, a mouse, a touch screen.
///
/// UIKit receives such reports from the hardware and turns them into `UITouch` objects; in Transit
/// whoever drives the window (a `TestHost`, a live window) hands them to
/// `Window.deliverTouches(_:at:)`, which creates and updates the `Touch` objects.
public struct TouchInput: Equatable, Sendable {
    /// Identifies the finger across its reports: a `.began` report starts a touch for this number,
    /// later reports with the same number move or end it.
    public var finger: Int
    /// What the finger did. `.stationary` reports are accepted and change nothing.
    public var phase: Touch.Phase
    /// Where the finger is, in the window's coordinate space.
    public var location: CGPoint

    /// Creates a report.
    public init(finger: Int = 0, phase: Touch.Phase, location: CGPoint) {
        self.finger = finger
        self.phase = phase
        self.location = location
    }
}
