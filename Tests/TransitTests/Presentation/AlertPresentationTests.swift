import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Alerts and action sheets presented through the modal pipeline, checked against UIKit's
/// documented behaviour: the alert centred over the dimmed presenter, the action sheet at the
/// bottom of a phone with its cancel action apart, a popover on an iPad that needs a source and
/// leaves the cancel action out, the handler run once the alert has been dismissed, a tap outside
/// a sheet choosing its cancel action.
@MainActor
@Suite struct AlertPresentationTests {
    /// Presents `alert` from a root controller on a `device` host, and lets it settle.
    func present(
        _ alert: AlertController, device: DeviceModel = .iPhone16, configure: (AlertController, View) -> Void = { _, _ in }
    ) -> (TestHost, NamedController) {
        let root = NamedController("Root", color: .systemTeal)
        let host = TestHost(device: device)
        host.window.rootViewController = root
        configure(alert, root.view)
        root.present(alert, animated: true)
        host.runUntilIdle()
        return (host, root)
    }

    /// An alert titled "Title" with the given actions.
    func alert(_ style: AlertController.Style, _ actions: [AlertAction]) -> AlertController {
        let alert = AlertController(title: "Title", message: "A message.", preferredStyle: style)
        for action in actions { alert.addAction(action) }
        return alert
    }

    @Test func anAlertIsCentredOverTheDimmedPresenter() throws {
        let alert = alert(.alert, [AlertAction(title: "OK", style: .default)])
        let (host, root) = present(alert)
        let controller = try unwrap(alert.presentationController as? AlertPresentationController)
        expectEqual(alert.modalPresentationStyle, .custom)
        expectNil(alert.popoverPresentationController)
        // iPhone 16: 393 × 852 pt; the alert is 270 pt wide, centred on (196.5, 426).
        let frame = alert.view.convert(alert.view.bounds, to: nil)
        expectEqual(frame.width, 270)
        expectEqual(frame.midX, 196.5)
        expectClose(frame.midY, 426, within: 1e-9)
        expectEqual(frame.height, alert.layout(width: 270, form: .alert).size.height)
        expectNotNil(root.view.window, "the presenter stays")
        expectEqual(controller.dimmingView.frame, host.window.bounds)
        expectEqual(controller.dimmingView.alpha, 1)
        expectEqual(controller.dimmingView.backgroundColor, Color(white: 0, alpha: 0.2))
        let view = try unwrap(alert.view as? AlertView)
        expectEqual(view.group.layer.cornerRadius, 14)
        expect(view.group.clipsToBounds)
        expectEqual((view.group.effect as? BlurEffect)?.style, .systemThickMaterial)
    }

