import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// `UISheetPresentationController` detents: resolution, the selected detent, programmatic
/// changes, the grabber and the corner radius (Apple's documentation of
/// `UISheetPresentationController` and `UISheetPresentationController.Detent`).
@MainActor
@Suite struct SheetDetentTests {
    @Test func largeIsTheFullHeightAndMediumHalfOfIt() {
        let (host, _, sheet, controller) = presentSheet { $0.detents = [.medium(), .large()] }
        let context = controller.resolutionContext
        expectEqual(context.maximumDetentValue, fullDetentValue, "844 − (0 safe area + 10 pt gap)")
        expectEqual(SheetPresentationController.Detent.large().resolvedValue(in: context), fullDetentValue)
        expectEqual(SheetPresentationController.Detent.medium().resolvedValue(in: context), fullDetentValue / 2)
        // No selected identifier: the smallest detent, medium.
        expectNil(controller.selectedDetentIdentifier)
        expectEqual(sheet.view.frame, CGRect(x: 0, y: mediumTop, width: 390, height: 844 - mediumTop))
        withExtendedLifetime(host) {}
    }

    @Test func mediumIsInactiveInACompactHeight() {
        var traits = TraitCollection()
        traits.verticalSizeClass = .compact
        let context = SheetDetentContext(containerTraitCollection: traits, maximumDetentValue: 300)
        expectNil(SheetPresentationController.Detent.medium().resolvedValue(in: context))
        expectEqual(SheetPresentationController.Detent.large().resolvedValue(in: context), 300)
    }

    @Test func customResolversAreClampedToTheMaximumAndMayBeInactive() {
        var seen: [CGFloat] = []
        var traits = TraitCollection()
        traits.horizontalSizeClass = .compact
        let context = SheetDetentContext(containerTraitCollection: traits, maximumDetentValue: 500)
        let tall = SheetPresentationController.Detent.custom { ctx in
            seen.append(ctx.maximumDetentValue)
            expectEqual(ctx.containerTraitCollection.horizontalSizeClass, .compact)
            return 2000
        }
        expectEqual(tall.resolvedValue(in: context), 500)
        expectEqual(seen, [500])
        expectEqual(SheetPresentationController.Detent.custom { _ in -5 }.resolvedValue(in: context), 0)
        expectNil(SheetPresentationController.Detent.custom { _ in nil }.resolvedValue(in: context))
        expectNil(SheetPresentationController.Detent.custom { _ in .nan }.resolvedValue(in: context))
        expectEqual(SheetPresentationController.Detent.custom { $0.maximumDetentValue * 0.25 }.resolvedValue(in: context), 125)
        // Identifiers: the given one, else a unique one.
        let named = SheetPresentationController.Detent.custom(identifier: .init("small")) { _ in 100 }
        expectEqual(named.identifier.rawValue, "small")
        let a = SheetPresentationController.Detent.custom { _ in 1 }, b = SheetPresentationController.Detent.custom { _ in 1 }
        expectNotEqual(a.identifier, b.identifier)
        expectNotEqual(a.identifier, .medium)
        expectNotEqual(a.identifier, .large)
    }

    @Test func aCustomDetentPlacesTheSheetAndInvalidateDetentsAsksAgain() {
        var height: CGFloat = 200
        let small = SheetPresentationController.Detent.Identifier("small")
        let (host, _, sheet, controller) = presentSheet { controller in
            controller.detents = [.custom(identifier: small) { _ in height }, .large()]
        }
        expectEqual(sheet.view.frame.minY, CGFloat(844 - 200))
        height = 300
        host.step()
        expectEqual(sheet.view.frame.minY, CGFloat(844 - 200), "a resolver is not polled")
        controller.invalidateDetents()
        expectEqual(sheet.view.frame.minY, CGFloat(844 - 300), "outside animateChanges the change applies at once")
        // Inactive detents are skipped: the sheet goes to the next smallest.
        height = .nan
        controller.invalidateDetents()
        expectEqual(sheet.view.frame.minY, 10)
    }

    @Test func selectingADetentInCodeAppliesAtOnceWithoutAnimateChanges() {
        let listener = SheetListener()
        let (host, _, sheet, controller) = presentSheet {
            $0.detents = [.medium(), .large()]
            $0.delegate = listener
        }
        controller.selectedDetentIdentifier = .large
        expectEqual(sheet.view.frame.minY, 10)
        expectEqual(sheet.view.layer.presentation()?.frame.minY ?? 10, 10, "no animation")
        expect(listener.log.isEmpty, "changes made in code are not reported to the delegate")
        withExtendedLifetime(host) {}
    }

    @Test func animateChangesSpringsToTheNewDetentWithoutAJump() {
        let (host, _, sheet, controller) = presentSheet { $0.detents = [.medium(), .large()] }
        controller.animateChanges { controller.selectedDetentIdentifier = .large }
        expectEqual(sheet.view.frame.minY, 10, "the model value is the new detent at once")
        var shown: [CGFloat] = [mediumTop]
        for _ in 0..<40 {
            host.step()
            shown.append(sheet.view.layer.presentation()?.frame.minY ?? sheet.view.frame.minY)
        }
        host.runUntilIdle()
        // A critically damped spring: it moves up all the way, never back, never past the target.
        for (a, b) in zip(shown, shown.dropFirst()) { expectLessThanOrEqual(b, a + 1e-6) }
        expect(shown[1] < mediumTop && shown[1] > 300, "the first frame moves a little, it does not jump")
        expect(shown.allSatisfy { $0 >= 10 - 1e-6 })
        expectEqual(sheet.view.layer.presentation()?.frame.minY ?? 0, 10)
    }

