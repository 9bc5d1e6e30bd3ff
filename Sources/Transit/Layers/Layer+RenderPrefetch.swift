import CTransitMath
import Foundation
import TransitAnimation

extension Layer {
    /// How many sublayers a layer must have before the kept walk asks for their memory ahead
    /// (`prefetchRenderReads(_:after:)`). An animating layer's walk reads some 2 KB spread over
    /// its objects; up to a thousand or so such layers stay in a processor's last-level cache
    /// from one frame to the next, and there the hints cost more than they save (measured: 1,000
    /// animating views a little slower with them, 3,000 and 10,000 faster).
    static let renderPrefetchMinimum = 2_000

    /// Asks the processor for the memory the window's kept walk (`updateChildren`) reads at the
    /// sublayers after `index` of `layers`, in four steps one sublayer apart, each reading only
    /// what the step before brought in: the layer object four ahead, its properties object three
    /// ahead, the animating properties' objects two ahead, and what their presentation values
    /// read one ahead. Each layer's values lie in several objects apart in memory; once thousands
    /// of layers outgrow the caches, every one of those reads would wait for memory in turn. A
    /// hint: no value changes. (Nothing here retains an object or reads one not yet asked for:
    /// either would wait for the memory the hints are meant to bring.)
    static func prefetchRenderReads(_ layers: UnsafeBufferPointer<Layer>, after index: Int) {
        let count = layers.count
        if index + 4 < count { prefetchLines(Unmanaged.passUnretained(layers[index + 4]).toOpaque(), count: 8) }
        if index + 3 < count {
            unowned(unsafe) let layer = layers[index + 3]
            unowned(unsafe) let props = layer.props
            prefetchLines(Unmanaged.passUnretained(props).toOpaque(), count: 3)
        }
        if index + 2 < count {
            Unmanaged.passUnretained(layers[index + 2].props)._withUnsafeGuaranteedRef { $0.prefetchAnimated(reads: false) }
        }
        if index + 1 < count {
            Unmanaged.passUnretained(layers[index + 1].props)._withUnsafeGuaranteedRef { $0.prefetchAnimated(reads: true) }
        }
    }

    /// Asks for the `count` cache lines from `address`.
    @inline(__always)
    nonisolated static func prefetchLines(_ address: UnsafeMutableRawPointer, count: Int) {
        for line in 0..<count { transit_prefetch(address + 64 * line) }
    }
}

extension LayerProperties {
    /// Asks for the objects of the properties that may be animating (`reads` false), or for what
    /// their presentation values read besides (`reads` true, once those objects are in).
    func prefetchAnimated(reads: Bool) {
        var rest = animatedMask
        while rest != 0 {
            let bit = rest.trailingZeroBitCount
            rest &= rest - 1
            guard let key = LayerProperty(rawValue: bit) else { continue }
            prefetch(key, reads: reads)
        }
    }

    private func prefetch(_ key: LayerProperty, reads: Bool) {
        switch key {
        case .bounds: Self.prefetch(bounds, reads)
        case .position: Self.prefetch(position, reads)
        case .anchorPoint: Self.prefetch(anchorPoint, reads)
        case .anchorPointZ: Self.prefetch(anchorPointZ, reads)
        case .transform: Self.prefetch(transform, reads)
        case .sublayerTransform: Self.prefetch(sublayerTransform, reads)
        case .zPosition: Self.prefetch(zPosition, reads)
        case .opacity: Self.prefetch(opacity, reads)
        case .backgroundColor: Self.prefetch(backgroundColor, reads)
        case .cornerRadius: Self.prefetch(cornerRadius, reads)
        case .borderWidth: Self.prefetch(borderWidth, reads)
        case .borderColor: Self.prefetch(borderColor, reads)
        case .shadowColor: Self.prefetch(shadowColor, reads)
        case .shadowOpacity: Self.prefetch(shadowOpacity, reads)
        case .shadowRadius: Self.prefetch(shadowRadius, reads)
        case .shadowOffset: Self.prefetch(shadowOffset, reads)
        case .rasterizationScale: Self.prefetch(rasterizationScale, reads)
        }
    }

    /// A property's object (its header, the value beneath, the sole pair's two ends and a few
    /// words, sized here where the value's type is known), or what its presentation value reads.
    @inline(__always)
    private static func prefetch<V: Interpolatable>(_ property: AnimatableProperty<V>, _ reads: Bool) {
        if reads { return property.prefetchPresentationReads() }
        let lines = (16 + 3 * MemoryLayout<V>.stride + 64 + 63) / 64
        Layer.prefetchLines(Unmanaged.passUnretained(property).toOpaque(), count: lines)
    }

    /// A colour: its wrapper first, then the colour's own property object.
    @inline(__always)
    private static func prefetch(_ property: OptionalColorProperty, _ reads: Bool) {
        if reads { return prefetch(property.color, false) }
        Layer.prefetchLines(Unmanaged.passUnretained(property).toOpaque(), count: 1)
    }
}
