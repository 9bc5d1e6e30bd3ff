import Foundation
import Testing
@testable import TransitCatalog
import TransitTesting
import TransitTestingReporting

/// Shared elements in a navigation controller, with several entries: the flying view's frame at
/// progress p is the `snappy` spring's interpolation between the two window frames worked out by
/// hand (`SharedElementStage`); the originals are hidden meanwhile and shown afterwards; nothing
/// is left in the window; appearance stays balanced. Cancel flies back; a pop follows the list
/// scrolled mid-way; a push at once followed by a pop leaves nothing behind.
@MainActor
@Suite struct SharedElementNavigationTests {
    typealias Stage = SharedElementStage

    @MainActor final class Fixture {
        let host = TestHost(size: CGSize(width: 100, height: 160), scale: 1)
        let list = Stage.List(), detail = Stage.Detail()
        let navigation: NavigationController
        let transitions: NavigationTransitions
        let interaction = GestureInteraction()
        let windowSubviews: Int

        init(_ transition: CatalogTransition) {
            navigation = NavigationController(rootViewController: list)
            navigation.isNavigationBarHidden = true
            transitions = NavigationTransitions(transition.sharedElements(), interactionController: interaction)
            navigation.delegate = transitions
            host.window.rootViewController = navigation
            host.step()
            windowSubviews = host.window.subviews.count
            interaction.begin = { [navigation, detail] in navigation.pushViewController(detail, animated: true) }
        }

        func show(_ p: CGFloat) {
            if !interaction.isInteracting {
                interaction.gestureBegan()
                host.step()
            }
            interaction.gestureChanged(progress: p)
            host.step()
        }

        var flight: SharedElementFlight? { Stage.animator(host)?.flight }

        /// The pair's share of the way at progress p, by the spring written out.
        func fraction(_ p: CGFloat) throws -> CGFloat {
            let duration = try unwrap(flight).curve.duration
            return p >= 1 ? 1 : CGFloat(Stage.snappy(at: Double(p) * duration))
        }

        /// Nothing of the flight is left: no overlay, both originals shown, balanced appearance.
        func expectClean(top: ViewController, _ what: String) {
            expect(host.runUntilIdle(), "\(what): not idle")
            expectIdentical(navigation.topViewController, top, "\(what): wrong top")
            expectEqual(host.window.subviews.count, windowSubviews, "\(what): \(host.window.subviews.count) views in the window")
            expect(!list.thumbnail.isHidden, "\(what): an original left hidden")
            expect(!detail.header.isHidden, "\(what): an original left hidden")
            expect(list.isBalanced, "\(what): \(list.log) \(detail.log)")
            expect(detail.isBalanced, "\(what): \(list.log) \(detail.log)")
            expectEqual((list.appearanceState == .appeared), (top === list), "\(what): list \(list.appearanceState)")
            expectEqual((detail.appearanceState == .appeared), (top === detail), "\(what): detail \(detail.appearanceState)")
            expectEqual(detail.header.alpha, 0.8, "\(what): originals changed")
            expectEqual(list.thumbnail.layer.cornerRadius, 4, "\(what): originals changed")
            let problems = host.diagnostics.diagnostics.filter { $0.severity != .note }
            expect(problems.isEmpty, "\(what): \(problems)")
        }
    }

    nonisolated static let entries: [CatalogTransition] = [
        .push(from: .right), .cube(axis: .horizontal), .fade(), .flip(), .explode()
    ]

    @Test(arguments: entries)
    func thePairFliesAlongTheSpringBetweenTheWindowFrames(_ transition: CatalogTransition) throws {
        let f = Fixture(transition)
        for p: CGFloat in [0, 0.25, 0.5, 0.75, 1] {
            f.show(p)
            let flight = try unwrap(f.flight, "\(transition.name): no flight")
            let pair = try unwrap(flight.pairs.first)
            expectEqual(flight.pairs.count, 1)
            expectEqual(pair.id, "photo")
            let t = try f.fraction(p)
            let expected = Stage.mix(Stage.thumbnailInWindow, Stage.headerInScreen, t)
            expect(Stage.close(pair.flyer.frame, expected), "\(transition.name) at \(p): \(pair.flyer.frame) ≠ \(expected)")
            expectClose(
                pair.flyer.alpha, min(1, max(0, 1 + (0.8 - 1) * t)), within: 1e-6,
                "\(transition.name) at \(p): alpha \(pair.flyer.alpha)")
            expectClose(pair.flyer.layer.cornerRadius, max(0, 4 * (1 - t)), within: 1e-9)
            // The source's image fades out over the destination's, both filling the flyer.
            let images = pair.flyer.subviews
            expectEqual(images.count, 2)
            expectIdentical(images.last, pair.sourceImage)
            expectIdentical(images.first, pair.destinationImage)
            expectClose((pair.sourceImage?.alpha ?? -1), min(1, max(0, 1 - t)), within: 1e-6)
            expect(pair.destinationImage?.alpha == 1)
            expect(images.allSatisfy { Stage.close($0.frame, pair.flyer.bounds) })
            expect(f.list.thumbnail.isHidden, "\(transition.name) at \(p): originals showing")
            expect(f.detail.header.isHidden, "\(transition.name) at \(p): originals showing")
            // The overlay is the window's topmost view, above both screens.
            expectIdentical(flight.overlay.superview, f.host.window)
            expectIdentical(f.host.window.subviews.last, flight.overlay)
        }
        f.interaction.gestureEnded(progress: 1, velocity: 0)
        f.expectClean(top: f.detail, "\(transition.name) push")
    }

