import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A size change reaches every presented view whatever is in flight when it lands. UIKit's
/// oracle: a presented view rests at its presentation controller's
/// `frameOfPresentedViewInContainerView` ("the frame rectangle to assign to the presented view at
/// the end of the animations"), and the container follows the window's new size
/// (`viewWillTransition(to:with:)`), so once everything is at rest each presented view fills the
/// frame its presentation controller computes for the rotated window.
@MainActor
@Suite struct SizeChangeDuringTransitionTests {
    func expectPlaced(_ vc: ViewController, _ sourceLocation: SourceLocation = #_sourceLocation) {
        guard let controller = vc.presentationController else {
            Issue.record("\(vc.timelineName) is not presented", sourceLocation: sourceLocation)
            return
        }
        expectEqual(
            vc.view.frame, controller.frameOfPresentedViewInContainerView,
            "\(vc.timelineName)", sourceLocation: sourceLocation)
        expectEqual(controller.containerView?.bounds.size, vc.view.window?.bounds.size, sourceLocation: sourceLocation)
    }

    @Test(arguments: [ModalPresentationStyle.fullScreen, .overFullScreen, .pageSheet, .formSheet])
    func aRotationDuringAPresentationReachesThePresentedView(style: ModalPresentationStyle) {
        let root = NamedController("Root")
        let host = makeHost(root: root)
        let shown = NamedController("Shown")
        shown.modalPresentationStyle = style
        root.present(shown, animated: true)
        for _ in 0..<8 { host.step() }
        host.window.transition(toSize: CGSize(width: 844, height: 390))
        expect(host.runUntilIdle())
        expectEqual(host.window.bounds.size, CGSize(width: 844, height: 390))
        expectPlaced(shown)
    }

    @Test func aRotationWhileASheetIsHeldReachesItWhenReleased() {
        let (host, _, sheet, _) = presentSheet { $0.detents = [.medium(), .large()] }
        host.touchDown(at: CGPoint(x: 195, y: mediumTop + 40))
        host.touchMove(to: CGPoint(x: 195, y: mediumTop + 10))
        host.touchMove(to: CGPoint(x: 195, y: mediumTop - 20))
        host.window.transition(toSize: CGSize(width: 844, height: 390))
        host.step()
        host.touchUp()
        expect(host.runUntilIdle())
        expectPlaced(sheet)
    }

    @Test func aRotationDuringADismissalOverASheetReachesTheSheetBelow() {
        let (host, _, sheet, _) = presentSheet()
        let top = NamedController("Top")
        top.modalPresentationStyle = .pageSheet
        sheet.present(top, animated: true)
        expect(host.runUntilIdle())
        top.dismiss(animated: true)
        for _ in 0..<5 { host.step() }
        host.window.transition(toSize: CGSize(width: 844, height: 390))
        expect(host.runUntilIdle())
        expectPlaced(sheet)
    }
}
