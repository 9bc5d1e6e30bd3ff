import Foundation

/// Where the parts of an alert or action sheet go: its groups, header, buttons and hairlines,
/// worked out from the width, the measured header and the actions' titles. A pure value, so the
/// view and the tests compute the same geometry.
///
/// The rules, checked against iOS: an alert shows exactly two actions side by side when both
/// titles fit on one line in half its width (the cancel action on the left), otherwise one under
/// the other (the cancel action last); an action sheet on a phone shows the cancel action in a
/// rounded group of its own under the others; an action sheet in a popover does not show it (a
/// tap outside the popover chooses it instead).
struct AlertLayout {
    /// The form an alert controller takes on screen.
    enum Form: Equatable, Sendable {
        /// A centred alert (`.alert`).
        case alert
        /// An action sheet at the bottom of a horizontally compact window.
        case sheet
        /// An action sheet in a popover (a horizontally regular window).
        case popover
    }

    /// The sizes of one form. Apple publishes few of them: these are Transit's choices, close to
    /// the values commonly measured on iOS.
    struct Metrics: Equatable, Sendable {
        /// The width of an alert or popover (the sheet fills the window's width less margins).
        var width: CGFloat
        /// The radius of the groups' corners.
        var cornerRadius: CGFloat
        /// The height of one button.
        var buttonHeight: CGFloat
        /// The space above the title, under the message, and on either side of both.
        var headerTop: CGFloat, headerBottom: CGFloat, headerSide: CGFloat
        /// The space between the title and the message.
        var headerSpacing: CGFloat
        /// The space between a sheet's group and its cancel group, and around the sheet.
        var margin: CGFloat
        /// The point size of the buttons' titles.
        var buttonFontSize: CGFloat
        /// The point size of the title, and its weight.
        var titleFontSize: CGFloat

        /// An alert: 270 pt wide, 14 pt corners, 44 pt buttons in 17 pt text, a 17 pt semibold
        /// title over a 13 pt (footnote) message.
        static let alert = Metrics(
            width: 270, cornerRadius: 14, buttonHeight: 44, headerTop: 20, headerBottom: 20, headerSide: 16,
            headerSpacing: 4, margin: 0, buttonFontSize: 17, titleFontSize: 17)
        /// An action sheet: 14 pt corners, 57 pt buttons in 20 pt text, a 13 pt semibold title over
        /// a 13 pt message, 8 pt between the groups and from the window's edges.
        static let sheet = Metrics(
            width: 0, cornerRadius: 14, buttonHeight: 57, headerTop: 14, headerBottom: 14, headerSide: 16,
            headerSpacing: 4, margin: 8, buttonFontSize: 20, titleFontSize: 13)
        /// An action sheet in a popover: the sheet's rows, 270 pt wide, with the popover's own corners.
        static let popover = Metrics(
            width: 270, cornerRadius: 0, buttonHeight: 57, headerTop: 14, headerBottom: 14, headerSide: 16,
            headerSpacing: 4, margin: 0, buttonFontSize: 20, titleFontSize: 13)

        /// The metrics of `form`.
        static func of(_ form: Form) -> Metrics {
            switch form {
            case .alert: .alert
            case .sheet: .sheet
            case .popover: .popover
            }
        }
    }

    /// What the layout is computed from.
    struct Input {
        var form: Form
        /// The width of the groups.
        var width: CGFloat
        /// The heights of the title and the message wrapped to the header's width; `nil` when absent.
        var titleHeight: CGFloat?, messageHeight: CGFloat?
        /// The actions' styles, in the order they were added.
        var styles: [AlertAction.Style]
        /// The widths of the actions' titles on one line, in the same order.
        var titleWidths: [CGFloat]
        /// The thickness of a hairline (one pixel).
        var hairline: CGFloat
    }

