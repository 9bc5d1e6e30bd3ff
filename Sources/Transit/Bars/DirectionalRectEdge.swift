import Foundation

/// Edges of a rectangle named by layout direction (`NSDirectionalRectEdge`). Transit lays out left
/// to right, so leading is left and trailing is right.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates a set of edges from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge (`NSDirectionalRectEdge.top`).
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge (`NSDirectionalRectEdge.leading`).
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge (`NSDirectionalRectEdge.bottom`).
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge (`NSDirectionalRectEdge.trailing`).
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges (`NSDirectionalRectEdge.all`).
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
