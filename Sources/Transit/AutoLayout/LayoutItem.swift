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
