import Foundation

/// The corners of a rectangle (`UIRectCorner`), for `BezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct RectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates a set of corners from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner (`UIRectCorner.topLeft`), in UIKit's y-down coordinates.
    public static let topLeft = RectCorner(rawValue: 1 << 0)
    /// The top-right corner (`UIRectCorner.topRight`).
    public static let topRight = RectCorner(rawValue: 1 << 1)
    /// The bottom-left corner (`UIRectCorner.bottomLeft`).
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    /// The bottom-right corner (`UIRectCorner.bottomRight`).
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    /// All four corners (`UIRectCorner.allCorners`).
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
