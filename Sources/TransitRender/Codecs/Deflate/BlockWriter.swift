/// The entropy stage of the compressor: writes token blocks as stored, fixed- or dynamic-Huffman
/// DEFLATE blocks, whichever is smallest.
struct BlockWriter {
    private var out: BitWriter

    /// Literal/length symbol (257...285) for each match length 3...258, and its extra bits.
    static let lengthSymbol: [UInt16] = (0...258).map { l in
        guard l >= 3 else { return 0 }
        var s = 0
        while s + 1 < 29 && Inflater.lengthBase[s + 1] <= l { s += 1 }
        return UInt16(257 + s)
    }

    static let fixedLiteralLengths: [UInt8] = (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }
    static let fixedLiteralCodes = HuffmanEncoder.codes(fixedLiteralLengths)
    static let fixedDistanceLengths = [UInt8](repeating: 5, count: 30)
    static let fixedDistanceCodes = HuffmanEncoder.codes(fixedDistanceLengths)

    init(capacity: Int) { out = BitWriter(capacity: capacity) }

    @inline(__always)
    static func distanceSymbol(_ d: Int) -> Int {
        let x = d - 1
        if x < 4 { return x }
        let b = Int.bitWidth - 1 - x.leadingZeroBitCount
        return 2 * b + ((x >> (b - 1)) & 1)
    }

    mutating func finish() -> [UInt8] { out.finish() }

    mutating func writeStored(_ input: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, final: Bool) {
        var s = start
        repeat {
            let len = min(65535, end - s)
            let last = final && s + len == end
            out.write(last ? 1 : 0, 1); out.write(0, 2)
            out.alignToByte()
            out.write(UInt32(len), 16); out.write(UInt32(~len & 0xFFFF), 16)
            out.appendAligned(UnsafeBufferPointer(rebasing: input[s..<(s + len)]))
            s += len
        } while s < end
    }

    /// Writes `tokens` (covering `input[start..<end]`) as the cheapest kind of block.
    mutating func writeBlock(
        _ tokens: [UInt32], input: UnsafeBufferPointer<UInt8>,
        from start: Int, to end: Int, final: Bool
    ) {
        var litFreq = [Int](repeating: 0, count: 286), distFreq = [Int](repeating: 0, count: 30)
        var extraBits = 0
        for t in tokens {
            if t & (1 << 31) == 0 {
                litFreq[Int(t)] += 1
            } else {
                let length = Int((t >> 16) & 0x1FF), d = Int(t & 0xFFFF)
                let ls = Int(Self.lengthSymbol[length]), ds = Self.distanceSymbol(d)
                litFreq[ls] += 1; distFreq[ds] += 1
                extraBits += Inflater.lengthExtra[ls - 257] + Inflater.distanceExtra[ds]
            }
        }
        litFreq[256] += 1
        let litLengths = HuffmanEncoder.lengths(litFreq, limit: 15)
        let distLengths = HuffmanEncoder.lengths(distFreq, limit: 15)
        let header = DynamicHeader(litLengths: litLengths, distLengths: distLengths)
        func cost(_ lit: [UInt8], _ dist: [UInt8]) -> Int {
            var c = extraBits
            for s in 0..<286 where litFreq[s] > 0 { c += litFreq[s] * Int(lit[s]) }
            for s in 0..<30 where distFreq[s] > 0 { c += distFreq[s] * Int(dist[s]) }
            return c
        }
        let dynamicCost = 3 + header.bitCount + cost(litLengths, distLengths)
        let fixedCost = 3 + cost(Self.fixedLiteralLengths, Self.fixedDistanceLengths)
        let storedCost = (end - start) * 8 + ((end - start) / 65535 + 1) * 40
        if storedCost <= min(dynamicCost, fixedCost) {
            writeStored(input, from: start, to: end, final: final)
        } else if fixedCost <= dynamicCost {
            out.write(final ? 1 : 0, 1); out.write(1, 2)
            writeTokens(
                tokens, Self.fixedLiteralCodes, Self.fixedLiteralLengths,
                Self.fixedDistanceCodes, Self.fixedDistanceLengths)
        } else {
            out.write(final ? 1 : 0, 1); out.write(2, 2)
            header.write(to: &out)
            writeTokens(
                tokens, HuffmanEncoder.codes(litLengths), litLengths,
                HuffmanEncoder.codes(distLengths), distLengths)
        }
    }

    private mutating func writeTokens(
        _ tokens: [UInt32], _ litCodes: [UInt32], _ litLengths: [UInt8],
        _ distCodes: [UInt32], _ distLengths: [UInt8]
    ) {
        litCodes.withUnsafeBufferPointer { lc in
            litLengths.withUnsafeBufferPointer { ll in
                distCodes.withUnsafeBufferPointer { dc in
                    distLengths.withUnsafeBufferPointer { dl in
                        for t in tokens {
                            if t & (1 << 31) == 0 {
                                out.write(lc[Int(t)], Int(ll[Int(t)]))
                            } else {
                                let length = Int((t >> 16) & 0x1FF), d = Int(t & 0xFFFF)
                                let ls = Int(Self.lengthSymbol[length])
                                out.write(lc[ls], Int(ll[ls]))
                                let le = Inflater.lengthExtra[ls - 257]
                                if le > 0 { out.write(UInt32(length - Inflater.lengthBase[ls - 257]), le) }
                                let ds = Self.distanceSymbol(d)
                                out.write(dc[ds], Int(dl[ds]))
                                let de = Inflater.distanceExtra[ds]
                                if de > 0 { out.write(UInt32(d - Inflater.distanceBase[ds]), de) }
                            }
                        }
                        out.write(lc[256], Int(ll[256]))
                    }
                }
            }
        }
    }
}
