import Foundation

/// An attribute of a view or layout guide, from which constraints are made (`NSLayoutAnchor`).
///
/// The generic parameter keeps constraints type-safe as in UIKit: an x-axis anchor relates only
/// to x-axis anchors, a y-axis anchor to y-axis anchors, a dimension to dimensions.
@MainActor
public class LayoutAnchor<AnchorType: AnyObject> {
    weak var item: AnyObject?
    let attribute: LayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// The item the anchor belongs to (`NSLayoutAnchor.item`).
    public var anchorItem: AnyObject? { item }

    public var description: String {
        "\(item.map(LayoutConstraint.itemName) ?? "nil").\(attribute.name)"
    }

    func make(
        _ relation: LayoutConstraint.Relation, _ other: LayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item as Any, attribute: attribute, relatedBy: relation, toItem: other?.item,
            attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// `self == anchor` (`constraint(equalTo:)`).
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.equal, anchor, constant: 0)
    }
    /// `self >= anchor` (`constraint(greaterThanOrEqualTo:)`).
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }
    /// `self <= anchor` (`constraint(lessThanOrEqualTo:)`).
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }
    /// `self == anchor + c` (`constraint(equalTo:constant:)`).
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    /// `self >= anchor + c` (`constraint(greaterThanOrEqualTo:constant:)`).
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    /// `self <= anchor + c` (`constraint(lessThanOrEqualTo:constant:)`).
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// A horizontal edge or centre (`NSLayoutXAxisAnchor`).
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// A vertical edge, centre or baseline (`NSLayoutYAxisAnchor`).
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}

/// A width or a height (`NSLayoutDimension`): besides relating to another dimension, it can
/// be a multiple of one or a constant.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == c` (`constraint(equalToConstant:)`).
    public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint { make(.equal, nil, constant: c) }
    /// `self >= c` (`constraint(greaterThanOrEqualToConstant:)`).
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    /// `self <= c` (`constraint(lessThanOrEqualToConstant:)`).
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }
    /// `self == m · anchor` (`constraint(equalTo:multiplier:)`).
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }
    /// `self >= m · anchor` (`constraint(greaterThanOrEqualTo:multiplier:)`).
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self <= m · anchor` (`constraint(lessThanOrEqualTo:multiplier:)`).
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self == m · anchor + c` (`constraint(equalTo:multiplier:constant:)`).
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self >= m · anchor + c` (`constraint(greaterThanOrEqualTo:multiplier:constant:)`).
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `self <= m · anchor + c` (`constraint(lessThanOrEqualTo:multiplier:constant:)`).
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
