import Foundation

/// A range of frame rates with a preferred rate (`CAFrameRateRange`). Rates are frames per
/// second; 0 leaves the choice to the system.
public struct FrameRateRange: Equatable, Sendable {
    /// The lowest acceptable rate (`minimum`).
    public var minimum: Float
    /// The highest acceptable rate (`maximum`).
    public var maximum: Float
    /// The rate asked for (`preferred`), or `nil` for no preference.
    public var preferred: Float?

    /// A range with an optional preferred rate (`CAFrameRateRange(minimum:maximum:preferred:)`).
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum; self.maximum = maximum; self.preferred = preferred
    }

    /// No preference: the display's rate (`CAFrameRateRange.default`).
    public static let `default` = FrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// The rate a display link runs at on a display of `displayRate`: the preferred rate, else the
    /// maximum, else the display's, never above the display's.
    func rate(onDisplayOf displayRate: Double) -> Double {
        let asked = Double(preferred ?? 0) > 0 ? Double(preferred ?? 0) : (maximum > 0 ? Double(maximum) : displayRate)
        guard asked.isFinite, asked > 0 else { return displayRate }
        return Swift.min(displayRate, asked)
    }
}
