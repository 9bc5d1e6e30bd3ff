import Foundation

/// Items that change while they are shown: as in UIKit, setting a shown item's title, its bar
/// button items, its back button (`hidesBackButton`, `backButtonTitle`, `backBarButtonItem`) or
/// `leftItemsSupplementBackButton` — on the top item, or on the item below it, whose title is the
/// back button's — updates the bar at once. During a push or pop the bar shows the change when the
/// transition ends, so the moving titles are not rebuilt under the animation.
extension NavigationBar {
    /// `item` changed something the bar shows.
    func itemContentDidChange(_ item: NavigationItem) {
        let count = itemStack.count
        guard count > 0, itemStack[count - 1] === item || (count > 1 && itemStack[count - 2] === item) else { return }
        if subviews.filter({ $0 is NavigationItemView }).count > 1 {
            itemsChangedDuringTransition = true
        } else {
            showItems(itemStack)
        }
    }

    /// Shows the items again if they changed during the transition that just ended.
    func showChangedItems() {
        guard itemsChangedDuringTransition else { return }
        itemsChangedDuringTransition = false
        showItems(itemStack)
    }
}
