import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A controller presented again right behind its own animated dismissal rests on screen, opaque
/// and in place. UIKit's order: a presentation asked for while a dismissal runs waits for it, and
/// a presentation ends with its view at `frameOfPresentedViewInContainerView`, shown by its
/// transition style (a cross-dissolve fades it in to full opacity).
@MainActor
@Suite struct PresentAgainBehindDismissalTests {
    @Test(
        arguments: [ModalTransitionStyle.crossDissolve, .coverVertical],
        [ModalPresentationStyle.fullScreen, .overFullScreen, .pageSheet])
    func aControllerPresentedAgainBehindItsDismissalIsShown(
        transition: ModalTransitionStyle,
        style: ModalPresentationStyle
    ) {
        for animatedAgain in [true, false] {
            let root = NamedController("Root")
            let host = makeHost(root: root)
            let shown = NamedController("Shown")
            shown.modalPresentationStyle = style
            shown.modalTransitionStyle = transition
            root.present(shown, animated: true)
            expect(host.runUntilIdle())
            shown.dismiss(animated: true)
            for _ in 0..<3 { host.step() }
            root.present(shown, animated: animatedAgain)
            expect(host.runUntilIdle())
            expectIdentical(root.presentedViewController, shown)
            expectIdentical(shown.view.window, host.window)
            expectEqual(shown.view.alpha, 1, "\(transition) \(style) again animated: \(animatedAgain)")
            expectEqual(shown.view.layer.presentation()?.opacity ?? 1, 1)
            expectEqual(shown.view.frame, shown.presentationController?.frameOfPresentedViewInContainerView)
            expect(host.diagnostics.diagnostics.isEmpty, "\(host.diagnostics.diagnostics.map(\.message))")
        }
    }
}
