import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitRender
import TransitTestingReporting

/// `NavigationBarAppearance` and the iOS 15 scroll-edge behaviour: the bar shows
/// `scrollEdgeAppearance` (by default the standard appearance with a transparent background, as
/// Apple documents for a `nil` value) while its content scroll view's top edge is at the bar, and
/// `standardAppearance` once content scrolls under it.
@MainActor
@Suite struct NavigationBarAppearanceTests {
    @Test func configurationsSetBackgroundAndShadow() {
        let appearance = NavigationBarAppearance()
        // init() is the default background: the system chrome material with no colour over it, a
        // hairline (black at 30 %, white at 15 % in the dark).
        let dark = TraitCollection(userInterfaceStyle: .dark)
        expectNil(appearance.backgroundColor)
        expectEqual(appearance.shadowColor?.fixed, Color(white: 0, alpha: 0.3))
        expectEqual(appearance.shadowColor?.resolvedColor(with: dark), Color(white: 1, alpha: 0.15))
        expectEqual(appearance.backgroundEffect, BlurEffect(style: .systemChromeMaterial))
        expectEqual(appearance.barBackground(translucent: true).effect, BlurEffect(style: .systemChromeMaterial))
        expectEqual(appearance.barBackground(translucent: true).color, .clear)
        // Not translucent: no material, the opaque bar colour (#F7F7F7, #1C1C1E in the dark).
        expectNil(appearance.barBackground(translucent: false).effect)
        expectEqual(appearance.barBackground(translucent: false).color.resolvedColor(with: dark), Color(rgb: 0x1C1C1E))
        appearance.configureWithOpaqueBackground()
        expectNil(appearance.backgroundEffect)
        expectEqual(appearance.barBackground(translucent: true).color, .systemBackground)
        expectEqual(appearance.shadowColor?.fixed, Color(white: 0, alpha: 0.3))
        appearance.configureWithTransparentBackground()
        expectEqual(appearance.barBackground(translucent: true).color.alpha, 0)
        expectNil(appearance.backgroundEffect)
        expectNil(appearance.shadowColor)
        // A background colour is drawn over the material; an opaque bar draws it over its colour:
        // source-over, alpha 1 − (1 − 0.5)(1 − 1) = 1.
        appearance.configureWithDefaultBackground()
        appearance.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        expectEqual(appearance.barBackground(translucent: true).color, appearance.backgroundColor)
        let mixed = appearance.barBackground(translucent: false).color.fixed
        expectClose(mixed.alpha, 1, within: 1e-12)
        expectClose(mixed.red, (0.5 + 247.0 / 255 * 0.5), within: 1e-12)
        // Copies carry the subclass's settings.
        appearance.titleTextAttributes.foregroundColor = .systemRed
        let copy = appearance.copy()
        expectNotIdentical(copy, appearance)
        expectEqual(copy.titleTextAttributes.foregroundColor, .systemRed)
        expectEqual(copy.backgroundColor, appearance.backgroundColor)
        let fromBase = NavigationBarAppearance(barAppearance: BarAppearance())
        expectEqual(fromBase.titleTextAttributes, AttributedText.Attributes())
    }

    @Test func barCopiesTheAppearancesItIsGiven() {
        let bar = NavigationBar(frame: .zero)
        let appearance = NavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        bar.standardAppearance = appearance
        appearance.backgroundColor = .systemRed
        expectNotIdentical(bar.standardAppearance, appearance)
        expectEqual(bar.standardAppearance.backgroundColor, .systemBackground)
    }

