import Foundation

/// A closed interval of floating-point values (`UIFloatRange`).
public struct FloatRange: Equatable, Hashable, Sendable {
    /// The lower bound (`minimum`).
    public var minimum: CGFloat
    /// The upper bound (`maximum`).
    public var maximum: CGFloat

    /// Creates a range (`UIFloatRange(minimum:maximum:)`).
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The range from 0 to 0 (`UIFloatRange.zero`).
    public static let zero = FloatRange(minimum: 0, maximum: 0)

    /// The range from −∞ to +∞ (`UIFloatRange.infinite`): no limit, as a sliding attachment's
    /// ``AttachmentBehavior/attachmentRange`` starts.
    public static let infinite = FloatRange(minimum: -.infinity, maximum: .infinity)

    /// Whether both bounds are infinite (`isInfinite`).
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}
