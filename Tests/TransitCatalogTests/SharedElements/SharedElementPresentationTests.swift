import Foundation
import Testing
@testable import TransitCatalog
import TransitTesting
import TransitTestingReporting

/// Shared elements across a presentation — a page sheet (the presenter stays in the window and
/// recedes), a form sheet, full screen (the presenter leaves the window) and over full screen —
/// and the dismissal after the list scrolled, or with the thumbnail removed on the way.
/// Oracles: the thumbnail's window frame by hand (`SharedElementStage`), or, for a presenter a
/// sheet scales back, the thumbnail's window frame measured at that frame with
/// `View.convert(_:to:)`; the header's window frame measured when the detail rests; the
/// `snappy` spring written out; the fade-out rule of a lost partner.
@MainActor
@Suite struct SharedElementPresentationTests {
    typealias Stage = SharedElementStage

    @MainActor final class Fixture {
        let host = TestHost(size: CGSize(width: 100, height: 160), scale: 1)
        let list = Stage.List(), detail = Stage.Detail()
        let transitions: ModalTransitions
        let interaction = GestureInteraction()
        let windowSubviews: Int

        init(_ style: ModalPresentationStyle) {
            transitions = ModalTransitions(CatalogTransition.coverVertical.sharedElements(), interactionController: interaction)
            detail.modalPresentationStyle = style
            detail.transitioningDelegate = transitions
            host.window.rootViewController = list
            host.step()
            windowSubviews = host.window.subviews.count
            interaction.begin = { [list, detail] in list.present(detail, animated: true) }
        }

        func show(_ p: CGFloat) {
            if !interaction.isInteracting {
                interaction.gestureBegan()
                host.step()
                host.step()  // dismissals start on the next run-loop turn
            }
            interaction.gestureChanged(progress: p)
            host.step()
            if let overlay = flight?.overlay, !overlays.contains(where: { $0 === overlay }) { overlays.append(overlay) }
        }

        /// Every overlay seen.
        var overlays: [View] = []

        var flight: SharedElementFlight? { Stage.animator(host)?.flight }

        func fraction(_ p: CGFloat) throws -> CGFloat {
            let duration = try unwrap(flight).curve.duration
            return p >= 1 ? 1 : CGFloat(Stage.snappy(at: Double(p) * duration))
        }

        /// Where the thumbnail is seen in the window now, with the list scrolled `dy` points
        /// less than at the start: its place in the list's screen by hand (`SharedElementStage`,
        /// the list's view filling the 100 × 160 window at rest), through the scale and offset
        /// of the list's view as it is on screen (its presentation frame: a page sheet scales
        /// the presenter back).
        func thumbnailNow(scrolledBack dy: CGFloat = 0) -> CGRect {
            let seen = list.view.layer.presentation()!.frame
            let sx = seen.width / 100, sy = seen.height / 160
            let r = Stage.thumbnailInWindow.offsetBy(dx: 0, dy: dy)
            return CGRect(x: seen.minX + r.minX * sx, y: seen.minY + r.minY * sy, width: r.width * sx, height: r.height * sy)
        }

        func expectClean(presented: Bool, _ what: String) {
            expect(host.runUntilIdle(), "\(what): not idle")
            expectEqual((list.presentedViewController === detail), presented, "\(what): presentation state")
            if !presented { expectEqual(host.window.subviews.count, windowSubviews, "\(what): views left in the window") }
            expect(overlays.allSatisfy { $0.superview == nil }, "\(what): an overlay is left")
            expect(!list.thumbnail.isHidden, "\(what): an original left hidden")
            expect(!detail.header.isHidden, "\(what): an original left hidden")
            expect(list.isBalanced, "\(what): \(list.log) \(detail.log)")
            expect(detail.isBalanced, "\(what): \(list.log) \(detail.log)")
            expectEqual((detail.appearanceState == .appeared), presented, "\(what): detail \(detail.appearanceState)")
            let problems = host.diagnostics.diagnostics.filter { $0.severity != .note }
            expect(problems.isEmpty, "\(what): \(problems)")
        }
    }

    nonisolated static let styles: [ModalPresentationStyle] = [.pageSheet, .formSheet, .fullScreen, .overFullScreen]