    /// The size of the whole: the group, and under it the cancel group when there is one.
    var size: CGSize = .zero
    /// The frame of the group of the header and the actions.
    var group: CGRect = .zero
    /// The frame of a sheet's cancel group (in the same coordinates as `group`).
    var cancelGroup: CGRect?
    /// The title's and the message's frames in the group.
    var title: CGRect?, message: CGRect?
    /// The indexes (into the actions) of the buttons in the group, top to bottom, left to right.
    var order: [Int] = []
    /// Their frames in the group, in `order`.
    var buttons: [CGRect] = []
    /// The index of the action in the cancel group, and its button's frame in that group.
    var cancel: (index: Int, frame: CGRect)?
    /// The hairlines between the header and the buttons and between buttons, in the group.
    var separators: [CGRect] = []
    /// Whether two buttons sit side by side.
    var isSideBySide = false

    /// The inset of a button's title from its edges, when deciding whether two fit side by side.
    static let titlePadding: CGFloat = 8

    /// Lays out `input`.
    init(_ input: Input) {
        let metrics = Metrics.of(input.form)
        var y = placeHeader(input, metrics)
        let cancelIndex = input.styles.firstIndex(of: .cancel)
        var shown = Array(input.styles.indices)
        if input.form != .alert, let cancelIndex { shown.removeAll { $0 == cancelIndex } }
        if input.form == .alert, shown.count == 2, Self.fitSideBySide(input) {
            isSideBySide = true
            order = cancelIndex.map { c in [c] + shown.filter { $0 != c } } ?? shown
            y = placeSideBySide(at: y, input, metrics)
        } else {
            if input.form == .alert, let cancelIndex { shown = shown.filter { $0 != cancelIndex } + [cancelIndex] }
            order = shown
            y = placeStacked(at: y, input, metrics)
        }
        group = CGRect(x: 0, y: 0, width: input.width, height: y)
        size = CGSize(width: input.width, height: y)
        if input.form == .sheet, let cancelIndex {
            let top = y > 0 ? y + metrics.margin : 0
            cancelGroup = CGRect(x: 0, y: top, width: input.width, height: metrics.buttonHeight)
            cancel = (cancelIndex, CGRect(x: 0, y: 0, width: input.width, height: metrics.buttonHeight))
            size.height = top + metrics.buttonHeight
        }
    }

    /// Places the title and the message; returns the height of the header (0 without either).
    private mutating func placeHeader(_ input: Input, _ metrics: Metrics) -> CGFloat {
        guard input.titleHeight != nil || input.messageHeight != nil else { return 0 }
        let width = max(0, input.width - 2 * metrics.headerSide)
        var y = metrics.headerTop
        if let height = input.titleHeight {
            title = CGRect(x: metrics.headerSide, y: y, width: width, height: height)
            y += height
        }
        if let height = input.messageHeight {
            if input.titleHeight != nil { y += metrics.headerSpacing }
            message = CGRect(x: metrics.headerSide, y: y, width: width, height: height)
            y += height
        }
        return y + metrics.headerBottom
    }

    /// Whether both titles of a two-action alert fit on one line in half the width.
    private static func fitSideBySide(_ input: Input) -> Bool {
        let room = input.width / 2 - 2 * titlePadding
        return input.titleWidths.allSatisfy { $0 <= room }
    }

    /// Two buttons in one row under a hairline, split by a vertical hairline.
    private mutating func placeSideBySide(at y: CGFloat, _ input: Input, _ metrics: Metrics) -> CGFloat {
        let half = input.width / 2
        if y > 0 { separators.append(CGRect(x: 0, y: y, width: input.width, height: input.hairline)) }
        buttons = [
            CGRect(x: 0, y: y, width: half, height: metrics.buttonHeight),
            CGRect(x: half, y: y, width: input.width - half, height: metrics.buttonHeight)
        ]
        separators.append(CGRect(x: half, y: y, width: input.hairline, height: metrics.buttonHeight))
        return y + metrics.buttonHeight
    }

    /// The buttons one under the other, each under a hairline (the first only under a header).
    private mutating func placeStacked(at start: CGFloat, _ input: Input, _ metrics: Metrics) -> CGFloat {
        var y = start
        for _ in order {
            if y > 0 { separators.append(CGRect(x: 0, y: y, width: input.width, height: input.hairline)) }
            buttons.append(CGRect(x: 0, y: y, width: input.width, height: metrics.buttonHeight))
            y += metrics.buttonHeight
        }
        return y
    }
}
