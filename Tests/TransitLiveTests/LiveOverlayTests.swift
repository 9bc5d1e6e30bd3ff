import Foundation
import Testing
@testable import TransitLive
import TransitTesting
import TransitTestingReporting

/// The debug overlay (key d): drawn over the renderer's frame without changing it.
@MainActor
@Suite struct LiveOverlayTests {
    static let d: Int32 = 0x64

    /// A 200 × 300 point window at 2× with a red square at (20, 100), 60 points a side, on white.
    static func squareContent() -> LiveContent {
        let root = ViewController()
        root.view.backgroundColor = .white
        let square = View(frame: CGRect(x: 20, y: 100, width: 60, height: 60))
        square.backgroundColor = Color(red: 1, green: 0, blue: 0)
        root.view.addSubview(square)
        return LiveContent(
            size: CGSize(width: 200, height: 300), scale: 2, rootViewController: root, diagnostics: DiagnosticLog())
    }

    func press(_ keycode: Int32, _ session: LiveSession, at time: TimeInterval) throws {
        session.handle(try unwrap(LiveEvent(.keyDown(keycode))), at: time)
    }

    @Test func withTheOverlayOffTheFrameIsTheRenderersFrameByteForByte() throws {
        let session = LiveSession(displayTime: 0, makeContent: Self.squareContent)
        let first = try unwrap(session.frame(at: 1.0 / 60))
        expectEqual(first, Renderer().render(session.window.renderTree()))
        try press(Self.d, session, at: 1.0 / 60)
        let shown = try unwrap(session.frame(at: 2.0 / 60), "the overlay is presented at once")
        expectNotEqual(shown, first)
        try press(Self.d, session, at: 2.0 / 60)
        let hidden = try unwrap(session.frame(at: 3.0 / 60), "and taken away at once")
        expectEqual(hidden, Renderer().render(session.window.renderTree()))
        expectEqual(hidden, first)
    }

    @Test func layerBordersLieOnTheLayersEdgesAndLeaveTheRestAlone() throws {
        let session = LiveSession(displayTime: 0, makeContent: Self.squareContent)
        try press(Self.d, session, at: 0)
        let frame = try unwrap(session.frame(at: 1.0 / 60))
        let content = try unwrap(session.contentFrame)
        expectEqual(content, Renderer().render(session.window.renderTree()), "the content was drawn as without the overlay")
        let cyan: (UInt8, UInt8, UInt8, UInt8) = (0, 255, 255, 255)
        func pixel(_ b: Bitmap, _ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
            let p = b[x, y]
            return (p.r, p.g, p.b, p.a)
        }
        // The square covers pixels 40…159 across and 200…319 down: its one-pixel border is the
        // outermost ring of those pixels.
        for y in [201, 260, 318] {
            expect(pixel(frame, 40, y) == cyan, "left edge at y \(y)")
            expect(pixel(frame, 159, y) == cyan, "right edge at y \(y)")
            expect(pixel(frame, 39, y) == pixel(content, 39, y), "outside the square")
            expect(pixel(frame, 41, y) == pixel(content, 41, y), "inside the square")
        }
        for x in [41, 100, 158] {
            expect(pixel(frame, x, 200) == cyan, "top and bottom edges at x \(x)")
            expect(pixel(frame, x, 319) == cyan, "top and bottom edges at x \(x)")
        }
        expect(pixel(frame, 100, 260) == (255, 0, 0, 255), "the square's inside is the content's red")
        // The window's and root view's layers fill the screen: their borders are its edges.
        expect(pixel(frame, 0, 200) == cyan)
        expect(pixel(frame, 399, 200) == cyan)
        expect(pixel(frame, 200, 599) == cyan)
        // Below the text panel, every pixel that is on no layer's edge is the content's.
        let panelBottom = Int((LiveOverlay.lineHeight + 8) * 2)
        var changed = 0
        for y in panelBottom..<frame.height {
            for x in 0..<frame.width where pixel(frame, x, y) != pixel(content, x, y) {
                let onEdge =
                    x == 0 || x == 399 || y == 599 || ((x == 40 || x == 159) && (200...319).contains(y))
                    || ((y == 200 || y == 319) && (40...159).contains(x))
                if !onEdge { changed += 1 }
            }
        }
        expectEqual(changed, 0, "pixels off the layers' edges are unchanged")
    }

