import Foundation
import Testing
@testable import Transit
import TransitRender
import TransitTesting
import TransitTestingReporting

/// A screen drawn in the dark appearance: the semantic colours take their dark values in the
/// pixels (systemBackground black, label white, the bar's material colour), and switching back
/// to light draws the light values again.
@MainActor
@Suite struct DarkModeRenderTests {
    final class Screen: ViewController {
        let label = Label()
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Settings"
            view.backgroundColor = .systemBackground
            label.text = "Dark"
            label.font = .systemFont(ofSize: 40, weight: .bold)
            label.frame = CGRect(x: 20, y: 200, width: 200, height: 60)
            view.addSubview(label)
        }
    }

    /// The brightest pixel inside `rect` (pixels), as the largest of its components.
    static func brightest(_ bitmap: Bitmap, _ rect: (x: Range<Int>, y: Range<Int>)) -> (r: UInt8, g: UInt8, b: UInt8) {
        var best: (r: UInt8, g: UInt8, b: UInt8) = (0, 0, 0)
        for y in rect.y {
            for x in rect.x {
                let p = bitmap[x, y]
                if Int(p.r) + Int(p.g) + Int(p.b) > Int(best.r) + Int(best.g) + Int(best.b) { best = (p.r, p.g, p.b) }
            }
        }
        return best
    }

    @Test func backgroundsAreBlackAndTextIsWhite() {
        let host = TestHost(size: CGSize(width: 300, height: 400), scale: 1, userInterfaceStyle: .dark)
        let screen = Screen()
        let navigation = NavigationController(rootViewController: screen)
        // The default material at the scroll edge too, so the bar is drawn whatever the content.
        navigation.navigationBar.scrollEdgeAppearance = NavigationBarAppearance()
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let bitmap = host.render()
        // The content background, away from the text: systemBackground's dark value, (0, 0, 0).
        let ground = bitmap[280, 380]
        expectEqual(ground.r, 0)
        expectEqual(ground.g, 0)
        expectEqual(ground.b, 0)
        expectEqual(ground.a, 255)
        // The label's glyphs: label's dark value, white.
        let text = Self.brightest(bitmap, (20..<220, 200..<260))
        expectEqual(text.r, 255)
        expectEqual(text.g, 255)
        expectEqual(text.b, 255)
        // The bar, left of its title: the chrome material's dark tint (white 0.11 at 80 %) over the
        // blurred black content, 0.8 · 0.11 · 255 = 22.4.
        let bar = bitmap[5, 20]
        expectLessThanOrEqual(abs(Double(bar.r) - 0.8 * 0.11 * 255), 1)
        expectEqual(bar.r, bar.g)
        expectEqual(bar.g, bar.b)
        // Back to light: the same pixels take the light values.
        host.userInterfaceStyle = .light
        host.step()
        let light = host.render()
        expect(light[280, 380].r == 255 && light[280, 380].g == 255 && light[280, 380].b == 255)
        let darkest = Self.darkest(light, (20..<220, 200..<260))
        expectEqual(darkest, 0, "label's light value is black")
    }

    /// The smallest component inside `rect`.
    static func darkest(_ bitmap: Bitmap, _ rect: (x: Range<Int>, y: Range<Int>)) -> UInt8 {
        var low: UInt8 = 255
        for y in rect.y { for x in rect.x { let p = bitmap[x, y]; low = min(low, p.r, p.g, p.b) } }
        return low
    }
}
