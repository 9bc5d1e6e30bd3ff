import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Bars over content: children extend under translucent bars (`edgesForExtendedLayout = .all`,
/// UIKit's default), the bars' extent reaches them as `safeAreaInsets`, and scroll views inset
/// their content by it. Oracles: the safe-area arithmetic of a 390 × 844 pt iPhone window with
/// 47 pt top and 34 pt bottom insets, a 44 pt navigation bar and a 49 pt tab bar.
@MainActor
@Suite struct BarsOverContentTests {
    @Test func childExtendsUnderTheTranslucentBarAndItsSafeAreaEndsAtTheBar() {
        let a = NamedController("A")
        let (host, navigation) = makeNavigationHost(root: a)
        host.diagnostics.forward = nil
        expect(navigation.navigationBar.isTranslucent)
        expectEqual(a.edgesForExtendedLayout, .all)
        expect(!a.extendedLayoutIncludesOpaqueBars)
        expectEqual(a.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        expectEqual(a.view.safeAreaInsets, EdgeInsets(top: 47 + 44, left: 0, bottom: 34, right: 0))
        expectEqual(a.view.safeAreaFrame, CGRect(x: 0, y: 91, width: 390, height: 844 - 91 - 34))
        // A subview's insets derive from its controller's view: a 100 pt view at y = 50 has 41 pt
        // of it under the bar.
        let sub = View(frame: CGRect(x: 10, y: 50, width: 100, height: 100))
        a.view.addSubview(sub)
        expectEqual(sub.safeAreaInsets, EdgeInsets(top: 41, left: 0, bottom: 0, right: 0))
        // additionalSafeAreaInsets add to the bars' insets.
        a.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 4, bottom: 6, right: 0)
        host.step()
        expectEqual(a.view.safeAreaInsets, EdgeInsets(top: 101, left: 4, bottom: 40, right: 0))
        expectEqual(sub.safeAreaInsets, EdgeInsets(top: 51, left: 0, bottom: 0, right: 0))
        a.additionalSafeAreaInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        expectEqual(host.diagnostics.diagnostics(withCode: "viewController.invalidSafeAreaInsets").count, 1)
        expectEqual(a.additionalSafeAreaInsets.top, 10)
    }

    @Test func edgesForExtendedLayoutWithoutTheTopLaysTheChildOutBelowTheBar() {
        let a = NamedController("A")
        a.edgesForExtendedLayout = [.bottom]
        let (host, _) = makeNavigationHost(root: a)
        defer { withExtendedLifetime(host) {} }
        expectEqual(a.view.frame, CGRect(x: 0, y: 91, width: 390, height: 844 - 91))
        expectEqual(a.view.safeAreaInsets, EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test func opaqueBarsKeepTheChildBelowUnlessItIncludesOpaqueBars() {
        let a = NamedController("A")
        let (host, navigation) = makeNavigationHost(root: a)
        navigation.navigationBar.isTranslucent = false
        host.step()
        expectEqual(a.view.frame, CGRect(x: 0, y: 91, width: 390, height: 753))
        expectEqual(a.view.safeAreaInsets.top, 0)
        a.extendedLayoutIncludesOpaqueBars = true
        host.step()
        expectEqual(a.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        expectEqual(a.view.safeAreaInsets.top, 91)
    }

    @Test func hiddenBarGivesBackTheStatusAreaOnly() {
        let a = NamedController("A")
        let (host, navigation) = makeNavigationHost(root: a)
        navigation.setNavigationBarHidden(true, animated: false)
        host.step()
        expectEqual(a.view.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @Test func navigationInsideTabsGetsBothBars() {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let list = ScrollingController("List")
        let navigation = NavigationController(rootViewController: list)
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, NamedController("Other")]
        host.window.rootViewController = tabs
        host.window.makeKeyAndVisible()
        host.advance(by: 1.0 / 60)
        // 47 + 44 at the top; the tab bar's 49 + 34 at the bottom.
        expectEqual(list.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        expectEqual(list.view.safeAreaInsets, EdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        expectEqual(list.scrollView.adjustedContentInset, EdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        // The list starts with its content's top at the bar's bottom, and scrolls to its end
        // with the last point just above the tab bar.
        expectEqual(list.scrollView.contentOffset, CGPoint(x: 0, y: -91))
        expectEqual(list.scrollView.maximumContentOffset.y, CGFloat(3000 + 83 - 844))
    }

    @Test func scrollViewAdjustmentFollowsItsBehaviour() {
        let list = ScrollingController("List")
        let (host, _) = makeNavigationHost(root: list)
        let scroll = list.scrollView
        expectEqual(scroll.contentInsetAdjustmentBehavior, .automatic)
        expectEqual(scroll.adjustedContentInset, EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        expectEqual(scroll.contentOffset.y, -91)
        // A content inset of the app's own adds to the bars'; the offset stays (UIKit moves no
        // offset when contentInset changes).
        scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        host.step()
        expectEqual(scroll.adjustedContentInset.top, 101)
        expectEqual(scroll.contentOffset.y, -91)
        scroll.contentInset = .zero
        // .never: the safe area is left out, and content resting at its top follows.
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.setNeedsLayout()
        host.step()
        expectEqual(scroll.adjustedContentInset, .zero)
        expectEqual(scroll.contentOffset.y, 0)
        scroll.contentInsetAdjustmentBehavior = .always
        scroll.setNeedsLayout()
        host.step()
        expectEqual(scroll.adjustedContentInset, EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        expectEqual(scroll.contentOffset.y, -91)
    }

    @Test func shortContentAdjustsOnlyWhereItsBehaviourSays() {
        // A scroll view that is a subview (not the controller's view) with content shorter than
        // itself: `.scrollableAxes` and `.automatic` leave the vertical insets alone (it does not
        // scroll vertically), `.always` adds them.
        let a = NamedController("A")
        let (host, _) = makeNavigationHost(root: a)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scroll.contentSize = CGSize(width: 390, height: 200)
        a.view.addSubview(scroll)
        host.step()
        expectEqual(scroll.safeAreaInsets, EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        expectEqual(scroll.adjustedContentInset, .zero)
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        expectEqual(scroll.adjustedContentInset, .zero)
        scroll.contentInsetAdjustmentBehavior = .always
        expectEqual(scroll.adjustedContentInset, EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    }

    @Test func pushAndPopFramesUnderTheBar() {
        let a = NamedController("A")
        let (host, navigation) = makeNavigationHost(root: a)
        let b = NamedController("B")
        b.edgesForExtendedLayout = []
        let delegate = RecordingNavigationDelegate()
        let animator = FrameRecordingAnimator()
        delegate.animator = { _ in animator }
        navigation.delegate = delegate
        navigation.pushViewController(b, animated: true)
        host.runUntilIdle()
        // A extends under the bar, B (no extended edges) starts below it; the push slides B in
        // from one width to the right and A 30 % of the width to the left.
        expectEqual(animator.frames["from.initial"], CGRect(x: 0, y: 0, width: 390, height: 844))
        expectEqual(animator.frames["from.final"], CGRect(x: -117, y: 0, width: 390, height: 844))
        expectEqual(animator.frames["to.initial"], CGRect(x: 390, y: 91, width: 390, height: 753))
        expectEqual(animator.frames["to.final"], CGRect(x: 0, y: 91, width: 390, height: 753))
        expectEqual(b.view.frame, CGRect(x: 0, y: 91, width: 390, height: 753))
        navigation.popViewController(animated: true)
        host.runUntilIdle()
        expectEqual(animator.frames["from.final"], CGRect(x: 390, y: 91, width: 390, height: 753))
        expectEqual(animator.frames["to.initial"], CGRect(x: -117, y: 0, width: 390, height: 844))
        expectEqual(a.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
    }
}

/// Records the context's frames and moves the views to their final frames at once.
@MainActor
final class FrameRecordingAnimator: ViewControllerAnimatedTransitioning {
    var frames: [String: CGRect] = [:]
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let from = transitionContext.viewController(forKey: .from),
            let to = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        frames["from.initial"] = transitionContext.initialFrame(for: from)
        frames["from.final"] = transitionContext.finalFrame(for: from)
        frames["to.initial"] = transitionContext.initialFrame(for: to)
        frames["to.final"] = transitionContext.finalFrame(for: to)
        transitionContext.containerView.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: to)
        transitionContext.view(forKey: .from)?.removeFromSuperview()
        transitionContext.completeTransition(true)
    }
}
