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
        #expect(ground.r == 0 && ground.g == 0 && ground.b == 0 && ground.a == 255)
        // The label's glyphs: label's dark value, white.
        let text = Self.brightest(bitmap, (20..<220, 200..<260))
        #expect(text.r == 255 && text.g == 255 && text.b == 255)
        // The bar, left of its title: the chrome material's dark tint (white 0.11 at 80 %) over the
        // blurred black content, 0.8 · 0.11 · 255 = 22.4.
        let bar = bitmap[5, 20]
        #expect(abs(Double(bar.r) - 0.8 * 0.11 * 255) <= 1 && bar.r == bar.g && bar.g == bar.b)
        // Back to light: the same pixels take the light values.
        host.userInterfaceStyle = .light
        host.step()
        let light = host.render()
        #expect(light[280, 380].r == 255 && light[280, 380].g == 255 && light[280, 380].b == 255)
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
