import Foundation

extension TabBarController {
    /// Replaces the tabs (`UITabBarController.setViewControllers(_:animated:)`).
    ///
    /// As Apple documents: the previously selected controller stays selected if it is among the
    /// new ones; otherwise the controller at the previous index is selected, or the first one if
    /// that index is out of range. Controllers no longer listed are removed
    /// (`willMove(toParent: nil)`, their view removed, `removeFromParent()`); new ones are added
    /// (`addChild(_:)`, `didMove(toParent:)`) before a changed selection is shown without
    /// animation, and removed ones leave after it. A call made from inside such a change (from a
    /// child's appearance or containment callback) is queued like one made during a switch.
    /// `animated` fades the new tab bar items in. A controller listed twice is reported
    /// (`tabBarController.duplicateTab`) and kept once. While a switch runs the call is queued
    /// (see the queueing rule on `TabBarController`).
    public func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        if transitionRunner.submit(.setViewControllers(viewControllers, animated: animated)) == .queued {
            report(
                .note, code: "tabBarController.queued",
                "setViewControllers(_:animated:) while a tab switch or another change runs; applied when it ends")
        }
    }

    /// Replaces the tabs: the change `setViewControllers(_:animated:)` asked for, in its turn.
    func replaceViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        for vc in viewControllers ?? [] {
            guard let problem = adoptionProblem(vc) else { continue }
            report(
                .error, code: "tabBarController.invalidController",
                "setViewControllers(_:animated:) on \(timelineName): \(problem); nothing changed")
            return
        }
        let unique = uniqueTabs(viewControllers ?? [])
        let old = viewControllersStorage ?? []
        let next = selectionAfterReplacing(with: unique)
        viewControllersStorage = viewControllers == nil ? nil : unique

        // New tabs join first and removed ones leave last, so every appearance callback of the
        // change is sent to a child.
        for vc in unique where vc.parent !== self {
            addChild(vc)
            vc.notifyDidMove(toParent: self)
        }
        if let next, next !== displayedStorage {
            selectedStorage = next
            if isViewLoaded { show(next, replacing: displayedStorage, animatedAppearance: false) }
        } else if next == nil, let shown = displayedStorage {
            selectedStorage = nil
            reconcileChildAppearance(animated: false, settle: false)
            shown.hideFromContext(in: transitionView)
            shown.viewIfLoaded?.removeFromSuperview()
            reconcileChildAppearance(animated: false, settle: true)
            displayedStorage = nil
        }
        selectedStorage = next

        for vc in old where !unique.contains(where: { $0 === vc }) {
            vc.notifyWillMove(toParent: nil)
            // With the presentations in its context: they leave the screen with it.
            vc.hideFromContext(in: transitionView)
            if let view = vc.viewIfLoaded, view.superview === transitionView { view.removeFromSuperview() }
            vc.removeFromParent()
        }
        // Children in tab order, then any other children.
        childrenStorage = unique + childrenStorage.filter { child in !unique.contains(where: { $0 === child }) }

        tabBar.setItems(unique.map { $0.tabBarItem }, animated: animated)
        tabBar.selectedItem = next?.tabBarItem
    }

    /// The controllers in order with every repeat dropped; a repeat is reported.
    private func uniqueTabs(_ viewControllers: [ViewController]) -> [ViewController] {
        var unique: [ViewController] = []
        for vc in viewControllers where !unique.contains(where: { $0 === vc }) { unique.append(vc) }
        if unique.count != viewControllers.count {
            report(
                .warning, code: "tabBarController.duplicateTab",
                "setViewControllers(_:animated:) got the same controller twice; duplicates dropped")
        }
        return unique
    }

    /// The tab selected once `tabs` replace the current ones, as Apple documents: the selected
    /// controller if it stays, else the one at the selected index, else the first.
    private func selectionAfterReplacing(with tabs: [ViewController]) -> ViewController? {
        let previousIndex = selectedIndex
        if let previous = selectedStorage, tabs.contains(where: { $0 === previous }) { return previous }
        if previousIndex != NSNotFound, tabs.indices.contains(previousIndex) { return tabs[previousIndex] }
        return tabs.first
    }
}
