import Foundation

/// What a filled shape is painted with.
enum Paint {
    /// One premultiplied colour.
    case solid(UInt32)
    /// The pixels of a surface in the same device space (an offscreen group), scaled by a factor.
    case surface(Surface, factor: UInt32)
    /// A colour whose alpha comes from a mask in the same device space (a blurred shadow).
    case tinted(Mask, color: UInt32)
    /// A transformed image, sampled bilinearly.
    case image(ImageSampler)
}

/// Fills rasterized shapes into a surface with a paint, under an optional clip mask.
enum Compositor {
    static func fill(_ rasterizer: Rasterizer, into target: Surface, clip: Mask?, paint: Paint) {
        var rowBuffer = [UInt32](repeating: 0, count: max(1, target.width))
        rowBuffer.withUnsafeMutableBufferPointer { buffer in
            let scratch = buffer.baseAddress!
            rasterizer.sweep { y, spans in
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
                        Blend.row(dst + x, UnsafePointer(source.row(y) + x), n, Pixel.mul8(factor, cov),
                                  maskRow.map { UnsafePointer($0 + x) })
                    case .tinted(let mask, let color):
                        let m = mask.row(y) + x
                        for i in 0..<n { scratch[i] = Pixel.scale(color, UInt32(m[i])) }
                        Blend.row(dst + x, scratch, n, cov, maskRow.map { UnsafePointer($0 + x) })
                    case .image(let sampler):
                        sampler.sample(y: y, x: x, count: n, into: scratch)
                        Blend.row(dst + x, scratch, n, Pixel.mul8(sampler.factor, cov),
                                  maskRow.map { UnsafePointer($0 + x) })
                    }
                }
            }
        }
    }
}
