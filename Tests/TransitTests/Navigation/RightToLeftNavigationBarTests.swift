import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A navigation bar in a right-to-left interface mirrors its row, as UIKit's does: the back
/// button at the right edge with its chevron pointing right, the right bar button items at the
/// left, the large title from the right margin; titles travel to and from the back button on the
/// right. Oracles: the left-to-right numbers reflected across the bar's middle, the chevron's
/// direction measured in the rendered pixels, and the text geometry of `ShownText` (one word
/// moving, no two texts drawn over each other).
@MainActor
@Suite struct RightToLeftNavigationBarTests {
    func makeHost(largeTitles: Bool = false) -> (TestHost, NavigationController) {
        let host = TestHost(device: .iPhone16)
        host.window.screenTraits.layoutDirection = .rightToLeft
        let navigation = NavigationController(rootViewController: NamedController("Settings"))
        navigation.navigationBar.prefersLargeTitles = largeTitles
        host.window.rootViewController = navigation
        host.runUntilIdle()
        return (host, navigation)
    }

    func pushGeneral(_ host: TestHost, _ navigation: NavigationController) -> ViewController {
        let general = NamedController("General")
        general.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
        navigation.pushViewController(general, animated: false)
        host.runUntilIdle()
        return general
    }

    @Test func theRowIsMirrored() throws {
        let (host, navigation) = makeHost()
        _ = pushGeneral(host, navigation)
        let bar = navigation.navigationBar
        let item = try unwrap(bar.contentView)
        let back = try unwrap(item.backButton), edit = try unwrap(item.rightButtons.first)
        expectEqual(back.frame.maxX, 393 - NavigationItemView.margin, "the back button at the right margin")
        expectClose(edit.frame.minX, NavigationItemView.margin, within: 1e-9, "the right item at the left margin")
        let texts = shownTexts(in: bar)
        let backTitle = try unwrap(texts.first { $0.text == "Settings" })
        let title = try unwrap(texts.first { $0.text == "General" })
        // The chevron's slot is the button's rightmost 12 pt; the back title ends 6 pt left of it.
        let slot = bar.convert(back.indicator.frame, from: back)
        expectClose(slot.midX, (back.frame.maxX - NavigationBackButton.indicatorSize.width / 2), within: 1e-9)
        expectClose(

            backTitle.rect.maxX,
            (back.frame.maxX - NavigationBackButton.indicatorSize.width
                - NavigationBackButton.titleSpacing), within: 1e-9)
        expectClose(title.rect.midX, 393 / 2, within: 1e-9, "the title stays centred")
        expectEqual(item.titleStart, item.titleLabel.frame.maxX)
        expectClose((item.backTitleStart ?? 0), backTitle.rect.maxX, within: 1e-9)
    }

    @Test func theChevronPointsRight() throws {
        let (host, navigation) = makeHost()
        _ = pushGeneral(host, navigation)
        let bar = navigation.navigationBar
        let backTitle = try unwrap(shownTexts(in: bar).first { $0.text == "Settings" })
        // The tint-blue ink right of the back title, in the row below the status bar (59–103 pt).
        let bitmap = host.render()
        let scale = 3
        var ink: [(x: Int, y: Int)] = []
        for y in (59 * scale)..<(103 * scale) {
            for x in Int(backTitle.rect.maxX * CGFloat(scale))..<(393 * scale) {
                let p = bitmap[x, y]
                if Int(p.b) > Int(p.r) + 80 { ink.append((x, y)) }
            }
        }
        let minX = try unwrap(ink.map(\.x).min()), maxX = try unwrap(ink.map(\.x).max())
        let minY = try unwrap(ink.map(\.y).min()), maxY = try unwrap(ink.map(\.y).max())
        let height = CGFloat(maxY - minY + 1) / CGFloat(scale)
        expectGreaterThanOrEqual(height, 15, "chevron \(height) pt tall")
        expectLessThanOrEqual(height, 21, "chevron \(height) pt tall")
        expectLessThanOrEqual(CGFloat(maxX + 1) / CGFloat(scale), 393 - 8, "inside the bar's 8 pt margin")
        // The tip: the rightmost column's ink is at the row's middle (81 pt); the leftmost
        // column's at both ends.
        let tipRows = ink.filter { $0.x == maxX }.map(\.y)
        expectLessThanOrEqual(abs(CGFloat(tipRows.min()! + tipRows.max()! + 1) / CGFloat(2 * scale) - 81), 0.5)
        let endRows = ink.filter { $0.x == minX }.map(\.y)
        expect(endRows.min()! < minY + 3 * scale && endRows.max()! > maxY - 3 * scale)
    }

