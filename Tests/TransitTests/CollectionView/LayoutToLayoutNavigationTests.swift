import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// `useLayoutToLayoutNavigationTransitions`: a push animates the visible collection view from the
/// old layout to the new one instead of sliding a screen in; a pop animates back. The cells move
/// on the layout transition's 0.3 s ease-in-out curve, midway at 0.15 s (by symmetry).
@MainActor
@Suite struct LayoutToLayoutNavigationTests {
    final class Grid: CollectionViewController {
        /// Never made from an archive.
        required init?(coder: NSCoder) { return nil }

        init(itemSide: CGFloat, name: String) {
            let layout = CollectionViewFlowLayout()
            layout.itemSize = CGSize(width: itemSide, height: itemSide)
            layout.minimumLineSpacing = 10
            layout.minimumInteritemSpacing = 10
            super.init(collectionViewLayout: layout)
            title = name
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        }
        override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
        override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    func frameOfItem(_ item: Int, in vc: Grid) -> CGRect? {
        vc.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    @Test func pushAnimatesTheLayoutAndPopAnimatesBack() throws {
        let small = Grid(itemSide: 80, name: "Small"), large = Grid(itemSide: 170, name: "Large")
        large.useLayoutToLayoutNavigationTransitions = true
        let navigation = NavigationController(rootViewController: small)
        let host = makeHost(root: navigation)
        host.runUntilIdle()
        let item = 4
        let before = try unwrap(frameOfItem(item, in: small))
        let cell = try unwrap(small.collectionView.cellForItem(at: IndexPath(item: item, section: 0)))

        let smallFrame = small.view.frame
        navigation.pushViewController(large, animated: true)
        host.step()
        let start = try unwrap(
            host.timeline.entries.first {
                $0.object == "LayoutToLayoutNavigationAnimator" && $0.callback == "animateTransition(using:)"
            }?.time)
        expect(host.timeline.calls.contains("LayoutToLayoutNavigationAnimator.animateTransition(using:)"))
        expect(!host.timeline.calls.contains { $0.hasPrefix("NavigationSlideAnimator") })
        let after = try unwrap(
            large.collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame)
        expectNotEqual(after, before)
        host.advance(by: 0.15 - (host.now - start))
        let mid = cell.layer.presentation()!.frame
        expectClose(mid.minX, (before.minX + after.minX) / 2, within: 1e-6)
        expectClose(mid.width, (before.width + after.width) / 2, within: 1e-6)
        // The old screen never slides: the visible collection view stays where it is.
        expectEqual(small.view.layer.presentation()!.frame, smallFrame)
        host.runUntilIdle()
        expectIdentical(navigation.topViewController, large)
        expectNotNil(large.view.superview)
        expectNil(small.view.superview)
        expectEqual(frameOfItem(item, in: large), after)
        expectEqual(frameOfItem(item, in: small), before)  // the old controller has its layout back
        expect(host.diagnostics.diagnostics.isEmpty, "\(host.diagnostics.diagnostics)")

        navigation.popViewController(animated: true)
        host.runUntilIdle()
        expectIdentical(navigation.topViewController, small)
        expectNotNil(small.view.superview)
        expectEqual(frameOfItem(item, in: small), before)
        expectEqual(host.timeline.calls.filter { $0 == "LayoutToLayoutNavigationAnimator.animateTransition(using:)" }.count, 2)
    }

    @Test func withoutTheFlagItIsAScreenPush() {
        let small = Grid(itemSide: 80, name: "Small"), large = Grid(itemSide: 170, name: "Large")
        let navigation = NavigationController(rootViewController: small)
        let host = makeHost(root: navigation)
        navigation.pushViewController(large, animated: true)
        host.runUntilIdle()
        expect(host.timeline.calls.contains("NavigationSlideAnimator.animateTransition(using:)"))
        expect(!host.timeline.calls.contains { $0.hasPrefix("LayoutToLayout") })
    }

    @Test func anInteractivePopScrubsTheLayoutAndCanBeCancelled() throws {
        let small = Grid(itemSide: 80, name: "Small"), large = Grid(itemSide: 170, name: "Large")
        large.useLayoutToLayoutNavigationTransitions = true
        let navigation = NavigationController(rootViewController: small)
        let host = makeHost(root: navigation)
        navigation.pushViewController(large, animated: true)
        host.runUntilIdle()
        let largeFrame = try unwrap(frameOfItem(4, in: large))
        // A short, slow edge swipe: cancelled, the large layout stays.
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 80, y: 400), duration: 1)
        host.runUntilIdle()
        expectIdentical(navigation.topViewController, large)
        expectEqual(frameOfItem(4, in: large), largeFrame)
        expectNotNil(large.view.superview)
        // A long swipe: finished, back to the small grid.
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 330, y: 400), duration: 0.4)
        host.runUntilIdle()
        expectIdentical(navigation.topViewController, small)
        expectNotNil(small.view.superview)
        expectNil(large.view.superview)
        expect(host.diagnostics.diagnostics.isEmpty, "\(host.diagnostics.diagnostics)")
    }
}
