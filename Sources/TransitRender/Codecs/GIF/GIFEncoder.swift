import Foundation

/// Writes an animated GIF89a frame by frame (an `AnimationEncoder`).
///
/// No UIKit counterpart (UIKit reads GIFs through ImageIO; it has no encoder). What it writes:
/// - Colours: each frame's changed pixels get an exact palette when they have at most 255 colours
///   (one entry is kept for the transparent "unchanged" index); otherwise a deterministic median-cut
///   palette of 255 colours, with optional ordered (8×8 Bayer) dithering. The first frame's palette
///   becomes the global colour table; later frames whose colours it holds reuse it.
/// - Differencing: each frame after the first covers only the rectangle of pixels that changed;
///   unchanged pixels inside it become transparent (or repeat their neighbour when that makes a
///   longer LZW run). Identical frames are merged into the previous frame's delay.
/// - Alpha: GIF has one bit of transparency. Pixels with alpha ≥ 128 are written opaque with their
///   un-premultiplied colour; the others are transparent. Pixels that become transparent are
///   cleared with disposal "restore to background" on the previous frame.
/// - Timing: delays are whole centiseconds; `addFrame(_:delay:)` carries rounding error forward so
///   the total is exact. Browsers show delays below 2 cs as 10 cs, so stay at or below 50 fps.
/// - `loopCount` is the NETSCAPE2.0 loop count: 0 repeats forever (as `animationRepeatCount` 0).
public struct GIFEncoder: AnimationEncoder {
    /// Canvas width in pixels (1...65535).
    public let width: Int
    /// Canvas height in pixels (1...65535).
    public let height: Int
    /// Times the animation repeats after the first play; 0 = forever.
    public let loopCount: Int
    /// Whether quantized frames are ordered-dithered (exact-palette frames never are).
    public let usesOrderedDithering: Bool

    var output: [UInt8] = []
    var finished = false
    var frameCount = 0
    /// Each pixel of the last frame added: `r | g << 8 | b << 16 | 0xFF << 24` if opaque, else 0.
    var source: [UInt32]
    /// One bit per pixel: whether the last frame added changed it (see `needs`).
    var changed: [UInt64]
    /// What a decoder shows once the pending frame is drawn, one bit per pixel in each mask:
    /// whether the pixel is opaque, and whether its colour is exactly `source`'s (a palette that
    /// quantized it may show another). Two bits stand in for the shown colour itself, which is
    /// needed only to let an unchanged pixel repeat it, and then only when it is `source`'s.
    var shownOpaque: [UInt64]
    var shownExact: [UInt64]
    var pending: GIFFrame?
    var globalPalette: ColorTable?
    var globalBits = 1
    var lzw = LZWEncoder()
    var ticks = TickAccumulator(ticksPerSecond: 100)

    /// An encoder for a `width`×`height` canvas. Throws `AnimationEncodingError.Kind.invalidCanvas`
    /// unless both are in 1...65535 and the canvas has at most
    /// `AnimationEncodingError.maximumCanvasPixelCount` (2²⁶) pixels; a negative `loopCount` is
    /// treated as 0, above 65535 as 65535.
    public init(width: Int, height: Int, loopCount: Int = 0, usesOrderedDithering: Bool = false) throws {
        try AnimationEncodingError.checkCanvas("GIF", width: width, height: height, maximumSide: 65535)
        self.width = width
        self.height = height
        self.loopCount = min(max(loopCount, 0), 65535)
        self.usesOrderedDithering = usesOrderedDithering
        source = [UInt32](repeating: 0, count: width * height)
        changed = [UInt64](repeating: 0, count: (width * height + 63) / 64)
        shownOpaque = changed
        shownExact = changed
    }

    /// Appends a frame shown for `delay` seconds, rounded to centiseconds with the error carried
    /// to the next frame.
    public mutating func addFrame(_ frame: Bitmap, delay: Double) throws {
        try AnimationEncodingError.check(frame, width: width, height: height, delay: delay, finished: finished)
        try addFrame(frame, delayCentiseconds: ticks.ticks(for: delay))
    }

    /// Appends a frame shown for `delayCentiseconds` hundredths of a second (clamped to 0...65535
    /// per frame, GIF's range).
    public mutating func addFrame(_ frame: Bitmap, delayCentiseconds: Int) throws {
        try AnimationEncodingError.check(
            frame, width: width, height: height, delay: Double(delayCentiseconds),
            finished: finished)
        encode(frame, delay: delayCentiseconds)
        frameCount += 1
    }

    /// Writes the last frame and the trailer and returns the GIF file.
    public mutating func finish() throws -> Data {
        guard !finished else { throw AnimationEncodingError(.alreadyFinished, "finish() called twice") }
        guard frameCount > 0 else { throw AnimationEncodingError(.noFrames, "a GIF needs at least one frame") }
        flushPending()
        output.append(0x3B)
        finished = true
        return Data(output)
    }

    /// Header, logical screen descriptor with the global table, and the loop extension.
    mutating func writeHeader(globalColors: [UInt32]) {
        globalBits = GIFFrame.tableBits(globalColors.count + 1)
        output += Array("GIF89a".utf8)
        output += [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8)]
        output += [0x80 | 0x70 | UInt8(globalBits - 1), 0, 0]
        output += GIFFrame.tableBytes(globalColors, bits: globalBits)
        output += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8)
        output += [3, 1, UInt8(loopCount & 0xFF), UInt8(loopCount >> 8), 0]
    }

    mutating func flushPending() {
        guard let frame = pending else { return }
        frame.write(to: &output, lzw: &lzw, globalBits: globalBits)
        pending = nil
    }
}
