import Foundation

/// The arrow and insets of a popover's background, read from its class
/// (`PopoverBackgroundView.arrowHeight()`, `arrowBase()`, `contentViewInsets()`).
struct PopoverMetrics: Equatable {
    /// The arrow's height from base to tip.
    var arrowHeight: CGFloat
    /// The arrow's width where it meets the background.
    var arrowBase: CGFloat
    /// The distances from the background's edges (the arrow left out) to the content's.
    var contentInsets: EdgeInsets

    /// The standard popover's: a 13 pt high arrow, 36 pt wide at its base, and no insets.
    /// Apple publishes no popover metrics; these are Transit's choice, close to what iPadOS
    /// draws.
    static let standard = PopoverMetrics(arrowHeight: 13, arrowBase: 36, contentInsets: .zero)

    /// The class methods not overridden while `read(from:report:)` asks them.
    @MainActor
    final class Omissions {
        var names: [String] = []
    }

    /// The omissions being collected, scoped to one `read(from:report:)`.
    @TaskLocal static var omissions: Omissions?

    /// Notes that a subclass left the class method `name` to `PopoverBackgroundView`.
    @MainActor
    static func notOverridden(_ name: String) {
        omissions?.names.append(name)
    }

    /// Asks `type` for its metrics, once each, as UIKit does when a popover is presented. A
    /// method the subclass does not override is reported (`popover.backgroundMethods`); a NaN,
    /// infinite or negative value is reported (`popover.backgroundMetrics`) and replaced by the
    /// standard one.
    @MainActor
    static func read(from type: PopoverBackgroundView.Type, report: (Diagnostic) -> Void) -> PopoverMetrics {
        let omissions = Omissions()
        let asked = $omissions.withValue(omissions) {
            (height: type.arrowHeight(), base: type.arrowBase(), insets: type.contentViewInsets())
        }
        if !omissions.names.isEmpty {
            report(
                Diagnostic(
                    .warning, code: "popover.backgroundMethods",
                    "\(type) does not override \(omissions.names.joined(separator: ", ")), which a popover background "
                        + "must (UIKit raises an exception); the standard popover's values are used"))
        }
        var bad: [String] = []
        func valid(_ value: CGFloat, _ name: String, else standard: CGFloat) -> CGFloat {
            if value.isFinite, value >= 0 { return value }
            bad.append("\(name) = \(value)")
            return standard
        }
        let s = standard.contentInsets, i = asked.insets
        let metrics = PopoverMetrics(
            arrowHeight: valid(asked.height, "arrowHeight()", else: standard.arrowHeight),
            arrowBase: valid(asked.base, "arrowBase()", else: standard.arrowBase),
            contentInsets: EdgeInsets(
                top: valid(i.top, "contentViewInsets().top", else: s.top),
                left: valid(i.left, "contentViewInsets().left", else: s.left),
                bottom: valid(i.bottom, "contentViewInsets().bottom", else: s.bottom),
                right: valid(i.right, "contentViewInsets().right", else: s.right)))
        if !bad.isEmpty {
            report(
                Diagnostic(
                    .error, code: "popover.backgroundMetrics",
                    "\(type) answers \(bad.joined(separator: ", ")); a popover's arrow and insets must be finite and "
                        + "not negative, so the standard popover's values are used instead"))
        }
        return metrics
    }
}
