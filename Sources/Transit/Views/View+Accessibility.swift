import Foundation

/// The traits that describe an accessibility element (`UIAccessibilityTraits`). The raw values
/// are Transit's own; combine them as a set.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits (`UIAccessibilityTraits.none`).
    public static let none: AccessibilityTraits = []
    /// Behaves like a button (`.button`).
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Behaves like a link (`.link`).
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// Is a header dividing content into sections (`.header`).
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    /// Is a search field (`.searchField`).
    public static let searchField = AccessibilityTraits(rawValue: 1 << 3)
    /// Is an image (`.image`).
    public static let image = AccessibilityTraits(rawValue: 1 << 4)
    /// Is selected (`.selected`).
    public static let selected = AccessibilityTraits(rawValue: 1 << 5)
    /// Is static text that cannot change (`.staticText`).
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// Is disabled and does not respond (`.notEnabled`).
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 7)
    /// Its value can be adjusted continuously (`.adjustable`).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 8)
    /// Summarises the app's state when it starts (`.summaryElement`).
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// Updates its label or value often (`.updatesFrequently`).
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Is a keyboard key (`.keyboardKey`).
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 11)
    /// Is a tab in a tab bar (`.tabBar`).
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 12)
}

/// What a view's accessibility properties are until they are set.
struct AccessibilityDefaults {
    var isElement = false
    var label: String?
    var traits: AccessibilityTraits = []
}

/// The accessibility properties set on a view; `nil` takes the view's default.
struct AccessibilityOverrides {
    var isElement: Bool?
    var label: String??
    var hint: String?
    var value: String?
    var traits: AccessibilityTraits?
}

/// The accessibility description of a view (UIKit's `UIAccessibility` informal protocol on
/// `UIView`): what assistive technologies and UI tests read. Transit has no screen reader; these
/// properties are kept as UIKit keeps them, and `TransitTesting`'s queries find views by them.
///
/// Defaults follow UIKit's: a plain view is not an accessibility element and has no label; a
/// `Label` is an element with the `.staticText` trait labelled by its text; a `Button` is an
/// element with the `.button` trait (plus `.notEnabled` when disabled and `.selected` when
/// selected) labelled by its current title. Setting a property replaces its default; setting the
/// label to `nil` makes it `nil` (as in UIKit, where a label set to `nil` stays `nil`).
extension View {
    /// Whether the view is an element assistive technologies can reach (`isAccessibilityElement`).
    public var isAccessibilityElement: Bool {
        get { accessibilityOverrides.isElement ?? accessibilityDefaults().isElement }
        set { accessibilityOverrides.isElement = newValue }
    }

    /// A succinct label that identifies the view (`accessibilityLabel`), e.g. "Play".
    public var accessibilityLabel: String? {
        get {
            if let label = accessibilityOverrides.label { return label }
            return accessibilityDefaults().label
        }
        set { accessibilityOverrides.label = .some(newValue) }
    }

    /// What performing the view's action does (`accessibilityHint`), e.g. "Plays the song".
    public var accessibilityHint: String? {
        get { accessibilityOverrides.hint }
        set { accessibilityOverrides.hint = newValue }
    }

    /// The view's current value when its label does not say it (`accessibilityValue`), e.g. "50 %".
    public var accessibilityValue: String? {
        get { accessibilityOverrides.value }
        set { accessibilityOverrides.value = newValue }
    }

    /// The traits that describe the view (`accessibilityTraits`).
    public var accessibilityTraits: AccessibilityTraits {
        get { accessibilityOverrides.traits ?? accessibilityDefaults().traits }
        set { accessibilityOverrides.traits = newValue }
    }
}
