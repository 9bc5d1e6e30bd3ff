import Foundation
import Testing
@testable import TransitDemo
import TransitTestingReporting

/// Every demo scene runs headless to the end with no diagnostics, ends idle, and leaves the state
/// its caption describes.
///
/// Each scene runs once per test run: `sceneRunsCleanly` and the test of how the scene ended read
/// the same stage (none of them steps it further; a scene that ends busy fails `sceneRunsCleanly`).
@MainActor
@Suite struct DemoSceneTests {
    /// The stages the scenes ran on, by scene name.
    private static var stages: [String: DemoStage] = [:]

    /// The stage `scene` ran to its end on, run the first time a test asks for it.
    func run(_ scene: DemoScene) -> DemoStage {
        if let stage = Self.stages[scene.name] { return stage }
        let stage = DemoStage(size: scene.size, scale: 1)
        scene.script(stage)
        Self.stages[scene.name] = stage
        return stage
    }

    @Test(arguments: [
        "container-no-animation", "container-any-animator", "container-default-animator", "container-interactive",
        "present-dismiss", "interactive-dismissal", "layout-push", "slide-menu",
        "sheet-detents", "sheet-scroll-handover", "sheet-dismissal", "sheet-stack", "expanding-card",
        "shared-element-photo", "shared-element-sheet", "zoom-grid", "zoom-scrolling-grid",
        "large-title-list"
    ])
    func sceneRunsCleanly(name: String) throws {
        let scene = try unwrap(DemoScene.named(name))
        let stage = run(scene)
        expect(stage.host.diagnostics.diagnostics.isEmpty, "\(stage.host.diagnostics.diagnostics)")
        expect(stage.host.runUntilIdle(timeout: 1))
    }

    @Test func thePhotoSceneEndsOnTheGridWithEveryPhotoShownAndNoOverlay() throws {
        let stage = run(try unwrap(DemoScene.named("shared-element-photo")))
        let navigation = try unwrap(stage.window.rootViewController as? NavigationController)
        expectEqual(navigation.viewControllers.count, 1)
        expectEqual(stage.window.subviews.count, 1, "\(stage.window.subviews)")
        func tagged(_ view: View) -> [View] { (view.sharedElementID == nil ? [] : [view]) + view.subviews.flatMap(tagged) }
        let photos = tagged(navigation.view)
        expectEqual(photos.count, 12)
        expect(photos.allSatisfy { !$0.isHidden })
        // The push; the cancelled swipe (the detail's disappearance reversed: it appears again,
        // with no "did disappear"); the finished one.
        let detail = stage.host.timeline.callbacks(of: "PhotoDetailScreen").filter {
            $0.hasPrefix("viewDidAppear") || $0.hasPrefix("viewDidDisappear")
        }
        expectEqual(detail, ["viewDidAppear(true)", "viewDidAppear(true)", "viewDidDisappear(true)"], "\(detail)")
    }

    @Test func theSheetSceneEndsWithTheSheetGoneAndEveryPhotoShown() throws {
        let stage = run(try unwrap(DemoScene.named("shared-element-sheet")))
        let grid = try unwrap(stage.window.rootViewController)
        expectNil(grid.presentedViewController)
        expectEqual(stage.window.subviews.count, 1, "\(stage.window.subviews)")
        func tagged(_ view: View) -> [View] { (view.sharedElementID == nil ? [] : [view]) + view.subviews.flatMap(tagged) }
        let photos = tagged(grid.view)
        expectEqual(photos.count, 12)
        expect(photos.allSatisfy { !$0.isHidden })
        expect(grid.view.layer.transform.isIdentity)
    }

    @Test func zoomGridLandsEveryPageBackInItsTile() throws {
        let stage = run(try unwrap(DemoScene.named("zoom-grid")))
        let navigation = try unwrap(stage.window.rootViewController as? NavigationController)
        let grid = try unwrap(navigation.viewControllers.first as? ZoomGridScreen)
        // The dragged page was dismissed, the page grabbed while growing was pushed back.
        expectEqual(navigation.viewControllers.count, 1)
        expectEqual(grid.view.superview?.subviews.count, 1)
        expect(grid.tiles.allSatisfy { !$0.isHidden })
        // The first page left as "Photo 8" (it had moved on); the second push was cancelled.
        expect(stage.host.timeline.callbacks(of: "Photo 8").contains("viewDidDisappear(true)"))
        expectEqual(
            stage.host.timeline.callbacks(of: "Photo 3").filter {
                $0.hasSuffix("Appear(true)") || $0.hasSuffix("Disappear(true)")
            },
            ["viewWillAppear(true)", "viewWillDisappear(true)", "viewDidDisappear(true)"])
    }

