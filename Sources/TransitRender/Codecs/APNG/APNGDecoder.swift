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
            guard chunks[i].type == "fcTL", chunks[i].data.count == 26 else { throw Failure(description: "expected fcTL") }
            let c = chunks[i].data
            guard be32(c, 0) == expectedSequence else { throw Failure(description: "fcTL out of sequence") }
            expectedSequence += 1
            let w = be32(c, 4), h = be32(c, 8), x = be32(c, 12), y = be32(c, 16)
            let num = Int(c[c.startIndex + 20]) << 8 | Int(c[c.startIndex + 21])
            var den = Int(c[c.startIndex + 22]) << 8 | Int(c[c.startIndex + 23])
            if den == 0 { den = 100 }
            let dispose = c[c.startIndex + 24], blend = c[c.startIndex + 25]
            guard w > 0, h > 0, x + w <= header.width, y + h <= header.height else {
                throw Failure(description: "frame rectangle outside the canvas")
            }
            var data: [UInt8] = []
            if i + 1 == stream.idatPosition && anim.frames.isEmpty {
                data = stream.imageData
            }
            i += 1
            while i < chunks.count && chunks[i].type == "fdAT" {
                let d = chunks[i].data
                guard d.count >= 4, be32(d, 0) == expectedSequence else { throw Failure(description: "fdAT out of sequence") }
                expectedSequence += 1
                data += d.dropFirst(4)
                i += 1
            }
            var frameHeader = header
            frameHeader.width = w; frameHeader.height = h
            let pixels = try PNGRasterDecoder(header: frameHeader, palette: stream.palette,
                                              transparency: stream.transparency).decode(data)
            let before = canvas
            for r in 0..<h {
                for col in 0..<w {
                    let s = (r * w + col) * 4, d = ((y + r) * header.width + x + col) * 4
                    for k in 0..<4 {
                        if blend == 0 {
                            canvas.pixels[d + k] = pixels.pixels[s + k]
                        } else {
                            let inverse = 255 - Int(pixels.pixels[s + 3])
                            canvas.pixels[d + k] = pixels.pixels[s + k]
                                &+ UInt8((Int(canvas.pixels[d + k]) * inverse + 127) / 255)
                        }
                    }
                }
            }
            anim.frames.append(canvas)
            anim.delays.append(Double(num) / Double(den))
            anim.controls.append((x, y, w, h, blend))
            if dispose == 1 {
                for r in 0..<h { for col in 0..<w { canvas[x + col, y + r] = (0, 0, 0, 0) } }
            } else if dispose == 2 {
                canvas = before
            }
        }
        guard anim.frames.count == declared else { throw Failure(description: "acTL declares \(declared) frames; found \(anim.frames.count)") }
        return anim
    }

    private static func be32(_ d: ArraySlice<UInt8>, _ offset: Int) -> Int {
        let s = d.startIndex + offset
        return Int(d[s]) << 24 | Int(d[s + 1]) << 16 | Int(d[s + 2]) << 8 | Int(d[s + 3])
    }
}
