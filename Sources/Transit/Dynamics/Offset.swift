import Foundation

/// A horizontal and vertical distance from a point (`UIOffset`), such as an attachment point's
/// offset from an item's centre.
public struct Offset: Equatable, Hashable, Sendable {
    /// The horizontal distance (`UIOffset.horizontal`).
    public var horizontal: CGFloat
    /// The vertical distance (`UIOffset.vertical`).
    public var vertical: CGFloat

    /// Creates an offset (`UIOffset(horizontal:vertical:)`).
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset (`UIOffset.zero`).
    public static let zero = Offset(horizontal: 0, vertical: 0)

    /// Whether both distances are finite.
    var isFinite: Bool { horizontal.isFinite && vertical.isFinite }
}
