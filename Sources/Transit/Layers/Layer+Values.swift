import Foundation

/// A layer's place among its ancestors, the copy of its plain values and the check of new ones.
extension Layer {
    /// Whether this layer is `layer`, or lies under it through superlayers and mask hosts.
    func isUnder(_ layer: Layer) -> Bool {
        var l: Layer? = self
        while let current = l {
            if current === layer { return true }
            l = current.superlayer ?? current.maskHost
        }
        return false
    }

    /// Copies the values of `other` that are not animatable properties.
    func copyFlags(from other: Layer) {
        name = other.name
        contents = other.contents
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        contentsRect = other.contentsRect
        isHidden = other.isHidden
        isOpaque = other.isOpaque
        isDoubleSided = other.isDoubleSided
        masksToBounds = other.masksToBounds
        maskedCorners = other.maskedCorners
        shouldRasterize = other.shouldRasterize
        shadowPathRecord = other.shadowPathRecord.map { AnimatedRecord($0.model) }
        timing = other.timing
    }

    /// Reports a non-finite value and says whether the values are usable.
    func check(_ values: CGFloat..., name: String) -> Bool { check(values, name: name) }

    func check(_ values: [CGFloat], name: String) -> Bool {
        if values.allSatisfy(\.isFinite) { return true }
        diagnostics.report(
            Diagnostic(
                .error, code: "layer.nonFinite",
                "\(describe).\(name) set to a non-finite value \(values); ignored"))
        return false
    }
}
