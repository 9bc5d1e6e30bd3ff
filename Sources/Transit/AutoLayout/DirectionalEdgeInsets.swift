import Foundation

/// Insets for the four edges of a rectangle, named by reading direction
/// (`NSDirectionalEdgeInsets`): leading is left and trailing right in a left-to-right layout,
/// the other way round right to left (`View.effectiveUserInterfaceLayoutDirection`).
public struct DirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Creates insets (`NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`).
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// No insets (`NSDirectionalEdgeInsets.zero`).
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The insets with leading as left and trailing as right (left-to-right layout).
    var edgeInsets: EdgeInsets { EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}
