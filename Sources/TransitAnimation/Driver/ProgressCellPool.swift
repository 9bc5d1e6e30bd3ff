import Foundation

/// Storage for the progress of every animation track of one engine, in contiguous blocks: the
/// engine writes each track's progress and the properties read it, so keeping the values side by
/// side keeps a frame's memory traffic sequential. Cells are handed out once and returned when
/// their track goes away; the blocks live as long as the pool.
final class ProgressCellPool {
    private static let blockSize = 1024
    // No dynamic exclusivity checks: the pool calls nothing while it changes its lists (a track's
    // deinit returns its cell here whenever an animation finishes).
    @exclusivity(unchecked) private var blocks: [UnsafeMutablePointer<Double>] = []
    @exclusivity(unchecked) private var free: [UnsafeMutablePointer<Double>] = []
    @exclusivity(unchecked) private var nextInBlock = blockSize

    /// A cell holding `value`, owned by the caller until `release(_:)`.
    func allocate(_ value: Double) -> UnsafeMutablePointer<Double> {
        let cell: UnsafeMutablePointer<Double>
        if let reused = free.popLast() {
            cell = reused
        } else {
            if nextInBlock == Self.blockSize {
                let block = UnsafeMutablePointer<Double>.allocate(capacity: Self.blockSize)
                block.initialize(repeating: 0, count: Self.blockSize)
                blocks.append(block)
                nextInBlock = 0
            }
            cell = blocks[blocks.count - 1] + nextInBlock
            nextInBlock += 1
        }
        cell.pointee = value
        return cell
    }

    /// Returns a cell; it may be handed out again.
    func release(_ cell: UnsafeMutablePointer<Double>) {
        free.append(cell)
    }

    deinit {
        for block in blocks { block.deallocate() }
    }
}
