import Foundation

/// The priority of a layout constraint, of content hugging or of compression resistance
/// (`UILayoutPriority`): 1…1000, where 1000 is required and anything lower is optional.
///
/// Optional constraints are satisfied in order of priority, higher first: any error at one
/// priority outweighs every error at lower priorities (Apple, Auto Layout Guide, "Constraint
/// Priorities").
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    public var rawValue: Float
    /// Creates a priority (`UILayoutPriority.init(rawValue:)`).
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority (`UILayoutPriority.init(_:)`).
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// A required constraint, 1000 (`UILayoutPriority.required`).
    public static let required = LayoutPriority(1000)
    /// The priority of a button's content compression resistance, 750 (`.defaultHigh`).
    public static let defaultHigh = LayoutPriority(750)
    /// The priority of a button's content hugging, 250 (`.defaultLow`).
    public static let defaultLow = LayoutPriority(250)
    /// The priority with which a view fits a target size in `systemLayoutSizeFitting(_:)`, 50
    /// (`.fittingSizeLevel`).
    public static let fittingSizeLevel = LayoutPriority(50)
    /// The priority of a drag that resizes a scene, 510 (`.dragThatCanResizeScene`).
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// The priority a scene's size stays at, 500 (`.sceneSizeStayPut`).
    public static let sceneSizeStayPut = LayoutPriority(500)
    /// The priority of a drag that does not resize a scene, 490 (`.dragThatCannotResizeScene`).
    public static let dragThatCannotResizeScene = LayoutPriority(490)

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    /// A priority raised by an amount (`UILayoutPriority + Float`).
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// A priority lowered by an amount (`UILayoutPriority - Float`).
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    /// The priority clamped to 1…1000 as the solver uses it (non-finite counts as required).
    var solverValue: Double {
        guard rawValue.isFinite else { return 1000 }
        return Double(min(max(rawValue, 1), 1000))
    }
    var isRequired: Bool { solverValue >= 1000 }
}
