import Dispatch
import Foundation

/// The threads a frame is drawn on: work split into horizontal bands of rows (or, for a blur's
/// vertical passes, vertical strips of columns), each band done by one thread of Dispatch's pool.
/// No Core Animation counterpart is public; its render server likewise draws on every core.
///
/// The split depends only on the sizes and on `count`, never on timing, and every band's
/// pixels are computed exactly as when the whole is done at once (each caller states why), so a
/// frame's bytes are the same whatever the thread count.
struct RenderWorkers: Sendable {
    /// How many bands work is split into at most (at least 1; 1 does everything on the calling
    /// thread).
    let count: Int

    /// Work is split into bands of at least this many pixels (`defaultMinimumBandPixels` unless
    /// a test asks for smaller bands to split even tiny surfaces).
    let minimumBandPixels: Int

    /// 16,384 pixels: below that, handing a band to another thread costs more than drawing it.
    static let defaultMinimumBandPixels = 16_384

    /// Everything on the calling thread.
    static let serial = RenderWorkers(count: 1)

    /// Workers splitting work into at most `count` bands (clamped to 1…64) of at least
    /// `minimumBandPixels` pixels.
    init(count: Int, minimumBandPixels: Int = RenderWorkers.defaultMinimumBandPixels) {
        self.count = max(1, min(64, count))
        self.minimumBandPixels = max(1, minimumBandPixels)
    }

    /// The thread count the environment asks for in `TRANSIT_RENDER_THREADS` (a whole number from
    /// 1 to 64), or the machine's active processor count when it is unset. A value that is not
    /// such a number is ignored with a diagnostic: the processor count is used and the reason is
    /// returned for the host to print.
    static func threadCount(
        environment value: String?, processors: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> (count: Int, diagnostic: String?) {
        let machine = max(1, min(64, processors))
        guard let value else { return (machine, nil) }
        if let n = Int(value.trimmingCharacters(in: .whitespaces)), (1...64).contains(n) { return (n, nil) }
        return (
            machine,
            "TRANSIT_RENDER_THREADS=\(value) is not a whole number from 1 to 64; drawing on \(machine) threads"
        )
    }

    /// How many bands `items` lines of `pixelsPerItem` pixels each are split into.
    func bands(for items: Int, pixelsPerItem: Int) -> Int {
        guard count > 1, items > 1 else { return 1 }
        let byWork = max(1, items * max(1, pixelsPerItem) / minimumBandPixels)
        return min(count, items, byWork)
    }

    /// Band `k` of `n` over `range`: consecutive, disjoint, together exactly `range`.
    static func band(_ k: Int, of n: Int, in range: Range<Int>) -> Range<Int> {
        let length = range.count
        return (range.lowerBound + length * k / n)..<(range.lowerBound + length * (k + 1) / n)
    }

    /// Calls `body` once per band of `range` (lines of `pixelsPerItem` pixels), the bands on
    /// different threads when there are several, and returns when all have finished.
    ///
    /// The caller promises that `body` writes only memory belonging to the lines of its own band
    /// (or memory it allocates itself) and reads nothing another band writes; then the bands
    /// cannot race, and their result is the result of one call over the whole range.
    func forEachBand(of range: Range<Int>, pixelsPerItem: Int, _ body: (Range<Int>) -> Void) {
        let n = bands(for: range.count, pixelsPerItem: pixelsPerItem)
        guard n > 1 else {
            if !range.isEmpty { body(range) }
            return
        }
        withoutActuallyEscaping(body) { body in
            let work = BandWork(run: body)
            DispatchQueue.concurrentPerform(iterations: n) { k in
                work.run(RenderWorkers.band(k, of: n, in: range))
            }
        }
    }
}

/// A band's work handed to Dispatch's threads, which take only `Sendable` closures.
///
/// It is `@unchecked Sendable` because the closure it holds captures non-`Sendable` state (the
/// surfaces, shapes and buffers of one frame). Sharing it is safe for these reasons:
/// - it exists only inside `RenderWorkers.forEachBand`, and `DispatchQueue.concurrentPerform`
///   returns only after every iteration has finished, so nothing outlives the call and every
///   write a band makes happens before the caller continues (no access after the call races);
/// - while the bands run, the calling thread waits and touches nothing;
/// - every caller of `forEachBand` passes a closure that writes only its own band's lines of the
///   target (disjoint memory: rows of a surface, the cells of those rows of a shape, columns of
///   a buffer) and memory it allocates, and only reads state that no band writes (recorded
///   shapes' geometry, paints, masks, source surfaces). Reference counts are atomic.
private struct BandWork: @unchecked Sendable {
    let run: (Range<Int>) -> Void
}