    @Test func theHandlerRunsOnceTheAlertIsDismissed() throws {
        var log: [String] = []
        var presenter: ViewController?
        let alert = AlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            AlertAction(title: "Delete", style: .destructive) { [weak alert] action in
                log.append("handler \(action.title ?? "")")
                log.append(presenter?.presentedViewController == nil ? "dismissed" : "still presented")
                log.append(alert?.viewIfLoaded?.window == nil ? "off screen" : "on screen")
            })
        let (host, root) = present(alert)
        presenter = root
        expect(host.tap(.label("Delete")))
        host.step()
        expect(log.isEmpty, "nothing runs while the alert fades out")
        host.runUntilIdle()
        expectEqual(log, ["handler Delete", "dismissed", "off screen"])
        expectNil(root.presentedViewController)
    }

    @Test func aDisabledActionDoesNotRespond() throws {
        var runs = 0
        let save = AlertAction(title: "Save", style: .default) { _ in runs += 1 }
        save.isEnabled = false
        let alert = alert(.alert, [save, AlertAction(title: "Cancel", style: .cancel)])
        let (host, root) = present(alert)
        let button = try unwrap(host.view(.label("Save")) as? AlertActionButton)
        expect(!button.isEnabled)
        expectEqual(button.titleColor(for: .disabled), .tertiaryLabel)
        host.tap(button)
        host.runUntilIdle()
        expectEqual(runs, 0)
        expectIdentical(root.presentedViewController, alert)
        save.isEnabled = true
        expect(button.isEnabled)
        host.tap(button)
        host.runUntilIdle()
        expectEqual(runs, 1)
        expectNil(root.presentedViewController)
    }

    @Test func aTouchedButtonDarkensWithTheFillColour() throws {
        let alert = alert(.alert, [AlertAction(title: "OK", style: .default)])
        let (host, root) = present(alert)
        let button = try unwrap(host.view(.label("OK")) as? AlertActionButton)
        let centre = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        host.touchDown(at: centre)
        host.step()
        expect(button.isHighlighted)
        expectEqual(button.backgroundColor, .systemFill)
        host.touchUp()
        host.step()
        expect(!button.isHighlighted)
        expectNil(button.backgroundColor)
        host.runUntilIdle()
        expectNil(root.presentedViewController)
    }

    @Test func anActionSheetOnAPhoneSitsAtTheBottomWithItsCancelGroup() throws {
        var cancelled = 0
        let sheet = alert(
            .actionSheet,
            [
                AlertAction(title: "Cancel", style: .cancel) { _ in cancelled += 1 },
                AlertAction(title: "Share", style: .default), AlertAction(title: "Delete", style: .destructive)
            ])
        let (host, root) = present(sheet)
        expectEqual(sheet.modalPresentationStyle, .popover)
        expect(sheet.presentationController is AlertPresentationController)
        expectNotNil(sheet.popoverPresentationController, "still the popover it adapted from")
        // iPhone 16: 8 pt in from the sides, above the 34 pt bottom inset: 377 pt wide, bottom at 818.
        let frame = sheet.view.convert(sheet.view.bounds, to: nil)
        expectEqual(frame.minX, 8)
        expectEqual(frame.width, 377)
        expectClose(frame.maxY, 818, within: 1e-9)
        let view = try unwrap(sheet.view as? AlertView)
        let cancel = try unwrap(host.view(.label("Cancel")))
        expectIdentical(cancel.superview, view.cancelGroup)
        expectEqual(view.cancelGroup.frame.minY, view.group.frame.maxY + 8)
        let delete = try unwrap(host.view(.label("Delete")))
        expectIdentical(delete.superview, view.group.contentView)
        // A tap on the dimmed area above the sheet chooses the cancel action.
        host.tap(at: CGPoint(x: 196, y: 200))
        host.runUntilIdle()
        expectEqual(cancelled, 1)
        expectNil(root.presentedViewController)
    }

    /// The pixel 12 pt in from the left edge of an action sheet's cancel group, half-way down
    /// (clear of its rounded corners and of its title), on an iPhone 16 drawn at 1×, and the
    /// pixel at the same place in the group of the other actions.
    func cancelGroupPixels(dark: Bool) throws -> (cancel: Pixel, others: Pixel) {
        let root = NamedController("Root", color: .systemTeal)
        let host = TestHost(device: .iPhone16, scale: 1)
        if dark { host.window.overrideUserInterfaceStyle = .dark }
        host.window.rootViewController = root
        let sheet = alert(
            .actionSheet, [AlertAction(title: "Share", style: .default), AlertAction(title: "Cancel", style: .cancel)])
        root.present(sheet, animated: true)
        host.runUntilIdle()
        let view = try unwrap(sheet.view as? AlertView)
        let cancel = view.cancelGroup.convert(view.cancelGroup.bounds, to: nil)
        let others = view.group.convert(view.group.bounds, to: nil)
        let image = host.render()
        func pixel(_ r: CGRect) -> Pixel {
            let p = image[Int(r.minX + 12), Int(r.maxY - 10)]
            return Pixel(r: p.r, g: p.g, b: p.b)
        }
        return (pixel(cancel), pixel(others))
    }

    struct Pixel: Equatable { var r, g, b: UInt8 }

    @Test func anActionSheetsCancelGroupIsOpaqueInLightAndDarkMode() throws {
        // Apple's secondarySystemGroupedBackground: white in light mode, #2C2C2E in dark mode at
        // the elevated level, which Apple documents the system gives alerts.
        let light = try cancelGroupPixels(dark: false)
        expectEqual(light.cancel, Pixel(r: 0xFF, g: 0xFF, b: 0xFF))
        let dark = try cancelGroupPixels(dark: true)
        expectEqual(dark.cancel, Pixel(r: 0x2C, g: 0x2C, b: 0x2E))
        // The other actions stay on the material, which shows the teal behind it.
        expectNotEqual(light.others, light.cancel)
        expectGreaterThan(light.others.b, light.others.r)
        expectNotEqual(dark.others, dark.cancel)
    }

    @Test func aTapOutsideASheetWithoutCancelOrAnAlertDoesNothing() {
        let sheet = alert(.actionSheet, [AlertAction(title: "Share", style: .default)])
        let (host, root) = present(sheet)
        host.tap(at: CGPoint(x: 196, y: 200))
        host.runUntilIdle()
        expectIdentical(root.presentedViewController, sheet)

        let alert = alert(.alert, [AlertAction(title: "Cancel", style: .cancel)])
        let (host2, root2) = present(alert)
        host2.tap(at: CGPoint(x: 196, y: 100))
        host2.runUntilIdle()
        expectIdentical(root2.presentedViewController, alert)
    }

    @Test func anActionSheetOnAnIPadIsAPopoverWithoutItsCancelAction() throws {
        var cancelled = 0
        let sheet = alert(
            .actionSheet,
            [AlertAction(title: "Cancel", style: .cancel) { _ in cancelled += 1 }, AlertAction(title: "Share", style: .default)])
        let (host, root) = present(sheet, device: .iPadAir11) { sheet, view in
            let source = View(frame: CGRect(x: 100, y: 100, width: 60, height: 40))
            view.addSubview(source)
            sheet.popoverPresentationController?.sourceView = source
        }
        let popover = try unwrap(sheet.presentationController as? PopoverPresentationController)
        expectIdentical(popover, sheet.popoverPresentationController)
        expectEqual(popover.arrowDirection, .up)
        expectEqual(sheet.preferredContentSize.width, 270)
        expectEqual(sheet.view.bounds.size, sheet.preferredContentSize)
        expectNotNil(host.view(.label("Share")))
        let view = try unwrap(sheet.view as? AlertView)
        expectNil(view.buttons[0].window, "the popover does not show the cancel action")
        host.tap(at: CGPoint(x: 700, y: 1000))
        host.runUntilIdle()
        expectNil(root.presentedViewController, "a tap outside is the cancel action")
        expectEqual(cancelled, 1, "a tap outside is the cancel action")
    }

    @Test func anActionSheetOnAnIPadWithoutASourceIsReported() throws {
        let sheet = alert(.actionSheet, [AlertAction(title: "Share", style: .default)])
        let root = NamedController("Root")
        let host = TestHost(device: .iPadAir11)
        host.diagnostics.forward = nil
        host.window.rootViewController = root
        root.present(sheet, animated: false)
        host.runUntilIdle()
        expectEqual(host.diagnostics.diagnostics(withCode: "popover.noSource").count, 1)
        expectIdentical(root.presentedViewController, sheet)
    }

    @Test func inDarkModeEveryColourResolvesToItsDarkValue() throws {
        let alert = alert(
            .alert,
            [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "Delete", style: .destructive)])
        let (host, _) = present(alert) { _, _ in }
        host.window.overrideUserInterfaceStyle = .dark
        host.runUntilIdle()
        let view = try unwrap(alert.view as? AlertView)
        let traits = view.traitCollection
        expectEqual(traits.userInterfaceStyle, .dark)
        // Apple's published dark values: system red #FF453A, label white, separator #545458 at 60 %,
        // system blue #0A84FF (the default tint).
        let delete = try unwrap(host.view(.label("Delete")) as? AlertActionButton)
        expectEqual(delete.currentTitleColor.resolvedColor(with: traits), Color(rgb: 0xFF453A))
        let cancel = try unwrap(host.view(.label("Cancel")) as? AlertActionButton)
        expectEqual(cancel.currentTitleColor.resolvedColor(with: traits), Color(rgb: 0x0A84FF))
        expectEqual(view.titleLabel.textColor.resolvedColor(with: traits), Color(rgb: 0xFFFFFF))
        let line = try unwrap(view.group.contentView.subviews.first { $0.backgroundColor == .separator })
        expectEqual(line.backgroundColor?.resolvedColor(with: traits), Color(rgb: 0x545458, alpha: 0.6))
        expect(AlertView.material.isDark(for: traits.userInterfaceStyle))
    }
}
