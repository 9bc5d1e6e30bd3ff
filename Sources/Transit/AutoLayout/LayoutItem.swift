import Foundation

/// Something constraints can relate: a view or a layout guide.
@MainActor
protocol LayoutItem: AnyObject {
    /// The view the item belongs to: the view itself, or a guide's owning view.
    var ownerView: View? { get }
}

extension View: LayoutItem {
    var ownerView: View? { self }
}

extension LayoutConstraint {
    /// `object` as a layout item. Views and layout guides are the only layout items, so two
    /// class casts answer, for less than a cast to the protocol (a conformance lookup each time).
    static func layoutItem(_ object: AnyObject?) -> LayoutItem? {
        if let view = object as? View { return view }
        return object as? LayoutGuide
    }

    /// The first item as a layout item.
    var firstLayoutItem: LayoutItem? { Self.layoutItem(firstItem) }
    /// The second item as a layout item, `nil` for a constant.
    var secondLayoutItem: LayoutItem? { Self.layoutItem(secondItem) }
}
