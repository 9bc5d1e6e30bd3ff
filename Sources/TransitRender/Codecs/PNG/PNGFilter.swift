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
    static func filter(
        _ raw: UnsafeBufferPointer<UInt8>, rowBytes: Int, height: Int, bpp: Int,
        strategy: PNGFilterStrategy
    ) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: height * (rowBytes + 1))
        let zero = [UInt8](repeating: 0, count: rowBytes)
        guard let base = raw.baseAddress, rowBytes > 0 else { return out }
        out.withUnsafeMutableBufferPointer { out in
            zero.withUnsafeBufferPointer { zero in
                for y in 0..<height {
                    let row = base + y * rowBytes
                    let prior = y == 0 ? zero.baseAddress! : base + (y - 1) * rowBytes
                    var type = strategy.rawValue
                    if type > 4 {
                        var best = Int.max
                        for t: UInt8 in 0...4 {
                            let sum = cost(t, row, prior, bpp, rowBytes, stopAt: best)
                            if sum < best { best = sum; type = t }
                        }
                    }
                    let dst = out.baseAddress! + y * (rowBytes + 1)
                    dst[0] = type
                    apply(type, row, prior, bpp, rowBytes, dst + 1)
                }
            }
        }
        return out
    }

    /// Sum of |filtered byte| (as signed) for filter `type`, giving up once it reaches `stopAt`.
    @inline(__always)
    private static func cost(
        _ type: UInt8, _ row: UnsafePointer<UInt8>, _ prior: UnsafePointer<UInt8>,
        _ bpp: Int, _ n: Int, stopAt: Int
    ) -> Int {
        var sum = 0
        @inline(__always) func add(_ v: UInt8) { sum += v < 128 ? Int(v) : 256 - Int(v) }
        let head = min(bpp, n)
        switch type {
        case 0:
            for i in 0..<n { add(row[i]) }
        case 1:
            for i in 0..<head { add(row[i]) }
            var i = head
            while i < n { add(row[i] &- row[i - bpp]); i += 1 }
        case 2:
            for i in 0..<n { add(row[i] &- prior[i]) }
        case 3:
            for i in 0..<head { add(row[i] &- (prior[i] >> 1)) }
            var i = head
            while i < n { add(row[i] &- UInt8((Int(row[i - bpp]) + Int(prior[i])) >> 1)); i += 1 }
        default:
            for i in 0..<head { add(row[i] &- prior[i]) }
            var i = head
            while i < n {
                add(row[i] &- UInt8(paeth(Int(row[i - bpp]), Int(prior[i]), Int(prior[i - bpp]))))
                i += 1
                if i & 255 == 0 && sum >= stopAt { return sum }
            }
        }
        return sum
    }

    @inline(__always)
    private static func apply(
        _ type: UInt8, _ row: UnsafePointer<UInt8>, _ prior: UnsafePointer<UInt8>,
        _ bpp: Int, _ n: Int, _ dst: UnsafeMutablePointer<UInt8>
    ) {
        let head = min(bpp, n)
        switch type {
        case 0:
            dst.update(from: row, count: n)
        case 1:
            for i in 0..<head { dst[i] = row[i] }
            var i = head
            while i < n { dst[i] = row[i] &- row[i - bpp]; i += 1 }
        case 2:
            for i in 0..<n { dst[i] = row[i] &- prior[i] }
        case 3:
            for i in 0..<head { dst[i] = row[i] &- (prior[i] >> 1) }
            var i = head
            while i < n { dst[i] = row[i] &- UInt8((Int(row[i - bpp]) + Int(prior[i])) >> 1); i += 1 }
        default:
            for i in 0..<head { dst[i] = row[i] &- prior[i] }
            var i = head
            while i < n { dst[i] = row[i] &- UInt8(paeth(Int(row[i - bpp]), Int(prior[i]), Int(prior[i - bpp]))); i += 1 }
        }
    }

    /// Reverses filter `type` on `row` in place, given the previous reconstructed row (`prior`,
    /// all zeros for the first row). Returns false for an unknown filter type.
    static func unfilter(
        _ type: UInt8, _ row: UnsafeMutableBufferPointer<UInt8>,
        _ prior: UnsafeBufferPointer<UInt8>, bpp: Int
    ) -> Bool {
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
