import Foundation

/// A view controller that shows an alert or an action sheet (`UIAlertController`): a title, a
/// message, and a button for each of its actions, on a translucent material.
///
/// Configure it with a title, a message and a style, add ``AlertAction``s, then present it with
/// `present(_:animated:completion:)`. Apple documents that "UIKit displays alerts and action
/// sheets modally over your app's content"; the alert controller dismisses itself when the user
/// chooses an action, then runs the action's handler.
///
/// - ``Style/alert``: centred over the presenter, which a translucent black (20 %) dims; it
///   fades in while shrinking from 1.2 times its size (0.4 s, the system's critically damped
///   spring) and fades out (0.25 s). Its `modalPresentationStyle` is `.custom`; a
///   transitioning delegate, when set, supplies the presentation as for any custom presentation.
/// - ``Style/actionSheet``: its `modalPresentationStyle` is `.popover`, as UIKit's is. In a
///   horizontally regular window it is a popover: set its `popoverPresentationController`'s
///   `sourceView` and `sourceRect` or `barButtonItem` (UIKit raises an exception without one;
///   Transit reports `popover.noSource` and centres it). The popover does not show the cancel
///   action; a tap outside it chooses that action. In a horizontally compact window it rises from
///   the bottom edge over the dimmed presenter, with the cancel action in a rounded group of its
///   own under the others; a tap on the dimmed area chooses the cancel action when there is one
///   and does nothing otherwise.
///
/// The background of the alert and of the sheet's groups is `BlurEffect.Style.systemThickMaterial`
/// (a blur of what lies behind), with hairlines in the separator colour; the title draws in the
/// label colour, buttons in the tint colour, destructive ones in system red, the cancel action
/// and the preferred action in semibold. Every colour resolves for light and dark mode from the
/// view's traits. A button darkens with the fill colour while touched.
///
/// Transit has no text field: `addTextField(configurationHandler:)` and `textFields` are not part
/// of this API. UIKit documents the class as used as-is; Transit does not let it be subclassed.
@MainActor
public final class AlertController: ViewController {
    /// How an alert controller is shown (`UIAlertController.Style`), with UIKit's raw values.
    public enum Style: Int, Sendable, CaseIterable {
        /// An action sheet, shown by the controller that presented it (`actionSheet`).
        case actionSheet = 0
        /// An alert, shown modally for the app (`alert`).
        case alert = 1
    }

    /// The style given to `init(title:message:preferredStyle:)` (`preferredStyle`).
    public let preferredStyle: Style
    /// The actions in the order they were added, which is the order of their buttons
    /// (`actions`), apart from where the cancel action goes.
    public private(set) var actions: [AlertAction] = []

    /// The title of the alert (`title`), shown above the message.
    public override var title: String? {
        didSet { contentChanged() }
    }

    /// Descriptive text giving more detail (`message`), shown under the title.
    public var message: String? {
        didSet { contentChanged() }
    }

