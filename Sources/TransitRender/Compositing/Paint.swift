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
    /// A colour gradient evaluated per pixel.
    case gradient(GradientSampler)
    /// A Core Graphics gradient (linear or two-circle radial) evaluated per pixel.
    case shading(ShadingSampler)
}
