import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A `.currentContext` presentation removes the view of the controller that defines the context
/// (`UIModalPresentationStyle.currentContext`: "the presented view controller's content replaces
/// the content of the view controller that defines the presentation context"; the presenter's
/// views are removed when the presentation ends, as `shouldRemovePresentersView` says for the
/// full-screen styles). That controller is then off screen inside a container that still selects
/// it: `invariantViolations()` must accept it, and the container must not bring it back on screen
/// while it is covered.
@MainActor
@Suite struct CurrentContextInvariantTests {
    func scene() -> (TestHost, TabBarController, NavigationController, NamedController) {
        let top = NamedController("Top")
        let navigation = NavigationController(rootViewController: top)
        navigation.definesPresentationContext = true
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, NamedController("Other")]
        let host = makeHost(root: tabs)
        return (host, tabs, navigation, top)
    }

    @Test func aNavigationControllerCoveredByItsOwnContextIsNoViolation() {
        let (host, tabs, navigation, top) = scene()
        let cover = NamedController("Cover")
        cover.modalPresentationStyle = .currentContext
        top.present(cover, animated: true)
        expect(host.runUntilIdle())
        expectIdentical(cover.presentingViewController, navigation)
        expect(navigation.viewIfLoaded?.window == nil)
        expectEqual(navigation.appearanceState, .disappeared)
        expectIdentical(cover.view.window, host.window)
        expectEqual(cover.appearanceState, .appeared)
        expectEqual(tabs.invariantViolations(), [])
        cover.dismiss(animated: true)
        expect(host.runUntilIdle())
        expectIdentical(navigation.view.window, host.window)
        expectEqual(navigation.appearanceState, .appeared)
        expectEqual(top.appearanceState, .appeared)
        expectEqual(tabs.invariantViolations(), [])
    }

    @Test func theTabBarDoesNotBringACoveredTabBackWhenItReappears() {
        let (host, tabs, navigation, top) = scene()
        let cover = NamedController("Cover")
        cover.modalPresentationStyle = .currentContext
        top.present(cover, animated: false)
        expect(host.runUntilIdle())
        // The whole tab bar controller leaves the window and comes back.
        host.window.rootViewController = NamedController("Elsewhere")
        host.runUntilIdle()
        host.window.rootViewController = tabs
        expect(host.runUntilIdle())
        expect(navigation.viewIfLoaded?.window == nil)
        expectEqual(navigation.appearanceState, .disappeared)
        expectEqual(top.appearanceState, .disappeared)
        expectEqual(tabs.invariantViolations(), [])
    }
}
