/// Builds length-limited canonical Huffman codes for the DEFLATE compressor.
enum HuffmanEncoder {
    /// Code lengths for `frequencies`, none longer than `limit`. At least two symbols get a code
    /// (as zlib does: every decoder accepts a complete code). Deterministic: ties are broken by
    /// symbol index. When the optimal code is too deep, frequencies are halved and it is rebuilt.
    static func lengths(_ frequencies: [Int], limit: Int) -> [UInt8] {
        var freqs = frequencies
        var used = freqs.indices.filter { freqs[$0] > 0 }
        if used.count < 2 {
            for s in freqs.indices where used.count < 2 && freqs[s] == 0 {
                freqs[s] = 1; used.append(s)
            }
            used.sort()
        }
        while true {
            let depths = treeDepths(freqs, used: used)
            var result = [UInt8](repeating: 0, count: freqs.count)
            var tooDeep = false
            for (i, s) in used.enumerated() {
                if depths[i] > limit { tooDeep = true; break }
                result[s] = UInt8(depths[i])
            }
            if !tooDeep { return result }
            for s in used { freqs[s] = max(1, (freqs[s] + 1) / 2) }
        }
    }

    /// Depth of each used symbol in an optimal Huffman tree (two-queue construction).
    private static func treeDepths(_ freqs: [Int], used: [Int]) -> [Int] {
        let leaves = used.indices.sorted { (freqs[used[$0]], used[$0]) < (freqs[used[$1]], used[$1]) }
        let n = leaves.count
        var weight = [Int](repeating: 0, count: 2 * n)
        var parent = [Int](repeating: -1, count: 2 * n)
        for (k, leaf) in leaves.enumerated() { weight[k] = freqs[used[leaf]] }
        var nextLeaf = 0, nextInternal = n, created = n
        func take() -> Int {
            if nextLeaf < n && (nextInternal >= created || weight[nextLeaf] <= weight[nextInternal]) {
                nextLeaf += 1; return nextLeaf - 1
            }
            nextInternal += 1; return nextInternal - 1
        }
        while created < 2 * n - 1 {
            let a = take(), b = take()
            weight[created] = weight[a] + weight[b]
            parent[a] = created; parent[b] = created
            created += 1
        }
        var depthOfNode = [Int](repeating: 0, count: 2 * n)
        if created >= 2 {
            for node in stride(from: created - 2, through: 0, by: -1) {
                depthOfNode[node] = depthOfNode[parent[node]] + 1
            }
        }
        var depths = [Int](repeating: 0, count: n)
        for (k, leaf) in leaves.enumerated() { depths[leaf] = depthOfNode[k] }
        return depths
    }

    /// Canonical codes for `lengths`, bit-reversed for an LSB-first stream (RFC 1951 §3.2.2).
    static func codes(_ lengths: [UInt8]) -> [UInt32] {
        var blCount = [Int](repeating: 0, count: 16)
        for l in lengths where l > 0 { blCount[Int(l)] += 1 }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for bits in 1...15 { next[bits] = code; code = (code + blCount[bits]) << 1 }
        var result = [UInt32](repeating: 0, count: lengths.count)
        for (s, l) in lengths.enumerated() where l > 0 {
            var c = next[Int(l)], rev: UInt32 = 0
            next[Int(l)] += 1
            for _ in 0..<Int(l) { rev = (rev << 1) | UInt32(c & 1); c >>= 1 }
            result[s] = rev
        }
        return result
    }
}
