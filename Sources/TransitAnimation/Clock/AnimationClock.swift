import Foundation

/// A source of animation time in seconds (the role of `CACurrentMediaTime()` and a display link's
/// timestamp). Time never goes backwards.
public protocol AnimationClock: AnyObject {
    /// The current time in seconds.
    var now: TimeInterval { get }
}
