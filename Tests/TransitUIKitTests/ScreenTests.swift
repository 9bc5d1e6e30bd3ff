import Foundation
import Testing
import TransitTesting
import TransitUIKit
import TransitTestingReporting

/// `UIScreen`: a window's screen is its display (size and scale); `UIScreen.main` is the key
/// window's; a controller's default view is screen-sized even when loaded outside a window.
@MainActor @Suite struct ScreenTests {
    @Test func aWindowsScreenIsItsSizeAndScale() {
        let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 3)
        expectEqual(window.screen.bounds, CGRect(x: 0, y: 0, width: 390, height: 844))
        expectEqual(window.screen.scale, 3)
        expectEqual(window.screen.nativeScale, 3)
        expectEqual(window.screen.nativeBounds, CGRect(x: 0, y: 0, width: 1170, height: 2532))
        window.screenScale = 2
        expectEqual(window.screen.scale, 2)
        window.makeKeyAndVisible()
        window.transition(toSize: CGSize(width: 844, height: 390))
        expectEqual(window.screen.bounds.size, CGSize(width: 844, height: 390), "a rotation changes the screen's bounds")
    }

    @Test func mainIsTheKeyWindowsScreen() {
        let host = TestHost(size: CGSize(width: 375, height: 667), scale: 2)
        expectIdentical(UIScreen.main, host.window.screen)
        expectEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 375, height: 667))
        expectEqual(UIScreen.main.scale, 2)
    }

    @Test func theDevicesIdiomIsTheKeyWindows() {
        let host = TestHost(size: CGSize(width: 1024, height: 1366), scale: 2)
        expectEqual(UIDevice.current.userInterfaceIdiom, .unspecified, "Transit simulates no device by default")
        host.window.screenTraits = UITraitCollection(userInterfaceIdiom: .pad)
        expectEqual(UIDevice.current.userInterfaceIdiom, .pad)
        expectEqual(host.window.traitCollection.userInterfaceIdiom, .pad)
    }

    /// With a device, what UIKit reads from the hardware comes from it: the idiom, the screen,
    /// the size classes a controller sees, and the status bar's frame.
    @Test func aHostStandingForADeviceReportsItThroughUIKitsNames() {
        let host = TestHost(device: .iPhone16Pro)
        let vc = UIViewController()
        host.window.rootViewController = vc
        host.runUntilIdle()
        expectEqual(UIDevice.current.userInterfaceIdiom, .phone)
        expectEqual(UIScreen.main.bounds.size, CGSize(width: 402, height: 874))
        expectEqual(UIScreen.main.scale, 3)
        expectEqual(vc.traitCollection.horizontalSizeClass, .compact)
        expectEqual(vc.traitCollection.verticalSizeClass, .regular)
        expectEqual(vc.view.safeAreaInsets, UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        expectEqual(UIApplication.shared.statusBarFrame.height, 62)
        let pad = TestHost(device: .iPadAir11)
        expectEqual(UIDevice.current.userInterfaceIdiom, .pad)
        expectEqual(pad.window.traitCollection.horizontalSizeClass, .regular)
    }

    @Test func aDefaultViewLoadedOutsideAWindowIsScreenSized() {
        let host = TestHost(size: CGSize(width: 375, height: 667))
        let vc = UIViewController()
        expectEqual(vc.view.frame, UIScreen.main.bounds)
        expectNil(vc.view.window)
        // In a window, the window decides.
        let other = UIWindow(size: CGSize(width: 200, height: 300))
        other.rootViewController = UIViewController()
        expectEqual(other.rootViewController?.view.frame.size, CGSize(width: 200, height: 300))
        withExtendedLifetime(host) {}
    }
}
