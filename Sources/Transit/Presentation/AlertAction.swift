import Foundation

/// An action the user can take by tapping a button of an alert or action sheet
/// (`UIAlertAction`).
///
/// Apple documents the action as the title of its button, a style, and "a block to execute when
/// the user selects the action". Add it to an ``AlertController`` with
/// ``AlertController/addAction(_:)`` before presenting the controller. The alert dismisses itself
/// when an action is chosen, and the handler runs once that dismissal has completed (the alert is
/// off screen and `presentedViewController` of its presenter is `nil` again), as UIKit calls it.
@MainActor
public final class AlertAction {
    /// The look and meaning of an action's button (`UIAlertAction.Style`), with UIKit's raw values.
    public enum Style: Int, Sendable, CaseIterable {
        /// The default look (`default`): the title in the tint colour.
        case `default` = 0
        /// An action that cancels the operation and leaves things unchanged (`cancel`): the title in
        /// semibold; at most one per alert controller. In an action sheet on a phone it sits in its
        /// own group under the others; a tap outside the sheet chooses it.
        case cancel = 1
        /// An action that might change or delete data (`destructive`): the title in system red.
        case destructive = 2
    }

    /// The title of the action's button (`title`).
    public let title: String?
    /// The style of the action's button (`style`).
    public let style: Style
    /// Whether the action is enabled (`isEnabled`); `true` by default. A disabled action's button
    /// is drawn dimmed (tertiary label colour) and does not respond to taps. Changing it while the
    /// alert is shown updates the button at once.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { controller?.actionChanged(self) } }
    }

    /// What runs when the user chooses the action, after the alert's dismissal.
    let handler: (@MainActor (AlertAction) -> Void)?
    /// The alert controller the action was added to.
    weak var controller: AlertController?

    /// Creates an action (`init(title:style:handler:)`).
    ///
    /// - Parameters:
    ///   - title: The text of the button.
    ///   - style: How the button looks and what it means.
    ///   - handler: What to run when the user chooses the action; it receives the action. It runs
    ///     after the alert has been dismissed.
    public init(title: String?, style: Style, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
