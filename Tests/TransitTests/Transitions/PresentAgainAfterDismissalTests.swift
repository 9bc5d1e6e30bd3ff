import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A controller presented again right after its own animated dismissal is shown like any
/// presented controller: `present(_:animated:completion:)` "presents a view controller
/// modally", whatever the transition that last took it off screen did to its view. The
/// cross-dissolve (`UIModalTransitionStyle.crossDissolve`: the view fades in on presentation and
/// out on dismissal) fades the view, not the controller: once the view is off screen it is left
/// opaque again, so a later presentation without a fade shows it.
@MainActor
@Suite struct PresentAgainAfterDismissalTests {
    @Test(arguments: [false, true])
    func aCrossDissolvedControllerPresentedAgainRestsOpaque(againAnimated: Bool) {
        let root = NamedController("Root")
        let host = makeHost(root: root)
        let card = NamedController("Card")
        card.modalPresentationStyle = .overFullScreen
        card.modalTransitionStyle = .crossDissolve
        root.present(card, animated: true)
        host.runUntilIdle()
        card.dismiss(animated: true)
        card.modalTransitionStyle = .coverVertical
        root.present(card, animated: againAnimated)  // waits for the dismissal
        expect(host.runUntilIdle())
        expectIdentical(root.presentedViewController, card)
        expectIdentical(card.view.window, host.window)
        expectEqual(card.view.alpha, 1)
        expectEqual(card.view.layer.presentation()?.opacity, 1)
    }

    @Test func aCancelledOrFinishedFadeLeavesNoTranslucentView() {
        let root = NamedController("Root")
        let host = makeHost(root: root)
        let card = NamedController("Card")
        card.modalTransitionStyle = .crossDissolve
        root.present(card, animated: true)
        host.runUntilIdle()
        card.dismiss(animated: true)
        host.runUntilIdle()
        expectNil(card.viewIfLoaded?.window)
        expectEqual(card.view.alpha, 1)
    }
}
