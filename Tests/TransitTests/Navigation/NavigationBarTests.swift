import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// The navigation bar: titles, back button titles (`UINavigationItem` documentation: the back
/// button shows the previous item's `backBarButtonItem` title, else its `backButtonTitle`, else
/// its title, else "Back"), bar button items, cross-fades, hiding; and WWDC 2013 session 218's pitfalls 4 and
/// 5 (size changes and the safe area of a view offset before it joins the container).
@MainActor
@Suite struct NavigationBarTests {
    @Test func backButtonTitles() {
        let root = ViewController()
        let (host, navigation) = makeNavigationHost(root: root)
        let b = NamedController("B")
        navigation.pushViewController(b, animated: false)
        expectEqual(navigation.shownBackTitle, "Back")
        root.title = "Inbox"
        let c = NamedController("C")
        navigation.pushViewController(c, animated: false)
        expectEqual(navigation.shownBackTitle, "B")
        b.navigationItem.backButtonTitle = "Mail"
        navigation.popViewController(animated: false)
        navigation.pushViewController(c, animated: false)
        expectEqual(navigation.shownBackTitle, "Mail")
        b.navigationItem.backBarButtonItem = BarButtonItem(title: "Up")
        navigation.popViewController(animated: false)
        navigation.pushViewController(c, animated: false)
        expectEqual(navigation.shownBackTitle, "Up")
        c.navigationItem.title = "Custom"
        navigation.popViewController(animated: false)
        navigation.pushViewController(c, animated: false)
        expectEqual(navigation.shownBarTitle, "Custom")
        expectEqual(navigation.barTitles, ["Inbox", "B", "Custom"])
        expect(host.diagnostics.diagnostics.isEmpty)
    }

