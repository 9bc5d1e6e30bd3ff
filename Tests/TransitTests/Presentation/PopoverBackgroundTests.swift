import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A background with its own arrow and insets, overriding every class method as Apple documents
/// a subclass must.
@MainActor
final class WideInsetBackground: PopoverBackgroundView {
    override class func arrowHeight() -> CGFloat { 20 }
    override class func arrowBase() -> CGFloat { 30 }
    override class func contentViewInsets() -> EdgeInsets { EdgeInsets(top: 8, left: 6, bottom: 10, right: 4) }
    override class var wantsDefaultContentAppearance: Bool { false }
}

/// A background that overrides none of the class methods.
@MainActor
final class BareBackground: PopoverBackgroundView {}

/// A background whose metrics are unusable: a NaN arrow height and a negative inset.
@MainActor
final class BrokenBackground: PopoverBackgroundView {
    override class func arrowHeight() -> CGFloat { .nan }
    override class func arrowBase() -> CGFloat { 30 }
    override class func contentViewInsets() -> EdgeInsets { EdgeInsets(top: -5, left: 0, bottom: 0, right: 0) }
}

/// `popoverBackgroundViewClass` and `PopoverBackgroundView` against `UIPopoverBackgroundView`'s
/// documented contract: the class's `arrowHeight()`, `arrowBase()` and `contentViewInsets()`
/// decide where the content sits, the instance learns the arrow's direction and its offset from
/// the view's centre. The geometry is worked out by hand on an iPad Air 11-inch upright (820 ×
/// 1180 pt, no side safe-area insets, so the popover's allowed area starts 10 pt from the left).
@MainActor
@Suite struct PopoverBackgroundTests {
    let presenter = PopoverPresentationTests()

    @Test func theStandardBackgroundIsTheDefault() throws {
        let (host, _, popover, _) = presenter.presentPopover()
        let controller = try unwrap(popover.popoverPresentationController)
        expectNil(controller.popoverBackgroundViewClass)
        let background = try unwrap(controller.popoverView.backgroundView as? PopoverStandardBackgroundView)
        expectEqual(background.frame, controller.popoverView.bounds)
        expectEqual(background.arrowDirection, .up)
        // Centred on the source's middle (x 130) the 300 pt popover would start at x −20; it
        // starts at the allowed area's 10 pt instead, so the tip is 120 pt in, 30 pt left of the
        // centre.
        expectEqual(controller.popoverView.frame.minX, 10)
        expectEqual(background.arrowOffset, -30)
        expectEqual(popover.view.frame.size, CGSize(width: 300, height: 200))
        expect(host.diagnostics.diagnostics.isEmpty)
    }

    @Test func aCustomClassPlacesTheContentByItsArrowAndInsets() throws {
        let (host, _, popover, _) = presenter.presentPopover(source: CGRect(x: 0, y: 100, width: 40, height: 40)) {
            $0.popoverBackgroundViewClass = WideInsetBackground.self
        }
        let controller = try unwrap(popover.popoverPresentationController)
        expectEqual(host.window.safeAreaInsets.left, 0)
        // 300 × 200 content + insets 6 + 4 across, 8 + 10 down, + the 20 pt arrow above.
        expectEqual(controller.popoverView.frame, CGRect(x: 10, y: 140, width: 310, height: 238))
        let background = try unwrap(controller.popoverView.backgroundView as? WideInsetBackground)
        expectEqual(background.frame, CGRect(x: 0, y: 0, width: 310, height: 238))
        expectEqual(background.arrowDirection, .up)
        expectEqual(controller.arrowDirection, .up)
        // The source's middle (x 20) is 10 pt into the popover, closer to the corner than the
        // 13 pt radius plus half the 30 pt base: the tip stops at 28 pt, 155 − 28 = 127 pt left
        // of the centre.
        expectEqual(background.arrowOffset, -127)
        expectEqual(popover.view.convert(popover.view.bounds, to: nil), CGRect(x: 16, y: 168, width: 300, height: 200))
        expectEqual(controller.popoverView.contentView.layer.cornerRadius, 0, "no default content appearance")
        expect(host.diagnostics.diagnostics.isEmpty)
    }

