/// Decodes an APNG into its composed frames (APNG 1.0: `dispose_op` NONE/BACKGROUND/PREVIOUS,
/// `blend_op` SOURCE/OVER in premultiplied form). Used to check the encoder; frame rectangles and
/// sequence numbers are validated.
struct APNGDecoder {
    struct Failure: Error, Equatable, CustomStringConvertible { let description: String }

    struct Animation {
        var frames: [Bitmap] = []
        /// Delays in seconds.
        var delays: [Double] = []
        /// (x, y, width, height, blend_op) of each stored frame.
        var controls: [(x: Int, y: Int, width: Int, height: Int, blend: UInt8)] = []
        var loopCount = 0
    }

    static func decode(_ bytes: [UInt8], maximumPixelCount: Int = 1 << 26) throws -> Animation {
        let stream = try PNGStream(bytes, maximumPixelCount: maximumPixelCount)
        let header = stream.header
        var anim = Animation()
        let chunks = stream.animationChunks
        guard let actl = chunks.first, actl.type == "acTL", actl.data.count == 8 else {
            throw Failure(description: "no acTL before the frames")
        }
        let declared = be32(actl.data, 0)
        anim.loopCount = be32(actl.data, 4)
        var canvas = Bitmap(width: header.width, height: header.height)
        var expectedSequence = 0
        var i = 1
        while i < chunks.count {
            let control = try frameControl(chunks[i], sequence: expectedSequence, header: header)
            expectedSequence += 1
            var data: [UInt8] = []
            if i + 1 == stream.idatPosition && anim.frames.isEmpty {
                data = stream.imageData
            }
            i += 1
            try appendFrameData(chunks, at: &i, sequence: &expectedSequence, to: &data)
            var frameHeader = header
            frameHeader.width = control.width; frameHeader.height = control.height
            let pixels = try PNGRasterDecoder(
                header: frameHeader, palette: stream.palette,
                transparency: stream.transparency
            ).decode(data)
            let before = canvas
            compose(pixels, onto: &canvas, control)
            anim.frames.append(canvas)
            anim.delays.append(control.delay)
            anim.controls.append((control.x, control.y, control.width, control.height, control.blend))
            if control.dispose == 1 {
                for r in 0..<control.height {
                    for col in 0..<control.width { canvas[control.x + col, control.y + r] = (0, 0, 0, 0) }
                }
            } else if control.dispose == 2 {
                canvas = before
            }
        }
        guard anim.frames.count == declared else {
            throw Failure(description: "acTL declares \(declared) frames; found \(anim.frames.count)")
        }
        return anim
    }

    /// A frame's `fcTL`: its rectangle, delay in seconds, `dispose_op` and `blend_op`.
    private struct FrameControl {
        var x: Int, y: Int, width: Int, height: Int
        var delay: Double
        var dispose: UInt8, blend: UInt8
    }

    /// Reads the `fcTL` chunk `chunk`, checking its sequence number and that its rectangle lies
    /// on the canvas.
    private static func frameControl(
        _ chunk: (type: String, data: ArraySlice<UInt8>), sequence: Int,
        header: PNGHeader
    ) throws -> FrameControl {
        guard chunk.type == "fcTL", chunk.data.count == 26 else { throw Failure(description: "expected fcTL") }
        let c = chunk.data
        guard be32(c, 0) == sequence else { throw Failure(description: "fcTL out of sequence") }
        let w = be32(c, 4), h = be32(c, 8), x = be32(c, 12), y = be32(c, 16)
        let num = Int(c[c.startIndex + 20]) << 8 | Int(c[c.startIndex + 21])
        var den = Int(c[c.startIndex + 22]) << 8 | Int(c[c.startIndex + 23])
        if den == 0 { den = 100 }
        let dispose = c[c.startIndex + 24], blend = c[c.startIndex + 25]
        guard w > 0, h > 0, x + w <= header.width, y + h <= header.height else {
            throw Failure(description: "frame rectangle outside the canvas")
        }
        return FrameControl(
            x: x, y: y, width: w, height: h, delay: Double(num) / Double(den),
            dispose: dispose, blend: blend)
    }

    /// Appends the data of the `fdAT` chunks from `i` on to `data`, checking their sequence
    /// numbers; leaves `i` at the first other chunk.
    private static func appendFrameData(
        _ chunks: [(type: String, data: ArraySlice<UInt8>)], at i: inout Int,
        sequence: inout Int, to data: inout [UInt8]
    ) throws {
        while i < chunks.count && chunks[i].type == "fdAT" {
            let d = chunks[i].data
            guard d.count >= 4, be32(d, 0) == sequence else { throw Failure(description: "fdAT out of sequence") }
            sequence += 1
            data += d.dropFirst(4)
            i += 1
        }
    }

    /// Draws `pixels` into `canvas` at the frame's rectangle: replacing (`blend_op` SOURCE) or
    /// over what is there (OVER, premultiplied).
    private static func compose(_ pixels: Bitmap, onto canvas: inout Bitmap, _ control: FrameControl) {
        let w = control.width, x = control.x, y = control.y, canvasWidth = canvas.width
        for r in 0..<control.height {
            for col in 0..<w {
                let s = (r * w + col) * 4, d = ((y + r) * canvasWidth + x + col) * 4
                for k in 0..<4 {
                    if control.blend == 0 {
                        canvas.pixels[d + k] = pixels.pixels[s + k]
                    } else {
                        let inverse = 255 - Int(pixels.pixels[s + 3])
                        canvas.pixels[d + k] =
                            pixels.pixels[s + k]
                            &+ UInt8((Int(canvas.pixels[d + k]) * inverse + 127) / 255)
                    }
                }
            }
        }
    }

    private static func be32(_ d: ArraySlice<UInt8>, _ offset: Int) -> Int {
        let s = d.startIndex + offset
        return Int(d[s]) << 24 | Int(d[s + 1]) << 16 | Int(d[s + 2]) << 8 | Int(d[s + 3])
    }
}