    @Test func theSpringOvershootsBetweenTheEnds() throws {
        let f = Fixture(.push(from: .right))
        f.show(0.5)
        let flight = try unwrap(f.flight)
        // The snappy spring passes its target before settling: somewhere its share exceeds 1.
        let shares = (0...100).map { flight.fraction(CGFloat($0) / 100) }
        expect(shares.contains { $0 > 1.001 })
        expectEqual(shares.first, 0)
        expectEqual(shares.last, 1)
        f.interaction.gestureEnded(progress: 0.5, velocity: 2)
        f.expectClean(top: f.detail, "overshoot")
    }

    @Test func cancellingFliesBackAlongTheSamePath() throws {
        let f = Fixture(.push(from: .right))
        f.show(0.6)
        let driver = try unwrap(Stage.animator(f.host)?.driver)
        let pair = try unwrap(f.flight?.pairs.first)
        f.interaction.gestureEnded(progress: 0.6, velocity: -3)
        var last: CGFloat = 0.6, frames = 0
        while driver.isRunning, frames < 200 {
            f.host.step()
            frames += 1
            guard driver.isRunning else { break }
            let expected = Stage.mix(Stage.thumbnailInWindow, Stage.headerInScreen, try f.fraction(driver.progress))
            expect(Stage.close(pair.flyer.frame, expected), "at \(driver.progress): \(pair.flyer.frame) ≠ \(expected)")
            expectLessThanOrEqual(driver.progress, last + 1e-12)
            last = driver.progress
        }
        expectGreaterThan(frames, 2)
        f.expectClean(top: f.list, "cancelled push")
        expectNil(pair.flyer.superview?.superview)
    }

    @Test func aPopFollowsTheListScrolledOnTheWay() throws {
        let f = Fixture(.push(from: .right))
        f.navigation.pushViewController(f.detail, animated: true)
        f.expectClean(top: f.detail, "plain push")
        f.interaction.begin = { [navigation = f.navigation] in navigation.popViewController(animated: true) }
        f.show(0.5)
        let pair = try unwrap(f.flight?.pairs.first)
        // Backward, the header flies to the thumbnail.
        var expected = Stage.mix(Stage.headerInScreen, Stage.thumbnailInWindow, try f.fraction(0.5))
        expect(Stage.close(pair.flyer.frame, expected), "\(pair.flyer.frame) ≠ \(expected)")
        // The list scrolls 20 points back: the thumbnail now rests 20 points lower.
        f.list.scroll.contentOffset = CGPoint(x: 0, y: 10)
        f.show(0.7)
        expected = Stage.mix(Stage.headerInScreen, Stage.thumbnailInWindow.offsetBy(dx: 0, dy: 20), try f.fraction(0.7))
        expect(Stage.close(pair.flyer.frame, expected), "\(pair.flyer.frame) ≠ \(expected)")
        f.interaction.gestureEnded(progress: 0.7, velocity: 1)
        f.expectClean(top: f.list, "pop")
    }

    @Test func aPushAtOnceFollowedByAPopLeavesNothingBehind() {
        let f = Fixture(.push(from: .right))
        f.navigation.pushViewController(f.detail, animated: true)
        f.navigation.popViewController(animated: true)
        f.expectClean(top: f.list, "push then pop")
        // Again, the pop asked for a few frames into the push.
        f.navigation.pushViewController(f.detail, animated: true)
        f.host.step()
        f.host.step()
        f.host.step()
        expect(f.list.thumbnail.isHidden)
        expectNotNil(f.flight)
        f.navigation.popViewController(animated: true)
        f.expectClean(top: f.list, "pop during the push")
        // And a push grabbed mid-flight and thrown back.
        f.interaction.wantsInteractiveStart = false
        f.interaction.begin = nil
        f.navigation.pushViewController(f.detail, animated: true)
        f.host.step()
        f.host.step()
        f.interaction.gestureBegan()
        f.interaction.gestureChanged(progress: 0.3)
        f.interaction.gestureEnded(progress: 0.3, velocity: -2)
        f.expectClean(top: f.list, "grabbed and thrown back")
    }

