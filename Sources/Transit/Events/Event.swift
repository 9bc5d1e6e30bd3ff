import Foundation

/// An object that describes a single user interaction with the app (`UIEvent`).
@MainActor
open class Event {
    /// Creates an event.
    public init() {}
}
