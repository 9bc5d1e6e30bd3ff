import Foundation
import Testing
@testable import TransitCatalog
@testable import TransitRender
import TransitTesting

/// `FrameCompositor` redraws only the damaged rectangles of each frame; the oracle is the full
/// render: over every catalogue entry in every container kind, every frame of the transition (at
/// 60 frames per second, from the frame before it starts to the frame after it ends) is byte for
/// byte `Renderer().render(tree)`, and every pixel outside the reported damage is the previous
/// frame's.
@MainActor
@Suite struct CatalogIncrementalRenderTests {
    @Test func everyFrameOfEveryEntryEqualsTheFullRender() {
        var mismatches: [String] = []
        var damaged = 0, frames = 0
        for entry in TransitionCatalog.entries {
            for kind in CatalogSnapshotTests.Kind.allCases {
                let host = TestHost(size: CGSize(width: 48, height: 80), scale: 2), vendor = CatalogSnapshotTests.Vendor(entry)
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
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(damaged > 0, "damaged \(damaged) of \(frames) frames")
    }
}
