import Foundation

/// Writes an animated PNG (APNG 1.0) frame by frame (an `AnimationEncoder`).
///
/// No UIKit counterpart (ImageIO reads APNG; UIKit has no encoder). Frames are lossless RGBA8.
/// The first frame is the default image (IDAT). Each later frame covers only the rectangle of
/// pixels that changed since the previous frame, with `dispose_op` NONE; inside it, either every
/// pixel is replaced (`blend_op` SOURCE) or, when all changed pixels are opaque and at least an
/// eighth of the rectangle is unchanged, unchanged pixels are written transparent and composited
/// OVER the previous frame; whichever compresses smaller is kept. Identical frames are merged into
/// the previous frame's delay unless `mergesIdenticalFrames` is off (then each is kept as a
/// one-pixel frame, so the file has exactly one frame per `addFrame(_:delay:)`, as animation
/// goldens need). `textMetadata` is written as tEXt chunks. Delays are stored as the
/// closest fraction with 16-bit numerator and denominator (1/60 s exactly, for instance).
/// `loopCount` is `num_plays`: 0 repeats forever.
public struct APNGEncoder: AnimationEncoder {
    /// Canvas width in pixels.
    public let width: Int
    /// Canvas height in pixels.
    public let height: Int
    /// Number of plays; 0 = forever.
    public let loopCount: Int
    /// PNG compression options for every frame.
    public let options: PNGEncodingOptions
    /// Whether a frame identical to the previous one only lengthens its delay (the default) or is
    /// kept as a frame of its own.
    public let mergesIdenticalFrames: Bool
    /// Keyword → text pairs written as PNG tEXt chunks, in keyword order, after the acTL chunk.
    /// Keywords are 1–79 Latin-1 characters without NUL; text is Latin-1 (other characters are
    /// written as `?`). Invalid keywords are skipped. Read back by `APNGAnimation.text`.
    public var textMetadata: [String: String] = [:]

    private var body = PNGChunkWriter(signature: false)
    private var previous: Bitmap?
    private var frameCount = 0
    private var sequence: UInt32 = 0
    private var lastDelaySeconds = 0.0
    private var lastControlOffset = 0
    private var finished = false

    /// An encoder for a `width`×`height` canvas. Throws `AnimationEncodingError.Kind.invalidCanvas`
    /// unless both are positive and the canvas has at most
    /// `AnimationEncodingError.maximumCanvasPixelCount` (2²⁶) pixels; a negative `loopCount` is
    /// treated as 0.
    public init(
        width: Int, height: Int, loopCount: Int = 0, options: PNGEncodingOptions = PNGEncodingOptions(),
        mergesIdenticalFrames: Bool = true
    ) throws {
        try AnimationEncodingError.checkCanvas("APNG", width: width, height: height, maximumSide: Int(Int32.max))
        self.width = width
        self.height = height
        self.loopCount = min(max(loopCount, 0), Int(Int32.max))
        self.options = options
        self.mergesIdenticalFrames = mergesIdenticalFrames
    }

    /// Appends a frame shown for `delay` seconds.
    public mutating func addFrame(_ frame: Bitmap, delay: Double) throws {
        try addFrame(frame, delay: delay, changedIn: nil)
    }

    /// Appends a frame shown for `delay` seconds whose pixels outside `damage` equal the previous
    /// frame's: the changed rectangle is searched for inside `damage` only, and the file is the
    /// one `addFrame(_:delay:)` writes.
    public mutating func addFrame(_ frame: Bitmap, delay: Double, damage: [PixelRect]) throws {
        try addFrame(frame, delay: delay, changedIn: damage)
    }

