/// How far an actual frame may differ from its golden and still match.
///
/// Frames are compared pixel by pixel on their premultiplied RGBA8 bytes. A pixel *differs* when
/// any of its four channels is more than `channel` apart from the golden's; a frame matches when
/// at most `pixels` (a fraction of its pixel count, 0...1) of its pixels differ. The default,
/// `.exact`, allows nothing: Transit's renderer is bit-exact on every platform (integer pixel
/// maths, no libm in the pixel path), so a tolerance is only for goldens that came from elsewhere
/// (a screenshot) or for a change you accept knowingly. Frames of different sizes never match.
public struct PixelTolerance: Sendable, Hashable, CustomStringConvertible {
    /// The largest difference, per channel, a pixel may have and still count as the same.
    public var channel: UInt8
    /// The fraction (0...1) of pixels that may differ in a frame that still matches.
    public var pixels: Double

    /// No difference at all (the default).
    public static let exact = PixelTolerance(channel: 0, pixels: 0)

    /// Pixels may differ by `channel` per channel; a fraction `pixels` of them by any amount.
    /// Values outside 0...1 for `pixels` (and NaN) are clamped (NaN to 0).
    public init(channel: UInt8, pixels: Double = 0) {
        self.channel = channel
        self.pixels = pixels.isNaN ? 0 : min(max(pixels, 0), 1)
    }

    /// How the tolerance reads in a failure message.
    public var description: String {
        self == .exact ? "exact" : "channel ±\(channel), \(pixels * 100)% of pixels"
    }
}