    @Test func aDetentSelectedWhileTheSheetRisesAppliesWhenItIsUp() {
        let root = NamedController("Root")
        let host = makeHost(root: root)
        let sheet = NamedController("Sheet")
        let controller = sheet.sheetPresentationController!
        controller.detents = [.medium(), .large()]
        root.present(sheet, animated: true)
        for _ in 0..<10 { host.step() }
        expect(controller.isTransitioning)
        controller.selectedDetentIdentifier = .large
        host.runUntilIdle()
        expectEqual(sheet.view.frame.minY, 10)
        expectClose(root.view.transform.a, (390 - 32) / 390, within: 1e-9)
    }

    @Test func emptyDetentsAreReportedAndLargeIsKept() {
        let (host, _, sheet, controller) = presentSheet()
        host.diagnostics.forward = nil
        controller.detents = []
        expectEqual(controller.detents.map(\.identifier), [.large])
        expect(!host.diagnostics.diagnostics(withCode: "sheet.noDetents").isEmpty)
        expectEqual(sheet.view.frame.minY, 10)
    }

    @Test func theGrabberIs36By5AtTheTopCentre() {
        let (host, _, sheet, controller) = presentSheet { $0.prefersGrabberVisible = true }
        let grabber = try! unwrap(controller.grabberView)
        expectIdentical(grabber.superview, sheet.view)
        expectEqual(grabber.frame, CGRect(x: 177, y: 5, width: 36, height: 5))
        expectEqual(grabber.layer.cornerRadius, 2.5)
        // Drawn: the pixel in its middle is darker than the white sheet around it.
        let image = host.render()
        let inside = image[195, 10 + 7], outside = image[195, 10 + 20]
        expectLessThan(inside.r, outside.r)
        controller.prefersGrabberVisible = false
        expectNil(grabber.superview)
        expectNil(controller.grabberView)
    }

    @Test func theCornerRadiusIsTheSystemsUnlessOneIsPreferred() {
        let (host, _, sheet, controller) = presentSheet()
        host.diagnostics.forward = nil
        expectNil(controller.preferredCornerRadius)
        expectEqual(sheet.view.layer.cornerRadius, SheetPresentationController.systemCornerRadius)
        controller.preferredCornerRadius = 24
        expectEqual(sheet.view.layer.cornerRadius, 24)
        controller.preferredCornerRadius = -3
        expectEqual(controller.preferredCornerRadius, 24)
        expect(!host.diagnostics.diagnostics(withCode: "sheet.cornerRadius").isEmpty)
    }

    @Test func anEdgeAttachedSheetInACompactHeightFollowsThePreferredWidth() {
        let (host, _, sheet, controller) = presentSheet {
            $0.prefersEdgeAttachedInCompactHeight = true
            $0.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        }
        sheet.preferredContentSize = CGSize(width: 300, height: 0)
        var traits = host.window.screenTraits
        traits.verticalSizeClass = .compact
        host.window.screenTraits = traits
        controller.invalidateDetents()
        expectEqual(sheet.view.frame, CGRect(x: 45, y: 10, width: 300, height: 834))
    }

    @Test func aNarrowSheetSitsWhereItsPlacementSays() {
        let (host, _, sheet, controller) = presentSheet {
            $0.prefersEdgeAttachedInCompactHeight = true
            $0.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        }
        expectEqual(controller.preferredPlacement, .automatic)
        sheet.preferredContentSize = CGSize(width: 300, height: 0)
        var traits = host.window.screenTraits
        traits.verticalSizeClass = .compact
        host.window.screenTraits = traits
        controller.invalidateDetents()
        // 390 pt wide container, 300 pt sheet: centred at 45, or against either edge.
        let expected: [(SheetPresentationController.Placement, CGFloat)] = [
            (.leading, 0), (.trailing, 90), (.center, 45), (.automatic, 45)
        ]
        for (placement, x) in expected {
            controller.preferredPlacement = placement
            expectEqual(sheet.view.frame, CGRect(x: x, y: 10, width: 300, height: 834), "\(placement)")
        }
        // Apple's raw values.
        expectEqual([SheetPresentationController.Placement.automatic, .leading, .center, .trailing].map(\.rawValue), [0, 1, 2, 3])
    }

    @Test func inACompactHeightASheetThatIsNotEdgeAttachedCoversTheContainer() {
        let (host, _, sheet, controller) = presentSheet { $0.detents = [.medium(), .large()] }
        var traits = host.window.screenTraits
        traits.verticalSizeClass = .compact
        host.window.screenTraits = traits
        controller.invalidateDetents()
        // Medium is inactive there, so the sheet rests at large, which covers everything.
        expectEqual(controller.resolvedDetents.map(\.identifier), [.large])
        expectEqual(sheet.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func onlySheetStylesHaveASheetPresentationController() {
        let sheet = NamedController("S")
        expectNotNil(sheet.sheetPresentationController, ".automatic is a page sheet")
        let full = NamedController("F")
        full.modalPresentationStyle = .fullScreen
        expectNil(full.sheetPresentationController)
        let form = NamedController("Form")
        form.modalPresentationStyle = .formSheet
        expectEqual(form.sheetPresentationController?.isFormSheet, true)
    }
}
