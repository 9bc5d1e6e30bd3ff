import Foundation
import Testing
@testable import TransitCatalog
@testable import TransitRender
import TransitTesting

/// `FrameCompositor` redraws only the damaged rectangles of each frame; the oracle is the full
/// render: for every catalogue entry, every frame of the transition (at 60 frames per second, from
/// the frame before it starts to the frame after it ends) is byte for byte
/// `Renderer().render(tree)`, and every pixel outside the reported damage is the previous frame's.
/// Each entry runs in one container kind, the kinds taken in turn so every kind is covered, on a
/// 48 × 80 stage at one pixel per point; the heavy run (`TRANSIT_HEAVY_TESTS=1`) takes every entry
/// in every kind at two pixels per point, where damage edges fall on half points. (Most of the
/// time is the two renders of every frame, four times the pixels at 2×.)
@MainActor
@Suite struct CatalogIncrementalRenderTests {
    typealias Kind = CatalogSnapshotTests.Kind

    @Test func everyEntryInOneContainerKindEqualsTheFullRender() {
        let kinds = Kind.allCases
        check(TransitionCatalog.entries.enumerated().map { ($1, kinds[$0 % kinds.count]) }, scale: 1)
    }

    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment["TRANSIT_HEAVY_TESTS"] == "1",
            "heavy: TRANSIT_HEAVY_TESTS=1 swift test --filter CatalogIncrementalRenderTests"))
    func everyEntryInEveryContainerKindEqualsTheFullRender() {
        check(TransitionCatalog.entries.flatMap { entry in Kind.allCases.map { (entry, $0) } }, scale: 2)
    }

    private func check(_ runs: [(TransitionCatalog.Entry, Kind)], scale: CGFloat) {
        var mismatches: [String] = []
        var damaged = 0, frames = 0
        for (entry, kind) in runs {
            let host = TestHost(size: CGSize(width: 48, height: 80), scale: scale), vendor = CatalogSnapshotTests.Vendor(entry)
            let start = CatalogSnapshotTests.scene(entry, kind, on: host, vendor: vendor)
            host.step()
            let compositor = FrameCompositor()
            var previous = compositor.render(host.window.renderTree()).bitmap
            start()
            for frame in 0..<400 {
                host.step()
                let tree = host.window.renderTree()
                let result = compositor.render(tree)
                frames += 1
                damaged += result.damage.isEmpty ? 0 : 1
                if result.bitmap != Renderer().render(tree) {
                    mismatches.append("\(entry.name) \(kind.rawValue) frame \(frame)")
                    break
                }
                if result.pixelsChangedOutsideDamage(since: previous) != 0 {
                    mismatches.append("\(entry.name) \(kind.rawValue) frame \(frame): a pixel outside the damage changed")
                    break
                }
                previous = result.bitmap
                if host.isIdle && frame > 2 { break }
            }
            withExtendedLifetime(vendor) {}
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(damaged > 0, "damaged \(damaged) of \(frames) frames")
    }
}
