import Foundation
import Testing
@testable import TransitCatalog
@testable import TransitRender
import TransitTesting
import TransitTestingReporting

/// `FrameCompositor` redraws only the damaged rectangles of each frame; the oracle is the full
/// render: for every catalogue entry, every frame of the transition (at 60 frames per second, from
/// the frame before it starts to the frame after it ends) is byte for byte
/// `Renderer().render(tree)`, and every pixel outside the reported damage is the previous frame's.
/// Each entry runs in one container kind, the kinds taken in turn so every kind is covered, on a
/// 48 × 80 stage at one pixel per point; the heavy run (`TRANSIT_HEAVY_TESTS=1`) takes every entry
/// in every kind at two pixels per point, where damage edges fall on half points. (Most of the
/// time is the two renders of every frame, four times the pixels at 2×.)
///
/// The scenes step on the main actor, in one turn, which only takes each frame's render tree (a
/// value); the two renders of the frames run off it, an entry's frames in order, entries side by
/// side, so the main actor is free for the other tests while they draw.
@MainActor
@Suite struct CatalogIncrementalRenderTests {
    typealias Kind = CatalogSnapshotTests.Kind

    /// What one entry's frames showed: the first frame that failed, if any, and how many frames
    /// had damage of the ones compared.
    struct Outcome: Sendable {
        var mismatch: String?
        var damaged = 0, frames = 0
    }

    @Test func everyEntryInOneContainerKindEqualsTheFullRender() async {
        let kinds = Kind.allCases
        await check(TransitionCatalog.names.enumerated().map { ($1, kinds[$0 % kinds.count]) }, scale: 1)
    }

    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment["TRANSIT_HEAVY_TESTS"] == "1",
            "heavy: TRANSIT_HEAVY_TESTS=1 swift test --filter CatalogIncrementalRenderTests"))
    func everyEntryInEveryContainerKindEqualsTheFullRender() async {
        await check(TransitionCatalog.names.flatMap { name in Kind.allCases.map { (name, $0) } }, scale: 2)
    }

    /// Steps each run's scene on the main actor and compares its frames off it.
    private func check(_ runs: [(name: String, kind: Kind)], scale: CGFloat) async {
        let outcomes = await withTaskGroup(of: Outcome.self) { group in
            for (name, kind) in runs {
                let trees = Self.frames(of: name, in: kind, scale: scale)
                let label = "\(name) \(kind.rawValue)"
                group.addTask { await Self.compare(trees, label: label) }
            }
            var outcomes: [Outcome] = []
            for await outcome in group { outcomes.append(outcome) }
            return outcomes
        }
        let mismatches = outcomes.compactMap(\.mismatch)
        let damaged = outcomes.map(\.damaged).reduce(0, +), frames = outcomes.map(\.frames).reduce(0, +)
        expectEqual(outcomes.count, runs.count)
        expect(mismatches.isEmpty, "\(mismatches)")
        expectGreaterThan(damaged, 0, "damaged \(damaged) of \(frames) frames")
    }

    /// The render trees of the entry's transition in `kind`: the frame before it starts, then
    /// every frame until the host is idle (after the third at least; 400 at most).
    static func frames(of name: String, in kind: Kind, scale: CGFloat) -> [RenderTree] {
        guard let entry = TransitionCatalog.entry(named: name) else {
            Issue.record("no catalogue entry \(name)")
            return []
        }
        let host = TestHost(size: CGSize(width: 48, height: 80), scale: scale), vendor = CatalogSnapshotTests.Vendor(entry)
        let start = CatalogSnapshotTests.scene(entry, kind, on: host, vendor: vendor)
        host.step()
        var trees = [host.window.renderTree()]
        start()
        for frame in 0..<400 {
            host.step()
            trees.append(host.window.renderTree())
            if host.isIdle && frame > 2 { break }
        }
        withExtendedLifetime(vendor) {}
        return trees
    }

    /// Composites `trees` in order and checks each frame against the full render and the
    /// previous frame outside its damage; stops at the first frame that fails. Off the main actor.
    @concurrent nonisolated static func compare(_ trees: [RenderTree], label: String) async -> Outcome {
        var outcome = Outcome()
        guard let first = trees.first else { return Outcome(mismatch: "\(label): no frames") }
        let compositor = FrameCompositor()
        var previous = compositor.render(first).bitmap
        for (frame, tree) in trees.dropFirst().enumerated() {
            let result = compositor.render(tree)
            outcome.frames += 1
            outcome.damaged += result.damage.isEmpty ? 0 : 1
            if result.bitmap != Renderer().render(tree) {
                outcome.mismatch = "\(label) frame \(frame)"
                break
            }
            if result.pixelsChangedOutsideDamage(since: previous) != 0 {
                outcome.mismatch = "\(label) frame \(frame): a pixel outside the damage changed"
                break
            }
            previous = result.bitmap
        }
        return outcome
    }
}
