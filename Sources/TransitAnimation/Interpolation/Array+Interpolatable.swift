import Foundation

extension Array: Interpolatable where Element: Interpolatable {
    /// Element by element when both arrays have the same count (a gradient's `colors` or
    /// `locations`, as Core Animation animates them); arrays of different counts cannot be
    /// blended, and the value switches from `self` to `other` at the halfway point.
    public func interpolated(to other: [Element], amount: CGFloat) -> [Element] {
        guard count == other.count else { return amount < 0.5 ? self : other }
        return zip(self, other).map { $0.interpolated(to: $1, amount: amount) }
    }
}