    /// The action the user is expected to take (`preferredAction`): its title is drawn in
    /// semibold, and then the cancel action's is not. Apple documents it as relevant to alerts
    /// only (action sheets ignore it), and the action must already be among `actions`:
    /// "Assigning an object to this property before adding it with the `addAction(_:)` method is
    /// a programmer error". Transit reports such an assignment (`alert.preferredActionNotAdded`)
    /// and keeps the previous value.
    public var preferredAction: AlertAction? {
        get { preferredActionStorage }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                report(
                    .error, code: "alert.preferredActionNotAdded",
                    "preferredAction \"\(newValue.title ?? "")\" of \(timelineName) is not one of its actions "
                        + "(UIKit raises an exception); kept the previous preferred action")
                return
            }
            preferredActionStorage = newValue
            contentChanged()
        }
    }
    private var preferredActionStorage: AlertAction?

    /// Whether the user chose an action and the alert is on its way out.
    private var isChoosing = false

    /// Creates an alert controller (`init(title:message:preferredStyle:)`).
    ///
    /// - Parameters:
    ///   - title: The title, shown above the message; `nil` for none.
    ///   - message: The message; `nil` for none.
    ///   - preferredStyle: An alert or an action sheet.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
        self.message = message
        modalPresentationStyle = preferredStyle == .alert ? .custom : .popover
        updatePreferredContentSize()
    }

    /// Creates an alert controller from an archive (`init(coder:)`). Transit has no storyboards
    /// or archives: this makes an alert with no title, message or actions.
    public required convenience init?(coder: NSCoder) {
        self.init(title: nil, message: nil, preferredStyle: .alert)
    }

    /// Adds an action, whose button follows those of the actions added before
    /// (`addAction(_:)`). An alert controller has at most one `.cancel` action: UIKit raises an
    /// exception for a second, Transit reports it (`alert.secondCancelAction`) and does not add
    /// it. An action already added to an alert controller is reported
    /// (`alert.actionAlreadyAdded`) and not added again.
    public func addAction(_ action: AlertAction) {
        if action.controller != nil {
            report(
                .error, code: "alert.actionAlreadyAdded",
                "action \"\(action.title ?? "")\" was already added to an alert controller; not added to \(timelineName)")
            return
        }
        if action.style == .cancel, let cancel = actions.first(where: { $0.style == .cancel }) {
            report(
                .error, code: "alert.secondCancelAction",
                "\(timelineName) already has the cancel action \"\(cancel.title ?? "")\"; an alert controller has at "
                    + "most one (UIKit raises an exception), so \"\(action.title ?? "")\" was not added")
            return
        }
        action.controller = self
        actions.append(action)
        contentChanged()
    }

    /// Makes the view that shows the alert: transparent, holding its groups.
    public override func loadView() {
        view = AlertView(controller: self)
    }

    /// The form the alert takes: the one its presentation controller gives it, else the one its
    /// style asks for in a regular width.
    var form: AlertLayout.Form {
        if let controller = transitionState.presentationController as? AlertPresentationController {
            return controller.form
        }
        return preferredStyle == .alert ? .alert : .popover
    }

    /// The layout for `width` in `form`, with the title, message and button titles measured in
    /// the fonts of that form.
    func layout(width: CGFloat, form: AlertLayout.Form, hairline: CGFloat = 1) -> AlertLayout {
        AlertView.layout(
            width: width, form: form, title: title, message: message, actions: actions, hairline: hairline)
    }

    /// The title, message or actions changed: the view is rebuilt and the popover size updated.
    private func contentChanged() {
        (viewIfLoaded as? AlertView)?.rebuild()
        updatePreferredContentSize()
    }

    /// Sizes the popover form.
    private func updatePreferredContentSize() {
        let width = AlertLayout.Metrics.popover.width
        preferredContentSize = layout(width: width, form: .popover).size
    }

    /// An action's `isEnabled` changed.
    func actionChanged(_ action: AlertAction) {
        (viewIfLoaded as? AlertView)?.updateButtons()
    }

    /// The user chose `action` (a tap on its button, or outside a sheet or popover for the cancel
    /// action): the alert dismisses itself, then the action's handler runs. A disabled action,
    /// and a choice while the alert is not presented or already leaving, do nothing.
    func choose(_ action: AlertAction) {
        guard action.isEnabled, !isChoosing, presentingViewController != nil else { return }
        isChoosing = true
        dismiss(animated: true) { [self] in
            isChoosing = false
            action.handler?(action)
        }
    }

    /// The cancel action, if any.
    var cancelAction: AlertAction? { actions.first { $0.style == .cancel } }

    /// A tap outside the popover dismissed the action sheet: its cancel action's handler runs,
    /// as if the user had chosen it.
    func popoverDismissedByTapOutside() {
        guard let cancel = cancelAction, cancel.isEnabled else { return }
        cancel.handler?(cancel)
    }
}
