@testable import TransitRender

/// Small synthetic animations for the encoder tests.
enum AnimationFrames {
    /// A w×h frame: background colour, with a square of `color` at (x, y).
    static func square(
        _ w: Int, _ h: Int, at x: Int, _ y: Int, size: Int = 6,
        color: (UInt8, UInt8, UInt8, UInt8) = (200, 30, 40, 255),
        background: (UInt8, UInt8, UInt8, UInt8) = (250, 250, 245, 255)
    ) -> Bitmap {
        var b = Bitmap(width: w, height: h)
        for py in 0..<h {
            for px in 0..<w {
                let inside = px >= x && px < x + size && py >= y && py < y + size
                b[px, py] = inside ? color : background
            }
        }
        return b
    }

    /// A smooth two-axis gradient with `w·h` distinct colours when w, h ≤ 256.
    static func gradient(_ w: Int, _ h: Int, shift: Int = 0) -> Bitmap {
        var b = Bitmap(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                b[x, y] = (UInt8((x * 255 / max(w - 1, 1) + shift) & 255), UInt8(y * 255 / max(h - 1, 1)), 128, 255)
            }
        }
        return b
    }
}
