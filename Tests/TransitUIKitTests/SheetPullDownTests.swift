import Foundation
import Testing
import TransitTesting
import TransitUIKit
import TransitTestingReporting

/// Pulling a sheet down, as iOS 13+ sheets allow, with `UIAdaptivePresentationControllerDelegate`
/// and `isModalInPresentation` (Apple: the delegate's should/will/did-dismiss methods are called
/// only for dismissals the user starts; a modal sheet cannot be pulled away and the delegate
/// hears of the attempt).
@MainActor @Suite struct SheetPullDownTests {
    final class Listener: UIAdaptivePresentationControllerDelegate {
        var log: [String] = []
        var allow = true
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            log.append("should"); return allow
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.append("will") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.append("did") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            log.append("attempt")
        }
    }

    /// A host with a root controller presenting a page sheet whose presentation controller's
    /// delegate is set before presenting, as apps do.
    static func presentSheet(listener: Listener) -> (TestHost, UIViewController, UIViewController) {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let root = UIViewController()
        host.window.rootViewController = root
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        sheet.presentationController?.delegate = listener
        root.present(sheet, animated: true)
        host.runUntilIdle()
        return (host, root, sheet)
    }

    @Test func theDelegateSetBeforePresentingIsThePresentationsOwn() {
        let listener = Listener()
        let (host, root, sheet) = Self.presentSheet(listener: listener)
        expectIdentical(root.presentedViewController, sheet)
        expect(sheet.presentationController is UISheetPresentationController)
        expectIdentical(sheet.presentationController?.delegate, listener)
        expectIdentical(sheet.presentationController?.presentingViewController, root)
        withExtendedLifetime(host) {}
    }

    @Test func aLongPullDismissesAndTellsTheDelegate() {
        let listener = Listener()
        let (host, root, sheet) = Self.presentSheet(listener: listener)
        let top = sheet.view.convert(CGPoint(x: 195, y: 40), to: host.window)
        host.drag(from: top, to: CGPoint(x: top.x, y: top.y + 600), duration: 0.4)
        host.runUntilIdle()
        expectNil(root.presentedViewController)
        expectEqual(listener.log, ["should", "will", "did"])
        expectNil(sheet.view.window)
    }

    @Test func aShortSlowPullGoesBackUp() {
        let listener = Listener()
        let (host, root, sheet) = Self.presentSheet(listener: listener)
        let top = sheet.view.convert(CGPoint(x: 195, y: 40), to: host.window)
        host.drag(from: top, to: CGPoint(x: top.x, y: top.y + 60), duration: 1)
        host.runUntilIdle()
        expectIdentical(root.presentedViewController, sheet)
        expectEqual(listener.log, ["should", "will"], "no did-dismiss when the sheet goes back")
        expectIdentical(sheet.view.window, host.window)
        // The sheet can be pulled again, and this time it goes.
        host.drag(from: top, to: CGPoint(x: top.x, y: top.y + 600), duration: 0.4)
        host.runUntilIdle()
        expectNil(root.presentedViewController)
        expectEqual(listener.log, ["should", "will", "should", "will", "did"])
    }

    @Test func aModalSheetStaysAndTheAttemptIsReported() {
        let listener = Listener()
        let (host, root, sheet) = Self.presentSheet(listener: listener)
        sheet.isModalInPresentation = true
        let top = sheet.view.convert(CGPoint(x: 195, y: 40), to: host.window)
        host.drag(from: top, to: CGPoint(x: top.x, y: top.y + 600), duration: 0.4)
        host.runUntilIdle()
        expectIdentical(root.presentedViewController, sheet)
        expectEqual(listener.log, ["attempt"], "isModalInPresentation wins without asking the delegate")
    }

    @Test func aRefusingDelegateKeepsTheSheet() {
        let listener = Listener()
        listener.allow = false
        let (host, root, sheet) = Self.presentSheet(listener: listener)
        let top = sheet.view.convert(CGPoint(x: 195, y: 40), to: host.window)
        host.drag(from: top, to: CGPoint(x: top.x, y: top.y + 600), duration: 0.4)
        host.runUntilIdle()
        expectIdentical(root.presentedViewController, sheet)
        expectEqual(listener.log, ["should", "attempt"])
    }

    @Test func programmaticDismissalDoesNotAskTheDelegate() {
        let listener = Listener()
        let (host, root, sheet) = Self.presentSheet(listener: listener)
        sheet.dismiss(animated: true)
        host.runUntilIdle()
        expectNil(root.presentedViewController)
        expect(listener.log.isEmpty)
    }

    @Test func anEarlyPresentationControllerDoesNotKeepItsControllerAlive() {
        weak var gone: UIViewController?
        do {
            let vc = UIViewController()
            _ = vc.presentationController
            gone = vc
        }
        expectNil(gone)
    }
}
