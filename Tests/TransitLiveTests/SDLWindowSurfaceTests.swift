import Foundation
import Testing
@testable import TransitLive
import TransitRender
import TransitTestingReporting

/// `SDLWindowSurface` over an `SDL_Surface` laid out by hand at the offsets of SDL 2's headers
/// (no SDL needed): which formats it takes, the bytes it writes in each layout, what it leaves
/// alone, and what it reads back.
struct SDLWindowSurfaceTests {
    /// A fake `SDL_Surface` (flags, format pointer, w, h, pitch, pixels) over `pixels`, and its
    /// `SDL_PixelFormat` (format first).
    final class FakeSurface {
        let header = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
        let format = UnsafeMutablePointer<UInt32>.allocate(capacity: 4)
        let pixels: UnsafeMutablePointer<UInt8>

        init(format value: UInt32, width: Int, height: Int, pitch: Int, flags: UInt32 = 0) {
            pixels = .allocate(capacity: pitch * height)
            pixels.initialize(repeating: 0xEE, count: pitch * height)
            format.initialize(repeating: 0, count: 4)
            format.pointee = value
            header.initializeMemory(as: UInt8.self, repeating: 0, count: 64)
            header.storeBytes(of: flags, as: UInt32.self)
            header.storeBytes(of: UnsafeRawPointer(format), toByteOffset: 8, as: UnsafeRawPointer.self)
            header.storeBytes(of: Int32(width), toByteOffset: 16, as: Int32.self)
            header.storeBytes(of: Int32(height), toByteOffset: 20, as: Int32.self)
            header.storeBytes(of: Int32(pitch), toByteOffset: 24, as: Int32.self)
            header.storeBytes(of: UnsafeMutableRawPointer(pixels), toByteOffset: 32, as: UnsafeMutableRawPointer.self)
        }

        deinit { header.deallocate(); format.deallocate(); pixels.deallocate() }

        func bytes(count: Int) -> [UInt8] { Array(UnsafeBufferPointer(start: pixels, count: count)) }
    }

    /// A 3 × 2 frame whose pixel (x, y) is R = 10x + y + 1, G = 100 + x, B = 200 + y, A = 128 + x.
    static let frame: Bitmap = {
        var bytes: [UInt8] = []
        for y in 0..<2 { for x in 0..<3 { bytes += [UInt8(10 * x + y + 1), UInt8(100 + x), UInt8(200 + y), UInt8(128 + x)] } }
        return Bitmap(width: 3, height: 2, pixels: bytes)!
    }()

    @Test func itReadsTheSurfaceAtSDLsOffsets() throws {
        let fake = FakeSurface(format: 0x1616_1804, width: 3, height: 2, pitch: 16)
        let surface = try unwrap(withExtendedLifetime(fake) { SDLWindowSurface(fake.header) })
        expectEqual(surface.width, 3)
        expectEqual(surface.height, 2)
        expectEqual(surface.pitch, 16)
        expectEqual(surface.pixels, UnsafeMutableRawPointer(fake.pixels))
        expectEqual(surface.layout, .bgra)
        expect(!surface.hasAlpha)
        let layouts: [UInt32: (SDLWindowSurface.Layout, Bool)] = [
            0x1676_2004: (.rgba, true), 0x1656_1804: (.rgba, false), 0x1636_2004: (.bgra, true)
        ]
        for (format, (layout, alpha)) in layouts {
            let fake = FakeSurface(format: format, width: 3, height: 2, pitch: 12)
            let other = try withExtendedLifetime(fake) { try unwrap(SDLWindowSurface(fake.header)) }
            expectEqual(other.layout, layout)
            expectEqual(other.hasAlpha, alpha)
        }
    }

    @Test func itRefusesSurfacesItCannotWrite() {
        // SDL_PIXELFORMAT_RGB565 (16-bit), a run-length encoded surface, a pitch under a row.
        let fakes = [
            FakeSurface(format: 0x1515_1002, width: 3, height: 2, pitch: 8),
            FakeSurface(format: 0x1616_1804, width: 3, height: 2, pitch: 12, flags: 2),
            FakeSurface(format: 0x1616_1804, width: 3, height: 2, pitch: 8)
        ]
        withExtendedLifetime(fakes) {
            for fake in fakes { expectNil(SDLWindowSurface(fake.header)) }
        }
    }

    @Test func aBGRASurfaceGetsRedAndBlueSwappedInsideTheRectangleOnly() throws {
        let fake = FakeSurface(format: 0x1616_1804, width: 3, height: 2, pitch: 16)
        let surface = try unwrap(SDLWindowSurface(fake.header))
        let rect = try unwrap(surface.clipped(PixelRect(x: 1, y: 0, width: 5, height: 1), to: Self.frame))
        expectEqual(rect, PixelRect(x: 1, y: 0, width: 2, height: 1))
        surface.write(Self.frame, rect)
        // Row 0: pixel 0 untouched, pixels 1 and 2 as B, G, R, A; the row's padding untouched.
        let row0: [UInt8] = [0xEE, 0xEE, 0xEE, 0xEE, 200, 101, 11, 129, 200, 102, 21, 130, 0xEE, 0xEE, 0xEE, 0xEE]
        expectEqual(fake.bytes(count: 32), row0 + [UInt8](repeating: 0xEE, count: 16))
    }

    @Test func aWholeFrameReadsBackAsItWasWritten() throws {
        for format: UInt32 in [0x1676_2004, 0x1636_2004, 0x1616_1804] {
            let fake = FakeSurface(format: format, width: 3, height: 2, pitch: 16)
            let surface = try unwrap(SDLWindowSurface(fake.header))
            let back = try withExtendedLifetime(fake) {
                surface.write(Self.frame, PixelRect(x: 0, y: 0, width: 3, height: 2))
                return try unwrap(surface.read(width: 3, height: 2))
            }
            var expected = Self.frame
            // A surface with no alpha reads back opaque.
            if !surface.hasAlpha { for k in 0..<6 { expected.pixels[4 * k + 3] = 255 } }
            expectEqual(back, expected, "format \(String(format: "%08x", format))")
            expectNil(surface.read(width: 4, height: 2), "the surface is narrower")
        }
    }
}
