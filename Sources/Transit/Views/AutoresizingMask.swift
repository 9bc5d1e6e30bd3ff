import Foundation

extension View {
    /// How a view resizes when its superview's bounds change (`UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates a mask from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin grows and shrinks (`flexibleLeftMargin`).
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width grows and shrinks (`flexibleWidth`).
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin grows and shrinks (`flexibleRightMargin`).
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin grows and shrinks (`flexibleTopMargin`).
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height grows and shrinks (`flexibleHeight`).
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin grows and shrinks (`flexibleBottomMargin`).
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes this view for a superview whose bounds size changed from `oldSize`
    /// (`UIView.resizeSubviews`' per-view rule). On each axis the size difference is shared by the
    /// flexible parts (leading margin, size, trailing margin) in proportion to their current
    /// lengths, equally when those lengths sum to 0; with no flexible part the leading margin and
    /// the size stay. The change applies to `center` and the bounds size, so a transformed view
    /// keeps its transform.
    func resize(withOldSuperviewSize oldSize: CGSize, newSize: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        let f = frame
        guard !f.isNull else { return }
        let r = Self.autoresized(f, mask: mask, from: oldSize, to: newSize)
        let dw = r.width - f.width, dh = r.height - f.height
        center = CGPoint(
            x: center.x + (r.minX - f.minX) + dw * layer.anchorPoint.x,
            y: center.y + (r.minY - f.minY) + dh * layer.anchorPoint.y)
        if dw != 0 || dh != 0 {
            let b = bounds
            bounds = CGRect(x: b.minX, y: b.minY, width: max(0, b.width + dw), height: max(0, b.height + dh))
        }
    }

    /// The frame `f` takes, by the autoresizing rule of `mask`, when its superview's bounds size
    /// changes from `oldSize` to `newSize` (its size never below zero).
    static func autoresized(_ f: CGRect, mask: AutoresizingMask, from oldSize: CGSize, to newSize: CGSize) -> CGRect {
        let (x, w) = distribute(
            delta: newSize.width - oldSize.width,
            lead: f.minX, size: f.width, trail: oldSize.width - f.maxX,
            flexLead: mask.contains(.flexibleLeftMargin),
            flexSize: mask.contains(.flexibleWidth),
            flexTrail: mask.contains(.flexibleRightMargin))
        let (y, h) = distribute(
            delta: newSize.height - oldSize.height,
            lead: f.minY, size: f.height, trail: oldSize.height - f.maxY,
            flexLead: mask.contains(.flexibleTopMargin),
            flexSize: mask.contains(.flexibleHeight),
            flexTrail: mask.contains(.flexibleBottomMargin))
        return CGRect(x: x, y: y, width: max(0, w), height: max(0, h))
    }

    /// One axis of the autoresizing rule: the new leading coordinate and size.
    static func distribute(
        delta: CGFloat, lead: CGFloat, size: CGFloat, trail: CGFloat,
        flexLead: Bool, flexSize: Bool, flexTrail: Bool
    ) -> (CGFloat, CGFloat) {
        let parts = [(flexLead, lead), (flexSize, size), (flexTrail, trail)].filter(\.0).map(\.1)
        guard !parts.isEmpty, delta != 0 else { return (lead, size) }
        let total = parts.reduce(0, +)
        func share(_ flexible: Bool, _ length: CGFloat) -> CGFloat {
            guard flexible else { return 0 }
            return total != 0 ? delta * length / total : delta / CGFloat(parts.count)
        }
        return (lead + share(flexLead, lead), size + share(flexSize, size))
    }
}