    @Test(arguments: styles)
    func theThumbnailFliesIntoThePresentedHeaderAndBackAfterScrolling(_ style: ModalPresentationStyle) throws {
        let f = Fixture(style)
        f.show(0)
        let start = try unwrap(f.flight?.pairs.first)
        expect(Stage.close(start.flyer.frame, Stage.thumbnailInWindow), "\(style): \(start.flyer.frame)")
        f.show(1)
        f.interaction.gestureEnded(progress: 1, velocity: 0)
        f.expectClean(presented: true, "\(style) presentation")
        let header = f.detail.header.convert(f.detail.header.bounds, to: nil)
        // The way back, scrubbed: the header flies to where the thumbnail is.
        f.interaction.begin = { [detail = f.detail] in detail.dismiss(animated: true) }
        f.show(0.4)
        let pair = try unwrap(f.flight?.pairs.first)
        var expected = Stage.mix(header, f.thumbnailNow(), try f.fraction(0.4))
        expect(Stage.close(pair.flyer.frame, expected, 1e-6), "\(style) at 0.4: \(pair.flyer.frame) ≠ \(expected)")
        expect(f.list.thumbnail.isHidden)
        expect(f.detail.header.isHidden)
        // Above both screens: the window's topmost view, over the presentation's container.
        expectIdentical(f.host.window.subviews.last, f.flight?.overlay)
        // The list scrolls under the dismissal: the element follows the thumbnail.
        f.list.scroll.contentOffset = CGPoint(x: 0, y: 0)
        f.show(0.6)
        expected = Stage.mix(header, f.thumbnailNow(scrolledBack: 30), try f.fraction(0.6))
        expect(Stage.close(pair.flyer.frame, expected, 1e-6), "\(style) at 0.6: \(pair.flyer.frame) ≠ \(expected)")
        let overlay = try unwrap(f.flight?.overlay)
        f.interaction.gestureEnded(progress: 0.6, velocity: 2)
        f.expectClean(presented: false, "\(style) dismissal")
        expectNil(overlay.superview)
        // At rest again, unscaled: 30 points of scroll undone put the thumbnail 30 points lower.
        expect(Stage.close(f.thumbnailNow(scrolledBack: 30), Stage.thumbnailInWindow.offsetBy(dx: 0, dy: 30)))
        expect(
            Stage.close(
                f.list.thumbnail.convert(f.list.thumbnail.bounds, to: nil), Stage.thumbnailInWindow.offsetBy(dx: 0, dy: 30)))
    }

    @Test func aThumbnailRemovedDuringTheDismissalFadesOutInPlace() throws {
        let f = Fixture(.pageSheet)
        f.list.present(f.detail, animated: true)
        f.expectClean(presented: true, "presentation")
        f.interaction.begin = { [detail = f.detail] in detail.dismiss(animated: true) }
        f.show(0.4)
        let pair = try unwrap(f.flight?.pairs.first)
        let frame = pair.flyer.frame, alpha = pair.flyer.alpha
        expect(f.list.thumbnail.isHidden)
        expect(f.detail.header.isHidden)
        // The cell goes away (the list reloaded) while the detail is dismissed.
        f.list.thumbnail.removeFromSuperview()
        f.show(0.5)
        // Noticed at 0.5: the element stays where it was last shown and fades from there, 1 at
        // 0.5 to 0 at 1, linearly.
        expect(Stage.close(pair.flyer.frame, frame))
        expectClose(pair.flyer.alpha, alpha, within: 1e-9, "alpha \(pair.flyer.alpha)")
        // The header is back at once, moving with its screen by the entry's own motion.
        expect(!f.detail.header.isHidden)
        expect(!f.list.thumbnail.isHidden)
        f.show(0.8)
        expect(Stage.close(pair.flyer.frame, frame))
        expectClose(pair.flyer.alpha, alpha * (0.2 / 0.5), within: 1e-9, "alpha \(pair.flyer.alpha)")
        // Scrubbed back past the point of loss, it fades toward the other end: 0.25 of 0.5 left.
        f.show(0.25)
        expectClose(pair.flyer.alpha, alpha * (0.25 / 0.5), within: 1e-9, "alpha \(pair.flyer.alpha)")
        f.interaction.gestureEnded(progress: 0.25, velocity: 4)
        f.expectClean(presented: false, "dismissal without the thumbnail")
        expectNil(pair.flyer.superview?.superview)
    }

    @Test func aCancelledDismissalFliesBackIntoTheHeader() throws {
        let f = Fixture(.overFullScreen)
        f.list.present(f.detail, animated: true)
        f.expectClean(presented: true, "presentation")
        let header = f.detail.header.convert(f.detail.header.bounds, to: nil)
        f.interaction.begin = { [detail = f.detail] in detail.dismiss(animated: true) }
        f.show(0.3)
        let pair = try unwrap(f.flight?.pairs.first)
        expect(!Stage.close(pair.flyer.frame, header, 0.5))
        f.interaction.gestureEnded(progress: 0.3, velocity: -1)
        f.expectClean(presented: true, "cancelled dismissal")
        expectNil(pair.flyer.superview?.superview)
        expect(Stage.close(f.detail.header.convert(f.detail.header.bounds, to: nil), header))
    }
}