    @Test func theOverlayMarksTheTransitionItsPhaseAndTheFinger() throws {
        let log = DiagnosticLog()
        let session = LiveSession(displayTime: 0) { TapToPushController.content(diagnostics: log, withSource: true) }
        session.setWindowCoordinateSize(LiveTestScene.size)
        try press(Self.d, session, at: 0)
        _ = session.frame(at: 1.0 / 60)
        session.handle(try unwrap(LiveEvent(.mouseButton(down: true, x: 100, y: 150))), at: 2.0 / 60)
        _ = session.frame(at: 2.0 / 60)
        let finger = session.overlayMarks().filter { $0.kind == .touch }
        expectEqual(finger, [LiveOverlay.Mark(kind: .touch, rect: CGRect(x: 85, y: 135, width: 30, height: 30))])
        session.handle(try unwrap(LiveEvent(.mouseButton(down: false, x: 100, y: 150))), at: 3.0 / 60)
        _ = session.frame(at: 3.0 / 60)
        let coordinator = try unwrap(session.window.runningTransitions.last, "the tap pushed")
        let container = coordinator.context.containerView
        let marks = session.overlayMarks()
        expect(marks.contains(LiveOverlay.Mark(kind: .container, rect: container.convert(container.bounds, to: nil))))
        expect(!marks.contains { $0.kind == .touch }, "the finger lifted")
        expectEqual(
            marks.filter { $0.kind == .source },
            [
                LiveOverlay.Mark(kind: .source, rect: CGRect(x: 20, y: 200, width: 60, height: 40))
            ],
            "the card the transition hid is its source")
        let phase = session.overlayState.phase
        expect(phase.hasSuffix(".animateTransition(using:)") || phase.hasSuffix(".startInteractiveTransition(_:)"), "\(phase)")
        expectEqual(session.overlayState.lines.first, "phase: " + session.overlayState.phase)
        var t = 3.0 / 60
        while session.wantsFrames, t < 2 {
            t += 1.0 / 60
            _ = session.frame(at: t)
        }
        expectEqual(session.overlayState.phase, "completeTransition(true)")
        expect(!session.overlayMarks().contains { $0.kind == .container }, "no transition, no container")
        expect(log.diagnostics.isEmpty, "\(log.diagnostics)")
    }

