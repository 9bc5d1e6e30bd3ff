// libFuzzer harness: zlib/DEFLATE decompression of arbitrary bytes; whatever inflates must
// survive a compress → decompress round trip. Built by Fuzz/run.sh.
@testable import TransitRender

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInflate(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    if let raw = try? Inflater.inflate(input, outputLimit: 1 << 16).output {
        let level = size % 10
        guard (try? Zlib.decompress(Zlib.compress(raw, level: level), outputLimit: raw.count)) == raw else {
            fatalError("deflate round trip failed at level \(level)")
        }
    }
    _ = try? Zlib.decompress(input, outputLimit: 1 << 20)
    return 0
}