    @Test func tappingTheBackButtonPopsAndBarButtonsSendTheirActions() {
        let (host, navigation) = makeNavigationHost(root: NamedController("A"))
        let b = NamedController("B")
        var taps = 0
        b.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit") { _ in taps += 1 }
        navigation.pushViewController(b, animated: false)
        host.step()
        let content = navigation.navigationBar.contentView!
        let edit = content.rightButtons[0]
        expectEqual(edit.currentTitle, "Edit")
        expectEqual(edit.frame.maxX, 390 - NavigationItemView.margin)
        host.tap(at: edit.convert(CGPoint(x: edit.bounds.midX, y: edit.bounds.midY), to: host.window))
        expectEqual(taps, 1)
        let back = content.backButton!
        expectEqual(back.frame.minX, NavigationItemView.margin)
        host.tap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: host.window))
        host.runUntilIdle()
        expectEqual(navigation.titles, ["A"])
    }

    @Test func barGeometryAndHiding() {
        let (host, navigation) = makeNavigationHost(root: NamedController("A"))
        let bar = navigation.navigationBar
        // The bar sits below the 47 pt status area; its background reaches up under it.
        expectEqual(bar.frame, CGRect(x: 0, y: 47, width: 390, height: 44))
        expectEqual(navigation.navigationBar.contentView?.frame, CGRect(x: 0, y: 0, width: 390, height: 44))
        expectEqual(bar.backgroundView.convert(bar.backgroundView.bounds, to: nil), CGRect(x: 0, y: 0, width: 390, height: 91))
        // The bar is translucent by default (UIKit's default, `edgesForExtendedLayout = .all`): the
        // child fills the whole view under the bar and its safe area reaches the bar's bottom.
        expectEqual(navigation.transitionContainer.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        expectEqual(navigation.topViewController?.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        expectEqual(navigation.topViewController?.view.safeAreaInsets, EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        navigation.setNavigationBarHidden(true, animated: true)
        expect(navigation.isNavigationBarHidden)
        host.runUntilIdle()
        expectEqual(bar.frame.maxY, 0)
        expectEqual(navigation.transitionContainer.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        expectEqual(navigation.topViewController?.view.frame, navigation.transitionContainer.bounds)
        navigation.isNavigationBarHidden = false
        expectEqual(bar.frame.minY, 47)
    }

    @Test func itemsCrossFadeAndSlideDuringAPush() {
        let (host, navigation) = makeNavigationHost(root: NamedController("A"))
        let outgoing = navigation.navigationBar.contentView!
        navigation.pushViewController(NamedController("B"), animated: true)
        let incoming = navigation.navigationBar.contentView!
        expectNotIdentical(incoming, outgoing)
        expectEqual(navigation.barTitles, ["A", "B"])
        var lastIn: CGFloat = -1, lastOut: CGFloat = 2
        for _ in 0..<20 {
            host.step()
            let inAlpha = incoming.titleSlot.layer.presentation()!.opacity
            let outAlpha = outgoing.titleSlot.layer.presentation()!.opacity
            expectGreaterThanOrEqual(inAlpha, lastIn)
            expectLessThanOrEqual(outAlpha, lastOut)
            lastIn = inAlpha
            lastOut = outAlpha
        }
        // Halfway through: both partly visible; the incoming title comes from the right, the
        // outgoing one leaves to the left.
        expectGreaterThan(lastIn, 0)
        expectLessThan(lastIn, 1)
        expectGreaterThan(lastOut, 0)
        expectLessThan(lastOut, 1)
        expectGreaterThan(incoming.titleSlot.layer.presentation()!.affineTransform().tx, 0)
        expectLessThan(outgoing.titleSlot.layer.presentation()!.affineTransform().tx, 0)
        host.runUntilIdle()
        expectNil(outgoing.superview)
        expectEqual(incoming.alpha, 1)
        expect(incoming.transform.isIdentity)
    }

    @Test func viewOffsetBeforeThePushKeepsItsSafeArea() {
        // Pitfall 5: a view moved before it joins the container ends at the context's frame, and
        // its safe area is the bar's bottom (47 + 44 under the translucent bar; 34 pt at the
        // bottom); with the bar hidden it is the window's.
        let (host, navigation) = makeNavigationHost(root: NamedController("A"))
        let b = NamedController("B")
        b.view.frame = CGRect(x: 500, y: 300, width: 100, height: 100)
        navigation.pushViewController(b, animated: true)
        host.runUntilIdle()
        expectEqual(b.view.frame, navigation.transitionContainer.bounds)
        expectEqual(b.view.safeAreaInsets, EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        navigation.setNavigationBarHidden(true, animated: false)
        expectEqual(b.view.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @Test func sizeChangeDuringATransitionLeavesViewsAtTheContextsFrames() {
        // Pitfall 4: the window turns to landscape mid-push; the children hear
        // viewWillTransition(to:) and the pushed view ends filling the (new) container.
        let (host, navigation) = makeNavigationHost(root: NamedController("A"))
        let b = NamedController("B")
        navigation.pushViewController(b, animated: true)
        host.advance(by: 0.2)
        let landscape = CGSize(width: 844, height: 390)
        host.window.transition(toSize: landscape, duration: 0.3)
        host.runUntilIdle()
        expect(host.timeline.callbacks(of: "A").contains("viewWillTransition(to: 844×390, with:)"))
        expect(host.timeline.callbacks(of: "B").contains("viewWillTransition(to: 844×390, with:)"))
        expectEqual(navigation.transitionContainer.bounds.width, 844)
        expectEqual(b.view.frame, navigation.transitionContainer.bounds)
        expectEqual(navigation.navigationBar.frame.width, 844)
        // A later pop uses the new size too.
        navigation.popViewController(animated: true)
        host.runUntilIdle()
        expectEqual(navigation.topViewController!.view.frame, navigation.transitionContainer.bounds)
    }
}

extension NavigationBarTests {
    @Test func visibleViewControllerIsThePresentedOneWhilePresenting() {
        let (host, navigation) = makeNavigationHost(root: NamedController("A"))
        let b = NamedController("B")
        navigation.pushViewController(b, animated: false)
        expectIdentical(navigation.visibleViewController, b)
        let modal = NamedController("M")
        b.present(modal, animated: false)
        host.runUntilIdle()
        expectIdentical(navigation.visibleViewController, modal)
        expectIdentical(navigation.topViewController, b)
    }
}

/// A controller that sets up its navigation item in `viewDidLoad()`, as UIKit apps do.
@MainActor
final class ItemSettingController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Root"
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Add")
    }
}

extension NavigationBarTests {
    @Test func itemsSetUpInViewDidLoadAreShown() {
        let (_, navigation) = makeNavigationHost(root: ItemSettingController())
        expectEqual(navigation.shownBarTitle, "Root")
        expectEqual(navigation.navigationBar.contentView?.rightButtons.map(\.currentTitle), ["Add"])
        let pushed = ItemSettingController()
        navigation.pushViewController(pushed, animated: true)
        expectEqual(navigation.navigationBar.contentView?.rightButtons.map(\.currentTitle), ["Add"])
        expectEqual(navigation.shownBackTitle, "Root")
    }
}

extension NavigationBarTests {
    /// A bar used on its own (`UINavigationBar.pushItem/popItem/setItems`): `topItem`, `backItem`,
    /// an animated change that cross-fades over 0.35 s, and misuse reported.
    @Test func standaloneBarPushesAndPopsItems() {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.diagnostics.forward = nil
        let bar = NavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        host.window.addSubview(bar)
        let first = NavigationItem(title: "One"), second = NavigationItem(title: "Two")
        bar.pushItem(first, animated: false)
        host.framesPerSecond = 40  // 0.175 s is exactly 7 frames
        bar.pushItem(second, animated: true)
        expectIdentical(bar.topItem, second)
        expectIdentical(bar.backItem, first)
        let incoming = bar.contentView!
        expectEqual(incoming.backButton?.currentTitle, "One")
        host.advance(by: 0.175)
        // Halfway through the 0.35 s ease-in-out: alpha 0.5 by the curve's symmetry (tolerance 1e-5).
        expectClose(incoming.titleSlot.layer.presentation()!.opacity, 0.5, within: 1e-5)
        host.runUntilIdle()
        // The background, the hairline, and the one item view left.
        expectEqual(bar.subviews.filter { $0 is NavigationItemView }.count, 1)
        expectEqual(bar.subviews.count, 3)
        bar.pushItem(second, animated: false)
        expectEqual(host.diagnostics.diagnostics(withCode: "navigationBar.itemInStack").count, 1)
        expectIdentical(bar.popItem(animated: false), second)
        expectNil(bar.popItem(animated: false))
        expectEqual(host.diagnostics.diagnostics(withCode: "navigationBar.popRoot").count, 1)
        expect(bar.items?.count == 1)
        expectIdentical(bar.topItem, first)
        expectNil(bar.backItem)
    }
}