    @Test func scrollEdgeIsTransparentAndStandardOnceContentScrollsUnder() {
        let list = ScrollingController("List")
        let (host, navigation) = makeNavigationHost(root: list)
        let bar = navigation.navigationBar
        expectIdentical(list.contentScrollView(for: .top), list.scrollView)
        // At rest: the content's top edge is at the bar; transparent, no hairline.
        expectEqual(list.scrollView.contentOffset.y, -91)
        expect(bar.isAtScrollEdge)
        expectEqual(bar.backgroundView.backgroundColor?.alpha, 0)
        expectEqual(bar.shadowView.backgroundColor?.alpha, 0)
        // One point under the bar: the standard appearance.
        list.scrollView.contentOffset = CGPoint(x: 0, y: -90)
        expect(!bar.isAtScrollEdge)
        #expect(
            bar.backgroundView.effect == BlurEffect(style: .systemChromeMaterial) && bar.backgroundView.backgroundColor == .clear)
        expectEqual(bar.shadowView.backgroundColor, BarAppearance.defaultShadowColor)
        expectEqual(bar.shadowView.layer.backgroundColor, Color(white: 0, alpha: 0.3))
        // Pulled down past the top: at the edge again.
        list.scrollView.contentOffset = CGPoint(x: 0, y: -150)
        expect(bar.isAtScrollEdge)
        host.step()
    }

    /// At 3 pixels per point, where the hairline is a third of a point; the window is a phone's
    /// width and only as tall as the checks need (the bar ends at 91 pt), so a frame is a third
    /// of a full phone's pixels.
    @Test func renderedBarShowsContentAtTheEdgeAndTheMaterialUnderIt() {
        let list = ScrollingController("List", color: .systemRed)
        let host = TestHost(size: CGSize(width: 390, height: 280), scale: 3)
        host.window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let navigation = NavigationController(rootViewController: list)
        host.window.rootViewController = navigation
        host.window.makeKeyAndVisible()
        host.advance(by: 1.0 / 60)
        // A pixel in the bar away from the title (x = 10 pt, y = 60 pt): the red content shows.
        var bitmap = host.render()
        let red = (r: UInt8(255), g: UInt8(59), b: UInt8(48))
        expect(bitmap[30, 180].r == red.r && bitmap[30, 180].g == red.g && bitmap[30, 180].b == red.b)
        list.scrollView.contentOffset = CGPoint(x: 0, y: 0)
        host.step()
        bitmap = host.render()
        // The chrome material over uniform red (255, 59, 48): the blur keeps it red; saturation 1.8
        // (the Filter Effects matrix, Rec. 709 weights) gives (255, 26.3, 6.5) after clamping;
        // the light tint, white 0.98 at 75 %, goes over it. Within 2 levels (integer maths).
        let l = 0.2126 * 255 + 0.7152 * 59 + 0.0722 * 48
        func over(_ c: Double) -> Double { 0.75 * 0.98 * 255 + 0.25 * min(255, max(0, l + 1.8 * (c - l))) }
        let pixel = bitmap[30, 180]
        #expect(
            abs(Double(pixel.r) - over(255)) <= 2 && abs(Double(pixel.g) - over(59)) <= 2
                && abs(Double(pixel.b) - over(48)) <= 2)
        // The hairline: the pixel row just below the bar (91 pt · 3 = row 273), black at 30 % over
        // red: 0.7 · c.
        let line = bitmap[30, 273]
        expectLessThanOrEqual(abs(Double(line.r) - 0.7 * 255), 1)
        expectLessThanOrEqual(abs(Double(line.g) - 0.7 * 59), 1)
        let below = bitmap[30, 276]
        expectEqual(below.r, red.r)
        expectEqual(below.g, red.g)
    }

    @Test func withoutAScrollViewTheBarStaysAtTheScrollEdge() {
        let a = NamedController("A")
        let (host, navigation) = makeNavigationHost(root: a)
        defer { withExtendedLifetime(host) {} }
        expectNil(a.contentScrollView(for: .top))
        expect(navigation.navigationBar.isAtScrollEdge)
        expectEqual(navigation.navigationBar.backgroundView.backgroundColor?.alpha, 0)
    }

    @Test func itemAppearancesOverrideTheBars() {
        let list = ScrollingController("List")
        let (host, navigation) = makeNavigationHost(root: list)
        defer { withExtendedLifetime(host) {} }
        let bar = navigation.navigationBar
        let edge = NavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .systemTeal
        bar.scrollEdgeAppearance = edge
        expectEqual(bar.backgroundView.backgroundColor, .systemTeal)
        let itemEdge = NavigationBarAppearance()
        itemEdge.configureWithOpaqueBackground()
        itemEdge.backgroundColor = .systemYellow
        itemEdge.titleTextAttributes.foregroundColor = .systemRed
        list.navigationItem.scrollEdgeAppearance = itemEdge
        expectEqual(bar.backgroundView.backgroundColor, .systemYellow)
        expectEqual(bar.contentView?.titleLabel.textColor, .systemRed)
        list.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(
            bar.backgroundView.effect == BlurEffect(style: .systemChromeMaterial) && bar.backgroundView.backgroundColor == .clear)
        let itemStandard = NavigationBarAppearance()
        itemStandard.configureWithOpaqueBackground()
        list.navigationItem.standardAppearance = itemStandard
        expectEqual(bar.backgroundView.backgroundColor, .systemBackground)
        expectEqual(bar.effectiveAppearance.backgroundColor, .systemBackground)
    }

    @Test func setContentScrollViewPicksTheObservedScrollView() {
        let a = NamedController("A")
        let (host, navigation) = makeNavigationHost(root: a)
        host.diagnostics.forward = nil
        let first = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        first.contentSize = CGSize(width: 390, height: 2000)
        let second = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        second.contentSize = CGSize(width: 390, height: 2000)
        a.view.addSubview(first)
        a.view.addSubview(second)
        expectIdentical(a.contentScrollView(for: .top), first)
        a.setContentScrollView(second, for: .top)
        expectIdentical(a.contentScrollView(for: .top), second)
        expectIdentical(a.contentScrollView(for: .bottom), first)
        host.step()
        first.contentOffset = CGPoint(x: 0, y: 300)
        expect(navigation.navigationBar.isAtScrollEdge)
        second.contentOffset = CGPoint(x: 0, y: 300)
        expect(!navigation.navigationBar.isAtScrollEdge)
        expectNil(a.contentScrollView(for: .all))
        expectEqual(host.diagnostics.diagnostics(withCode: "viewController.contentScrollViewEdge").count, 1)
    }

    @Test func compactHeightUsesTheCompactAppearance() {
        let list = ScrollingController("List")
        let (host, navigation) = makeNavigationHost(root: list)
        let bar = navigation.navigationBar
        let compact = NavigationBarAppearance()
        compact.configureWithOpaqueBackground()
        compact.backgroundColor = .systemIndigo
        bar.compactAppearance = compact
        expectEqual(bar.backgroundView.backgroundColor?.alpha, 0)
        host.window.screenTraits.verticalSizeClass = .compact
        host.step()
        expectEqual(bar.backgroundView.backgroundColor, .systemIndigo)
        let itemCompact = NavigationBarAppearance()
        itemCompact.configureWithTransparentBackground()
        list.navigationItem.compactAppearance = itemCompact
        expectEqual(bar.backgroundView.backgroundColor?.alpha, 0)
        list.navigationItem.compactAppearance = nil
        host.window.screenTraits.verticalSizeClass = .regular
        host.step()
        expectEqual(bar.backgroundView.backgroundColor?.alpha, 0)
    }
}
