import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Records what a popover tells its delegate, in order.
@MainActor
final class PopoverListener: PopoverPresentationControllerDelegate {
    var log: [String] = []
    var allow = true
    var adaptation: ModalPresentationStyle = .automatic
    func prepareForPopoverPresentation(_ popover: PopoverPresentationController) { log.append("prepare") }
    func popoverPresentationControllerShouldDismissPopover(_ popover: PopoverPresentationController) -> Bool {
        log.append("shouldPopover")
        return allow
    }
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        log.append("should")
        return true
    }
    func presentationControllerWillDismiss(_ presentationController: PresentationController) { log.append("will") }
    func presentationControllerDidDismiss(_ presentationController: PresentationController) { log.append("did") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) { log.append("attempt") }
    func popoverPresentationControllerDidDismissPopover(_ popover: PopoverPresentationController) { log.append("didPopover") }
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle { adaptation }
}

/// Popover presentations on an iPad (horizontally regular) and a phone (compact), checked
/// against `UIPopoverPresentationController`'s documented behaviour: the arrow points at the
/// source, a tap outside dismisses unless it lands on a passthrough view or the dismissal is
/// refused, and a compact width turns the popover into its adaptive sheet.
@MainActor
@Suite struct PopoverPresentationTests {
    /// An iPad host whose root has a button at `source`, presenting a 300 × 200 popover from it;
    /// `quiet` keeps the diagnostics a test provokes on purpose off standard error.
    func presentPopover(
        device: DeviceModel = .iPadAir11, source: CGRect = CGRect(x: 100, y: 100, width: 60, height: 40),
        quiet: Bool = false, configure: (PopoverPresentationController) -> Void = { _ in }
    ) -> (host: TestHost, root: NamedController, popover: NamedController, button: Button) {
        let root = NamedController("Root", color: .systemTeal)
        let host = TestHost(device: device)
        if quiet { host.diagnostics.forward = nil }
        host.window.rootViewController = root
        let button = Button(frame: source)
        root.view.addSubview(button)
        let popover = NamedController("Popover")
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = CGSize(width: 300, height: 200)
        let controller = popover.popoverPresentationController!
        controller.sourceView = button
        configure(controller)
        root.present(popover, animated: true)
        host.runUntilIdle()
        return (host, root, popover, button)
    }

    @Test func thePopoverHangsUnderItsSourceWithTheArrowAtItsMiddle() throws {
        let (host, root, popover, button) = presentPopover()
        let controller = try unwrap(popover.popoverPresentationController)
        expectIdentical(popover.presentationController, controller)
        expectEqual(controller.arrowDirection, .up)
        expectEqual(popover.view.bounds.size, CGSize(width: 300, height: 200))
        let bubble = try unwrap(controller.presentedView)
        let frame = bubble.convert(bubble.bounds, to: nil)
        expectEqual(frame.minY, button.frame.maxY)
        expectEqual(frame.minX + controller.popoverView.placement.arrowOffset, button.frame.midX)
        expectNotNil(root.view.window, "the presenter's view stays")
        expectNotNil(popover.view.window)
        expectIdentical(popover.view.superview, controller.popoverView.contentView)
        withExtendedLifetime(host) {}
    }

    @Test func aNewPreferredSizeResizesTheShownPopoverAnimated() throws {
        let (host, _, popover, button) = presentPopover()
        let controller = try unwrap(popover.popoverPresentationController)
        popover.preferredContentSize = CGSize(width: 200, height: 150)
        host.step()
        let shown = try unwrap(controller.popoverView.layer.presentation()).bounds.width
        expectGreaterThan(shown, 200, "between the old and the new width, mid-animation")
        expectLessThan(shown, 300, "between the old and the new width, mid-animation")
        host.runUntilIdle()
        expectEqual(popover.view.bounds.size, CGSize(width: 200, height: 150))
        expectEqual(controller.popoverView.frame.minX + controller.popoverView.placement.arrowOffset, button.frame.midX)
    }

    @Test func aTapOutsideDismissesAndTellsTheDelegate() throws {
        let listener = PopoverListener()
        let (host, root, popover, _) = presentPopover { $0.delegate = listener }
        expectEqual(listener.log, ["prepare"])
        host.tap(at: CGPoint(x: 700, y: 900))
        host.runUntilIdle()
        expectNil(root.presentedViewController)
        expectNil(popover.view.window)
        expectEqual(listener.log, ["prepare", "shouldPopover", "should", "will", "did", "didPopover"])
    }

    @Test func aTapInsideThePopoverDoesNotDismissIt() {
        let (host, root, popover, _) = presentPopover()
        let inside = popover.view.convert(CGPoint(x: 150, y: 100), to: nil)
        host.tap(at: inside)
        host.runUntilIdle()
        expectIdentical(root.presentedViewController, popover)
    }

    @Test func aPassthroughViewTakesTheTapAndThePopoverStays() {
        var tapped = 0
        let other = Button(frame: CGRect(x: 600, y: 900, width: 100, height: 50))
        let (host, root, popover, _) = presentPopover { $0.passthroughViews = [other] }
        root.view.addSubview(other)
        other.addAction(Action { _ in tapped += 1 }, for: .touchUpInside)
        host.tap(at: CGPoint(x: 650, y: 925))
        host.runUntilIdle()
        expectEqual(tapped, 1)
        expectIdentical(root.presentedViewController, popover)
    }

