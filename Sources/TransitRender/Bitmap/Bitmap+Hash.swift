import Foundation

extension Bitmap {
    /// A stable 64-bit fingerprint of the frame: FNV-1a over the width and height (little-endian,
    /// 8 bytes each) and then every pixel byte. Equal bitmaps hash equal on every platform and in
    /// every run, so golden frames can be stored as this value.
    public var fnv1a64: UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let prime: UInt64 = 0x0000_0100_0000_01b3
        for value in [UInt64(width), UInt64(height)] {
            for shift in stride(from: 0, to: 64, by: 8) {
                hash = (hash ^ ((value >> UInt64(shift)) & 0xff)) &* prime
            }
        }
        pixels.withUnsafeBufferPointer { bytes in
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
        }
        return hash
    }
}
