import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// The navigation bar on a device with a status bar, and its back indicator. Oracles: Apple's
/// published numbers for the iPhone 16 (393 × 852 pt, top safe-area inset 59 pt, see
/// `DeviceModel.iPhone16`), UIKit's 44 pt bar and 96 pt large-title bar, and the geometry of the
/// drawn chevron measured in the rendered pixels.
@MainActor
@Suite struct NavigationBarDeviceTests {
    func makeHost(largeTitles: Bool = false) -> (TestHost, NavigationController) {
        let host = TestHost(device: .iPhone16)
        let navigation = NavigationController(rootViewController: NamedController("Settings"))
        navigation.navigationBar.prefersLargeTitles = largeTitles
        host.window.rootViewController = navigation
        host.runUntilIdle()
        return (host, navigation)
    }

    @Test func theBarSitsBelowTheStatusBarAndItsBackgroundReachesUnderIt() throws {
        let (host, navigation) = makeHost()
        defer { withExtendedLifetime(host) {} }
        let bar = navigation.navigationBar
        expectEqual(host.window.safeAreaInsets.top, 59)
        expectEqual(bar.frame, CGRect(x: 0, y: 59, width: 393, height: 44))
        expectEqual(bar.backgroundView.convert(bar.backgroundView.bounds, to: nil), CGRect(x: 0, y: 0, width: 393, height: 103))
        // The title is centred in the 44 pt row below the status bar.
        let title = try unwrap(shownTexts(in: bar).first { $0.text == "Settings" })
        expectClose(title.rect.midY, (59 + 22), within: 1e-9)
        // The hairline along the bar's bottom edge.
        expectEqual(bar.shadowView.convert(bar.shadowView.bounds, to: nil).minY, 103)
        // Hidden, the bar and its background go wholly above the screen.
        navigation.setNavigationBarHidden(true, animated: false)
        expectEqual(bar.backgroundView.convert(bar.backgroundView.bounds, to: nil).maxY, 0)
        navigation.setNavigationBarHidden(false, animated: false)
        expectEqual(bar.frame.minY, 59)
    }

    @Test func aLargeTitleBarIs96PointsBelowTheStatusBar() throws {
        let (host, navigation) = makeHost(largeTitles: true)
        defer { withExtendedLifetime(host) {} }
        let bar = navigation.navigationBar
        expectEqual(bar.frame, CGRect(x: 0, y: 59, width: 393, height: 96))
        let large = try unwrap(shownTexts(in: bar).first { $0.label === bar.contentView?.largeTitleLabel })
        expectClose(large.rect.minX, 16, within: 1e-9)
        expectClose(large.rect.maxY, (59 + 96 - 8), within: 1e-9)
        expectClose((navigation.topViewController?.view.safeAreaInsets.top ?? 0), (59 + 96), within: 1e-9)
    }

    @Test func theBackButtonDrawsTheChevronSymbol() throws {
        let (host, navigation) = makeHost()
        navigation.pushViewController(NamedController("General"), animated: false)
        host.runUntilIdle()
        let bar = navigation.navigationBar
        let back = try unwrap(bar.contentView?.backButton)
        let image = try unwrap(back.indicator.image)
        expect(image.isSymbolImage)
        expectEqual(image.symbolName, "chevron.left")
        expectEqual(image.symbolConfiguration, Image.SymbolConfiguration(pointSize: 17, weight: .semibold, scale: .large))
        // No text stands in for the chevron: the bar's only texts are the back title and title.
        expectEqual(Set(shownTexts(in: bar).map(\.text)), ["Settings", "General"])
        // Measured in the pixels: the tint-blue ink left of the back title is a chevron pointing
        // left, centred on the row's middle (59 + 22 pt), 15 to 21 pt tall, its tip at the left.
        let bitmap = host.render()
        let scale = 3, titleStart = try unwrap(shownTexts(in: bar).first { $0.text == "Settings" }).rect.minX
        var ink: [(x: Int, y: Int)] = []
        for y in (59 * scale)..<(103 * scale) {
            for x in 0..<Int(titleStart * CGFloat(scale)) {
                let p = bitmap[x, y]
                if Int(p.b) > Int(p.r) + 80 { ink.append((x, y)) }
            }
        }
        let minX = try unwrap(ink.map(\.x).min()), maxX = try unwrap(ink.map(\.x).max())
        let minY = try unwrap(ink.map(\.y).min()), maxY = try unwrap(ink.map(\.y).max())
        let height = CGFloat(maxY - minY + 1) / CGFloat(scale)
        expectGreaterThanOrEqual(height, 15, "chevron \(height) pt tall")
        expectLessThanOrEqual(height, 21, "chevron \(height) pt tall")
        expectLessThanOrEqual(abs(CGFloat(minY + maxY + 1) / CGFloat(2 * scale) - 81), 0.5)
        expectGreaterThanOrEqual(CGFloat(minX) / CGFloat(scale), 8, "inside the bar's 8 pt margin")
        // The tip: the leftmost column's ink is at the middle; the rightmost column's at both ends.
        let tipRows = ink.filter { $0.x == minX }.map(\.y)
        expectLessThanOrEqual(abs(CGFloat(tipRows.min()! + tipRows.max()! + 1) / CGFloat(2 * scale) - 81), 0.5)
        let endRows = ink.filter { $0.x == maxX }.map(\.y)
        expect(endRows.min()! < minY + 3 * scale && endRows.max()! > maxY - 3 * scale)
    }
}