    @Test func pushesAndPopsNeverSuperimposeTexts() {
        let (host, navigation) = makeHost()
        navigation.pushViewController(NamedController("General"), animated: false)
        host.runUntilIdle()
        let bar = navigation.navigationBar
        var frames = 0, superimposed: [String] = []
        func follow() {
            while navigation.transitionRunner.running != nil && frames < 600 {
                host.step()
                frames += 1
                let pairs = superimposedTexts(shownTexts(in: bar))
                if !pairs.isEmpty { superimposed.append("frame \(frames): \(pairs)") }
            }
        }
        navigation.pushViewController(NamedController("About"), animated: true)
        follow()
        navigation.popViewController(animated: true)
        follow()
        // A cancelled interactive pop from the right edge.
        host.touchDown(at: CGPoint(x: 388, y: 400))
        for x in stride(from: 378, through: 258, by: -10) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 400)) }
        host.advance(by: 0.2)
        host.touchUp()
        follow()
        host.runUntilIdle()
        expectEqual(navigation.viewControllers.count, 2)
        expectGreaterThan(frames, 30)
        expect(superimposed.isEmpty, "\(superimposed)")
    }

    @Test func theOldTitleTravelsRightIntoTheBackButton() throws {
        let (host, navigation) = makeHost()
        _ = pushGeneral(host, navigation)
        let bar = navigation.navigationBar
        let outgoing = try unwrap(bar.contentView)
        let start = outgoing.titleStart
        navigation.pushViewController(NamedController("About"), animated: true)
        let incoming = try unwrap(bar.contentView)
        let back = try unwrap(incoming.backButton?.titleLabel)
        let end = try unwrap(incoming.backTitleStart)
        expectGreaterThan(end, start, "the back title's leading (right) edge is right of the title's")
        var previous = start
        while navigation.transitionRunner.running != nil {
            host.step()
            guard let old = shownTexts(in: bar).first(where: { $0.label === outgoing.titleLabel }) else { continue }
            let new = shownTexts(in: bar).first { $0.label === back }
            expectGreaterThanOrEqual(old.rect.maxX, previous - 1e-9, "moving right, never back")
            previous = old.rect.maxX
            if let new, new.opacity > 0.01, old.opacity > 0.01 {
                expectClose(new.rect.maxX, old.rect.maxX, within: 1e-6, "one word: the leading edges together")
            }
        }
        expectClose(previous, end, within: 1, "it ends on the back title's leading edge")
    }

    @Test func theLargeTitleMorphsIntoTheBackTitleOnTheRight() throws {
        let (host, navigation) = makeHost(largeTitles: true)
        let bar = navigation.navigationBar
        let outgoing = try unwrap(bar.contentView)
        let large = try unwrap(shownTexts(in: bar).first { $0.label === outgoing.largeTitleLabel })
        expectClose(large.rect.maxX, (393 - 16), within: 1e-9, "the large title from the right margin")
        let detail = ScrollingController("General")
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: true)
        let incoming = try unwrap(bar.contentView)
        let back = try unwrap(incoming.backButton?.titleLabel)
        var frames = 0
        while navigation.transitionRunner.running != nil && frames < 120 {
            host.step()
            frames += 1
            let texts = shownTexts(in: bar)
            expect(superimposedTexts(texts).isEmpty, "frame \(frames)")
            let a = texts.first { $0.label === outgoing.largeTitleLabel }, b = texts.first { $0.label === back }
            expectClose((a?.opacity ?? 0) + (b?.opacity ?? 0), 1, within: 1e-3, "frame \(frames)")
            if let a, let b, a.opacity > 0.01, b.opacity > 0.01 { expect(a.isSameWord(as: b), "frame \(frames): \(a) vs \(b)") }
        }
        expectGreaterThan(frames, 10)
        host.runUntilIdle()
        let landed = try unwrap(shownTexts(in: bar).first { $0.label === back })
        expectEqual(landed.opacity, 1)
        expectClose(landed.rect.midY, (59 + 22), within: 1e-9)
        expectGreaterThan(landed.rect.minX, 393 / 2)
    }
}
