import Foundation
import Testing
@testable import TransitDemo
import TransitTestingReporting

/// A stage's safe area: a bare stage takes a notched phone's insets (47 pt top, 34 pt bottom)
/// when a scene asks for them; a stage standing for a device keeps the device's (iPhone 16:
/// 59 pt top, 34 pt bottom, Apple's published values; see `DeviceModel.iPhone16`).
@MainActor
@Suite struct DemoStageTests {
    @Test func aBareStageTakesAPhonesInsets() {
        let stage = DemoStage(size: CGSize(width: 390, height: 844), scale: 1)
        expectEqual(stage.window.safeAreaInsets, .zero)
        stage.usePhoneSafeArea()
        expectEqual(stage.window.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @Test func aDeviceStageKeepsTheDevicesInsets() {
        let stage = DemoStage(device: .iPhone16, scale: 1)
        stage.usePhoneSafeArea()
        expectEqual(stage.window.bounds.size, CGSize(width: 393, height: 852))
        expectEqual(stage.window.safeAreaInsets, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    /// The large-title scene on the iPhone 16: the 96 pt bar sits below the 59 pt status bar.
    @Test func theLargeTitleSceneOnAnIPhone16() throws {
        let scene = try unwrap(DemoScene.named("large-title-list"))
        let stage = DemoStage(device: .iPhone16, scale: 1)
        scene.script(stage)
        expect(stage.host.diagnostics.diagnostics.isEmpty, "\(stage.host.diagnostics.diagnostics)")
        let navigation = try unwrap(stage.window.rootViewController as? NavigationController)
        expectEqual(navigation.viewControllers.count, 1)
        expectEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 59, width: 393, height: 96))
    }
}
