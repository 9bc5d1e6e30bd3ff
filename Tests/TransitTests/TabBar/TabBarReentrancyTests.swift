import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A tab bar change asked for from inside another one — from a child's `viewWillAppear(_:)` or
/// `didMove(toParent:)` — is queued and applied when the outer change ends, the rule the tab bar
/// controller already applies to changes asked for during a switch. Whatever the order, the
/// result is one UIKit's containment rules allow: `children` are the tabs, only the selected tab's
/// view is in the content area, and it alone is on screen.
@MainActor
@Suite struct TabBarReentrancyTests {
    /// A tab that runs `work` once, from the callback named by `when`.
    final class ReentrantTab: ViewController {
        let name: String
        var work: (@MainActor () -> Void)?
        var when: String
        init(_ name: String, when: String = "viewWillAppear") {
            self.name = name
            self.when = when
            super.init()
        }
        required init?(coder: NSCoder) { nil }
        override var timelineName: String { name }
        private func fire(_ callback: String) {
            guard callback == when, let work else { return }
            self.work = nil
            work()
        }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); fire("viewWillAppear") }
        override func didMove(toParent parent: ViewController?) { super.didMove(toParent: parent); fire("didMove") }
    }

    func expectConsistent(_ tabs: TabBarController, _ host: TestHost, _ sourceLocation: SourceLocation = #_sourceLocation) {
        let tabViews = tabs.transitionView.subviews.filter { view in
            (tabs.viewControllers ?? []).contains { $0.viewIfLoaded === view }
        }
        expectEqual(tabViews.count, 1, sourceLocation: sourceLocation)
        expect(tabViews.first === tabs.selectedViewController?.view, sourceLocation: sourceLocation)
        expectEqual(
            tabs.children.map(ObjectIdentifier.init), (tabs.viewControllers ?? []).map(ObjectIdentifier.init),
            sourceLocation: sourceLocation)
        for tab in tabs.viewControllers ?? [] {
            let shown = tab === tabs.selectedViewController
            expectEqual(
                tab.appearanceState, (shown ? .appeared : .disappeared), "\(tab.timelineName)", sourceLocation: sourceLocation)
            expectEqual((tab.viewIfLoaded?.window != nil), shown, "\(tab.timelineName)", sourceLocation: sourceLocation)
        }
        expectEqual(tabs.invariantViolations(), [], sourceLocation: sourceLocation)
    }

    @Test func aSelectionFromTheAppearingTabsViewWillAppearIsAppliedAfterwards() {
        let a = ReentrantTab("A"), b = ReentrantTab("B"), c = ReentrantTab("C")
        let tabs = TabBarController()
        tabs.viewControllers = [a, b, c]
        let host = makeHost(root: tabs)
        host.diagnostics.forward = nil
        b.work = { tabs.selectedIndex = 2 }
        tabs.selectedIndex = 1
        expect(host.runUntilIdle())
        expectIdentical(tabs.selectedViewController, c)
        expectConsistent(tabs, host)
        expectEqual(
            host.timeline.callbacks(of: "B").filter { $0.contains("Appear") || $0.contains("Disappear") },
            [
                "viewWillAppear(false)", "viewDidAppear(false)",
                "viewWillDisappear(false)", "viewDidDisappear(false)"
            ])
    }

    @Test func replacingTheTabsFromANewTabsDidMoveIsAppliedAfterwards() {
        let a = ReentrantTab("A"), d = ReentrantTab("D", when: "didMove"), e = ReentrantTab("E")
        let tabs = TabBarController()
        tabs.viewControllers = [a, ReentrantTab("B")]
        let host = makeHost(root: tabs)
        host.diagnostics.forward = nil
        d.work = { tabs.setViewControllers([e, d], animated: false) }
        tabs.setViewControllers([d, a], animated: false)
        expect(host.runUntilIdle())
        expectEqual(tabs.viewControllers?.map(\.timelineName), ["E", "D"])
        expect(tabs.selectedViewController === e || tabs.selectedViewController === d)
        expectConsistent(tabs, host)
    }

    @Test func setViewControllersFromTheSelectedTabsViewWillAppearIsAppliedAfterwards() {
        let a = ReentrantTab("A"), b = ReentrantTab("B"), c = ReentrantTab("C")
        let tabs = TabBarController()
        tabs.viewControllers = [a, b]
        let host = makeHost(root: tabs)
        host.diagnostics.forward = nil
        b.work = { tabs.setViewControllers([c, a], animated: false) }
        tabs.selectedIndex = 1
        expect(host.runUntilIdle())
        expectEqual(tabs.viewControllers?.map(\.timelineName), ["C", "A"])
        expectConsistent(tabs, host)
    }
}
