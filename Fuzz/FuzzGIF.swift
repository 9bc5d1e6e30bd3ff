// libFuzzer harness: GIF decoding (container and LZW) of arbitrary bytes. Built by Fuzz/run.sh.
@testable import TransitRender

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGIF(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? GIFDecoder.decode([UInt8](UnsafeBufferPointer(start: data, count: size)), maximumPixelCount: 1 << 20)
    return 0
}
