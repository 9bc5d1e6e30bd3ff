import Foundation
import Testing
import TransitTesting
import TransitTestingReporting

/// A window standing for a device reports what UIKit reports on it: the safe-area insets a
/// controller's view sees (with `additionalSafeAreaInsets` on top), size classes by UIKit's
/// rules after every change of size, the idiom; a bare size stands for no device.
@MainActor
@Suite(.serialized) struct WindowDeviceTests {
    final class Watcher: ViewController {
        var changes: [TraitCollection?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            changes.append(previousTraitCollection)
        }
    }

    @Test func aBareSizeStandsForNoDevice() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let vc = ViewController()
        host.window.rootViewController = vc
        host.runUntilIdle()
        expectNil(host.window.device)
        expectEqual(vc.view.safeAreaInsets, .zero)
        expectEqual(vc.traitCollection.horizontalSizeClass, .unspecified)
        expectEqual(vc.traitCollection.verticalSizeClass, .unspecified)
        expectEqual(Device.current.userInterfaceIdiom, .unspecified)
        expectNil(host.window.statusBarLayer)
        expectNil(host.window.homeIndicatorLayer)
        let tree = host.window.renderTree()
        expectEqual(tree.root.children.count, 1, "the root view only, no overlays")
    }

    @Test func aPhoneUprightIsCompactByRegularWithItsInsets() {
        let host = TestHost(device: .iPhone16)
        let vc = ViewController()
        host.window.rootViewController = vc
        host.runUntilIdle()
        expectEqual(host.window.bounds.size, CGSize(width: 393, height: 852))
        expectEqual(host.window.screenScale, 3)
        expectEqual(vc.view.safeAreaInsets, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        expectEqual(vc.traitCollection.horizontalSizeClass, .compact)
        expectEqual(vc.traitCollection.verticalSizeClass, .regular)
        expectEqual(vc.traitCollection.userInterfaceIdiom, .phone)
        expectEqual(Device.current.userInterfaceIdiom, .phone)
        expectEqual(Screen.main.nativeBounds.size, CGSize(width: 1179, height: 2556))
        vc.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 4, bottom: 6, right: 0)
        host.runUntilIdle()
        expectEqual(vc.view.safeAreaInsets, EdgeInsets(top: 69, left: 4, bottom: 40, right: 0))
        expectEqual(Application.shared.statusBarFrame, CGRect(x: 0, y: 0, width: 393, height: 59))
    }

    @Test func rotatingDerivesNewInsetsAndSizeClassesAndTellsTheControllers() {
        let host = TestHost(device: .iPhone16Pro)
        let vc = Watcher()
        host.window.rootViewController = vc
        host.runUntilIdle()
        vc.changes.removeAll()
        host.window.rotate(to: .landscapeLeft, duration: 0.3)
        host.runUntilIdle()
        expectEqual(host.window.bounds.size, CGSize(width: 874, height: 402))
        expectEqual(vc.view.safeAreaInsets, EdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
        expectEqual(vc.traitCollection.horizontalSizeClass, .compact)
        expectEqual(vc.traitCollection.verticalSizeClass, .compact)
        expectEqual(vc.changes.count, 1)
        expect(vc.changes.first??.verticalSizeClass == .regular, "told the traits it had before")
        expectEqual(Application.shared.statusBarFrame, .zero, "a phone on its side has no status bar")
        host.window.rotate(to: .portrait)
        host.runUntilIdle()
        expectEqual(vc.traitCollection.verticalSizeClass, .regular)
        expectEqual(vc.view.safeAreaInsets.top, 62)
    }

    @Test func aLargePhoneOnItsSideIsRegularWidth() {
        let host = TestHost(device: .iPhone16ProMax, orientation: .landscapeRight)
        expectEqual(host.window.interfaceOrientation, .landscapeRight)
        expectEqual(host.window.traitCollection.horizontalSizeClass, .regular)
        expectEqual(host.window.traitCollection.verticalSizeClass, .compact)
        expectEqual(host.window.safeAreaInsets, EdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
    }

    @Test func anIPadIsRegularByRegularInBothOrientations() {
        let host = TestHost(device: .iPadAir11, orientation: .landscapeLeft)
        expectEqual(host.window.bounds.size, CGSize(width: 1180, height: 820))
        expectEqual(host.window.interfaceOrientation, .landscapeLeft)
        expectEqual(host.window.traitCollection.horizontalSizeClass, .regular)
        expectEqual(host.window.traitCollection.verticalSizeClass, .regular)
        expectEqual(Device.current.userInterfaceIdiom, .pad)
        expectEqual(host.window.safeAreaInsets, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    @Test func aDeviceBringsSheetsAndBarsTheirInsets() {
        let host = TestHost(device: .iPhone16)
        let content = ViewController()
        let nav = NavigationController(rootViewController: content)
        host.window.rootViewController = nav
        host.runUntilIdle()
        // The bar's 44-pt content sits below the 59-pt status bar; its background fills both.
        expectEqual(nav.navigationBar.frame.maxY, 103)
        expectEqual(content.view.safeAreaInsets, EdgeInsets(top: 59 + 44, left: 0, bottom: 34, right: 0))
    }

    @Test func clearingTheDeviceClearsWhatItBrought() {
        let host = TestHost(device: .iPhone16)
        host.window.device = nil
        host.runUntilIdle()
        expectEqual(host.window.safeAreaInsets, .zero)
        expectEqual(host.window.traitCollection.horizontalSizeClass, .unspecified)
        expectEqual(host.window.traitCollection.userInterfaceIdiom, .unspecified)
        expectNil(host.window.statusBarLayer)
    }
}
