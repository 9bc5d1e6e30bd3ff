import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// The nodes a frame writes for views animating their frame, alpha, transform and colour in block
/// animations (what `transit bench views` times), against evaluations from scratch: the tree the
/// same layers give walked from empty nodes, each layer's presentation values as `presentationState`
/// computes them, and the values worked out by hand for a linear curve — while the animations
/// run and after each kind of change: a layer's `speed`, `timeOffset` and `beginTime`, a hidden, shown
/// and reparented view, `removeAllAnimations()`, and a new animation of the transform mid-flight.
@MainActor
@Suite struct AnimatedRenderNodeTests {
    /// Rotation by 0.5 rad at uniform scale 1.5: from the identity, at progress `p` the
    /// decomposition gives the angle 0.5·p and the scale 1 + 0.5·p.
    static let target = CGAffineTransform(rotationAngle: 0.5).scaledBy(x: 1.5, y: 1.5)

    /// The rotation by `angle` at uniform scale `scale`, built by hand.
    func rotation(_ angle: CGFloat, scale: CGFloat) -> Transform3D {
        Transform3D(
            CGAffineTransform(
                a: scale * cos(angle), b: scale * sin(angle), c: -scale * sin(angle), d: scale * cos(angle), tx: 0, ty: 0))
    }

    /// Whether two transforms agree to 1e-12 in every entry.
    func close(_ a: Transform3D, _ b: Transform3D) -> Bool { zip(a.entries, b.entries).allSatisfy { abs($0 - $1) < 1e-12 } }

