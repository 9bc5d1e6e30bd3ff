// libFuzzer harness: PNG and APNG decoding of arbitrary bytes, and a lossless round trip of
// whatever decodes. Built by Fuzz/run.sh; a crash, a sanitizer report or a failed round trip is a bug.
import Foundation
@testable import TransitRender

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = [UInt8](UnsafeBufferPointer(start: data, count: size))
    let decoder = PNGDecoder(maximumPixelCount: 1 << 20)
    if let bitmap = try? decoder.decode(bytes: bytes), bitmap.width * bitmap.height <= 1 << 16 {
        guard let png = bitmap.pngData(), let again = try? decoder.decode(png), again == bitmap else {
            fatalError("PNG round trip changed the pixels")
        }
    }
    _ = try? APNGDecoder.decode(bytes, maximumPixelCount: 1 << 20)
    return 0
}
