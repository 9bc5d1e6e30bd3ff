import Foundation

extension LayoutConstraint {
    /// The part of an item's layout a constraint relates (`NSLayoutConstraint.Attribute`).
    ///
    /// `leading` is `left` and `trailing` is `right` in a left-to-right view and the other way
    /// round in a right-to-left one (see `View+LayoutDirection`).
    /// Baselines are a label's text baselines (from its font metrics, the text centred
    /// vertically as `Label` draws it); other views' baselines are their bottom edge, as in
    /// UIKit. Margin attributes are the edges inset by the view's `layoutMargins`.
    public enum Attribute: Int, Hashable, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline
        case firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        /// No attribute: the constraint's second item is `nil` (`.notAnAttribute`, 0).
        case notAnAttribute = 0

        /// Whether the attribute depends on the reading direction.
        var isDirectional: Bool {
            switch self {
            case .leading, .trailing, .leadingMargin, .trailingMargin: true
            default: false
            }
        }

        /// The axis the attribute lies on, `nil` for `.notAnAttribute`.
        var axis: LayoutConstraint.Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
                .leadingMargin, .trailingMargin, .centerXWithinMargins:
                .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
                .centerYWithinMargins:
                .vertical
            case .notAnAttribute: nil
            }
        }

        var isDimension: Bool { self == .width || self == .height }

        var name: String {
            switch self {
            case .left: "left";
            case .right: "right";
            case .top: "top";
            case .bottom: "bottom"
            case .leading: "leading";
            case .trailing: "trailing";
            case .width: "width";
            case .height: "height"
            case .centerX: "centerX";
            case .centerY: "centerY";
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline";
            case .leftMargin: "leftMargin";
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin";
            case .bottomMargin: "bottomMargin";
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin";
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins";
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    /// How the two sides of a constraint relate (`NSLayoutConstraint.Relation`).
    public enum Relation: Int, Hashable, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<=";
            case .equal: "==";
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// A layout axis (`NSLayoutConstraint.Axis`), for content hugging and compression resistance.
    public enum Axis: Int, Hashable, Sendable {
        case horizontal = 0, vertical = 1
    }
}
