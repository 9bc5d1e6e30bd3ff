/// The animation used when a view controller is presented modally without a custom animator
/// (`UIModalTransitionStyle`).
///
/// Declared with UIKit's cases and raw values; modal presentation itself comes with the
/// presentation controller.
public enum ModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom (`.coverVertical`, the default).
    case coverVertical = 0
    /// A horizontal 3D flip (`.flipHorizontal`).
    case flipHorizontal = 1
    /// A cross-fade (`.crossDissolve`).
    case crossDissolve = 2
    /// A page curl (`.partialCurl`).
    case partialCurl = 3
}
