import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// `UIVisualEffectView` with `UIBlurEffect`: the material follows the view's interface style
/// (adaptive styles) or keeps its own (`…Light`, `…Dark`), and draws what lies behind it blurred;
/// bars draw the system chrome material while translucent with the default background, and an
/// opaque colour when `isTranslucent` is false or the appearance is opaque.
@MainActor @Suite struct VisualEffectViewTests {
    @Test func stylesKeepUIKitsRawValuesAndFollowTheInterfaceStyle() {
        expectEqual(BlurEffect.Style.regular.rawValue, 4)
        expectEqual(BlurEffect.Style.systemChromeMaterial.rawValue, 10)
        #expect(
            BlurEffect.Style.systemUltraThinMaterialLight.rawValue == 11
                && BlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
        let adaptive = BlurEffect(style: .systemMaterial)
        let light = adaptive.backdrop(for: .light), dark = adaptive.backdrop(for: .dark)
        expectNotEqual(light.tintColor, dark.tintColor)
        expectEqual(light.blurRadius, 10)
        expectEqual(light.saturation, 1.8)
        expectEqual(BlurEffect(style: .systemMaterialLight).backdrop(for: .dark), light)
        expectEqual(BlurEffect(style: .systemMaterialDark).backdrop(for: .light), dark)
        expectEqual(BlurEffect(style: .regular).backdrop(for: .dark), dark)
        // Thicker materials are more opaque.
        let thin = BlurEffect(style: .systemUltraThinMaterial).backdrop(for: .light).tintColor?.alpha ?? 0
        let thick = BlurEffect(style: .systemThickMaterial).backdrop(for: .light).tintColor?.alpha ?? 0
        expect(thin < light.tintColor!.alpha && light.tintColor!.alpha < thick)
        expectEqual(BlurEffect(style: .dark), BlurEffect(style: .dark))
        expectNotEqual(BlurEffect(style: .dark), BlurEffect(style: .light))
    }

    @Test func anEffectViewBlursWhatIsBehindIt() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100), scale: 1)
        host.window.backgroundColor = .white
        let stripe = View(frame: CGRect(x: 0, y: 40, width: 100, height: 6))
        stripe.backgroundColor = .black
        host.window.addSubview(stripe)
        let effectView = VisualEffectView(effect: BlurEffect(style: .systemMaterialLight))
        effectView.frame = CGRect(x: 0, y: 20, width: 50, height: 60)
        let label = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        label.backgroundColor = .systemRed
        effectView.contentView.addSubview(label)
        host.window.addSubview(effectView)
        host.runUntilIdle()
        expectEqual(effectView.contentView.frame, effectView.bounds)
        let node = try unwrap(effectView.layer.renderTreeNode())
        expectEqual(node.backdrop, BlurEffect(style: .systemMaterialLight).backdrop(for: .light))
        let bitmap = host.render()
        // Outside the effect: the sharp stripe. Inside: a grey smear above and below it.
        expect(bitmap[80, 43].r == 0 && bitmap[80, 36].r == 255)
        expect(bitmap[25, 43].r > 60 && bitmap[25, 36].r < 253)
        // The content view is drawn over the material, unblurred.
        expect(bitmap[10, 30] == (255, 59, 48, 255))
        effectView.effect = nil
        expectNil(effectView.layer.renderTreeNode()?.backdrop)
    }

    @Test func barsDrawTheChromeMaterialWhileTranslucent() {
        let bar = TabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        let chrome = BlurEffect(style: .systemChromeMaterial)
        expectEqual(bar.backgroundEffect, chrome)
        expectEqual(bar.backgroundColor, .clear)
        expectEqual(bar.layer.renderTreeNode()?.backdrop, chrome.backdrop(for: .light))
        bar.isTranslucent = false
        expectNil(bar.backgroundEffect)
        expect(bar.backgroundColor?.fixed == Color(rgb: 0xF7F7F7))
        expectNil(bar.layer.renderTreeNode()?.backdrop)

        let navigationBar = NavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        expectEqual(navigationBar.backgroundView.effect, chrome)
        let opaque = NavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        navigationBar.standardAppearance = opaque
        expectNil(navigationBar.backgroundView.effect)
        expectEqual(navigationBar.backgroundView.backgroundColor, .systemBackground)
        navigationBar.standardAppearance = NavigationBarAppearance()
        navigationBar.isTranslucent = false
        expectNil(navigationBar.backgroundView.effect)
        expectEqual(navigationBar.backgroundView.backgroundColor, BarAppearance.opaqueBarColor)
    }
}
