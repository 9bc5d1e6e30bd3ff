import Foundation

/// The view of an ``AlertController``: transparent, holding the group of the header and the
/// buttons on a material, and for an action sheet on a phone the cancel action's own group.
///
/// The cancel group is opaque, as iOS draws it: `Color.secondarySystemGroupedBackground` (white
/// in light mode; #2C2C2E in dark mode, at the elevated level the system gives alerts), while the
/// other actions show the blurred material.
@MainActor
final class AlertView: View {
    /// The material of the alert and of the sheet's groups.
    static let material = BlurEffect(style: .systemThickMaterial)

    weak var controller: AlertController?
    /// The group of the header and the buttons: the material, with rounded corners.
    let group = VisualEffectView(effect: AlertView.material)
    /// A sheet's cancel group, under the other, on an opaque background.
    let cancelGroup = View(frame: .zero)
    let titleLabel = Label()
    let messageLabel = Label()
    /// One button per action, in the order of the controller's actions.
    private(set) var buttons: [AlertActionButton] = []
    private var separators: [View] = []

    required init?(coder: NSCoder) { nil }

    init(controller: AlertController) {
        self.controller = controller
        super.init(frame: CGRect(x: 0, y: 0, width: AlertLayout.Metrics.alert.width, height: 0))
        for view in [group, cancelGroup] {
            view.clipsToBounds = true
            addSubview(view)
        }
        cancelGroup.backgroundColor = .secondarySystemGroupedBackground
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            group.contentView.addSubview(label)
        }
        rebuild()
    }

    /// Makes one button per action and shows the current title and message.
    func rebuild() {
        guard let controller else { return }
        for button in buttons { button.removeFromSuperview() }
        buttons = controller.actions.map { action in
            let button = AlertActionButton(action: action)
            button.addAction(Action { [weak controller] _ in controller?.choose(action) }, for: .primaryActionTriggered)
            return button
        }
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        setNeedsLayout()
    }

    /// Gives each button the font, colours and state of its action.
    func updateButtons() {
        guard let controller else { return }
        let form = controller.form
        let size = AlertLayout.Metrics.of(form).buttonFontSize
        let preferred = form == .alert ? controller.preferredAction : nil
        for button in buttons {
            let action = button.action
            let bold = action === preferred || (preferred == nil && action.style == .cancel)
            let font = Font.systemFont(ofSize: size, weight: bold ? .semibold : .regular)
            if button.titleLabel?.font != font {
                button.titleLabel?.font = font
                button.setNeedsLayout()
            }
            let color: Color = action.style == .destructive ? .systemRed : tintColor
            button.setTitleColor(color, for: .normal)
            button.setTitleColor(color, for: .highlighted)
            button.isEnabled = action.isEnabled
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller else { return }
        let form = controller.form
        let metrics = AlertLayout.Metrics.of(form)
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        let layout = controller.layout(width: bounds.width, form: form, hairline: 1 / scale)
        let (titleFont, messageFont) = Self.headerFonts(form)
        titleLabel.font = titleFont
        messageLabel.font = messageFont
        let headerColor: Color = form == .alert ? .label : .secondaryLabel
        titleLabel.textColor = headerColor
        messageLabel.textColor = headerColor
        // In a popover the popover's own background shows.
        if (form == .popover) != (group.effect == nil) { group.effect = form == .popover ? nil : Self.material }
        group.layer.cornerRadius = metrics.cornerRadius
        cancelGroup.layer.cornerRadius = metrics.cornerRadius
        group.frame = layout.group
        group.isHidden = layout.group.height == 0
        titleLabel.frame = layout.title ?? .zero
        titleLabel.isHidden = layout.title == nil
        messageLabel.frame = layout.message ?? .zero
        messageLabel.isHidden = layout.message == nil
        placeButtons(layout)
        placeSeparators(layout.separators)
        updateButtons()
    }

    /// Puts each shown button in its group at its frame, and takes the others off screen. A
    /// button already in its group stays there, so a touch on it goes on.
    private func placeButtons(_ layout: AlertLayout) {
        var placed = Set<Int>()
        func place(_ index: Int, in group: View, at frame: CGRect) {
            if buttons[index].superview !== group { group.addSubview(buttons[index]) }
            buttons[index].frame = frame
            placed.insert(index)
        }
        for (index, frame) in zip(layout.order, layout.buttons) { place(index, in: group.contentView, at: frame) }
        cancelGroup.isHidden = layout.cancelGroup == nil
        if let cancel = layout.cancel, let frame = layout.cancelGroup {
            cancelGroup.frame = frame
            place(cancel.index, in: cancelGroup, at: cancel.frame)
        }
        for (index, button) in buttons.enumerated() where !placed.contains(index) { button.removeFromSuperview() }
    }

    /// The hairlines, in the separator colour, over the buttons.
    private func placeSeparators(_ frames: [CGRect]) {
        while separators.count < frames.count {
            let line = View(frame: .zero)
            line.backgroundColor = .separator
            line.isUserInteractionEnabled = false
            separators.append(line)
        }
        for (index, line) in separators.enumerated() {
            if index < frames.count {
                line.frame = frames[index]
                if line.superview !== group.contentView { group.contentView.addSubview(line) }
            } else {
                line.removeFromSuperview()
            }
        }
    }

    /// The fonts of the title and the message in `form`: an alert's title is 17 pt semibold, an
    /// action sheet's 13 pt semibold; the message is the footnote style (13 pt).
    static func headerFonts(_ form: AlertLayout.Form) -> (title: Font, message: Font) {
        let size = AlertLayout.Metrics.of(form).titleFontSize
        return (.systemFont(ofSize: size, weight: .semibold), .preferredFont(forTextStyle: .footnote))
    }

    /// The layout of an alert with this content, its texts measured in the fonts of `form`.
    static func layout(
        width: CGFloat, form: AlertLayout.Form, title: String?, message: String?, actions: [AlertAction],
        hairline: CGFloat
    ) -> AlertLayout {
        let metrics = AlertLayout.Metrics.of(form)
        let fonts = headerFonts(form)
        let textWidth = max(0, width - 2 * metrics.headerSide)
        func height(_ text: String?, _ font: Font) -> CGFloat? {
            guard let text, !text.isEmpty else { return nil }
            let label = Label()
            label.numberOfLines = 0
            label.font = font
            label.text = text
            return label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        }
        let widths = actions.map { action in
            let label = Label()
            label.font = .systemFont(ofSize: metrics.buttonFontSize, weight: .semibold)
            label.text = action.title
            return label.intrinsicContentSize.width
        }
        return AlertLayout(
            .init(
                form: form, width: width, titleHeight: height(title, fonts.title),
                messageHeight: height(message, fonts.message), styles: actions.map(\.style), titleWidths: widths,
                hairline: hairline))
    }
}

/// The button of one alert action: its title centred, the whole row tappable, darkened with the
/// fill colour while touched, labelled for accessibility by the action's title.
@MainActor
final class AlertActionButton: Button {
    let action: AlertAction

    required init?(coder: NSCoder) { nil }

    init(action: AlertAction) {
        self.action = action
        super.init(type: .custom, frame: .zero)
        setTitle(action.title, for: .normal)
        setTitleColor(.tertiaryLabel, for: .disabled)
        accessibilityLabel = action.title
    }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        backgroundColor = isHighlighted ? .systemFill : nil
    }
}
