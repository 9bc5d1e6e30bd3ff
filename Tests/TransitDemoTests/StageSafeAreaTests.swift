import Foundation
import Testing
import Transit
import TransitCatalog
import TransitDemo
import TransitTesting
import TransitTestingReporting

/// A screen brought in by a transition under a device's status bar starts its content below the
/// safe area, as one shown at first does (UIKit: a view in a window has its window's safe area).
@MainActor
@Suite struct StageSafeAreaTests {
    final class Slide: NSObject, ViewControllerAnimatedTransitioning {
        func transitionDuration(using context: ViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using context: ViewControllerContextTransitioning) {
            guard let to = context.viewController(forKey: .to), let toView = context.view(forKey: .to) else { return }
            context.containerView.addSubview(toView)
            toView.frame = context.initialFrame(for: to)
            View.animate(
                withDuration: 0.3, animations: { toView.frame = context.finalFrame(for: to) },
                completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        }
    }

    @Test func theIncomingScreenStartsBelowTheStatusBar() throws {
        let host = TestHost(device: .iPhone16, scale: 1)
        let before = SampleScreen(title: "Before", color: .systemBlue), after = SampleScreen(title: "After", color: .systemOrange)
        let stage = TransitionStage(from: before, to: after)
        host.window.rootViewController = stage
        host.step()
        let top = host.window.safeAreaInsets.top
        expectEqual(top, 59)
        expectEqual(try unwrap(before.scrollView).contentOffset.y, -top)
        stage.run(Slide(), interactive: false)
        host.step()
        expectEqual(after.view.safeAreaInsets.top, top)
        expectEqual(try unwrap(after.scrollView).adjustedContentInset.top, top)
        expectEqual(try unwrap(after.scrollView).contentOffset.y, -top)
        host.runUntilIdle()
        expectEqual(try unwrap(after.scrollView).contentOffset.y, -top)
    }

    @Test func anInteractiveTransitionHeldHalfwayShowsItToo() throws {
        let host = TestHost(device: .iPhone16, scale: 1)
        let after = SampleScreen(title: "After", color: .systemOrange)
        let stage = TransitionStage(from: SampleScreen(title: "Before", color: .systemBlue), to: after)
        host.window.rootViewController = stage
        host.step()
        stage.run(Slide(), interactive: true)
        stage.interaction?.update(0.5)
        host.step()
        let scrollView = try unwrap(after.scrollView)
        expectEqual(scrollView.contentOffset.y, -59)
        // Layout outside any animation block moves the content at once, not with the transition.
        expectEqual(scrollView.layer.presentation()?.bounds.origin.y, -59)
        // The stack keeps its place in the content (13 pt below its top): the picture shows the
        // title below the status bar.
        expectEqual(try unwrap(scrollView.subviews.first).frame.minY, 13)
        let frame = host.render()
        let titleRow = (0..<200).first { y in
            (200..<380).contains { x in
                let p = frame[x, y]; return p.r > 245 && p.g > 245 && p.b > 245
            }
        }
        expectGreaterThan((titleRow ?? 0), 59 + 13, "title row \(String(describing: titleRow))")
    }

    @Test(arguments: ["fade", "push"]) func aCatalogueEntryHeldAtTheEndShowsIt(name: String) throws {
        let host = TestHost(device: .iPhone16, scale: 1)
        let after = SampleScreen(title: "After", color: .systemOrange)
        let stage = TransitionStage(from: SampleScreen(title: "Before", color: .systemBlue), to: after)
        host.window.rootViewController = stage
        host.step()
        host.userInterfaceStyle = .light  // as `transit render` sets its --appearance
        let entry = try unwrap(TransitionCatalog.entry(named: name))
        stage.run(entry.make(nil), interactive: true)
        stage.interaction?.update(1)
        host.step()
        let scrollView = try unwrap(after.scrollView)
        expectEqual(scrollView.contentOffset.y, -59)
        expectEqual(scrollView.layer.presentation()?.bounds.origin.y, -59)
    }
}
