import Foundation

/// How painted colour combines with the colour already in a context (`CGBlendMode`), with Core
/// Graphics' raw values.
///
/// The separable modes follow the W3C Compositing and Blending formulas that Core Graphics
/// documents them by (the PDF blend modes): with premultiplied source `S` (alpha `Sa`) and
/// destination `D` (alpha `Da`), result = `S·(1−Da) + D·(1−Sa) + Sa·Da·B(s, d)` on unpremultiplied
/// `s`, `d`. `clear` and `copy` replace the destination under the shape's coverage.
public enum BlendMode: Int32, Sendable, CaseIterable {
    /// Source over destination (`.normal`).
    case normal = 0
    /// `B = s·d` (`.multiply`).
    case multiply = 1
    /// `B = s + d − s·d` (`.screen`).
    case screen = 2
    /// Multiply or screen by the destination (`.overlay`).
    case overlay = 3
    /// `B = min(s, d)` (`.darken`).
    case darken = 4
    /// `B = max(s, d)` (`.lighten`).
    case lighten = 5
    /// The destination is cleared under the shape (`.clear`).
    case clear = 16
    /// The source replaces the destination under the shape (`.copy`).
    case copy = 17
}

/// Whether a gradient extends past its ends (`CGGradientDrawingOptions`).
public struct GradientDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    /// Creates options from Core Graphics' bit values.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The start colour fills the area before the start (`drawsBeforeStartLocation`).
    public static let drawsBeforeStartLocation = GradientDrawingOptions(rawValue: 1)
    /// The end colour fills the area past the end (`drawsAfterEndLocation`).
    public static let drawsAfterEndLocation = GradientDrawingOptions(rawValue: 2)
}
