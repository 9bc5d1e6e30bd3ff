import Foundation

/// Large working buffers kept between frames, so a frame that needs the same memory as the one
/// before (a full-screen material's blur passes: two buffers of 8 bytes a pixel) reuses it
/// instead of asking the system for fresh pages, which it must then clear. Each `Renderer` owns
/// one (its copies share it); nothing is global.
///
/// At most `maximumKept` buffers are kept, each no larger than the largest one asked for, so the
/// memory held stays bounded by the renderer's own frames. The contents of a buffer handed out
/// are unspecified: callers write before they read.
final class ScratchBuffers: @unchecked Sendable {
    /// A buffer handed out by `take(bytes:)`: give it back with `give(_:)`.
    struct Buffer {
        let pointer: UnsafeMutableRawPointer
        let bytes: Int
    }

    /// How many buffers are kept between uses.
    static let maximumKept = 4

    /// The alignment of every buffer (enough for any SIMD vector the blur uses).
    static let alignment = 64

    // `@unchecked Sendable`: `free` is only read or written while `lock` is held, and a buffer
    // is owned by exactly one caller between `take` and `give` (it is in `free` only while no
    // caller holds it).
    private let lock = NSLock()
    private var free: [Buffer] = []

    deinit {
        for buffer in free { buffer.pointer.deallocate() }
    }

    /// A buffer of at least `bytes` bytes: the smallest kept one large enough, or a new one.
    func take(bytes: Int) -> Buffer {
        let wanted = max(1, bytes)
        lock.lock()
        let fitting = free.indices.filter { free[$0].bytes >= wanted }.min { free[$0].bytes < free[$1].bytes }
        let kept = fitting.map { free.remove(at: $0) }
        lock.unlock()
        if let kept { return kept }
        return Buffer(
            pointer: .allocate(byteCount: wanted, alignment: ScratchBuffers.alignment), bytes: wanted)
    }

    /// Returns a buffer for later use; when `maximumKept` are already kept, the smallest of them
    /// all is released.
    func give(_ buffer: Buffer) {
        lock.lock()
        free.append(buffer)
        let smallest = free.count > ScratchBuffers.maximumKept ? free.indices.min { free[$0].bytes < free[$1].bytes } : nil
        let released = smallest.map { free.remove(at: $0) }
        lock.unlock()
        released?.pointer.deallocate()
    }

    /// `take(bytes:)`, or a fresh allocation the caller releases itself when `pool` is nil.
    static func take(_ bytes: Int, from pool: ScratchBuffers?) -> Buffer {
        pool?.take(bytes: bytes)
            ?? Buffer(pointer: .allocate(byteCount: max(1, bytes), alignment: alignment), bytes: max(1, bytes))
    }

    /// `give(_:)`, or releases the buffer when `pool` is nil.
    static func give(_ buffer: Buffer, to pool: ScratchBuffers?) {
        if let pool { pool.give(buffer) } else { buffer.pointer.deallocate() }
    }
}