    /// A snapshot the animator put in the container inside a view of its own, shrunk about its
    /// centre: the overlay borders it in yellow, two pixels wide, on its presentation geometry.
    @Test func theOverlayOutlinesTheTransitionsSnapshotViews() throws {
        let log = DiagnosticLog()
        let session = LiveSession(displayTime: 0) {
            TapToPushController.content(diagnostics: log) { ShrinkingSnapshotAnimator() }
        }
        session.setWindowCoordinateSize(LiveTestScene.size)
        try press(Self.d, session, at: 0)
        var frame: Bitmap?
        for k in 1...15 {
            if k == 2 || k == 3 {
                let press = LiveEvent(.mouseButton(down: k == 2, x: 100, y: 150))
                session.handle(try unwrap(press), at: Double(k) / 60)
            }
            frame = session.frame(at: Double(k) / 60) ?? frame
        }
        let shown = try unwrap(frame)
        let coordinator = try unwrap(session.window.runningTransitions.last, "the tap pushed")
        let holder = try unwrap(coordinator.context.containerView.subviews.last)
        expectEqual(session.snapshotSerials().count, 1, "one snapshot, inside the holder")
        let marks = session.overlayMarks().filter { $0.kind == .animatorView }
        expectEqual(marks, [LiveOverlay.Mark(kind: .animatorView, rect: holder.convert(holder.bounds, to: nil))])
        // The columns and rows by hand. The tap ends in frame 3 and the push begins in that
        // frame's step, at 3/60 s; frame 15 is at 15/60 s, 0.2 s into the linear 0.4 s, halfway:
        // the snapshot's transform is a scale of 1 − 0.5 × 0.5 = 0.75 about its centre. The
        // snapshot is the old screen's size, 200 × 300 points at (0, 0) in a holder filling the
        // container, which fills the window at (0, 0) (the navigation bar is hidden): its centre
        // is (100, 150), its presentation 150 × 225 points from (100 − 75, 150 − 112.5) =
        // (25, 37.5) to (175, 262.5). At 2 pixels a point its edges fall on pixel boundaries:
        // x 50 and 350, y 75 and 525. A border lies inside the bounds, two pixels wide on screen
        // (not 2 × 0.75 = 1.5, the width a border in the layer's own scaled space would get):
        // columns 50, 51 and 348, 349, rows 523, 524 (the top rows, 75 and 76, are left out: the
        // text panel across the top may cover them). Columns 49 and 350 are outside it, 52 and
        // 347 inside; rows 522 and 525 likewise.
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let p = shown[x, y]
            return [p.r, p.g, p.b, p.a]
        }
        let yellow: [UInt8] = [255, 255, 0, 255]
        for y in [200, 300, 400, 520] {
            expectEqual(pixel(50, y), yellow, "left edge at y \(y)")
            expectEqual(pixel(51, y), yellow, "left edge at y \(y)")
            expectEqual(pixel(348, y), yellow, "right edge at y \(y)")
            expectEqual(pixel(349, y), yellow, "right edge at y \(y)")
            for x in [49, 52, 347, 350] { expectNotEqual(pixel(x, y), yellow, "column \(x) at y \(y)") }
        }
        for x in [52, 200, 347] {
            expectEqual(pixel(x, 523), yellow, "bottom edge at x \(x)")
            expectEqual(pixel(x, 524), yellow, "bottom edge at x \(x)")
            expectNotEqual(pixel(x, 522), yellow, "two rows only at x \(x)")
            expectNotEqual(pixel(x, 525), yellow, "two rows only at x \(x)")
        }
        var t = 15.0 / 60
        while session.wantsFrames, t < 2 {
            t += 1.0 / 60
            _ = session.frame(at: t)
        }
        expect(session.snapshotSerials().isEmpty, "no transition, no snapshot marks")
        expect(log.diagnostics.isEmpty, "\(log.diagnostics)")
    }

    @Test func compositingIsSourceOverOnPremultipliedPixels() throws {
        let frame = try unwrap(Bitmap(width: 3, height: 1, pixels: [10, 20, 30, 255, 200, 100, 50, 255, 0, 0, 255, 255]))
        // Transparent, opaque green, and half-transparent white (premultiplied 128, alpha 128).
        let overlay = try unwrap(Bitmap(width: 3, height: 1, pixels: [0, 0, 0, 0, 0, 255, 0, 255, 128, 128, 128, 128]))
        let out = LiveOverlay.composite(overlay, over: frame)
        // 128 + round(255 × 127 / 255) = 255 for the blue channel; 128 + 0 for red and green.
        expectEqual(out.pixels, [10, 20, 30, 255, 0, 255, 0, 255, 128, 128, 255, 255])
    }
}

/// Covers the new screen with a snapshot of the old one, inside a holder view filling the
/// container, and shrinks the snapshot to half its size about its centre over 0.4 s, linearly.
@MainActor
final class ShrinkingSnapshotAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: .to), let to = transitionContext.view(forKey: .to),
            let snapshot = transitionContext.view(forKey: .from)?.snapshotView(afterScreenUpdates: false)
        else { return transitionContext.completeTransition(false) }
        to.frame = transitionContext.finalFrame(for: toVC)
        container.addSubview(to)
        let holder = View(frame: container.bounds)
        holder.addSubview(snapshot)
        container.addSubview(holder)
        View.animate(
            withDuration: 0.4, delay: 0, options: [.curveLinear],
            animations: { snapshot.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) },
            completion: { finished in
                holder.removeFromSuperview()
                transitionContext.completeTransition(finished)
            })
    }
}
