import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// The geometry of alerts and action sheets, worked out by hand from the metrics Transit chose
/// (alert 270 pt wide, 44 pt buttons, header padding 20/16 pt, 4 pt between title and message;
/// sheet 57 pt buttons, 8 pt between its groups) and UIKit's rules: two actions side by side
/// when both titles fit in half the width, the cancel action on the left there and last when
/// stacked; a sheet's cancel action in its own group; a popover without it.
@Suite struct AlertLayoutTests {
    static let hairline: CGFloat = 1.0 / 3

    func layout(
        _ form: AlertLayout.Form, width: CGFloat = 270, title: CGFloat? = 22, message: CGFloat? = 16,
        _ styles: [AlertAction.Style], widths: [CGFloat]? = nil
    ) -> AlertLayout {
        AlertLayout(
            .init(
                form: form, width: width, titleHeight: title, messageHeight: message, styles: styles,
                titleWidths: widths ?? styles.map { _ in 40 }, hairline: Self.hairline))
    }

    @Test func twoShortActionsSitSideBySideWithTheCancelOnTheLeft() throws {
        let l = layout(.alert, [.default, .cancel])
        // Header: 20 + 22 (title) + 4 + 16 (message) + 20 = 82.
        expectEqual(l.title, CGRect(x: 16, y: 20, width: 238, height: 22))
        expectEqual(l.message, CGRect(x: 16, y: 46, width: 238, height: 16))
        expect(l.isSideBySide)
        expectEqual(l.order, [1, 0])
        expectEqual(l.buttons, [CGRect(x: 0, y: 82, width: 135, height: 44), CGRect(x: 135, y: 82, width: 135, height: 44)])
        expectEqual(
            l.separators,
            [
                CGRect(x: 0, y: 82, width: 270, height: Self.hairline),
                CGRect(x: 135, y: 82, width: Self.hairline, height: 44)
            ])
        expectEqual(l.size, CGSize(width: 270, height: 126))
        expectNil(l.cancelGroup)
    }

    @Test func aTitleThatDoesNotFitInHalfTheWidthStacksTheButtons() {
        // Half the width less 8 pt on either side: 135 − 16 = 119 pt of room.
        expect(layout(.alert, [.default, .default], widths: [119, 119]).isSideBySide)
        let l = layout(.alert, [.cancel, .default], widths: [40, 120])
        expect(!l.isSideBySide)
        expectEqual(l.order, [1, 0], "stacked, the cancel action goes last")
        expectEqual(l.buttons, [CGRect(x: 0, y: 82, width: 270, height: 44), CGRect(x: 0, y: 126, width: 270, height: 44)])
        expectEqual(l.size.height, 170)
    }

    @Test func threeActionsStackWithTheCancelLast() {
        let l = layout(.alert, [.cancel, .default, .destructive])
        expect(!l.isSideBySide)
        expectEqual(l.order, [1, 2, 0])
        expectEqual(l.buttons.map(\.minY), [82, 126, 170])
        expectEqual(l.separators.map(\.minY), [82, 126, 170])
        expect(l.separators.allSatisfy { $0.width == 270 && $0.height == Self.hairline })
        expectEqual(l.size.height, 214)
    }

    @Test func withoutAHeaderTheFirstButtonHasNoHairlineAbove() {
        let l = layout(.alert, title: nil, message: nil, [.default])
        expectNil(l.title)
        expectNil(l.message)
        expectEqual(l.buttons, [CGRect(x: 0, y: 0, width: 270, height: 44)])
        expect(l.separators.isEmpty)
        expectEqual(l.size.height, 44)
        let messageOnly = layout(.alert, title: nil, message: 16, [.default])
        expectEqual(messageOnly.message, CGRect(x: 16, y: 20, width: 238, height: 16))
        expectEqual(messageOnly.size.height, 100, "20 + 16 + 20 above the 44 pt button")
    }

    @Test func aSheetPutsTheCancelActionInItsOwnGroupBelow() throws {
        // A 393 pt phone less 8 pt on either side: 377 pt.
        let l = layout(.sheet, width: 377, title: nil, message: nil, [.default, .cancel, .destructive])
        expectEqual(l.order, [0, 2])
        expectEqual(l.buttons, [CGRect(x: 0, y: 0, width: 377, height: 57), CGRect(x: 0, y: 57, width: 377, height: 57)])
        expectEqual(l.separators, [CGRect(x: 0, y: 57, width: 377, height: Self.hairline)])
        expectEqual(l.group, CGRect(x: 0, y: 0, width: 377, height: 114))
        expectEqual(l.cancelGroup, CGRect(x: 0, y: 122, width: 377, height: 57))
        let cancel = try unwrap(l.cancel)
        expectEqual(cancel.index, 1)
        expectEqual(cancel.frame, CGRect(x: 0, y: 0, width: 377, height: 57))
        expectEqual(l.size, CGSize(width: 377, height: 179))
    }

    @Test func aSheetWithAHeaderUsesTheSheetPadding() {
        // 14 + 16 (title) + 4 + 16 (message) + 14 = 64.
        let l = layout(.sheet, width: 377, title: 16, message: 16, [.default])
        expectEqual(l.title, CGRect(x: 16, y: 14, width: 345, height: 16))
        expectEqual(l.message, CGRect(x: 16, y: 34, width: 345, height: 16))
        expectEqual(l.buttons, [CGRect(x: 0, y: 64, width: 377, height: 57)])
        expectEqual(l.size.height, 121)
    }

    @Test func aSheetWithOnlyACancelActionShowsOnlyTheCancelGroup() {
        let l = layout(.sheet, width: 377, title: nil, message: nil, [.cancel])
        expectEqual(l.group.height, 0)
        expect(l.order.isEmpty)
        expectEqual(l.cancelGroup, CGRect(x: 0, y: 0, width: 377, height: 57))
        expectEqual(l.size.height, 57)
    }

    @Test func aPopoverLeavesTheCancelActionOut() {
        let l = layout(.popover, title: nil, message: nil, [.cancel, .default])
        expectEqual(l.order, [1])
        expectNil(l.cancel)
        expectNil(l.cancelGroup)
        expectEqual(l.size, CGSize(width: 270, height: 57))
    }

    @Test func thePreferredStyleHasUIKitsRawValues() {
        expectEqual(AlertController.Style.actionSheet.rawValue, 0)
        expectEqual(AlertController.Style.alert.rawValue, 1)
        expectEqual(AlertAction.Style.default.rawValue, 0)
        expectEqual(AlertAction.Style.cancel.rawValue, 1)
        expectEqual(AlertAction.Style.destructive.rawValue, 2)
    }
}
