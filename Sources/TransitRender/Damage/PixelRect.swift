import Foundation

/// A rectangle of whole pixels in a frame, `x..<x+width` × `y..<y+height`, y down: the shape of a
/// damaged region. Core Animation's counterpart is the dirty region its render server tracks per
/// frame (`CGRect`s in device pixels); SDL's `SDL_Rect` has the same four fields.
public struct PixelRect: Equatable, Hashable, Sendable {
    /// The left column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// A rectangle of `width` × `height` pixels whose top-left pixel is (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// Whether the rectangle holds no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    init(_ r: IntRect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }

    var intRect: IntRect { IntRect(minX: x, minY: y, maxX: x + width, maxY: y + height) }
}