    @Test func aFlightStartingWhileAnotherHidesTheViewLeavesItShown() {
        let f = Fixture(.push(from: .right))
        let second = Stage.Detail()
        let modal = ModalTransitions(CatalogTransition.crossDissolve.sharedElements())
        second.modalPresentationStyle = .overFullScreen
        second.transitioningDelegate = modal
        f.navigation.pushViewController(f.detail, animated: true)
        f.host.step()
        f.host.step()
        expect(f.list.thumbnail.isHidden)
        // The navigation controller presents while its push flies: the presentation's flight
        // starts from the thumbnail the push hides.
        f.host.diagnostics.forward = nil  // asserted below, not printed
        f.navigation.present(second, animated: true)
        f.host.step()
        f.host.step()
        expectEqual(f.host.window.subviews.filter { $0 is SharedElementOverlay }.count, 2, "the flights did not overlap")
        // Mid-push the presenting screen shows both the list's thumbnail and the detail's header,
        // two views carrying "photo": reported, and the first flies.
        expectEqual(f.host.diagnostics.diagnostics.map(\.code), ["catalog.sharedElement"])
        expect(f.host.runUntilIdle())
        expectIdentical(f.navigation.presentedViewController, second)
        expectIdentical(f.navigation.topViewController, f.detail)
        expect(!f.list.thumbnail.isHidden)
        expect(!f.detail.header.isHidden)
        expect(!second.header.isHidden)
        expect(!f.host.window.subviews.contains { $0 is SharedElementOverlay })
        withExtendedLifetime(modal) {}
    }

    @Test func unmatchedViewsAndReducedMotionFlyNothing() {
        // Tagged on one side only: the entry's own motion, no overlay.
        let f = Fixture(.push(from: .right))
        f.detail.loadViewIfNeeded()
        f.detail.header.sharedElementID = "other"
        f.show(0.5)
        expectNotNil(Stage.animator(f.host))
        expectNil(f.flight)
        expect(!f.list.thumbnail.isHidden)
        expectEqual(f.host.window.subviews.count, f.windowSubviews)
        f.interaction.gestureEnded(progress: 0.5, velocity: 2)
        f.expectClean(top: f.detail, "unmatched")
        // A tagged view the app hides (here its group) does not fly.
        let h = Fixture(.push(from: .right))
        h.list.loadViewIfNeeded()
        h.list.group.isHidden = true
        h.show(0.5)
        expectNotNil(Stage.animator(h.host))
        expectNil(h.flight)
        expect(!h.detail.header.isHidden)
        h.interaction.gestureEnded(progress: 0.5, velocity: 2)
        expect(h.host.runUntilIdle())
        expect(h.list.group.isHidden)
        expect(!h.list.thumbnail.isHidden)
        // Reduced motion: the cross-fade takes the tagged views with their screens.
        let r = Fixture(.push(from: .right))
        r.host.window.motionSettings.reduceMotion = true
        r.show(0.5)
        expect(Stage.animator(r.host)?.isReducedMotion == true)
        expectNil(r.flight)
        expect(!r.list.thumbnail.isHidden)
        r.interaction.gestureEnded(progress: 0.5, velocity: 2)
        r.expectClean(top: r.detail, "reduced motion")
    }

    @Test func anIdentifierTwiceInAScreenIsReported() throws {
        let f = Fixture(.push(from: .right))
        f.host.diagnostics.forward = nil
        f.detail.loadViewIfNeeded()
        let second = View(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
        second.sharedElementID = "photo"
        f.detail.view.addSubview(second)
        f.show(0.5)
        let pair = try unwrap(f.flight?.pairs.first)
        expectIdentical(pair.destination.view, f.detail.header)
        expect(!second.isHidden)
        expect(f.host.diagnostics.diagnostics.contains { $0.code == "catalog.sharedElement" })
        f.interaction.gestureEnded(progress: 0.5, velocity: 2)
        expect(f.host.runUntilIdle())
        expect(!f.detail.header.isHidden)
        expectEqual(f.host.window.subviews.count, f.windowSubviews)
    }
}
