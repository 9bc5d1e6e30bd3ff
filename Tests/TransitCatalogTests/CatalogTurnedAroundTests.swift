import Foundation
import Testing
@testable import TransitCatalog
import TransitTesting
import TransitTestingReporting

/// Every catalogue entry can be turned around mid-flight in every container: a pop during its
/// push, the tab it leaves chosen during its tab switch, the child it leaves chosen during a
/// container switch, a dismissal during its presentation and a presentation during its dismissal
/// each turn the running transition back where it is on screen (the timeline records
/// `turnAround(toStart)`), and at rest everything is as before the first request. (The one
/// transition that does not run — the navigation slide presenting over a presenter that stays —
/// completes at once and has nothing to turn.)
@MainActor
@Suite struct CatalogTurnedAroundTests {
    typealias Screen = CatalogInEveryContainerTests.Screen
    typealias Vendor = CatalogInEveryContainerTests.Vendor
    /// A third of the way into a 0.3 s transition at 60 frames per second.
    static let framesBeforeTurning = 6

    private func host() -> TestHost { TestHost(size: CGSize(width: 320, height: 480), scale: 1) }

    private func turned(_ host: TestHost) -> Bool {
        host.timeline.entries.contains { $0.callback == "turnAround(toStart)" }
    }

    private func expectAtRest(_ host: TestHost, _ controllers: [ViewController], _ what: String) {
        CatalogInEveryContainerTests().expectAtRest(host, controllers, what)
    }

    private func step(_ host: TestHost) { for _ in 0..<Self.framesBeforeTurning { host.step() } }

    @Test(arguments: CatalogInEveryContainerTests.names)
    func aPopTurnsAPushBack(_ name: String) {
        let vendor = Vendor(TransitionCatalog.entry(named: name)!)
        let a = Screen("A"), b = Screen("B")
        let navigation = NavigationController(rootViewController: a)
        navigation.delegate = vendor
        let host = host()
        host.window.rootViewController = navigation
        host.step()
        navigation.pushViewController(b, animated: true)
        step(host)
        navigation.popViewController(animated: true)
        expect(turned(host), "\(name): the push was not turned back")
        expectAtRest(host, [a, b], "\(name) push turned back")
        expectEqual(navigation.viewControllers, [a])
    }

    @Test(arguments: CatalogInEveryContainerTests.names)
    func theTabLeftTurnsASwitchBack(_ name: String) {
        let vendor = Vendor(TransitionCatalog.entry(named: name)!)
        let one = Screen("One"), two = Screen("Two")
        let tabs = TabBarController()
        tabs.delegate = vendor
        tabs.viewControllers = [one, two]
        let host = host()
        host.window.rootViewController = tabs
        host.step()
        tabs.selectedIndex = 1
        step(host)
        tabs.selectedIndex = 0
        expect(turned(host), "\(name): the tab switch was not turned back")
        expectAtRest(host, [one, two], "\(name) tab switch turned back")
        expectEqual(tabs.selectedIndex, 0)
    }

    @Test(arguments: CatalogInEveryContainerTests.names)
    func theChildLeftTurnsAContainerSwitchBack(_ name: String) {
        let vendor = Vendor(TransitionCatalog.entry(named: name)!)
        let three = Screen("Three"), four = Screen("Four")
        let box = ContainerViewController(viewControllers: [three, four])
        box.delegate = vendor
        let host = host()
        host.window.rootViewController = box
        host.step()
        box.selectedViewController = four
        step(host)
        box.selectedViewController = three
        expect(turned(host), "\(name): the container switch was not turned back")
        expectAtRest(host, [three, four], "\(name) container switch turned back")
        expectIdentical(box.selectedViewController, three)
    }

    /// A root on screen and a controller ready to be presented in `style` with entry `name`'s
    /// animators (the vendor is returned to be kept alive: the transitioning delegate is weak).
    private func presenting(_ name: String, style: ModalPresentationStyle) -> (TestHost, Screen, Screen, Vendor) {
        let vendor = Vendor(TransitionCatalog.entry(named: name)!)
        let root = Screen("Root"), presented = Screen("Presented")
        presented.modalPresentationStyle = style
        presented.transitioningDelegate = vendor
        let host = host()
        host.window.rootViewController = root
        host.step()
        return (host, root, presented, vendor)
    }

    @Test(arguments: CatalogInEveryContainerTests.names, [ModalPresentationStyle.overFullScreen, .fullScreen])
    func aDismissalTurnsAPresentationBack(_ name: String, style: ModalPresentationStyle) {
        let (host, root, presented, vendor) = presenting(name, style: style)
        defer { withExtendedLifetime(vendor) {} }
        let rootFrame = root.view.frame
        root.present(presented, animated: true)
        step(host)
        // An animator that needs the presenter's view (the navigation slide) completes at once
        // when the presenter stays on screen: nothing runs to be turned.
        let running = presented.transitionCoordinator != nil
        presented.dismiss(animated: true)
        expectEqual(turned(host), running, "\(name) \(style): the presentation was not turned back")
        expectAtRest(host, [root, presented], "\(name) \(style) presentation turned back")
        expectNil(root.presentedViewController)
        expectIdentical(root.view.superview, host.window, "\(name) \(style): presenter not restored")
        expectEqual(root.view.frame, rootFrame, "\(name) \(style): presenter not restored")
    }

    @Test(arguments: CatalogInEveryContainerTests.names, [ModalPresentationStyle.overFullScreen, .fullScreen])
    func aPresentationTurnsADismissalBack(_ name: String, style: ModalPresentationStyle) {
        let (host, root, presented, vendor) = presenting(name, style: style)
        defer { withExtendedLifetime(vendor) {} }
        root.present(presented, animated: true)
        expect(host.runUntilIdle(timeout: 10))
        presented.dismiss(animated: true)
        step(host)
        let running = presented.transitionCoordinator != nil
        root.present(presented, animated: true)
        expectEqual(turned(host), running, "\(name) \(style): the dismissal was not turned back")
        expectAtRest(host, [root, presented], "\(name) \(style) dismissal turned back")
        expectIdentical(root.presentedViewController, presented)
    }
}
