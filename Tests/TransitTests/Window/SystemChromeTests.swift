import Foundation
import Testing
import TransitTesting
import TransitTestingReporting

/// The status bar and home indicator a window with a device draws over its content, judged on
/// the overlay layers and on the pixels of a render: dark glyphs for `.darkContent` (and for
/// `.default` in light mode), light ones for `.lightContent` (and `.default` in dark mode), none
/// when the controller in charge hides the bar, and a home indicator that auto-hides on request.
@MainActor
@Suite(.serialized) struct SystemChromeTests {
    final class Styled: ViewController {
        var style: StatusBarStyle = .default
        var hidden = false
        var autoHidesIndicator = false
        var background: Color = .white
        override var preferredStatusBarStyle: StatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
        override var prefersHomeIndicatorAutoHidden: Bool { autoHidesIndicator }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = background
        }
    }

    static func host(_ screen: Styled, device: DeviceModel = .iPhone16) -> TestHost {
        let host = TestHost(device: device, scale: 1)
        host.window.rootViewController = screen
        host.runUntilIdle()
        return host
    }

    /// Pixels in the band of rows `rows` (points, at scale 1) darker (luminance below 64) and
    /// lighter (above 192) than mid grey.
    static func census(_ bitmap: Bitmap, rows: Range<Int>) -> (dark: Int, light: Int) {
        var dark = 0, light = 0
        for y in rows where y < bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap[x, y]
                let luminance = (Int(p.r) * 299 + Int(p.g) * 587 + Int(p.b) * 114) / 1000
                if luminance < 64 { dark += 1 } else if luminance > 192 { light += 1 }
            }
        }
        return (dark, light)
    }

    @Test func darkContentDrawsDarkGlyphsInTheStatusBarBand() throws {
        let screen = Styled()
        screen.style = .darkContent
        let host = Self.host(screen)
        let bar = try unwrap(host.window.statusBarLayer)
        expect(!bar.isHidden)
        expectEqual(bar.frame, CGRect(x: 0, y: 0, width: 393, height: 59))
        let band = Self.census(host.render(), rows: 0..<59)
        expectGreaterThan(band.dark, 150, "the time, signal, Wi-Fi and battery: \(band.dark) dark pixels")
        let below = Self.census(host.render(), rows: 120..<700)
        expectEqual(below.dark, 0, "nothing drawn over the content below the bar")
    }

    @Test func lightContentSwitchesOnSetNeedsStatusBarAppearanceUpdate() {
        let screen = Styled()
        screen.background = .black
        screen.style = .darkContent
        let host = Self.host(screen)
        expectEqual(Self.census(host.render(), rows: 0..<59).light, 0, "dark glyphs on black")
        screen.style = .lightContent
        expectEqual(Self.census(host.render(), rows: 0..<59).light, 0, "not read again until asked")
        screen.setNeedsStatusBarAppearanceUpdate()
        expectGreaterThan(Self.census(host.render(), rows: 0..<59).light, 150)
    }

    /// A `.fullScreen` presentation takes the status bar over (its style is read when the
    /// presentation ends) and gives it back when dismissed.
    @Test func aFullScreenPresentationRestylesTheBar() {
        let root = Styled()
        root.style = .darkContent
        let host = Self.host(root)
        let cover = Styled()
        cover.background = .black
        cover.style = .lightContent
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: true)
        host.runUntilIdle()
        expectGreaterThan(Self.census(host.render(), rows: 0..<59).light, 150, "white glyphs over the black cover")
        cover.dismiss(animated: true)
        host.runUntilIdle()
        expectGreaterThan(Self.census(host.render(), rows: 0..<59).dark, 150, "black glyphs again over the white root")
    }

    @Test func defaultStylePicksByTheInterfaceStyle() {
        let screen = Styled()
        screen.background = Color(white: 0.5)
        let host = Self.host(screen)
        let light = Self.census(host.render(), rows: 0..<59)
        expectGreaterThan(light.dark, 150, "dark content in light mode")
        expectEqual(light.light, 0, "dark content in light mode")
        host.window.screenTraits.userInterfaceStyle = .dark
        let dark = Self.census(host.render(), rows: 0..<59)
        expectGreaterThan(dark.light, 150, "light content in dark mode")
        expectEqual(dark.dark, 0, "light content in dark mode")
    }

    @Test func prefersStatusBarHiddenHidesIt() throws {
        let screen = Styled()
        screen.hidden = true
        let host = Self.host(screen)
        expect(try unwrap(host.window.statusBarLayer).isHidden)
        expectEqual(Self.census(host.render(), rows: 0..<59).dark, 0)
        screen.hidden = false
        screen.setNeedsStatusBarAppearanceUpdate()
        expectEqual(try unwrap(host.window.statusBarLayer).isHidden, false)
        expectGreaterThan(Self.census(host.render(), rows: 0..<59).dark, 150)
    }

    /// UIKit: on a home-button phone the top safe-area inset is the status bar, gone when it is
    /// hidden; the Dynamic Island keeps its inset whether or not the bar shows.
    @Test func hidingTheStatusBarFreesItsBandOnlyWhereNothingElseIsThere() {
        let se = Styled()
        se.hidden = true
        let seHost = Self.host(se, device: .iPhoneSE3)
        expectIdentical(se.view.window, seHost.window)
        expectEqual(se.view.safeAreaInsets.top, 0)
        se.hidden = false
        se.setNeedsStatusBarAppearanceUpdate()
        expectEqual(se.view.safeAreaInsets.top, 20)
        let island = Styled()
        island.hidden = true
        let islandHost = Self.host(island)
        expectIdentical(island.view.window, islandHost.window)
        expectEqual(island.view.safeAreaInsets.top, 59)
    }

    @Test func aPhoneOnItsSideShowsNoStatusBarButAnIPadDoes() throws {
        let phone = TestHost(device: .iPhone16, orientation: .landscapeRight, scale: 1)
        phone.window.rootViewController = Styled()
        phone.runUntilIdle()
        expect(try unwrap(phone.window.statusBarLayer).isHidden)
        let pad = TestHost(device: .iPadAir11, orientation: .landscapeRight, scale: 1)
        pad.window.rootViewController = Styled()
        pad.runUntilIdle()
        expectEqual(try unwrap(pad.window.statusBarLayer).isHidden, false)
        expectEqual(try unwrap(pad.window.statusBarLayer).frame.width, 1180, "as wide as the window on its side")
        expectGreaterThan(Self.census(pad.render(), rows: 0..<24).dark, 100)
    }

    @Test func aHomeButtonPhoneHasAStatusBarAndNoIndicator() throws {
        let host = Self.host(Styled(), device: .iPhoneSE3)
        expectNil(host.window.homeIndicatorLayer)
        expectEqual(try unwrap(host.window.statusBarLayer).frame.height, 20)
        expectGreaterThan(Self.census(host.render(), rows: 0..<20).dark, 80)
        expectEqual(Self.census(host.render(), rows: 640..<667).dark, 0)
    }

    @Test func theHomeIndicatorIsCentredNearTheBottomEdge() throws {
        let host = Self.host(Styled())
        let indicator = try unwrap(host.window.homeIndicatorLayer)
        expectEqual(indicator.frame, CGRect(x: 129.5, y: 839, width: 134, height: 5))
        expectEqual(indicator.opacity, 1)
        let bitmap = host.render()
        let centre = bitmap[196, 841]
        expectLessThan(centre.r, 40, "black on white in light mode")
        expectLessThan(centre.g, 40, "black on white in light mode")
        expectLessThan(centre.b, 40, "black on white in light mode")
        let beside = bitmap[100, 841]
        expectGreaterThan(beside.r, 240, "134 pt wide, not more")
    }

    @Test func theHomeIndicatorAutoHidesAfterTheDelayAndReturnsOnATouch() throws {
        let screen = Styled()
        let host = Self.host(screen)
        let indicator = try unwrap(host.window.homeIndicatorLayer)
        host.advance(by: 5)
        expectEqual(indicator.opacity, 1, "shown for good unless the controller lets it hide")
        screen.autoHidesIndicator = true
        screen.setNeedsUpdateOfHomeIndicatorAutoHidden()
        host.advance(by: 1.9)
        expectEqual(indicator.opacity, 1)
        host.advance(by: 0.5)
        expectEqual(indicator.opacity, 0, "hidden \(Window.homeIndicatorAutoHideDelay) s later, after the fade")
        expectEqual(Self.census(host.render(), rows: 836..<846).dark, 0)
        host.touchDown(at: CGPoint(x: 200, y: 400))
        expectEqual(indicator.opacity, 1, "a touch shows it again")
        host.touchUp()
        host.advance(by: 2.5)
        expectEqual(indicator.opacity, 0)
    }
}
