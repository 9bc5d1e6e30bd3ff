/// Where an animator's properties end up when it finishes (`UIViewAnimatingPosition`); completion
/// handlers receive it. Raw values as in UIKit.
public enum AnimatingPosition: Int, Sendable {
    /// At the values the animations were heading to.
    case end = 0
    /// Back at the values from before the animations.
    case start = 1
    /// Wherever they were when the animator was stopped.
    case current = 2
}
