import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// `UITabBarItem`, `UINavigationItem` and `UIBarButtonItem` behaviour a container relies on.
@MainActor
@Suite struct BarItemTests {
    @Test func tabBarItemDefaultsToTheControllersTitle() {
        let vc = ViewController()
        vc.title = "Inbox"
        expectEqual(vc.tabBarItem.title, "Inbox")
        expectIdentical(vc.tabBarItem, vc.tabBarItem, "created once")
        let image = Image(color: .red, size: CGSize(width: 2, height: 2))
        let item = TabBarItem(title: "Mail", image: image, tag: 7)
        vc.tabBarItem = item
        expectEqual(vc.tabBarItem.tag, 7)
        // UIKit: selectedImage falls back to image when none is set.
        expectIdentical(item.selectedImage, image)
        let selected = Image(color: .blue, size: CGSize(width: 2, height: 2))
        let both = TabBarItem(title: "Mail", image: image, selectedImage: selected)
        expectIdentical(both.selectedImage, selected)
        both.badgeValue = "3"
        expectEqual(both.badgeValue, "3")
    }

    @Test func navigationItemSingleAndArrayAccessorsAgree() {
        let item = ViewController().navigationItem
        expectNil(item.leftBarButtonItems)
        expectNil(item.rightBarButtonItem)
        let a = BarButtonItem(title: "A"), b = BarButtonItem(title: "B")
        item.rightBarButtonItems = [a, b]
        expectIdentical(item.rightBarButtonItem, a)
        item.rightBarButtonItem = b
        expect(item.rightBarButtonItems?.count == 1)
        expect(item.rightBarButtonItems?.first === b)
        item.leftBarButtonItem = a
        expectIdentical(item.leftBarButtonItems?.first, a)
        item.leftBarButtonItem = nil
        expectNil(item.leftBarButtonItems)
        expect(!item.hidesBackButton)
    }

    @Test func barButtonTargetActionHoldsTheTargetWeakly() {
        @MainActor final class Editor {
            var taps: [String] = []
            func done(_ sender: BarButtonItem) { taps.append(sender.title ?? "") }
        }
        var editor: Editor? = Editor()
        let item = BarButtonItem(title: "Done", style: .done, target: editor!, action: Editor.done)
        expect(item.hasAction)
        expect(item.sendActions())
        expectEqual(editor?.taps, ["Done"])
        item.isEnabled = false
        expect(!item.sendActions())
        expectEqual(editor?.taps, ["Done"])
        item.isEnabled = true
        editor = nil
        expectNil(item.target)
        expect(!item.hasAction)
        expect(!item.sendActions())
    }

    @Test func primaryActionRuns() {
        var count = 0
        let item = BarButtonItem(title: "Add") { _ in count += 1 }
        item.sendActions()
        expectEqual(count, 1)
    }

    @Test func assigningTheTitleUpdatesExistingItems() {
        // Apple: "If the view controller has a valid navigation item or tab-bar item, assigning
        // a value to this property updates the title text of those objects."
        let vc = ViewController()
        vc.title = "First"
        expectEqual(vc.navigationItem.title, "First")
        expectEqual(vc.tabBarItem.title, "First")
        vc.title = "Second"
        expectEqual(vc.navigationItem.title, "Second")
        expectEqual(vc.tabBarItem.title, "Second")
        vc.navigationItem.title = "Custom"
        expectEqual(vc.title, "Second", "the item's title does not flow back")
    }
}
