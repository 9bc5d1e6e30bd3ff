import CTransitMath
import Foundation

extension AnimatableProperty {
    /// Asks the processor to bring this object into its caches ahead of a read of
    /// `presentationValue` (a hint: no value changes). A walk over many layers, whose objects lie
    /// apart in memory, asks a few layers ahead of the one it reads (see `Layer+RenderPrefetch`).
    package func prefetchObject() {
        // The object's header, the value beneath, the sole pair's two ends, and a few words.
        let bytes = 16 + 3 * MemoryLayout<Value>.stride + 64
        let start = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
        var offset = 0
        while offset < bytes {
            transit_prefetch(start + offset)
            offset += 64
        }
    }

    /// Asks for what `presentationValue` reads besides this object when one animation runs: its
    /// progress and, for a transform, the pair's decomposition. It reads this object, so it is
    /// called once `prefetchObject()` had time to bring it in.
    package func prefetchPresentationReads() {
        if let progress = soleProgress { transit_prefetch(progress) }
        if let affine = soleAffine {
            let start = UnsafeRawPointer(affine.toOpaque())
            transit_prefetch(start)
            transit_prefetch(start + 64)
        }
    }
}