    private mutating func addFrame(_ frame: Bitmap, delay: Double, changedIn damage: [PixelRect]?) throws {
        try AnimationEncodingError.check(frame, width: width, height: height, delay: delay, finished: finished)
        guard let previous else {
            appendFrame(frame, x: 0, y: 0, width: width, height: height, delay: delay, over: false, isDefault: true)
            self.previous = frame
            return
        }
        guard let (x0, y0, x1, y1) = Self.changedRectangle(previous, frame, within: damage) else {
            if !mergesIdenticalFrames {
                appendFrame(frame, x: 0, y: 0, width: 1, height: 1, delay: delay, over: false, isDefault: false)
                return
            }
            lastDelaySeconds += delay
            rewriteLastDelay()
            return
        }
        // SOURCE: the rectangle as it is. OVER: unchanged pixels transparent (only valid when every
        // changed pixel is opaque, so OVER replaces it exactly).
        var canBlendOver = true, unchanged = 0
        var overFrame = frame
        for y in y0..<y1 {
            for x in x0..<x1 {
                let i = (y * width + x) * 4
                if frame.pixels[i..<(i + 4)] == previous.pixels[i..<(i + 4)] {
                    overFrame.pixels[i] = 0; overFrame.pixels[i + 1] = 0; overFrame.pixels[i + 2] = 0; overFrame.pixels[i + 3] = 0
                    unchanged += 1
                } else if frame.pixels[i + 3] != 255 {
                    canBlendOver = false
                }
            }
        }
        let source = compressRectangle(frame, x0, y0, x1 - x0, y1 - y0)
        let worthTrying = canBlendOver && unchanged * 8 >= (x1 - x0) * (y1 - y0)
        let over = worthTrying ? compressRectangle(overFrame, x0, y0, x1 - x0, y1 - y0) : nil
        if let over, over.count < source.count {
            appendFrame(data: over, x: x0, y: y0, width: x1 - x0, height: y1 - y0, delay: delay, over: true)
        } else {
            appendFrame(data: source, x: x0, y: y0, width: x1 - x0, height: y1 - y0, delay: delay, over: false)
        }
        self.previous = frame
    }

    /// Assembles signature, IHDR, acTL, the frames and IEND.
    public mutating func finish() throws -> Data {
        guard !finished else { throw AnimationEncodingError(.alreadyFinished, "finish() called twice") }
        guard frameCount > 0 else { throw AnimationEncodingError(.noFrames, "an APNG needs at least one frame") }
        finished = true
        var png = PNGChunkWriter()
        png.append("IHDR", PNGEncoder.header(width: width, height: height, bitDepth: 8, colorType: 6))
        png.append("acTL", UInt32(frameCount).bigEndianBytes + UInt32(loopCount).bigEndianBytes)
        for keyword in textMetadata.keys.sorted() {
            let key = Self.latin1(keyword)
            guard (1...79).contains(key.count), !key.contains(0) else { continue }
            png.append("tEXt", key + [0] + Self.latin1(textMetadata[keyword] ?? "").map { $0 == 0 ? 0x3F : $0 })
        }
        var out = png.bytes + body.bytes
        var end = PNGChunkWriter(signature: false)
        end.append("IEND", [])
        out += end.bytes
        return Data(out)
    }

