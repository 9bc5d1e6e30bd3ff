import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// View controllers, presentation controllers and animators are released once a dismissal ends,
/// including with the transitioning delegate's classic retain cycle (presentation controller ↔
/// presented controller).
@MainActor
@Suite struct TransitionLeakTests {
    @Test func everythingIsReleasedAfterDismissal() {
        let root = NamedController("A")
        let host = makeHost(root: root)
        weak var weakPresented: ViewController?
        weak var weakController: PresentationController?
        weak var weakDelegate: SlideUpDelegate?
        do {
            let delegate = SlideUpDelegate()
            let presented = NamedController("B")
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate
            weakPresented = presented
            weakDelegate = delegate
            root.present(presented, animated: true)
            host.runUntilIdle()
            weakController = presented.presentationController
            expectNotNil(weakController)
            presented.dismiss(animated: true)
            host.runUntilIdle()
        }
        expectNil(weakPresented)
        expectNil(weakController)
        expectNil(weakDelegate)
    }

    @Test func cancelledPresentationReleasesThePresentedController() {
        let root = NamedController("A")
        let host = makeHost(root: root)
        weak var weakPresented: ViewController?
        let delegate = SlideUpDelegate()
        let interaction = PercentDrivenInteractiveTransition()
        delegate.presentationInteraction = interaction
        do {
            let presented = NamedController("B")
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate
            weakPresented = presented
            root.present(presented, animated: true)
            host.advance(by: 1.0 / 60)
            interaction.update(0.3)
            interaction.cancel()
            host.runUntilIdle()
        }
        expectNil(weakPresented)
    }
}
