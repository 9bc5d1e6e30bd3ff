import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// Keyframe animations and view transitions (cross-dissolve, flips, from/to).
@MainActor
@Suite struct TransitionAndKeyframeTests {
    @Test func linearKeyframesFollowTheirSpans() {
        let w = makeWindow()
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        var finished: Bool?
        // Curve bits in the keyframe options pick the overall pacing (linear here).
        let linear = View.KeyframeAnimationOptions(rawValue: View.AnimationOptions.curveLinear.rawValue)
        View.animateKeyframes(
            withDuration: 2, delay: 0, options: linear,
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { v.center.x = 45 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.center.x = 5 }
            }, completion: { finished = $0 })
        expectEqual(v.center.x, 5)  // the model takes the last keyframe's value
        let expected: [(Double, CGFloat)] = [(0.25, 25), (0.5, 45), (0.75, 45), (1.5, 25), (2, 5)]
        for (t, x) in expected {
            w.step(to: t)
            expectClose(v.layer.presentation()!.position.x, x, within: 1e-9, "t = \(t)")
        }
        expectEqual(finished, true)
    }

    @Test func discreteKeyframesJump() {
        let w = makeWindow()
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        let options = View.KeyframeAnimationOptions.calculationModeDiscrete
            .union(View.KeyframeAnimationOptions(rawValue: View.AnimationOptions.curveLinear.rawValue))
        View.animateKeyframes(
            withDuration: 1, delay: 0, options: options,
            animations: {
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.alpha = 0.2 }
            })
        w.step(to: 0.49)
        expectEqual(v.layer.presentation()!.opacity, 1)
        w.step(to: 0.5)
        expectClose(v.layer.presentation()!.opacity, 0.2, within: 1e-12)
    }

    @Test func pacedKeyframesIgnoreTheirTimes() {
        // UIKit's raw values (UIViewKeyframeAnimationOptionCalculationMode…: 2, 3 and 4 << 10).
        expectEqual(View.KeyframeAnimationOptions.calculationModePaced.rawValue, 2 << 10)
        expectEqual(View.KeyframeAnimationOptions.calculationModeCubic.rawValue, 3 << 10)
        expectEqual(View.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue, 4 << 10)
        let w = makeWindow()
        let v = View(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
        w.addSubview(v)
        let options = View.KeyframeAnimationOptions.calculationModePaced
            .union(View.KeyframeAnimationOptions(rawValue: View.AnimationOptions.curveLinear.rawValue))
        View.animateKeyframes(
            withDuration: 1, delay: 0, options: options,
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.9) { v.center = CGPoint(x: 30, y: 40) }
                View.addKeyframe(withRelativeStartTime: 0.9, relativeDuration: 0.1) { v.center = CGPoint(x: 30, y: 90) }
            })
        // Two legs of 50 points: a quarter of the time is halfway along the first leg.
        w.step(to: 0.25)
        let p = v.layer.presentation()!.position
        expectClose(p.x, 15, within: 1e-9)
        expectClose(p.y, 20, within: 1e-9)
        w.step(to: 0.75)
        let q = v.layer.presentation()!.position
        expectClose(q.x, 30, within: 1e-9)
        expectClose(q.y, 65, within: 1e-9)
    }

    @Test func crossDissolveFadesTheOldContentOut() {
        let w = makeWindow()
        let v = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.backgroundColor = .red
        w.addSubview(v)
        var finished: Bool?
        View.transition(
            with: v, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: { v.backgroundColor = .blue }, completion: { finished = $0 })
        // The change applied at once; the old content sits on top as a frozen capture.
        expect(v.backgroundColor == .blue && v.layer.presentation()!.backgroundColor == .blue)
        w.step(to: 0.25)
        let node = w.renderTree().root.children[0]
        expectEqual(node.backgroundColor, .blue)
        let overlay = node.children.last!
        expectClose(overlay.opacity, 0.75, within: 1e-9)
        expectEqual(overlay.children.first?.backgroundColor, .red)
        w.step(to: 1)
        expectEqual(finished, true)
        expect(v.subviews.isEmpty)
        expect(w.renderTree().root.children[0].children.isEmpty)
    }

    @Test func flipTurnsTheViewAndRestoresItsTransform() {
        let w = makeWindow()
        let v = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        w.addSubview(v)
        View.transition(with: v, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: nil)
        expectEqual(v.layer.transform, .identity)
        w.step(to: 0.25)
        // A quarter of the way: 45° about y. The left edge comes towards the viewer (z > 0):
        // mapping the left-edge midpoint (relative to the anchor) gives z = +100·sin 45°.
        let t = v.layer.presentation()!.transform
        let left = t.apply(to: (x: -100, y: 0, z: 0))!
        expectGreaterThan(left.z, 0)
        expectClose(abs(left.x), 100 * cos(CGFloat.pi / 4) / (1 - left.z / 1000), within: 1)
        w.step(to: 1)
        expectEqual(v.layer.presentation()!.transform, .identity)
        expect(v.subviews.isEmpty)
    }

    @Test func transitionFromToReplacesTheView() {
        let w = makeWindow()
        let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = View(frame: container.bounds), b = View(frame: container.bounds)
        let top = View(frame: .zero)
        w.addSubview(container)
        container.addSubview(a); container.addSubview(top)
        var finished: Bool?
        View.transition(from: a, to: b, duration: 0.5, options: [.transitionFlipFromRight], completion: { finished = $0 })
        expectNil(a.superview)
        expectIdentical(b.superview, container)
        expectEqual(container.subviews.prefix(2).map { $0 === b || $0 === top }, [true, true])
        expectIdentical(container.subviews[0], b)
        w.step(to: 0.5)
        expectEqual(finished, true)
        let log = DiagnosticLog()
        let lonely = View()
        let w2 = makeWindow(log)
        w2.addSubview(lonely)
        lonely.removeFromSuperview()
        var result: Bool?
        let reported = StandardErrorDiagnostics.console.capturing {
            View.transition(from: lonely, to: b, duration: 1, completion: { result = $0 })
        }.diagnostics
        expectEqual(reported.map(\.code), ["view.transitionWithoutSuperview"])
        expectEqual(result, false)
    }

    @Test func showHideKeepsBothViews() {
        let w = makeWindow()
        let a = View(frame: w.bounds), b = View(frame: w.bounds)
        w.addSubview(a); w.addSubview(b)
        b.isHidden = true
        View.transition(from: a, to: b, duration: 0.3, options: [.transitionCrossDissolve, .showHideTransitionViews])
        expect(a.isHidden)
        expect(!b.isHidden)
        expectIdentical(a.superview, w)
    }
}