    @Test func aRefusedOrModalDismissalStays() {
        let listener = PopoverListener()
        listener.allow = false
        let (host, root, popover, _) = presentPopover { $0.delegate = listener }
        host.tap(at: CGPoint(x: 700, y: 900))
        host.runUntilIdle()
        expectIdentical(root.presentedViewController, popover)
        expectEqual(listener.log, ["prepare", "shouldPopover", "attempt"])

        let quiet = PopoverListener()
        let (host2, root2, modal, _) = presentPopover { $0.delegate = quiet }
        modal.isModalInPresentation = true
        host2.tap(at: CGPoint(x: 700, y: 900))
        host2.runUntilIdle()
        expectIdentical(root2.presentedViewController, modal)
        expectEqual(quiet.log, ["prepare", "attempt"])
    }

    @Test func aCompactWidthShowsTheAdaptiveSheet() throws {
        let (host, _, popover, _) = presentPopover(device: .iPhone16) {
            $0.adaptiveSheetPresentationController.detents = [.medium()]
        }
        let controller = try unwrap(popover.popoverPresentationController)
        let sheet = try unwrap(popover.presentationController as? SheetPresentationController)
        expectIdentical(sheet, controller.adaptiveSheetPresentationController)
        expectIdentical(popover.sheetPresentationController, sheet)
        // The medium detent set on the adaptive sheet: half the large one (which leaves 10 pt under
        // the top safe-area inset), detent values leaving out the bottom inset, as UIKit's do.
        expectEqual(sheet.detents.map(\.identifier), [.medium])
        let insets = host.window.safeAreaInsets
        let large = host.window.bounds.height - (insets.top + 10) - insets.bottom
        expectClose(2 * (popover.view.frame.height - insets.bottom), large, within: 1)
        expectEqual(popover.view.frame.width, host.window.bounds.width)
    }

    @Test func theDelegateCanKeepThePopoverOnAPhone() throws {
        let listener = PopoverListener()
        listener.adaptation = .none
        let (host, _, popover, _) = presentPopover(device: .iPhone16) { $0.delegate = listener }
        let controller = try unwrap(popover.presentationController as? PopoverPresentationController)
        expectEqual(controller.arrowDirection, .up)
        expectEqual(popover.view.bounds.size, CGSize(width: 300, height: 200))
        withExtendedLifetime(host) {}
    }

    @Test func withoutASourceItIsReportedAndCentred() throws {
        let root = NamedController("Root")
        let host = TestHost(device: .iPadAir11)
        host.diagnostics.forward = nil
        host.window.rootViewController = root
        let popover = NamedController("Popover")
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = CGSize(width: 300, height: 200)
        root.present(popover, animated: false)
        host.runUntilIdle()
        expectEqual(host.diagnostics.diagnostics(withCode: "popover.noSource").count, 1)
        let controller = try unwrap(popover.popoverPresentationController)
        expectEqual(controller.arrowDirection, .unknown)
        let frame = try unwrap(controller.presentedView).frame
        let area = host.window.bounds.inset(by: host.window.safeAreaInsets)
        expectClose(frame.midX, area.midX, within: 1e-9)
        expectClose(frame.midY, area.midY, within: 1e-9)
    }

    @Test func aBarButtonItemIsTheSourceAndItsNeighboursPassThrough() throws {
        let list = NamedController("List")
        let navigation = NavigationController(rootViewController: list)
        let host = TestHost(device: .iPadAir11)
        host.window.rootViewController = navigation
        let share = BarButtonItem(title: "Share")
        var edits = 0
        let edit = BarButtonItem(title: "Edit", primaryAction: { _ in edits += 1 })
        list.navigationItem.rightBarButtonItems = [share, edit]
        host.runUntilIdle()
        let popover = NamedController("Popover")
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = CGSize(width: 300, height: 200)
        popover.popoverPresentationController?.barButtonItem = share
        list.present(popover, animated: false)
        host.runUntilIdle()
        let controller = try unwrap(popover.popoverPresentationController)
        let shareView = try unwrap(BarButtonItem.shownView(of: share, near: list))
        let editView = try unwrap(BarButtonItem.shownView(of: edit, near: list))
        let tip = controller.popoverView.convert(CGPoint(x: controller.popoverView.placement.arrowOffset, y: 0), to: nil)
        let shareFrame = shareView.convert(shareView.bounds, to: nil)
        expectEqual(controller.arrowDirection, .up)
        expectEqual(tip.y, shareFrame.maxY)
        // At the item's middle, unless that is closer to the bubble's corner than the arrow may go.
        let bubble = controller.popoverView.convert(controller.popoverView.bounds, to: nil)
        let inset = PopoverPlacement.cornerRadius + PopoverMetrics.standard.arrowBase / 2
        expectClose(tip.x, min(max(shareFrame.midX, bubble.minX + inset), bubble.maxX - inset), within: 1e-9)
        // The other item still works; the item itself dismisses.
        let editFrame = editView.convert(editView.bounds, to: nil)
        host.tap(at: CGPoint(x: editFrame.midX, y: editFrame.midY))
        host.runUntilIdle()
        expectEqual(edits, 1)
        expectIdentical(list.presentedViewController, popover)
        host.tap(at: CGPoint(x: shareFrame.midX, y: shareFrame.midY))
        host.runUntilIdle()
        expectNil(list.presentedViewController)
    }
}