    @Test func zoomScrollingGridFollowsTheScrollAndTurnsTheEarlyPopAround() throws {
        let stage = run(try unwrap(DemoScene.named("zoom-scrolling-grid")))
        let navigation = try unwrap(stage.window.rootViewController as? NavigationController)
        let grid = try unwrap(navigation.viewControllers.first as? ZoomScrollingGridScreen)
        expectEqual(navigation.viewControllers.count, 1)
        // Scrolled 120 pt from its top (the top inset under the bars).
        expectEqual(grid.scrollView.contentOffset.y, -grid.scrollView.adjustedContentInset.top + 120)
        expect(grid.tiles.allSatisfy { !$0.isHidden })
        // Photo 11's first push was turned back (no "did appear"), its second shown and popped.
        let calls = stage.host.timeline.callbacks(of: "Photo 11").filter {
            $0.hasSuffix("Appear(true)") || $0.hasSuffix("Disappear(true)")
        }
        expectEqual(
            calls,
            [
                "viewWillAppear(true)", "viewWillDisappear(true)", "viewDidDisappear(true)",
                "viewWillAppear(true)", "viewDidAppear(true)", "viewWillDisappear(true)", "viewDidDisappear(true)"
            ],
            "\(calls)")
    }

    @Test func containerStagesEndOnTheFirstChildAfterVisitingAll() throws {
        for name in ["container-no-animation", "container-any-animator", "container-default-animator"] {
            let stage = run(try unwrap(DemoScene.named(name)))
            let container = try unwrap(stage.window.rootViewController as? ContainerViewController)
            expectIdentical(container.selectedViewController, container.viewControllers[0], "\(name)")
            expectEqual(container.children.count, 1)
            for screen in ["Photos", "Settings"] {
                expect(stage.host.timeline.callbacks(of: screen).contains("viewDidAppear(true)"), "\(name) \(screen)")
                #expect(
                    stage.host.timeline.callbacks(of: screen).contains("didMove(toParent: nil)")
                        || stage.host.timeline.callbacks(of: screen).contains { $0.hasPrefix("didMove(toParent: nil") },
                    "\(name) \(screen)")
            }
        }
    }

    @Test func interactiveContainerFinishesOnceAndCancelsOnce() throws {
        let stage = run(try unwrap(DemoScene.named("container-interactive")))
        let container = try unwrap(stage.window.rootViewController as? ContainerViewController)
        // The long swipe left moved to "Photos"; the short drag right was cancelled.
        expectIdentical(container.selectedViewController, container.viewControllers[1])
        let inbox = stage.host.timeline.callbacks(of: "Inbox").filter { $0.hasPrefix("view") && !$0.contains("Layout") }
        expectEqual(inbox.suffix(2), ["viewWillDisappear(true)", "viewDidDisappear(true)"])
        let photos = stage.host.timeline.callbacks(of: "Photos").filter { $0.hasPrefix("view") && !$0.contains("Layout") }
        // Photos appeared; the cancelled switch back to Inbox began its disappearance and then
        // reversed it (no "did" for the cancelled disappearance).
        expectEqual(
            photos.suffix(4),
            [
                "viewDidAppear(true)", "viewWillDisappear(true)",
                "viewWillAppear(true)", "viewDidAppear(true)"
            ])
    }

    @Test func slideMenuIsDismissedByTheDimmingTap() throws {
        let stage = run(try unwrap(DemoScene.named("slide-menu")))
        let root = try unwrap(stage.window.rootViewController)
        expectNil(root.presentedViewController)
        let calls = stage.host.timeline.calls
        expect(calls.contains("SlideMenuPresentationController.presentationTransitionWillBegin()"))
        expect(calls.contains("SlideMenuPresentationController.dismissalTransitionDidEnd(true)"))
    }

    @Test func interactiveDismissalCancelsThenFinishes() throws {
        let stage = run(try unwrap(DemoScene.named("interactive-dismissal")))
        let root = try unwrap(stage.window.rootViewController)
        expectNil(root.presentedViewController)
        let ended = stage.host.timeline.calls.filter { $0.hasPrefix("CardPresentationController.dismissalTransitionDidEnd") }
        expectEqual(
            ended,
            [
                "CardPresentationController.dismissalTransitionDidEnd(false)",
                "CardPresentationController.dismissalTransitionDidEnd(true)"
            ])
    }

    @Test func sheetDetentsEndsAtMediumAfterVisitingLarge() throws {
        let stage = run(try unwrap(DemoScene.named("sheet-detents")))
        let root = try unwrap(stage.window.rootViewController)
        let sheet = try unwrap(root.presentedViewController?.sheetPresentationController)
        expectEqual(sheet.selectedDetentIdentifier, .medium)
        // Insets 47 / 34: large is 844 − 57 − 34 = 753 pt, medium half of it, above the 34 pt inset.
        let mediumTop: CGFloat = 844 - 34 - 753.0 / 2
        expectEqual(sheet.presentedViewController.view.frame.minY, mediumTop)
        expect(root.view.transform.isIdentity, "the home screen came forward again")
    }

    @Test func sheetScrollHandoverEndsAtMediumWithTheListAtItsTop() throws {
        let stage = run(try unwrap(DemoScene.named("sheet-scroll-handover")))
        let root = try unwrap(stage.window.rootViewController)
        let list = try unwrap(root.presentedViewController as? ListScreen)
        expectEqual(list.sheetPresentationController?.selectedDetentIdentifier, .medium)
        expectEqual(list.scrollView.contentOffset.y, 0)
    }

    @Test func sheetDismissalCancelsThenFinishes() throws {
        let stage = run(try unwrap(DemoScene.named("sheet-dismissal")))
        let root = try unwrap(stage.window.rootViewController)
        expectNil(root.presentedViewController)
        expect(root.view.transform.isIdentity)
        let ended = stage.host.timeline.calls.filter { $0.hasPrefix("SheetPresentationController.dismissalTransitionDidEnd") }
        expectEqual(
            ended,
            [
                "SheetPresentationController.dismissalTransitionDidEnd(false)",
                "SheetPresentationController.dismissalTransitionDidEnd(true)"
            ])
    }

    @Test func sheetStackRestoresTheFirstSheet() throws {
        let stage = run(try unwrap(DemoScene.named("sheet-stack")))
        let root = try unwrap(stage.window.rootViewController)
        let first = try unwrap(root.presentedViewController)
        expectNil(first.presentedViewController)
        expect(first.view.transform.isIdentity, "47 pt inset + 10")
        expectEqual(first.view.frame.minY, 57, "47 pt inset + 10")
        expectClose(root.view.transform.a, 358.0 / 390, within: 1e-9, "the home screen still recedes behind the first")
    }

    @Test func expandingCardEndsCollapsedWithEveryChipBack() throws {
        let stage = run(try unwrap(DemoScene.named("expanding-card")))
        let screen = try unwrap(stage.window.rootViewController as? ExpandingCardScreen)
        expect(!screen.isExpanded)
        // Collapsed: 120 points high, 20 from each side of the 390-point screen.
        expectEqual(screen.card.frame.size, CGSize(width: 350, height: 120))
        // The chips follow the card's bottom edge 20 points below, all three visible again,
        // sharing 350 − 2 · 12 points equally.
        expectEqual(screen.chips.frame.minY, screen.card.frame.maxY + 20)
        expect(screen.chips.arrangedSubviews.allSatisfy { !$0.isHidden })
        for chip in screen.chips.arrangedSubviews { expectClose(chip.frame.width, 326.0 / 3, within: 1e-9) }
    }

    @Test func largeTitleListEndsBackOnTheListWithTheLargeTitleOpen() throws {
        let stage = run(try unwrap(DemoScene.named("large-title-list")))
        let navigation = try unwrap(stage.window.rootViewController as? NavigationController)
        let list = try unwrap(navigation.topViewController as? ParkListController)
        expectEqual(navigation.viewControllers.count, 1)
        // Back at rest: the 96 pt bar below the 47 pt status area, the list at its top edge.
        expectEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 47, width: 390, height: 96))
        expectEqual(list.tableView.contentOffset.y, -143)
        expectEqual(
            navigation.navigationBar.effectiveAppearance.barBackground(translucent: true).color.alpha, 0,
            "transparent at the edge")
    }
}
