/// A GIF decoder that composes every frame onto the canvas as a viewer shows it (disposal 1 leaves
/// the frame, 2 clears its rectangle to transparent, 3 restores the previous canvas). Used to check
/// the encoder's output; every length and code is bounds-checked.
struct GIFDecoder {
    struct Failure: Error, Equatable, CustomStringConvertible { let description: String }

    struct Animation {
        var width: Int, height: Int
        var loopCount: Int?
        /// Composed frames, premultiplied RGBA8 (alpha 0 or 255).
        var frames: [Bitmap] = []
        /// Centiseconds per frame.
        var delays: [Int] = []
        /// Frame rectangles as stored (x, y, width, height).
        var rectangles: [(Int, Int, Int, Int)] = []
        var hasGlobalTable = false
        var localTables = 0
    }

    private let bytes: [UInt8]
    private var offset = 0

    static func decode(_ bytes: [UInt8], maximumPixelCount: Int = 1 << 26) throws -> Animation {
        var d = GIFDecoder(bytes: bytes)
        return try d.run(maximumPixelCount: maximumPixelCount)
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func byte() throws -> Int {
        guard offset < bytes.count else { throw Failure(description: "GIF data ends early") }
        offset += 1
        return Int(bytes[offset - 1])
    }

    private mutating func u16() throws -> Int { try byte() | (try byte()) << 8 }

    private mutating func take(_ n: Int) throws -> ArraySlice<UInt8> {
        guard n <= bytes.count - offset else { throw Failure(description: "GIF data ends early") }
        offset += n
        return bytes[(offset - n)..<offset]
    }

    private mutating func table(_ bits: Int) throws -> [UInt32] {
        let t = try take(3 << bits)
        return (0..<(1 << bits)).map { i in
            UInt32(t[t.startIndex + 3 * i]) | UInt32(t[t.startIndex + 3 * i + 1]) << 8 | UInt32(t[t.startIndex + 3 * i + 2]) << 16
        }
    }

    private mutating func subBlocks() throws -> [UInt8] {
        var data: [UInt8] = []
        while true {
            let n = try byte()
            if n == 0 { return data }
            data += try take(n)
        }
    }

    private mutating func run(maximumPixelCount: Int) throws -> Animation {
        guard let sig = try? take(6), sig.elementsEqual("GIF89a".utf8) || sig.elementsEqual("GIF87a".utf8) else {
            throw Failure(description: "not a GIF")
        }
        let w = try u16(), h = try u16(), flags = try byte()
        _ = try byte(); _ = try byte()
        guard w > 0, h > 0, w * h <= maximumPixelCount else { throw Failure(description: "bad canvas size") }
        var anim = Animation(width: w, height: h)
        var global: [UInt32]? = nil
        if flags & 0x80 != 0 { global = try table((flags & 7) + 1); anim.hasGlobalTable = true }
        var canvas = [UInt32](repeating: 0, count: w * h)  // 0 = transparent, else rgb | 0xFF << 24
        var control = GraphicControl()
        while true {
            switch try byte() {
            case 0x3B:
                return anim
            case 0x21:
                try readExtension(into: &anim, control: &control)
            case 0x2C:
                try readImage(into: &anim, canvas: &canvas, global: global, control: control)
                control = GraphicControl()
            default:
                throw Failure(description: "unknown block at byte \(offset - 1)")
            }
        }
    }

    /// What a graphic control extension says of the next image.
    private struct GraphicControl {
        var delay = 0, disposal = 0, transparent = -1
    }

    /// Reads an extension: a graphic control sets `control`, the NETSCAPE2.0 loop count is kept;
    /// any other is skipped.
    private mutating func readExtension(into anim: inout Animation, control: inout GraphicControl) throws {
        let label = try byte()
        let blocks = try subBlocks()
        if label == 0xF9 && blocks.count >= 4 {
            control.disposal = Int(blocks[0] >> 2) & 7
            control.transparent = blocks[0] & 1 != 0 ? Int(blocks[3]) : -1
            control.delay = Int(blocks[1]) | Int(blocks[2]) << 8
        } else if label == 0xFF && blocks.count >= 14 && blocks[0..<11].elementsEqual("NETSCAPE2.0".utf8) {
            anim.loopCount = Int(blocks[12]) | Int(blocks[13]) << 8
        }
    }

    /// Reads an image, draws it onto `canvas`, appends the composed frame to `anim` and applies
    /// the frame's disposal to `canvas`.
    private mutating func readImage(
        into anim: inout Animation, canvas: inout [UInt32], global: [UInt32]?,
        control: GraphicControl
    ) throws {
        let w = anim.width, h = anim.height
        let x = try u16(), y = try u16(), fw = try u16(), fh = try u16(), f = try byte()
        guard fw > 0, fh > 0, x + fw <= w, y + fh <= h else { throw Failure(description: "frame outside the canvas") }
        guard f & 0x40 == 0 else { throw Failure(description: "interlaced frames are not supported") }
        var palette = global
        if f & 0x80 != 0 { palette = try table((f & 7) + 1); anim.localTables += 1 }
        guard let palette else { throw Failure(description: "frame without a colour table") }
        let minimumCodeSize = try byte()
        guard (2...8).contains(minimumCodeSize) else { throw Failure(description: "bad LZW code size") }
        let lzwData = try subBlocks()
        let indices = try Self.lzwDecode(lzwData, minimumCodeSize: minimumCodeSize, count: fw * fh)
        let before = canvas
        for r in 0..<fh {
            for c in 0..<fw {
                let i = Int(indices[r * fw + c])
                if i == control.transparent { continue }
                guard i < palette.count else { throw Failure(description: "index beyond the colour table") }
                canvas[(y + r) * w + x + c] = palette[i] | 0xFF00_0000
            }
        }
        anim.frames.append(Self.bitmap(canvas, width: w, height: h))
        anim.delays.append(control.delay)
        anim.rectangles.append((x, y, fw, fh))
        if control.disposal == 2 {
            for r in 0..<fh { for c in 0..<fw { canvas[(y + r) * w + x + c] = 0 } }
        } else if control.disposal == 3 {
            canvas = before
        }
    }

    /// The canvas as a premultiplied RGBA8 bitmap (0 transparent, else opaque).
    private static func bitmap(_ canvas: [UInt32], width w: Int, height h: Int) -> Bitmap {
        var frame = Bitmap(width: w, height: h)
        for k in 0..<(w * h) where canvas[k] != 0 {
            frame.pixels[4 * k] = UInt8(canvas[k] & 0xFF); frame.pixels[4 * k + 1] = UInt8((canvas[k] >> 8) & 0xFF)
            frame.pixels[4 * k + 2] = UInt8((canvas[k] >> 16) & 0xFF); frame.pixels[4 * k + 3] = 255
        }
        return frame
    }

    /// Decodes GIF LZW data into exactly `count` indices.
    static func lzwDecode(_ data: [UInt8], minimumCodeSize: Int, count: Int) throws -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var prefix = [Int](repeating: -1, count: 4096), suffix = [UInt8](repeating: 0, count: 4096)
        var first = [UInt8](repeating: 0, count: 4096)
        for i in 0..<clear { suffix[i] = UInt8(i); first[i] = UInt8(i) }
        var codeSize = minimumCodeSize + 1, next = clear + 2, previous = -1
        var out = [UInt8](), acc = 0, bits = 0, position = 0
        out.reserveCapacity(count)
        func emit(_ code: Int) throws {
            var stack: [UInt8] = []
            var c = code
            while c >= 0 { stack.append(suffix[c]); c = prefix[c] }
            guard out.count + stack.count <= count else {
                throw Failure(description: "LZW data holds more pixels than the frame")
            }
            out += stack.reversed()
        }
        while true {
            while bits < codeSize {
                guard position < data.count else { throw Failure(description: "LZW data ends without an end code") }
                acc |= Int(data[position]) << bits; bits += 8; position += 1
            }
            let code = acc & ((1 << codeSize) - 1)
            acc >>= codeSize; bits -= codeSize
            if code == clear { codeSize = minimumCodeSize + 1; next = clear + 2; previous = -1; continue }
            if code == end { break }
            if previous < 0 {
                guard code < clear else { throw Failure(description: "LZW stream starts with an undefined code") }
                try emit(code)
                previous = code
                continue
            }
            let f: UInt8
            if code < next {
                f = first[code]
                try emit(code)
            } else if code == next {
                f = first[previous]
            } else {
                throw Failure(description: "LZW code \(code) is not yet defined")
            }
            if next < 4096 {
                prefix[next] = previous; suffix[next] = f; first[next] = first[previous]
                next += 1
                if code == next - 1 { try emit(code) }
                if next == 1 << codeSize && codeSize < 12 { codeSize += 1 }
            }
            previous = code
        }
        guard out.count == count else { throw Failure(description: "LZW data holds \(out.count) of \(count) pixels") }
        return out
    }
}
