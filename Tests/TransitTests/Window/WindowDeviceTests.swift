import Foundation
import Testing
import TransitTesting

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
        #expect(host.window.device == nil)
        #expect(vc.view.safeAreaInsets == .zero)
        #expect(vc.traitCollection.horizontalSizeClass == .unspecified)
        #expect(vc.traitCollection.verticalSizeClass == .unspecified)
        #expect(Device.current.userInterfaceIdiom == .unspecified)
        #expect(host.window.statusBarLayer == nil && host.window.homeIndicatorLayer == nil)
        let tree = host.window.renderTree()
        #expect(tree.root.children.count == 1, "the root view only, no overlays")
    }

    @Test func aPhoneUprightIsCompactByRegularWithItsInsets() {
        let host = TestHost(device: .iPhone16)
        let vc = ViewController()
        host.window.rootViewController = vc
        host.runUntilIdle()
        #expect(host.window.bounds.size == CGSize(width: 393, height: 852))
        #expect(host.window.screenScale == 3)
        #expect(vc.view.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(vc.traitCollection.horizontalSizeClass == .compact)
        #expect(vc.traitCollection.verticalSizeClass == .regular)
        #expect(vc.traitCollection.userInterfaceIdiom == .phone)
        #expect(Device.current.userInterfaceIdiom == .phone)
        #expect(Screen.main.nativeBounds.size == CGSize(width: 1179, height: 2556))
        vc.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 4, bottom: 6, right: 0)
        host.runUntilIdle()
        #expect(vc.view.safeAreaInsets == EdgeInsets(top: 69, left: 4, bottom: 40, right: 0))
        #expect(Application.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 59))
    }

    @Test func rotatingDerivesNewInsetsAndSizeClassesAndTellsTheControllers() {
        let host = TestHost(device: .iPhone16Pro)
        let vc = Watcher()
        host.window.rootViewController = vc
        host.runUntilIdle()
        vc.changes.removeAll()
        host.window.rotate(to: .landscapeLeft, duration: 0.3)
        host.runUntilIdle()
        #expect(host.window.bounds.size == CGSize(width: 874, height: 402))
        #expect(vc.view.safeAreaInsets == EdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
        #expect(vc.traitCollection.horizontalSizeClass == .compact)
        #expect(vc.traitCollection.verticalSizeClass == .compact)
        #expect(vc.changes.count == 1)
        #expect(vc.changes.first??.verticalSizeClass == .regular, "told the traits it had before")
        #expect(Application.shared.statusBarFrame == .zero, "a phone on its side has no status bar")
        host.window.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(vc.traitCollection.verticalSizeClass == .regular)
        #expect(vc.view.safeAreaInsets.top == 62)
    }

    @Test func aLargePhoneOnItsSideIsRegularWidth() {
        let host = TestHost(device: .iPhone16ProMax, orientation: .landscapeRight)
        #expect(host.window.interfaceOrientation == .landscapeRight)
        #expect(host.window.traitCollection.horizontalSizeClass == .regular)
        #expect(host.window.traitCollection.verticalSizeClass == .compact)
        #expect(host.window.safeAreaInsets == EdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
    }

    @Test func anIPadIsRegularByRegularInBothOrientations() {
        let host = TestHost(device: .iPadAir11, orientation: .landscapeLeft)
        #expect(host.window.bounds.size == CGSize(width: 1180, height: 820))
        #expect(host.window.interfaceOrientation == .landscapeLeft)
        #expect(host.window.traitCollection.horizontalSizeClass == .regular)
        #expect(host.window.traitCollection.verticalSizeClass == .regular)
        #expect(Device.current.userInterfaceIdiom == .pad)
        #expect(host.window.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    @Test func aDeviceBringsSheetsAndBarsTheirInsets() {
        let host = TestHost(device: .iPhone16)
        let content = ViewController()
        let nav = NavigationController(rootViewController: content)
        host.window.rootViewController = nav
        host.runUntilIdle()
        // The bar's 44-pt content sits below the 59-pt status bar; its background fills both.
        #expect(nav.navigationBar.frame.maxY == 103)
        #expect(content.view.safeAreaInsets == EdgeInsets(top: 59 + 44, left: 0, bottom: 34, right: 0))
    }

    @Test func clearingTheDeviceClearsWhatItBrought() {
        let host = TestHost(device: .iPhone16)
        host.window.device = nil
        host.runUntilIdle()
        #expect(host.window.safeAreaInsets == .zero)
        #expect(host.window.traitCollection.horizontalSizeClass == .unspecified)
        #expect(host.window.traitCollection.userInterfaceIdiom == .unspecified)
        #expect(host.window.statusBarLayer == nil)
    }
}
