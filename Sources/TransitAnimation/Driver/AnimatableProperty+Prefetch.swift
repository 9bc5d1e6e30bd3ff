import CTransitMath
import Foundation

extension AnimatableProperty {
    /// Asks the processor to bring into its caches what `presentationValue` reads besides this
    /// object when one animation runs: its progress and, for a transform, the pair's
    /// decomposition (a hint: no value changes). It reads this object, so a walk over many
    /// layers calls it once it has asked for the object itself (see `Layer+RenderPrefetch`).
    package func prefetchPresentationReads() {
        if let progress = soleProgress { transit_prefetch(progress) }
        if let affine = soleAffine {
            let start = UnsafeRawPointer(affine.toOpaque())
            transit_prefetch(start)
            transit_prefetch(start + 64)
        }
    }
}