    /// `text` as Latin-1 bytes, `?` for characters outside it.
    static func latin1(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : 0x3F }
    }

    /// The bounding box (x0, y0, x1, y1) of differing pixels — searched for inside `damage`
    /// when given, the whole frame otherwise —, or nil when the frames are equal there.
    static func changedRectangle(_ a: Bitmap, _ b: Bitmap, within damage: [PixelRect]? = nil) -> (Int, Int, Int, Int)? {
        var x0 = a.width, y0 = a.height, x1 = 0, y1 = 0
        let areas = damage ?? [PixelRect(x: 0, y: 0, width: a.width, height: a.height)]
        a.pixels.withUnsafeBytes { pa in
            b.pixels.withUnsafeBytes { pb in
                let ua = pa.bindMemory(to: UInt32.self), ub = pb.bindMemory(to: UInt32.self)
                for area in areas {
                    let left = max(0, area.x), right = min(a.width, area.x + area.width)
                    guard left < right else { continue }
                    for y in max(0, area.y)..<max(max(0, area.y), min(a.height, area.y + area.height)) {
                        let row = y * a.width
                        for x in left..<right where ua[row + x] != ub[row + x] {
                            x0 = min(x0, x); x1 = max(x1, x + 1); y0 = min(y0, y); y1 = max(y1, y + 1)
                        }
                    }
                }
            }
        }
        return x0 < x1 ? (x0, y0, x1, y1) : nil
    }

    private func compressRectangle(_ frame: Bitmap, _ x: Int, _ y: Int, _ w: Int, _ h: Int) -> [UInt8] {
        let rows = PNGEncoder.rgbaRows(frame, x: x, y: y, width: w, height: h)
        let raster = PNGEncoder.Raster(colorType: 6, bitDepth: 8, rowBytes: w * 4, bytesPerPixel: 4, rows: rows)
        return PNGEncoder.compress(raster, options: options, height: h)
    }

    private mutating func appendFrame(
        _ frame: Bitmap, x: Int, y: Int, width w: Int, height h: Int,
        delay: Double, over: Bool, isDefault: Bool
    ) {
        let data = compressRectangle(frame, x, y, w, h)
        appendFrame(data: data, x: x, y: y, width: w, height: h, delay: delay, over: over, isDefault: isDefault)
    }

    private mutating func appendFrame(
        data: [UInt8], x: Int, y: Int, width w: Int, height h: Int,
        delay: Double, over: Bool, isDefault: Bool = false
    ) {
        lastDelaySeconds = delay
        lastControlOffset = body.bytes.count
        body.append("fcTL", frameControl(x: x, y: y, width: w, height: h, over: over))
        if isDefault {
            body.appendSplit("IDAT", data)
        } else {
            body.append("fdAT", sequence.bigEndianBytes + data)
            sequence += 1
        }
        frameCount += 1
    }

    private mutating func frameControl(x: Int, y: Int, width w: Int, height h: Int, over: Bool) -> [UInt8] {
        let (num, den) = Self.fraction(lastDelaySeconds)
        var d = sequence.bigEndianBytes
        sequence += 1
        d += UInt32(w).bigEndianBytes + UInt32(h).bigEndianBytes + UInt32(x).bigEndianBytes + UInt32(y).bigEndianBytes
        d += num.bigEndianBytes + den.bigEndianBytes
        d += [0, over ? 1 : 0]  // dispose_op NONE; blend_op SOURCE or OVER
        return d
    }

    /// Rewrites the delay of the last fcTL (after merging an identical frame) and its CRC.
    private mutating func rewriteLastDelay() {
        var bytes = body.bytes
        let dataStart = lastControlOffset + 8
        let (num, den) = Self.fraction(lastDelaySeconds)
        let delay = num.bigEndianBytes + den.bigEndianBytes
        bytes.replaceSubrange((dataStart + 20)..<(dataStart + 24), with: delay)
        var crc = CRC32()
        crc.update(bytes[(lastControlOffset + 4)..<(dataStart + 26)])
        bytes.replaceSubrange((dataStart + 26)..<(dataStart + 30), with: crc.value.bigEndianBytes)
        body = PNGChunkWriter(signature: false)
        body.appendRaw(bytes)
    }

    /// The fraction num/den (both ≤ 65535) closest to `seconds`, by continued fractions.
    static func fraction(_ seconds: Double) -> (UInt16, UInt16) {
        let limit = 65535.0
        if seconds >= limit { return (65535, 1) }
        if seconds <= 0 { return (0, 1) }
        var (h0, h1, k0, k1) = (0.0, 1.0, 1.0, 0.0)
        var x = seconds
        var best: (Double, Double) = (seconds.rounded(.down), 1)
        for _ in 0..<32 {
            let a = x.rounded(.down)
            let h2 = a * h1 + h0, k2 = a * k1 + k0
            if h2 > limit || k2 > limit { break }
            best = (h2, k2)
            (h0, h1, k0, k1) = (h1, h2, k1, k2)
            let frac = x - a
            if frac < 1e-9 { break }
            x = 1 / frac
        }
        return (UInt16(min(best.0, limit)), UInt16(min(max(best.1, 1), limit)))
    }
}
