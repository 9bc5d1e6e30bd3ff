import Foundation

/// The sides of a popover its arrow may point from (`UIPopoverArrowDirection`): `.up` points the
/// arrow up at the source, so the popover lies below it.
public struct PopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    /// Creates a set of directions from UIKit's raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The arrow points up; the popover is below its source (`up`).
    public static let up = PopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down; the popover is above its source (`down`).
    public static let down = PopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left; the popover is to the right of its source (`left`).
    public static let left = PopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right; the popover is to the left of its source (`right`).
    public static let right = PopoverArrowDirection(rawValue: 1 << 3)
    /// Any of the four directions (`any`), the default of `permittedArrowDirections`.
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
    /// The direction is not known yet, or the popover has no arrow (`unknown`): every bit set, as
    /// UIKit's `NSUIntegerMax`.
    public static let unknown = PopoverArrowDirection(rawValue: .max)
}
