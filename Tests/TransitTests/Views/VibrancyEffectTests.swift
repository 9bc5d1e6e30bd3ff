import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// `UIVibrancyEffect(blurEffect:style:)` in a blur view's `contentView`: the styles keep UIKit's
/// raw values and take the semantic colours they are named after (Apple's published values), the
/// blend follows the blur's light or dark variant, and the content is drawn as its shape only,
/// blended into the material with `CGBlendMode.plusDarker`'s formula.
@MainActor @Suite struct VibrancyEffectTests {
    @Test func stylesKeepUIKitsRawValuesAndTheirSemanticColours() {
        expectEqual(VibrancyEffect.Style.label.rawValue, 0)
        expectEqual(VibrancyEffect.Style.separator.rawValue, 7)
        expectEqual(VibrancyEffect.Style.allCases.count, 8)
        expectEqual(VibrancyEffect.Style.fill.rawValue, 4)
        let light = VibrancyEffect(blurEffect: BlurEffect(style: .systemMaterial), style: .secondaryLabel)
        // UIColor.secondaryLabel: #3C3C43 at 60 %, dark #EBEBF5 at 60 %.
        expectEqual(light.vibrancy(for: .light), RenderNode.Vibrancy(blend: .plusDarker, color: Color(rgb: 0x3C3C43, alpha: 0.6)))
        expectEqual(light.vibrancy(for: .dark), RenderNode.Vibrancy(blend: .plusLighter, color: Color(rgb: 0xEBEBF5, alpha: 0.6)))
        // A dark material keeps its variant whatever the traits; the default style is the label's.
        let dark = VibrancyEffect(blurEffect: BlurEffect(style: .systemThinMaterialDark))
        #expect(
            dark.style == .label
                && dark.vibrancy(for: .light) == RenderNode.Vibrancy(blend: .plusLighter, color: Color(rgb: 0xFFFFFF)))
        // UIColor.systemFill: #787880 at 20 %.
        let fill = VibrancyEffect(blurEffect: BlurEffect(style: .light), style: .fill).vibrancy(for: .dark)
        expectEqual(fill, RenderNode.Vibrancy(blend: .plusDarker, color: Color(rgb: 0x787880, alpha: 0.2)))
        expectEqual(light, VibrancyEffect(blurEffect: BlurEffect(style: .systemMaterial), style: .secondaryLabel))
        expectNotEqual(light, VibrancyEffect(blurEffect: BlurEffect(style: .systemMaterial), style: .label))
    }

    @Test func contentInAVibrancyViewIsItsShapeBlendedIntoTheMaterial() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100), scale: 1)
        host.window.backgroundColor = Color(rgb: 0x2060E0)
        let blur = BlurEffect(style: .systemMaterialLight)
        let blurView = VisualEffectView(effect: blur)
        blurView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let vibrancyView = VisualEffectView(effect: VibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        vibrancyView.frame = blurView.bounds
        let square = View(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        square.backgroundColor = .systemRed
        vibrancyView.contentView.addSubview(square)
        blurView.contentView.addSubview(vibrancyView)
        host.window.addSubview(blurView)
        host.runUntilIdle()
        let node = try unwrap(vibrancyView.layer.renderTreeNode())
        expectNil(node.backdrop)
        expect(node.vibrancy?.blend == .plusDarker)
        let vibrant = host.render()
        square.isHidden = true
        host.runUntilIdle()
        let material = host.render()
        // plusDarker with #3C3C43 at 60 % over an opaque material: D − 0.6·(255 − S) per channel.
        let d = material[40, 40], v = vibrant[40, 40]
        for (dc, sc, vc) in [(d.r, 0x3C, v.r), (d.g, 0x3C, v.g), (d.b, 0x43, v.b)] {
            let expected = max(0, Double(dc) - 0.6 * Double(255 - sc))
            expectLessThanOrEqual(abs(Double(vc) - expected), 1, "\(vc) against \(expected)")
        }
        // The square's own red does not show: the material's blue dominates.
        expect(v.b > v.r && vibrant[80, 80] == material[80, 80])
    }
}
