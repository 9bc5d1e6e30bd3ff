import Foundation
import Testing
@testable import TransitRender
import TransitTestingReporting

/// Large buffers are handed out with headroom, so a request that grows a little from frame to
/// frame reuses the previous frame's buffer instead of taking new pages every frame.
@Suite("Buffer headroom")
struct BufferHeadroomTests {
    @Test("A large new buffer has a quarter more room, in whole pages; a small one has none")
    func headroomRule() {
        // 100 000 + 25 000 = 125 000 bytes, rounded up to 31 pages of 4096 = 126 976.
        expectEqual(BufferPool.headroom(100_000), 126_976)
        // 65 536 + 16 384 = 81 920 = 20 pages exactly.
        expectEqual(BufferPool.headroom(65_536), 81_920)
        expectEqual(BufferPool.headroom(65_535), 65_535)
        expectEqual(BufferPool.headroom(1), 1)
        let pool = BufferPool(byteBudget: 1 << 20)
        let small = pool.take(1000)
        expectEqual(small.bytes, 1000)
        pool.give(small.pointer, bytes: small.bytes)
    }

    @Test("A request grown by a fifth reuses the buffer of the smaller one")
    func growingRequestReuses() {
        let pool = BufferPool(byteBudget: 1 << 20)
        let first = pool.take(100_000)
        expectEqual(first.bytes, 126_976)
        pool.give(first.pointer, bytes: first.bytes)
        let grown = pool.take(120_000)
        expectEqual(grown.pointer, first.pointer)
        expectEqual(grown.bytes, first.bytes)
        pool.give(grown.pointer, bytes: grown.bytes)
        // Past the headroom: a new buffer, the kept one stays kept.
        let larger = pool.take(130_000)
        expectNotEqual(larger.pointer, first.pointer)
        expectEqual(larger.bytes, BufferPool.headroom(130_000))
        expectEqual(pool.bytesHeld, 126_976)
        pool.give(larger.pointer, bytes: larger.bytes)
    }

    @Test("A kept buffer over twice a request's new size is left for a larger request")
    func smallRequestLeavesLargeBuffer() {
        let pool = BufferPool(byteBudget: 1 << 20)
        // 500 000 + 125 000 = 625 000 bytes, rounded up to 153 pages of 4096 = 626 688.
        let large = pool.take(500_000)
        expectEqual(large.bytes, 626_688)
        pool.give(large.pointer, bytes: large.bytes)
        // 240 000 would get 300 000 → 74 pages = 303 104 new; 626 688 is more than twice that.
        let small = pool.take(240_000)
        expectNotEqual(small.pointer, large.pointer)
        expectEqual(small.bytes, 303_104)
        expectEqual(pool.bytesHeld, 626_688)
        // 250 000 would get 312 500 → 77 pages = 315 392 new; 626 688 is at most twice that.
        let served = pool.take(250_000)
        expectEqual(served.pointer, large.pointer)
        expectEqual(served.bytes, 626_688)
        expectEqual(pool.bytesHeld, 0)
        pool.give(served.pointer, bytes: served.bytes)
        pool.give(small.pointer, bytes: small.bytes)
        // Below the headroom threshold a request gets exactly its size: at most twice it is served.
        expect(BufferPool.serves(2000, 1000))
        expect(!BufferPool.serves(2002, 1000))
        expect(!BufferPool.serves(999, 1000))
    }

    @Test("A large shape's cells come from the pool, a small one's do not")
    func cellStorage() {
        let small = RasterShape.cellStorage(count: 10)
        expectEqual(small.pooledBytes, 0)
        small.pointer.deallocate()
        let count = RasterShape.pooledCellBytes / MemoryLayout<Cell>.stride
        let large = RasterShape.cellStorage(count: count)
        expectGreaterThanOrEqual(large.pooledBytes, count * MemoryLayout<Cell>.stride)
        BufferPool.shared.give(large.pointer, bytes: large.pooledBytes)
    }
}
