import Foundation
import Transit

/// A description of the views a test looks for on a host's screen, as a UI test finds elements
/// (XCUITest's element queries): by the text they show, their accessibility identifier or label,
/// or their type. `TestHost.views(_:)` and `view(_:)` run it; `tap(_:)` taps what it finds.
@MainActor
public struct ViewQuery: CustomStringConvertible {
    /// What the query looks for, in words, for diagnostics.
    public let description: String
    private let predicate: @MainActor (View) -> Bool

    /// A query that matches the views for which `predicate` holds.
    public init(_ description: String, where predicate: @escaping @MainActor (View) -> Bool) {
        self.description = description
        self.predicate = predicate
    }

    /// Whether `view` matches.
    public func matches(_ view: View) -> Bool { predicate(view) }

    /// Views showing exactly `text`: a label's text, or a button's current title.
    public static func text(_ text: String) -> ViewQuery {
        ViewQuery("text \"\(text)\"") { view in shownText(of: view) == text }
    }

    /// Views showing text that contains `fragment`.
    public static func textContaining(_ fragment: String) -> ViewQuery {
        ViewQuery("text containing \"\(fragment)\"") { view in shownText(of: view)?.contains(fragment) ?? false }
    }

    /// Views whose `accessibilityIdentifier` is `identifier`.
    public static func identifier(_ identifier: String) -> ViewQuery {
        ViewQuery("accessibility identifier \"\(identifier)\"") { $0.accessibilityIdentifier == identifier }
    }

    /// Accessibility elements whose `accessibilityLabel` is `label`. As with assistive
    /// technologies, the views inside an accessibility element are not elements of their own (a
    /// button's title label is read as the button).
    public static func label(_ label: String) -> ViewQuery {
        ViewQuery("accessibility label \"\(label)\"") { view in
            view.isAccessibilityElement && view.accessibilityLabel == label && !insideAccessibilityElement(view)
        }
    }

    private static func insideAccessibilityElement(_ view: View) -> Bool {
        var ancestor = view.superview
        while let current = ancestor {
            if current.isAccessibilityElement { return true }
            ancestor = current.superview
        }
        return false
    }

    /// Views of type `type` (subclasses included).
    public static func type<V: View>(_ type: V.Type) -> ViewQuery {
        ViewQuery("views of type \(type)") { $0 is V }
    }

    /// Views matching both queries.
    public func and(_ other: ViewQuery) -> ViewQuery {
        let first = self
        return ViewQuery("\(description) and \(other.description)") { first.matches($0) && other.matches($0) }
    }

    /// The text a view shows: a label's text (plain or styled), a button's current title (the
    /// button, not the label inside it that draws the title, is the view that shows it).
    static func shownText(of view: View) -> String? {
        if let button = view as? Button { return button.currentTitle ?? button.currentAttributedTitle?.string }
        if let label = view as? Label, !(label.superview is Button) { return label.text ?? label.attributedText?.string }
        return nil
    }
}
