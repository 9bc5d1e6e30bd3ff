import Foundation

/// The memory of released offscreen surfaces and masks, kept for the next ones.
///
/// An offscreen group of a phone-sized frame is megabytes; allocated afresh every frame, its
/// pages come from the system zeroed each time (the allocator hands large blocks back when they
/// are freed), which costs as much as drawing into them. Keeping a few buffers between frames, as
/// Core Animation keeps its offscreen textures, turns that into a reuse. The pool holds at most
/// `byteBudget` bytes; a buffer that does not fit is freed. Buffers are handed out uninitialized
/// (a `Surface` or `Mask` clears what it uses, a material's blur writes its working buffers
/// before reading them), so reuse never changes a pixel: the pool is a cache of memory, not
/// state any output depends on.
///
/// `@unchecked Sendable`: the free list and its byte count are only read or written while `lock`
/// is held, and a buffer belongs to exactly one caller between `take(_:)` and `give(_:bytes:)`
/// (it is in the free list only while no caller holds it), so render threads may share the pool.
final class BufferPool: @unchecked Sendable {
    /// The pool every surface and mask draws from.
    static let shared = BufferPool(byteBudget: 64 << 20)

    /// The most bytes the pool keeps.
    let byteBudget: Int
    private let lock = NSLock()
    private var free: [(pointer: UnsafeMutableRawPointer, bytes: Int)] = []
    private var heldBytes = 0

    /// Buffers are aligned for any pixel or SIMD vector type the renderer uses.
    static let alignment = 64

    init(byteBudget: Int) { self.byteBudget = max(0, byteBudget) }

    /// Requests of at least this many bytes get a new buffer with `headroom` (large buffers,
    /// whose pages the system hands out afresh and zeroes on first touch).
    static let headroomThreshold = 64 << 10

    /// The size of a new buffer for a request of `bytes`: a quarter more, in whole 4 KiB pages,
    /// from `headroomThreshold` on; exactly `bytes` below it.
    ///
    /// A request that grows a little from frame to frame (the mask of a sheet sliding in, the
    /// shadow of a card being zoomed) then finds the previous frame's buffer large enough for
    /// several frames, instead of taking new pages every frame; pages never written cost
    /// nothing.
    static func headroom(_ bytes: Int) -> Int {
        guard bytes >= headroomThreshold, bytes <= Int.max / 2 else { return bytes }
        let page = 4096
        return (bytes + bytes / 4 + page - 1) / page * page
    }

    /// Whether a kept buffer of `kept` bytes serves a request of `bytes`: large enough, and at
    /// most twice the size a new buffer for it would have (`headroom(_:)`).
    ///
    /// A much larger buffer is left for the request it was made for: handed to a small one (a
    /// shape's cells taking a frame-sized group's buffer), it would leave the next frame's large
    /// request to take new pages from the system, zeroed on first touch, every frame.
    static func serves(_ kept: Int, _ bytes: Int) -> Bool {
        kept >= bytes && kept / 2 <= headroom(bytes)
    }

    /// A buffer of at least `bytes` bytes (uninitialized) and its size: the smallest kept one
    /// that serves the request (`serves(_:_:)`), or a new one (of `headroom(bytes)` bytes).
    func take(_ bytes: Int) -> (pointer: UnsafeMutableRawPointer, bytes: Int) {
        lock.lock()
        var best: Int?
        for (i, buffer) in free.enumerated() where BufferPool.serves(buffer.bytes, bytes) {
            if best.map({ buffer.bytes < free[$0].bytes }) ?? true { best = i }
        }
        if let best {
            let buffer = free.remove(at: best)
            heldBytes -= buffer.bytes
            lock.unlock()
            return buffer
        }
        lock.unlock()
        let size = BufferPool.headroom(bytes)
        return (.allocate(byteCount: size, alignment: BufferPool.alignment), size)
    }

    /// Takes back a buffer from `take(_:)`: kept while the budget allows (the smallest kept
    /// buffers are freed first to make room), freed otherwise.
    func give(_ pointer: UnsafeMutableRawPointer, bytes: Int) {
        guard bytes <= byteBudget else { return pointer.deallocate() }
        lock.lock()
        var evicted: [UnsafeMutableRawPointer] = []
        while heldBytes + bytes > byteBudget, let smallest = free.indices.min(by: { free[$0].bytes < free[$1].bytes }) {
            let buffer = free.remove(at: smallest)
            heldBytes -= buffer.bytes
            evicted.append(buffer.pointer)
        }
        free.append((pointer, bytes))
        heldBytes += bytes
        lock.unlock()
        for buffer in evicted { buffer.deallocate() }
    }

    /// The bytes held now.
    var bytesHeld: Int {
        lock.lock(); defer { lock.unlock() }
        return heldBytes
    }
}
