/// The life-cycle state of an animator (`UIViewAnimatingState`). Raw values as in UIKit.
///
/// `inactive` → (`startAnimation`, `pauseAnimation`, setting `fractionComplete`) → `active`;
/// `active` → (animations finish, or `stopAnimation(true)`) → `inactive`;
/// `active` → (`stopAnimation(false)`) → `stopped` → (`finishAnimation(at:)`) → `inactive`.
public enum AnimatingState: Int, Sendable {
    /// Not started yet, or finished: the initial and final state.
    case inactive = 0
    /// Started: running or paused.
    case active = 1
    /// Stopped with `stopAnimation(false)`, waiting for `finishAnimation(at:)`.
    case stopped = 2
}
