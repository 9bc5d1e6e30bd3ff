import Foundation

/// Edges of a rectangle (`UIRectEdge`).
public struct RectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates a set of edges from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge (`UIRectEdge.top`).
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The left edge (`UIRectEdge.left`).
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The bottom edge (`UIRectEdge.bottom`).
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The right edge (`UIRectEdge.right`).
    public static let right = RectEdge(rawValue: 1 << 3)
    /// All four edges (`UIRectEdge.all`).
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}