    @Test func onTheLeftTheArrowHeightIsAddedAcross() throws {
        // The host is kept: a released host takes its window, and the presentation, with it.
        let (host, _, popover, _) = presenter.presentPopover(source: CGRect(x: 100, y: 400, width: 40, height: 40)) {
            $0.popoverBackgroundViewClass = WideInsetBackground.self
            $0.permittedArrowDirections = .left
        }
        let controller = try unwrap(popover.popoverPresentationController)
        // 310 + 20 wide from the source's right edge, 218 high centred on its middle (y 420).
        expectEqual(controller.popoverView.frame, CGRect(x: 140, y: 311, width: 330, height: 218))
        let background = try unwrap(controller.popoverView.backgroundView as? WideInsetBackground)
        expectEqual(background.arrowDirection, .left)
        expectEqual(background.arrowOffset, 0)
        expectEqual(popover.view.convert(popover.view.bounds, to: nil), CGRect(x: 166, y: 319, width: 300, height: 200))
        expect(host.diagnostics.diagnostics.isEmpty)
    }

    @Test func classMethodsNotOverriddenAreReportedAndTheStandardOnesUsed() throws {
        let (host, _, popover, _) = presenter.presentPopover(quiet: true) {
            $0.popoverBackgroundViewClass = BareBackground.self
        }
        let controller = try unwrap(popover.popoverPresentationController)
        let reports = host.diagnostics.diagnostics(withCode: "popover.backgroundMethods")
        expectEqual(reports.count, 1)
        expect(reports.first?.severity == .warning)
        for name in ["arrowHeight()", "arrowBase()", "contentViewInsets()"] {
            expectEqual(reports.first?.message.contains(name), true)
        }
        expect(controller.popoverView.backgroundView is BareBackground)
        expectEqual(controller.popoverView.frame.size, CGSize(width: 300, height: 200 + 13))
        expectEqual(controller.popoverView.contentView.layer.cornerRadius, 13, "the default content appearance")
    }

    @Test func unusableMetricsAreReportedAndReplaced() throws {
        let (host, _, popover, _) = presenter.presentPopover(quiet: true) {
            $0.popoverBackgroundViewClass = BrokenBackground.self
        }
        let controller = try unwrap(popover.popoverPresentationController)
        let reports = host.diagnostics.diagnostics(withCode: "popover.backgroundMetrics")
        expectEqual(reports.count, 1)
        expect(reports.first?.severity == .error)
        expectEqual(reports.first?.message.contains("arrowHeight() = nan"), true)
        expectEqual(reports.first?.message.contains("contentViewInsets().top = -5"), true)
        // The standard 13 pt arrow and no top inset; the valid 30 pt base stays.
        expectEqual(controller.popoverView.metrics.arrowBase, 30)
        expectEqual(controller.popoverView.frame.size, CGSize(width: 300, height: 213))
        expectEqual(popover.view.convert(CGPoint.zero, to: controller.popoverView), CGPoint(x: 0, y: 13))
    }

    @Test func aClassSetWhileShownReplacesTheBackground() throws {
        let (host, _, popover, _) = presenter.presentPopover()
        let controller = try unwrap(popover.popoverPresentationController)
        controller.popoverBackgroundViewClass = WideInsetBackground.self
        host.runUntilIdle()
        expect(controller.popoverView.backgroundView is WideInsetBackground)
        expectEqual(controller.popoverView.subviews.filter { $0 is PopoverBackgroundView }.count, 1)
        expectEqual(controller.popoverView.frame.size, CGSize(width: 310, height: 238))
        controller.popoverBackgroundViewClass = nil
        host.runUntilIdle()
        expect(controller.popoverView.backgroundView is PopoverStandardBackgroundView)
        expectEqual(controller.popoverView.frame.size, CGSize(width: 300, height: 213))
    }
}
