import Foundation
import Testing
@testable import TransitCatalog
import TransitTesting
import TransitTestingReporting

/// Every catalogue entry, used outside its home, leaves the views as it found them: in a
/// navigation push and pop, a tab switch, a custom-container switch, and a presentation and
/// dismissal that keep the presenter on screen (`.overFullScreen`, `.custom`) or remove it
/// (`.fullScreen`). At rest afterwards every view on screen is opaque with an identity transform,
/// the presenter's view is where it was, and every controller is appeared exactly when its view is
/// in the window.
@MainActor
@Suite struct CatalogInEveryContainerTests {
    final class Screen: ViewController {
        let name: String
        init(_ name: String) { self.name = name; super.init() }
        required init?(coder: NSCoder) { nil }
        override var timelineName: String { name }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
        }
    }

    final class Vendor: NavigationControllerDelegate, TabBarControllerDelegate, ContainerViewControllerDelegate,
        ViewControllerTransitioningDelegate
    {
        let make: () -> ViewControllerAnimatedTransitioning
        let makeBackward: () -> ViewControllerAnimatedTransitioning
        init(_ entry: TransitionCatalog.Entry) {
            make = { entry.make(0.3) }
            makeBackward = { entry.makeBackward(0.3) }
        }
        func navigationController(
            _ navigationController: NavigationController,
            animationControllerFor operation: NavigationController.Operation,
            from fromVC: ViewController, to toVC: ViewController
        ) -> ViewControllerAnimatedTransitioning? {
            operation == .pop ? makeBackward() : make()
        }
        func tabBarController(
            _ tabBarController: TabBarController,
            animationControllerForTransitionFrom fromVC: ViewController,
            to toVC: ViewController
        ) -> ViewControllerAnimatedTransitioning? { make() }
        func containerViewController(
            _ containerViewController: ContainerViewController,
            animationControllerForTransitionFrom fromViewController: ViewController,
            to toViewController: ViewController
        ) -> ViewControllerAnimatedTransitioning? { make() }
        func animationController(
            forPresented presented: ViewController, presenting: ViewController,
            source: ViewController
        ) -> ViewControllerAnimatedTransitioning? { make() }
        func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
            makeBackward()
        }
    }

    /// What must hold at rest: opaque, untransformed views on screen; appearance ⇔ in window.
    func expectAtRest(_ host: TestHost, _ controllers: [ViewController], _ what: String) {
        expect(host.runUntilIdle(timeout: 10), "\(what): not idle")
        for vc in controllers {
            let inWindow = vc.viewIfLoaded?.window === host.window
            expectEqual(
                inWindow, (vc.appearanceState == .appeared),
                "\(what): \(vc.timelineName) \(vc.appearanceState), in window \(inWindow)")
            guard inWindow, let view = vc.viewIfLoaded else { continue }
            #expect(
                view.alpha == 1 && view.transform.isIdentity && view.layer.transform.isIdentity,
                "\(what): \(vc.timelineName) alpha \(view.alpha) transform \(view.transform)")
        }
    }

    nonisolated static let names = TransitionCatalog.names

    @Test func namesAreTheWholeCatalogueAndUnique() {
        expectEqual(Self.names, TransitionCatalog.entries.map(\.name))
        expectEqual(Set(Self.names).count, Self.names.count)
        expectGreaterThanOrEqual(Self.names.count, 60)
    }

    @Test(arguments: names)
    func navigationPushAndPop(_ name: String) {
        let entry = TransitionCatalog.entry(named: name)!
        let vendor = Vendor(entry)
        let a = Screen("A"), b = Screen("B")
        let navigation = NavigationController(rootViewController: a)
        navigation.delegate = vendor
        let host = TestHost(size: CGSize(width: 320, height: 480), scale: 1)
        host.window.rootViewController = navigation
        host.step()
        navigation.pushViewController(b, animated: true)
        expectAtRest(host, [a, b], "\(name) push")
        navigation.popViewController(animated: true)
        expectAtRest(host, [a, b], "\(name) pop")
        // A later unanimated pop shows a visible screen.
        navigation.pushViewController(b, animated: true)
        host.runUntilIdle()
        navigation.popViewController(animated: false)
        expectAtRest(host, [a, b], "\(name) unanimated pop")
    }

    @Test(arguments: names)
    func tabAndContainerSwitches(_ name: String) {
        let entry = TransitionCatalog.entry(named: name)!
        let vendor = Vendor(entry)
        let one = Screen("One"), two = Screen("Two"), three = Screen("Three"), four = Screen("Four")
        let box = ContainerViewController(viewControllers: [three, four])
        box.delegate = vendor
        let tabs = TabBarController()
        tabs.delegate = vendor
        tabs.viewControllers = [one, two, box]
        let host = TestHost(size: CGSize(width: 320, height: 480), scale: 1)
        host.window.rootViewController = tabs
        host.step()
        tabs.selectedIndex = 1
        expectAtRest(host, [one, two, box, three, four], "\(name) tab switch")
        tabs.selectedIndex = 2
        expectAtRest(host, [one, two, box, three, four], "\(name) tab switch to the container")
        box.selectedViewController = four
        expectAtRest(host, [one, two, box, three, four], "\(name) container switch")
        box.selectedViewController = three
        expectAtRest(host, [one, two, box, three, four], "\(name) container switch back")
    }

    @Test(arguments: names, [ModalPresentationStyle.overFullScreen, .custom, .fullScreen])
    func presentationAndDismissal(_ name: String, style: ModalPresentationStyle) {
        let entry = TransitionCatalog.entry(named: name)!
        let vendor = Vendor(entry)
        let root = Screen("Root"), presented = Screen("Presented")
        presented.modalPresentationStyle = style
        presented.transitioningDelegate = vendor
        let host = TestHost(size: CGSize(width: 320, height: 480), scale: 1)
        host.window.rootViewController = root
        host.step()
        let rootFrame = root.view.frame
        root.present(presented, animated: true)
        expectAtRest(host, [root, presented], "\(name) \(style) present")
        if style != .fullScreen {
            expectIdentical(root.view.superview, host.window, "\(name) \(style): presenter moved")
            expectEqual(root.view.frame, rootFrame, "\(name) \(style): presenter moved")
        }
        presented.dismiss(animated: true)
        expectAtRest(host, [root, presented], "\(name) \(style) dismiss")
        #expect(
            root.view.superview === host.window && root.view.frame == rootFrame,
            "\(name) \(style): presenter not restored: \(String(describing: root.view.superview.map { type(of: $0) })) \(root.view.frame)"
        )
    }
}
