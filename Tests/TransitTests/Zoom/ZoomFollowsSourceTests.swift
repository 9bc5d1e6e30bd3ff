import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// The zoom lands where its source is now: the provider is asked again every frame of the way
/// into the source, so a list scrolling under it is followed; a source that disappears mid-flight
/// leaves the zoom landing on the source's last frame.
@MainActor
@Suite struct ZoomFollowsSourceTests {
    private func presented(item: Int) -> (TestHost, TileListController, ZoomDetailController, TileProvider) {
        let (host, list) = makeTileListHost()
        let provider = TileProvider()
        provider.list = list
        let detail = ZoomDetailController(item: item)
        detail.preferredTransition = .zoom { provider.view(for: $0) }
        list.present(detail, animated: true)
        host.runUntilIdle()
        return (host, list, detail, provider)
    }

    @Test func aSourceThatScrollsDuringTheDismissalIsFollowed() {
        let (host, list, detail, provider) = presented(item: 3)
        detail.dismiss(animated: true)
        host.advance(by: 4.0 / 60)
        let tile = list.tiles[3]
        // The list scrolls 120 pt up under the landing zoom.
        tile.center.y -= 120
        let asked = provider.calls.count
        var checked = 0
        for _ in 0..<240 {
            guard list.presentedViewController != nil, let clip = detail.view.superview, clip !== host.window else { break }
            host.step()
            guard detail.view.superview === clip, clip.window != nil else { break }
            let shown = clip.convert(clip.bounds, to: nil)
            let now = tile.convert(tile.bounds, to: nil)
            // The clip is on its way from full screen to the tile where it is now: same progress
            // on every coordinate (judged from the width).
            let p = (390 - shown.width) / (390 - now.width)
            expect(ZoomOracle.close(shown, ZoomOracle.mix(host.window.bounds, now, Double(p)), 1e-6))
            checked += 1
        }
        expectGreaterThanOrEqual(checked, 5)
        expectGreaterThan(provider.calls.count, asked + 5, "asked every frame")
        host.runUntilIdle()
        expectNil(list.presentedViewController)
        expect(list.tiles.allSatisfy { !$0.isHidden })
    }

    @Test func aSourceTheProviderNoLongerGivesLandsOnTheFallback() {
        let (host, list, detail, provider) = presented(item: 2)
        detail.dismiss(animated: true)
        host.advance(by: 4.0 / 60)
        provider.returnsNil = true
        var final = CGRect.zero, alpha: CGFloat = 1
        for _ in 0..<240 where list.presentedViewController != nil {
            host.step()
            if let clip = detail.view.superview, clip.window != nil, clip !== list.view {
                final = clip.convert(clip.bounds, to: nil)
                alpha = clip.alpha
            }
        }
        // The last frame drawn is within a point of the fallback — 80 % of the screen about its
        // centre, (39, 84.4, 312, 675.2) — and nearly transparent (the spring settles within
        // 0.001 of the way).
        expect(ZoomOracle.close(final, CGRect(x: 39, y: 84.4, width: 312, height: 675.2), 1), "\(final)")
        expectLessThan(alpha, 0.01)
        expect(host.diagnostics.diagnostics(withCode: "zoom.sourceView").isEmpty)
        expect(list.tiles.allSatisfy { !$0.isHidden })
    }
}
