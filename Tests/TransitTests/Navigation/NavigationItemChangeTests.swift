import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A shown item that changes: UIKit's bar follows its `UINavigationItem` — a new title, new bar
/// button items, a back button hidden or retitled show at once; during a push or pop they show
/// when the transition ends.
@MainActor
@Suite struct NavigationItemChangeTests {
    @Test func theTopItemsTitleAndButtonsShowAtOnce() {
        let root = NamedController("Inbox")
        let (host, navigation) = makeNavigationHost(root: root)
        expectEqual(navigation.navigationBar.contentView?.rightButtons.isEmpty, true)
        root.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
        expectEqual(navigation.navigationBar.contentView?.rightButtons.map { $0.currentTitle }, ["Edit"])
        root.navigationItem.title = "Mail"
        expectEqual(navigation.navigationBar.contentView?.titleLabel.text, "Mail")
        root.navigationItem.rightBarButtonItems = nil
        expectEqual(navigation.navigationBar.contentView?.rightButtons.isEmpty, true)
        withExtendedLifetime(host) {}
    }

    @Test func theItemBelowGivesTheBackTitleAtOnce() {
        let root = NamedController("Inbox")
        let (host, navigation) = makeNavigationHost(root: root)
        navigation.pushViewController(NamedController("Message"), animated: false)
        expectEqual(navigation.shownBackTitle, "Inbox")
        root.navigationItem.backButtonTitle = "Mail"
        expectEqual(navigation.shownBackTitle, "Mail")
        withExtendedLifetime(host) {}
    }

    @Test func aChangeDuringAPushShowsWhenItEnds() {
        let root = NamedController("Inbox")
        let (host, navigation) = makeNavigationHost(root: root)
        let message = NamedController("Message")
        navigation.pushViewController(message, animated: true)
        host.step()
        message.navigationItem.rightBarButtonItem = BarButtonItem(title: "Reply")
        expectEqual(navigation.navigationBar.contentView?.rightButtons.isEmpty, true, "not rebuilt under the animation")
        host.runUntilIdle()
        expectEqual(navigation.navigationBar.contentView?.rightButtons.map { $0.currentTitle }, ["Reply"])
        expectEqual(navigation.navigationBar.subviews.filter { $0 is NavigationItemView }.count, 1)
    }
}
