/// Scanline filters (PNG specification §9.2) and their inverses.
enum PNGFilter {
    @inline(__always)
    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// Filters `height` rows of `rowBytes` bytes each from `raw` into a buffer with one filter-type
    /// byte before each row. `bpp` is the filter's pixel distance in bytes (at least 1).
    static func filter(_ raw: UnsafeBufferPointer<UInt8>, rowBytes: Int, height: Int, bpp: Int,
                       strategy: PNGFilterStrategy) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: height * (rowBytes + 1))
        var candidate = [UInt8](repeating: 0, count: rowBytes)
        let zero = [UInt8](repeating: 0, count: rowBytes)
        out.withUnsafeMutableBufferPointer { out in
        candidate.withUnsafeMutableBufferPointer { cand in
        zero.withUnsafeBufferPointer { zero in
            for y in 0..<height {
                let row = UnsafeBufferPointer(rebasing: raw[(y * rowBytes)..<((y + 1) * rowBytes)])
                let prior = y == 0 ? zero : UnsafeBufferPointer(rebasing: raw[((y - 1) * rowBytes)..<(y * rowBytes)])
                let dst = UnsafeMutableBufferPointer(rebasing: out[(y * (rowBytes + 1) + 1)..<((y + 1) * (rowBytes + 1))])
                if strategy.rawValue <= 4 {
                    apply(strategy.rawValue, row, prior, bpp, dst)
                    out[y * (rowBytes + 1)] = strategy.rawValue
                    continue
                }
                var best = Int.max, bestType: UInt8 = 0
                for type: UInt8 in 0...4 {
                    apply(type, row, prior, bpp, cand)
                    var sum = 0
                    for b in cand { sum += b < 128 ? Int(b) : 256 - Int(b) }
                    if sum < best {
                        best = sum; bestType = type
                        _ = dst.update(fromContentsOf: cand)
                    }
                }
                out[y * (rowBytes + 1)] = bestType
            }
        }}}
        return out
    }

    @inline(__always)
    private static func apply(_ type: UInt8, _ row: UnsafeBufferPointer<UInt8>, _ prior: UnsafeBufferPointer<UInt8>,
                              _ bpp: Int, _ dst: UnsafeMutableBufferPointer<UInt8>) {
        let n = row.count
        switch type {
        case 0:
            for i in 0..<n { dst[i] = row[i] }
        case 1:
            for i in 0..<n { dst[i] = row[i] &- (i >= bpp ? row[i - bpp] : 0) }
        case 2:
            for i in 0..<n { dst[i] = row[i] &- prior[i] }
        case 3:
            for i in 0..<n {
                let a = i >= bpp ? Int(row[i - bpp]) : 0
                dst[i] = row[i] &- UInt8((a + Int(prior[i])) >> 1)
            }
        default:
            for i in 0..<n {
                let a = i >= bpp ? Int(row[i - bpp]) : 0, c = i >= bpp ? Int(prior[i - bpp]) : 0
                dst[i] = row[i] &- UInt8(paeth(a, Int(prior[i]), c))
            }
        }
    }

    /// Reverses filter `type` on `row` in place, given the previous reconstructed row (`prior`,
    /// all zeros for the first row). Returns false for an unknown filter type.
    static func unfilter(_ type: UInt8, _ row: UnsafeMutableBufferPointer<UInt8>,
                         _ prior: UnsafeBufferPointer<UInt8>, bpp: Int) -> Bool {
        let n = row.count
        switch type {
        case 0: break
        case 1:
            if n > bpp { for i in bpp..<n { row[i] = row[i] &+ row[i - bpp] } }
        case 2:
            for i in 0..<n { row[i] = row[i] &+ prior[i] }
        case 3:
            for i in 0..<n {
                let a = i >= bpp ? Int(row[i - bpp]) : 0
                row[i] = row[i] &+ UInt8((a + Int(prior[i])) >> 1)
            }
        case 4:
            for i in 0..<n {
                let a = i >= bpp ? Int(row[i - bpp]) : 0, c = i >= bpp ? Int(prior[i - bpp]) : 0
                row[i] = row[i] &+ UInt8(paeth(a, Int(prior[i]), c))
            }
        default: return false
        }
        return true
    }
}
