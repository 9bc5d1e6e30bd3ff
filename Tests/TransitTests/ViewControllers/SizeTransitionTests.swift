import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// Size changes as UIKit documents `viewWillTransition(to:with:)`: called before the size
/// changes, forwarded to children by the base implementation, with a coordinator whose alongside
/// animations run with the change and whose completions run after it.
@MainActor
@Suite struct SizeTransitionTests {
    /// Notes what it sees when told about the size change, and animates a badge alongside.
    final class Rotating: ViewController {
        /// Never made from an archive.
        required init?(coder: NSCoder) { return nil }

        var sizeSeen: CGSize?
        var coordinatorSeen: (animated: Bool, duration: TimeInterval, interactive: Bool)?
        var completed: [Bool] = []
        let badge = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        init(_ name: String) {
            super.init()
            title = name
        }
        override func viewDidLoad() { view.addSubview(badge) }
        override func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            sizeSeen = view.bounds.size
            coordinatorSeen = (coordinator.isAnimated, coordinator.transitionDuration, coordinator.isInteractive)
            let badge = self.badge
            coordinator.animate(
                alongsideTransition: { _ in badge.alpha = 0 },
                completion: { [self] context in completed.append(context.isCancelled) })
        }
    }

    @Test func animatedRotationTellsControllersFirstThenAnimatesTogether() {
        let root = Rotating("Root"), child = Rotating("Child")
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let scene = Scene(root: root)
        scene.window.step(to: 1)
        scene.timeline.removeAll()
        let coordinator = scene.window.transition(
            toSize: CGSize(width: 480, height: 320), duration: 0.4,
            targetTransform: CGAffineTransform(rotationAngle: -.pi / 2))
        expectNotNil(coordinator)
        // Parent first, then the child (forwarded by the base implementation), before any size
        // change: both still saw the portrait size.
        expectEqual(
            scene.calls,
            [
                "Root.viewWillTransition(to: 480×320, with:)",
                "Child.viewWillTransition(to: 480×320, with:)"
            ])
        expectEqual(root.sizeSeen, CGSize(width: 320, height: 480))
        expect(root.coordinatorSeen?.animated == true)
        expect(root.coordinatorSeen?.duration == 0.4)
        expectEqual(root.coordinatorSeen?.interactive, false)
        expectEqual(coordinator?.targetTransform, CGAffineTransform(rotationAngle: -.pi / 2))
        // Model values change at once; the root view followed by autoresizing.
        expectEqual(root.view.bounds.size, CGSize(width: 480, height: 320))
        expectEqual(root.badge.alpha, 0)
        scene.window.step(to: 1.2)
        // Halfway through the ease-in-out curve (symmetric: 0.5 at half time) the alongside
        // fade is half done; presentation values are doubles, hence the tolerance.
        let halfway = root.badge.layer.presentation()?.opacity ?? -1
        expectClose(halfway, 0.5, within: 1e-9)
        scene.window.step(to: 1.39)
        expect(root.completed.isEmpty)
        // (1.4 − 1.0 is just below 0.4 in binary floating point, so check one frame later.)
        scene.window.step(to: 1.4 + 1.0 / 60)
        expectEqual(root.completed, [false])
        expectEqual(child.completed, [false])
        expectEqual(coordinator?.isFinished, true)
        expectEqual(coordinator?.animate(alongsideTransition: { _ in }, completion: nil), false)
        expect(scene.log.diagnostics.isEmpty)
    }

    @Test func immediateResizeCompletesAtOnce() {
        let root = Rotating("Root")
        let scene = Scene(root: root)
        scene.window.transition(toSize: CGSize(width: 300, height: 300))
        expectEqual(root.coordinatorSeen?.animated, false)
        expectEqual(root.completed, [false])
        expectEqual(root.view.bounds.size, CGSize(width: 300, height: 300))
        expectEqual(root.badge.layer.presentation()?.opacity ?? -1, 0)
    }

    @Test func invalidOrUnchangedSizesDoNothing() {
        let root = Rotating("Root")
        let scene = Scene(root: root)
        expectNil(scene.window.transition(toSize: CGSize(width: 320, height: 480), duration: 1))
        expectNil(scene.window.transition(toSize: CGSize(width: -1, height: 10)))
        expectNil(scene.window.transition(toSize: CGSize(width: CGFloat.nan, height: 10)))
        expectNil(scene.window.transition(toSize: CGSize(width: 10, height: 10), duration: -1))
        expectNil(root.sizeSeen)
        expectEqual(scene.window.bounds.size, CGSize(width: 320, height: 480))
        expectEqual(scene.log.diagnostics(withCode: "window.invalidSize").count, 2)
        expectEqual(scene.log.diagnostics(withCode: "window.invalidDuration").count, 1)
    }
}
