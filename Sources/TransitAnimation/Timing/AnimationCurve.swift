import Foundation

/// The built-in timing curves of block animations (`UIView.AnimationCurve`), raw values as in UIKit.
public enum AnimationCurve: Int, Sendable, CaseIterable {
    /// Slow at the beginning and the end (0.42, 0, 0.58, 1): the default.
    case easeInOut = 0
    /// Slow at the beginning (0.42, 0, 1, 1).
    case easeIn = 1
    /// Slow at the end (0, 0, 0.58, 1).
    case easeOut = 2
    /// Uniform speed.
    case linear = 3

    /// The cubic Bézier this curve stands for.
    public var timingFunction: MediaTimingFunction {
        switch self {
        case .easeInOut: return .easeInEaseOut
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .linear: return .linear
        }
    }
}
