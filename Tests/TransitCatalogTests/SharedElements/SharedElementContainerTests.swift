import Foundation
import Testing
@testable import TransitCatalog
import TransitTesting
import TransitTestingReporting

/// Shared elements in the other containers (a tab bar controller, a `ContainerViewController`),
/// several pairs at once, and another timing. Oracles: the two views' window frames measured
/// with `View.convert(_:to:)` while each screen rests; linear interpolation of the transition's
/// progress for linear timing.
@MainActor
@Suite struct SharedElementContainerTests {
    typealias Stage = SharedElementStage

    enum Kind: CaseIterable, Sendable { case tabBar, container }

    @Test(arguments: Kind.allCases)
    func aSwitchFliesThePairAndLeavesNothingBehind(_ kind: Kind) throws {
        let host = TestHost(size: CGSize(width: 100, height: 160), scale: 1)
        let list = Stage.List(), detail = Stage.Detail()
        let interaction = GestureInteraction()
        let entry = CatalogTransition.slide(from: .right).sharedElements(timing: CubicTimingParameters(animationCurve: .linear))
        let select: (ViewController) -> Void
        var keep: AnyObject
        switch kind {
        case .tabBar:
            let tabs = TabBarController()
            tabs.viewControllers = [list, detail]
            let transitions = TabBarTransitions(entry, interactionController: interaction)
            tabs.delegate = transitions
            keep = transitions
            host.window.rootViewController = tabs
            select = { tabs.selectedViewController = $0 }
        case .container:
            let container = ContainerViewController(viewControllers: [list, detail])
            let transitions = ContainerTransitions(entry, interactionController: interaction)
            container.delegate = transitions
            keep = transitions
            host.window.rootViewController = container
            select = { container.selectedViewController = $0 }
        }
        host.step()
        let windowSubviews = host.window.subviews.count
        // Each view's window frame while its screen rests.
        expect(host.runUntilIdle())
        let thumbnail = list.thumbnail.convert(list.thumbnail.bounds, to: nil)
        select(detail)
        expect(host.runUntilIdle())
        let header = detail.header.convert(detail.header.bounds, to: nil)
        select(list)
        expect(host.runUntilIdle())
        // Scrubbed with linear timing: the flyer is exactly the linear mix.
        interaction.begin = { select(detail) }
        interaction.gestureBegan()
        host.step()
        for p: CGFloat in [0, 0.3, 0.8] {
            interaction.gestureChanged(progress: p)
            host.step()
            let animator = try unwrap(Stage.animator(host), "\(kind): no catalogue animator")
            let pair = try unwrap(animator.flight?.pairs.first, "\(kind): no flight")
            // The container's switch asked for in code animates on its own; the tab bar's
            // follows the gesture. Either way the pair is where the progress says.
            let progress = try unwrap(animator.driver).progress
            if kind == .tabBar { expectEqual(progress, p) }
            let expected = Stage.mix(thumbnail, header, progress)
            expect(Stage.close(pair.flyer.frame, expected), "\(kind) at \(p): \(pair.flyer.frame) ≠ \(expected)")
            expect(list.thumbnail.isHidden && detail.header.isHidden)
        }
        interaction.gestureEnded(progress: 0.8, velocity: 1)
        expect(host.runUntilIdle())
        expectEqual(host.window.subviews.count, windowSubviews)
        expect(!list.thumbnail.isHidden && !detail.header.isHidden)
        expect(list.isBalanced && detail.isBalanced, "\(list.log) \(detail.log)")
        expect(detail.appearanceState == .appeared && list.appearanceState != .appeared)
        withExtendedLifetime(keep) {}
    }

    @Test func everyPairFliesToItsOwnPartner() throws {
        let host = TestHost(size: CGSize(width: 100, height: 160), scale: 1)
        let list = Stage.List(), detail = Stage.Detail()
        list.loadViewIfNeeded()
        detail.loadViewIfNeeded()
        // A second pair: a badge at (70, 4, 20, 10) of the list, (10, 130, 40, 20) of the detail.
        let badge = View(frame: CGRect(x: 70, y: 4, width: 20, height: 10)),
            title = View(frame: CGRect(x: 10, y: 130, width: 40, height: 20))
        badge.sharedElementID = "title"
        title.sharedElementID = "title"
        badge.backgroundColor = .white
        title.backgroundColor = .white
        list.view.addSubview(badge)
        detail.view.addSubview(title)
        let navigation = NavigationController(rootViewController: list)
        navigation.isNavigationBarHidden = true
        let interaction = GestureInteraction { [navigation, detail] in navigation.pushViewController(detail, animated: true) }
        let transitions = NavigationTransitions(
            .fade().sharedElements(timing: CubicTimingParameters(animationCurve: .linear)),
            interactionController: interaction)
        navigation.delegate = transitions
        host.window.rootViewController = navigation
        host.step()
        interaction.gestureBegan()
        host.step()
        interaction.gestureChanged(progress: 0.5)
        host.step()
        let pairs = try unwrap(Stage.animator(host)?.flight?.pairs)
        // In the order the list's views come depth first: the scroll view's thumbnail, then the badge.
        expectEqual(pairs.map(\.id), ["photo", "title"])
        expect(Stage.close(pairs[0].flyer.frame, Stage.mix(Stage.thumbnailInWindow, Stage.headerInScreen, 0.5)))
        expect(Stage.close(pairs[1].flyer.frame, CGRect(x: 40, y: 67, width: 30, height: 15)))
        expect(badge.isHidden && title.isHidden)
        interaction.gestureEnded(progress: 0.5, velocity: 2)
        expect(host.runUntilIdle())
        expect(!badge.isHidden && !title.isHidden && host.window.subviews.count == 1)
        withExtendedLifetime(transitions) {}
    }
}
