import Foundation

extension BarButtonItem {
    /// The view that shows `item` in a navigation bar of the window `controller` is in: the
    /// button of the first navigation item view, in the window's view order, whose left or right
    /// items hold it. `nil` when no bar there shows it.
    static func shownView(of item: BarButtonItem, near controller: ViewController) -> View? {
        guard
            let window = controller.viewIfLoaded?.window
                ?? controller.navigationController?.viewIfLoaded?.window
        else { return nil }
        return button(showing: item, in: window)
    }

    private static func button(showing item: BarButtonItem, in view: View) -> View? {
        if let itemView = view as? NavigationItemView {
            if let i = itemView.item.leftBarButtonItems?.firstIndex(where: { $0 === item }),
                itemView.leftButtons.indices.contains(i)
            {
                return itemView.leftButtons[i]
            }
            if let i = itemView.item.rightBarButtonItems?.firstIndex(where: { $0 === item }),
                itemView.rightButtons.indices.contains(i)
            {
                return itemView.rightButtons[i]
            }
        }
        for subview in view.subviews {
            if let found = button(showing: item, in: subview) { return found }
        }
        return nil
    }
}
