/// How a view controller is shown when presented modally (`UIModalPresentationStyle`).
///
/// Declared with UIKit's cases and raw values; modal presentation itself comes with the
/// presentation controller.
public enum ModalPresentationStyle: Int, Sendable {
    /// The presented view covers the screen (`.fullScreen`).
    case fullScreen = 0
    /// The presented view covers the screen and the presenter's view stays in place (`.pageSheet`).
    case pageSheet = 1
    /// A sheet centred on the screen (`.formSheet`).
    case formSheet = 2
    /// The presented view covers the presenting context (`.currentContext`).
    case currentContext = 3
    /// A custom presentation managed by a presentation controller from the transitioning
    /// delegate (`.custom`).
    case custom = 4
    /// Like `.fullScreen`, but the views underneath are not removed (`.overFullScreen`).
    case overFullScreen = 5
    /// Like `.currentContext`, but the views underneath are not removed (`.overCurrentContext`).
    case overCurrentContext = 6
    /// Shown in a popover (`.popover`).
    case popover = 7
    /// No adaptation (`.none`, only meaningful for adaptive presentations).
    case none = -1
    /// The system's default style for the context (`.automatic`, the default).
    case automatic = -2
}
