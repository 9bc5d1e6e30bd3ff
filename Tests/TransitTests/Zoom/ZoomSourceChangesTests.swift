import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// The source moving or leaving while the zoom lands: the provider is asked at every frame of
/// the way into the source, so a list scrolled under the zoom is followed to the cell's new
/// frame; a source that leaves the window mid-flight gives way to the documented fallback (the
/// view's frame at 80 % about its centre, fading out), the spring restarting from where the view
/// is with its velocity projected on the new way, capped at ω so the fade does not overshoot.
@MainActor
@Suite struct ZoomSourceChangesTests {
    @Test func aCellScrolled120PointsDuringThePopIsLandedOnWhereItIsNow() throws {
        let list = TileListController(count: 8, scrolls: true)
        let (host, navigation) = makeNavigationHost(root: list)
        let detail = ZoomDetailController(item: 3)
        detail.preferredTransition = .zoom { _ in list.tiles[3] }
        navigation.pushViewController(detail, animated: true)
        expect(host.runUntilIdle())
        navigation.popViewController(animated: true)
        for _ in 0..<4 { host.step() }
        let tile = list.tiles[3]
        let old = tile.convert(tile.bounds, to: nil)
        try unwrap(list.scrollView).contentOffset.y += 120
        let now = tile.convert(tile.bounds, to: nil)
        expectClose(now.minY, (old.minY - 120), within: 1e-9)
        var last = CGRect.zero
        for _ in 0..<240 where navigation.isTransitioning {
            host.step()
            if let clip = detail.view.superview, clip.window != nil, clip !== navigation.transitionContainer {
                last = clip.convert(clip.bounds, to: nil)
            }
        }
        // The last frame drawn is within a point of the cell's new frame, 120 pt from the old.
        expect(ZoomOracle.close(last, now, 1), "\(last) vs \(now)")
        expectEqual(navigation.viewControllers.count, 1)
        expect(!tile.isHidden)
    }

    @Test func aSourceRemovedFromTheWindowMidFlightGivesWayToTheFallback() throws {
        let (host, list) = makeTileListHost()
        let detail = ZoomDetailController(item: 2)
        detail.preferredTransition = .zoom { _ in list.tiles[2] }
        list.present(detail, animated: true)
        expect(host.runUntilIdle())
        detail.dismiss(animated: true)
        host.advance(by: 4.0 / 60)
        let tile = list.tiles[2], full = host.window.bounds
        let s = tile.convert(tile.bounds, to: nil)
        let clip = try unwrap(detail.view.superview)
        tile.removeFromSuperview()
        host.step()
        expect(!tile.isHidden, "the source is shown again as the zoom lets it go")
        // Where the spring restarted: on its way from full screen to the tile, at q(t).
        let g = clip.convert(clip.bounds, to: nil)
        let q = Double((full.width - g.width) / (full.width - s.width))
        expectGreaterThan(q, 0.05)
        expectLessThan(q, 0.95)
        expect(ZoomOracle.close(g, ZoomOracle.mix(full, s, q), 1e-6))
        // The time of q on the spring (bisection), its velocity there, projected on the way to
        // the fallback (39, 84.4, 312, 675.2).
        var lo = 0.0, hi = 2.0
        for _ in 0..<100 { let mid = (lo + hi) / 2; if ZoomOracle.progress(at: mid) < q { lo = mid } else { hi = mid } }
        let w = 4 * Double.pi, t = lo
        let rate = w * w * t * exp(-w * t)
        func vector(_ r: CGRect) -> [Double] { [r.minX, r.minY, r.width, r.height].map(Double.init) }
        let fallback = CGRect(x: 39, y: 84.4, width: 312, height: 675.2)
        let moving: [Double] = zip(vector(s), vector(full)).map { (a: Double, b: Double) -> Double in (a - b) * rate }
        let way: [Double] = zip(vector(fallback), vector(g)).map { (a: Double, b: Double) -> Double in a - b }
        let dot: Double = zip(moving, way).map { (a: Double, b: Double) -> Double in a * b }.reduce(0, +)
        let length: Double = way.map { (a: Double) -> Double in a * a }.reduce(0, +)
        let projected = dot / length
        // Capped at ω so the fade does not overshoot: shrinking fast toward the tile, the view
        // carries more than that toward the nearby fallback.
        expectGreaterThan(projected, w)
        let v0 = min(projected, w)
        var previous = g
        for frame in 1...12 {
            host.step()
            let shown = clip.convert(clip.bounds, to: nil)
            let p = ZoomOracle.progress(at: Double(frame) / 60, velocity: v0)
            expect(ZoomOracle.close(shown, ZoomOracle.mix(g, fallback, p), 1e-3), "\(frame): \(shown)")
            expectClose(clip.alpha, CGFloat(1 - p), within: 1e-3, "\(frame): alpha \(clip.alpha), expected \(1 - p)")
            expectClose(shown.width, previous.width, within: 40, "no jump")
            previous = shown
        }
        expect(host.runUntilIdle())
        expectNil(list.presentedViewController)
        expect(host.diagnostics.diagnostics(withCode: "zoom.sourceView").isEmpty)
    }
}