    /// The window's next frame, checked against the same layers walked from empty nodes, and each
    /// view's node against its layer's presentation values.
    @discardableResult
    func frame(_ w: Window, _ views: [View], sourceLocation: SourceLocation = #_sourceLocation) -> RenderNode {
        let kept = w.renderTree().root
        var scratch = w.layer.renderTreeNode(model: false, host: w) ?? RenderNode(bounds: w.bounds, position: w.center)
        scratch.children += w.systemChromeNodes()
        expectEqual(kept, scratch, sourceLocation: sourceLocation)
        for view in views where !view.isHidden {
            guard let node = kept.node(renderedBy: view.layer.renderSerial) else {
                Issue.record("no node for a visible view", sourceLocation: sourceLocation)
                continue
            }
            let s = view.layer.presentationState
            #expect(
                node.bounds == s.bounds && node.position == s.position && node.transform == s.transform
                    && node.opacity == s.opacity && node.backgroundColor == s.backgroundColor,
                sourceLocation: sourceLocation)
        }
        return kept
    }

    /// Three views animating as the bench animates them, over one second on a linear curve.
    func scene() -> (Window, [View]) {
        let w = Window(size: CGSize(width: 300, height: 300), scale: 1)
        w.makeKeyAndVisible()
        let views = (0..<3).map { i in View(frame: CGRect(x: Double(i) * 40, y: 10, width: 20, height: 30)) }
        for v in views {
            v.backgroundColor = Color(white: 0.5)
            w.addSubview(v)
        }
        w.step(to: 0)
        frame(w, views)
        for v in views {
            View.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
                v.frame = v.frame.offsetBy(dx: 30, dy: 60).insetBy(dx: -4, dy: -4)
                v.alpha = 0.25
                v.transform = Self.target
                v.backgroundColor = Color(red: 1, green: 0.5, blue: 0)
            }
        }
        return (w, views)
    }

    /// What the node of the view made at `index` by `scene()` shows at progress `p`, by hand.
    func expectShown(_ node: RenderNode?, index: Int, progress p: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let node else {
            Issue.record("no node", sourceLocation: sourceLocation)
            return
        }
        let center = CGPoint(x: Double(index) * 40 + 10 + 30 * p, y: 25 + 60 * p)
        expectClose(node.position.x, center.x, within: 1e-9, sourceLocation: sourceLocation)
        expectClose(node.position.y, center.y, within: 1e-9, sourceLocation: sourceLocation)
        #expect(
            abs(node.bounds.width - (20 + 8 * p)) < 1e-9 && abs(node.bounds.height - (30 + 8 * p)) < 1e-9,
            sourceLocation: sourceLocation)
        expectClose(node.opacity, (1 - 0.75 * p), within: 1e-12, sourceLocation: sourceLocation)
        expect(close(node.transform, rotation(0.5 * p, scale: 1 + 0.5 * p)), sourceLocation: sourceLocation)
    }

    @Test func runningAnimationsShowTheHandComputedValues() {
        let (w, views) = scene()
        for t in [0.1, 0.25, 0.5, 0.75] {
            w.step(to: t)
            let root = frame(w, views)
            for i in 0..<3 { expectShown(root.children[i], index: i, progress: t) }
        }
        w.step(to: 1.5)
        let root = frame(w, views)
        expectShown(root.children[0], index: 0, progress: 1)
        expectEqual(root.children[0].backgroundColor, Color(red: 1, green: 0.5, blue: 0))
    }

    @Test func speedTimeOffsetAndBeginTimeChangesMidFlight() {
        let (w, views) = scene()
        w.step(to: 0.25)
        frame(w, views)
        // Paused at local time 0.5 (speed 0, timeOffset 0.5): the layer's time no longer moves.
        views[0].layer.speed = 0
        views[0].layer.timeOffset = 0.5
        // Starting 0.1 s later on its own clock: local time is the window's minus 0.1.
        views[1].layer.beginTime = 0.1
        for t in [0.4, 0.6] {
            w.step(to: t)
            let root = frame(w, views)
            expectShown(root.children[0], index: 0, progress: 0.5)
            expectShown(root.children[1], index: 1, progress: t - 0.1)
            expectShown(root.children[2], index: 2, progress: t)
        }
        // Running again at double speed from local time 0.5 at 0.6: local = (t − 0.6)·2 + 0.5.
        views[0].layer.beginTime = 0.6
        views[0].layer.speed = 2
        w.step(to: 0.7)
        expectShown(frame(w, views).children[0], index: 0, progress: 0.7)
    }

    @Test func hiddenShownReparentedAndStoppedViewsMidFlight() {
        let (w, views) = scene()
        w.step(to: 0.25)
        frame(w, views)
        views[2].isHidden = true
        w.step(to: 0.3)
        expectEqual(frame(w, views).children.count, 2)
        views[2].isHidden = false
        w.step(to: 0.4)
        expectShown(frame(w, views).children[2], index: 2, progress: 0.4)
        // Moved under another view: its node is found there, showing its presentation values.
        views[1].addSubview(views[2])
        w.step(to: 0.5)
        expectEqual(frame(w, views).children[1].children.count, 1)
        // Every animation removed: the model values (the targets) show at once.
        views[0].layer.removeAllAnimations()
        w.step(to: 0.6)
        let node = frame(w, views).children[0]
        expectEqual(node.transform, Transform3D(Self.target))
        expectEqual(node.opacity, 0.25)
        expectEqual(node.backgroundColor, Color(red: 1, green: 0.5, blue: 0))
    }

    @Test func aNewTransformAnimationMidFlightAndATargetSetTwice() {
        let (w, views) = scene()
        w.step(to: 0.5)
        frame(w, views)
        // A second animation of the transform, back to the identity, over the first.
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { views[0].transform = .identity }
        // The same property set twice in one block: the last target wins.
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            views[1].transform = CGAffineTransform(rotationAngle: 2)
            views[1].transform = .identity
        }
        for t in [0.75, 1.0, 1.25] {
            w.step(to: t)
            frame(w, views)
        }
        // At 1.25 the first animation has ended; the second runs from the target it left,
        // rotation 0.5 at scale 1.5, back to the identity: progress 0.75.
        let root = frame(w, views)
        expect(close(root.children[0].transform, rotation(0.5 * 0.25, scale: 1 + 0.5 * 0.25)))
        expectShown(root.children[2], index: 2, progress: 1)
    }
}
