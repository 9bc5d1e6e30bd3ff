import Foundation

/// Composites rasterized shapes into a surface.
enum Compositor {
    /// Composites rows `rows` of `op` into `target`; `scratch` holds at least a row of pixels.
    static func composite(_ op: DrawOp, rows: Range<Int>, into target: Surface, scratch: UnsafeMutablePointer<UInt32>) {
        guard case .shape(let shape) = op.coverage else {
            if case .glyphs(let run) = op.coverage, case .solid(let color) = op.paint {
                run.composite(rows: rows, into: target, color: color, clip: op.clip, scratch: scratch)
            }
            return
        }
        if case .image(let sampler) = op.paint {
            sampler.image.pixels.withUnsafeBytes { raw in
                let texels = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
                composite(shape, op, rows: rows, into: target, scratch: scratch, texels: texels)
            }
        } else {
            composite(shape, op, rows: rows, into: target, scratch: scratch, texels: nil)
        }
    }

    private static func composite(
        _ shape: RasterShape, _ op: DrawOp, rows: Range<Int>, into target: Surface,
        scratch: UnsafeMutablePointer<UInt32>, texels: UnsafePointer<UInt32>?
    ) {
        let clip = op.clip
        let paint = op.paint
        shape.sweep(rows: rows) { y, spans in
            let dst = target.row(y)
            let maskRow = clip.map { $0.row(y) }
            for span in spans {
                let x = Int(span.x), n = Int(span.length), cov = UInt32(span.coverage)
                switch paint {
                case .solid(let color):
                    if let maskRow {
                        Blend.constantMasked(dst + x, n, color, cov, maskRow + x)
                    } else {
                        Blend.constant(dst + x, n, cov == 255 ? color : Pixel.scale(color, cov))
                    }
                case .surface(let source, let factor):
                    Blend.row(
                        dst + x, UnsafePointer(source.row(y) + x), n, Pixel.mul8(factor, cov),
                        maskRow.map { UnsafePointer($0 + x) })
                case .tinted(let mask, let color):
                    let m = mask.row(y) + x
                    for i in 0..<n { scratch[i] = Pixel.scale(color, UInt32(m[i])) }
                    Blend.row(dst + x, scratch, n, cov, maskRow.map { UnsafePointer($0 + x) })
                case .gradient(let gradient):
                    gradient.sample(y: y, x: x, count: n, into: scratch)
                    Blend.row(dst + x, scratch, n, cov, maskRow.map { UnsafePointer($0 + x) })
                case .shading(let shading):
                    shading.sample(y: y, x: x, count: n, into: scratch)
                    Blend.row(dst + x, scratch, n, cov, maskRow.map { UnsafePointer($0 + x) })
                case .image(let sampler):
                    sampler.sample(texels!, y: y, x: x, count: n, into: scratch)
                    Blend.row(
                        dst + x, scratch, n, Pixel.mul8(sampler.factor, cov),
                        maskRow.map { UnsafePointer($0 + x) })
                }
            }
        }
    }
}
