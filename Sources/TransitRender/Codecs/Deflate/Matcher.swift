/// The LZ77 stage of the compressor: finds back-references with hash chains.
struct Matcher {
    private let input: UnsafeBufferPointer<UInt8>
    private let good: Int, lazyLimit: Int, nice: Int, chain: Int

    init(input: UnsafeBufferPointer<UInt8>, configuration c: (good: Int, lazy: Int, nice: Int, chain: Int)) {
        self.input = input
        good = c.good; lazyLimit = c.lazy; nice = c.nice; chain = c.chain
    }

    @inline(__always)
    private static func hash(_ p: UnsafePointer<UInt8>, _ i: Int) -> Int {
        let v = UInt32(p[i]) << 16 | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2])
        return Int((v &* 2_654_435_761) >> UInt32(32 - Deflater.hashBits))
    }

    /// Runs the whole input, calling `emit(token, inputPositionAfterToken)` for each token.
    func run(lazy: Bool, emit: (UInt32, Int) -> Void) {
        guard let p = input.baseAddress else { return }
        var head = [Int32](repeating: -1, count: 1 << Deflater.hashBits)
        var prev = [Int32](repeating: -1, count: Deflater.windowSize)
        head.withUnsafeMutableBufferPointer { head in
            prev.withUnsafeMutableBufferPointer { prev in
                let chains = Chains(
                    p: p, n: input.count, head: head, prev: prev,
                    good: good, lazyLimit: lazyLimit, nice: nice, chain: chain)
                if lazy { chains.parseLazily(emit: emit) } else { chains.parseGreedily(emit: emit) }
            }
        }
    }
}

extension Matcher {
    /// The hash chains over one input (`head`: the last position of each hash; `prev`: the
    /// position before each one with the same hash, within the window) and the parses using them.
    private struct Chains {
        let p: UnsafePointer<UInt8>
        let n: Int
        let head: UnsafeMutableBufferPointer<Int32>
        let prev: UnsafeMutableBufferPointer<Int32>
        let good: Int, lazyLimit: Int, nice: Int, chain: Int

        /// Adds position `i` to its hash chain.
        @inline(__always)
        func insert(_ i: Int) {
            let h = Matcher.hash(p, i)
            prev[i & (Deflater.windowSize - 1)] = head[h]
            head[h] = Int32(i)
        }

        /// The longest match at `i` longer than `prevLength`, as (length, distance), or (0, 0).
        func longest(_ i: Int, _ prevLength: Int) -> (Int, Int) {
            var bestLength = prevLength, bestDistance = 0
            var chainLeft = prevLength >= good ? chain >> 2 : chain
            let maxLength = min(Deflater.maxMatch, n - i)
            let limit = i - Deflater.windowSize
            var candidate = Int(head[Matcher.hash(p, i)])
            while candidate >= 0 && candidate > limit && chainLeft > 0 {
                if bestLength < maxLength && p[candidate + bestLength] == p[i + bestLength] {
                    let length = matchLength(p + candidate, p + i, maxLength)
                    if length > bestLength {
                        bestLength = length; bestDistance = i - candidate
                        if length >= nice || length == maxLength { break }
                    }
                }
                let next = Int(prev[candidate & (Deflater.windowSize - 1)])
                if next >= candidate { break }
                candidate = next
                chainLeft -= 1
            }
            if bestDistance == 0 { return (0, 0) }
            // A 3-byte match far away costs more than three literals (zlib's TOO_FAR).
            if bestLength == Deflater.minMatch && bestDistance > 4096 { return (0, 0) }
            return (bestLength, bestDistance)
        }

        /// Greedy parse: every match found is taken.
        func parseGreedily(emit: (UInt32, Int) -> Void) {
            let lastHashable = n - Deflater.minMatch
            var i = 0
            while i < n {
                if i <= lastHashable {
                    let (length, distance) = longest(i, Deflater.minMatch - 1)
                    if length >= Deflater.minMatch {
                        emit(DeflateToken.match(length: length, distance: distance), i + length)
                        if length <= lazyLimit {
                            for k in i..<min(i + length, lastHashable + 1) { insert(k) }
                        } else {
                            insert(i)
                        }
                        i += length
                        continue
                    }
                    insert(i)
                }
                emit(UInt32(p[i]), i + 1)
                i += 1
            }
        }

        /// Lazy parse: a match found at i is kept only if the match at i + 1 is not longer.
        func parseLazily(emit: (UInt32, Int) -> Void) {
            let lastHashable = n - Deflater.minMatch
            var i = 0
            var pendingLength = 0, pendingDistance = 0, havePending = false
            while i < n {
                var length = 0, distance = 0
                if i <= lastHashable {
                    if pendingLength < lazyLimit {
                        (length, distance) = longest(i, max(pendingLength, Deflater.minMatch - 1))
                    }
                    insert(i)
                }
                if havePending && pendingLength >= Deflater.minMatch && length <= pendingLength {
                    let start = i - 1
                    emit(
                        DeflateToken.match(length: pendingLength, distance: pendingDistance),
                        start + pendingLength)
                    for k in stride(from: i + 1, to: min(start + pendingLength, lastHashable + 1), by: 1) { insert(k) }
                    i = start + pendingLength
                    havePending = false; pendingLength = 0
                    continue
                }
                if havePending { emit(UInt32(p[i - 1]), i) }
                havePending = true
                pendingLength = length; pendingDistance = distance
                i += 1
            }
            if havePending { emit(UInt32(p[n - 1]), n) }
        }
    }
}

/// Length of the common prefix of `a` and `b`, at most `limit`, comparing 8 bytes at a time.
@inline(__always)
private func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ limit: Int) -> Int {
    var k = 0
    let ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b)
    while k + 8 <= limit {
        let x =
            ra.loadUnaligned(fromByteOffset: k, as: UInt64.self)
            ^ rb.loadUnaligned(fromByteOffset: k, as: UInt64.self)
        if x != 0 { return k + x.trailingZeroBitCount / 8 }
        k += 8
    }
    while k < limit && a[k] == b[k] { k += 1 }
    return k
}
