import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// What a window lets go of once it is released, whatever was in flight: property animators,
/// size changes started from appearance callbacks, a container's children after a pan. Oracles:
/// UIKit's ownership rules (a window owns its root and presented controllers, nothing owns a
/// window but the app) and `UIViewControllerTransitionCoordinator`'s promise that completion
/// blocks run when the transition ends.
@MainActor
@Suite struct SizeChangeLeakTests {
    @Test(arguments: [false, true])
    func aPausedAnimatorWhoseViewLeftTheWindowIsReleased(finishes: Bool) {
        weak var weakAnimator: ViewPropertyAnimator?
        weak var weakWindow: Window?
        do {
            let root = NamedController("Root")
            let host = makeHost(root: root)
            let marker = View(frame: CGRect(x: 10, y: 80, width: 12, height: 12))
            root.view.addSubview(marker)
            let animator = ViewPropertyAnimator(duration: 0.4, curve: .easeInOut) { marker.alpha = 0.2 }
            animator.startAnimation()
            host.step()
            animator.pauseAnimation()
            marker.removeFromSuperview()
            host.step()
            // Ended as UIKit asks before letting an animator go, in whatever state it is now.
            if animator.state == .active { animator.stopAnimation(!finishes) }
            if animator.state == .stopped { animator.finishAnimation(at: .current) }
            host.step()
            weakAnimator = animator
            weakWindow = host.window
        }
        expectNil(weakAnimator)
        expectNil(weakWindow)
    }

    @Test func aRotationStartedWhenAPulledDownSheetDisappearsCompletes() {
        weak var weakWindow: Window?
        var completions = 0
        do {
            let (host, _, sheet, _) = presentSheet()
            let listener = DisappearanceHook()
            listener.onDisappear = { [weak window = host.window] in
                let coordinator = window?.transition(toSize: CGSize(width: 844, height: 390), duration: 0.3)
                coordinator?.animate(alongsideTransition: nil) { _ in completions += 1 }
            }
            sheet.view.addSubview(listener.probeView)
            sheet.addChild(listener)
            listener.didMove(toParent: sheet)
            host.touchDown(at: CGPoint(x: 195, y: 50))
            for y in stride(from: 90, through: 810, by: 60) { host.touchMove(to: CGPoint(x: 195, y: CGFloat(y))) }
            host.touchUp()
            expect(host.runUntilIdle())
            expectNil(sheet.presentingViewController)
            expectEqual(host.window.bounds.size, CGSize(width: 844, height: 390))
            weakWindow = host.window
        }
        expectEqual(completions, 1)
        expectNil(weakWindow)
    }

    @Test func aContainersChildrenAreReleasedAfterAPanOverAFullScreenPresentation() {
        weak var weakBox: ContainerViewController?
        weak var weakChild: ViewController?
        do {
            let children = [NamedController("A"), NamedController("B"), NamedController("C")]
            let box = ContainerViewController(viewControllers: children)
            let host = makeHost(root: box)
            host.touchDown(at: CGPoint(x: 195, y: 400))
            host.touchMove(to: CGPoint(x: 150, y: 400))
            host.touchMove(to: CGPoint(x: 110, y: 400))
            let cover = NamedController("Cover")
            cover.modalPresentationStyle = .fullScreen
            box.present(cover, animated: true)
            for _ in 0..<10 { host.step() }
            host.touchMove(to: CGPoint(x: 60, y: 400))
            host.touchUp()
            expect(host.runUntilIdle())
            weakBox = box
            weakChild = children[1]
        }
        expectNil(weakBox)
        expectNil(weakChild)
    }
}

/// A child controller that runs `onDisappear` from its `viewDidDisappear`.
@MainActor
final class DisappearanceHook: ViewController {
    var onDisappear: (() -> Void)?
    var probeView: View { view }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        let work = onDisappear
        onDisappear = nil
        work?()
    }
}
