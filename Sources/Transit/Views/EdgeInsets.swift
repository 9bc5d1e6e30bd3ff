import Foundation

/// Inset distances for the four edges of a rectangle (`UIEdgeInsets`).
public struct EdgeInsets: Equatable, Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Creates insets (`UIEdgeInsets(top:left:bottom:right:)`).
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// No insets (`UIEdgeInsets.zero`).
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Whether every component is finite.
    var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (`CGRect.inset(by:)`).
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }
}
