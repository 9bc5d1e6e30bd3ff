import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// Block animations: presentation values against independent curve oracles, model values,
/// retargeting, nesting, options and completion flags.
@MainActor
@Suite struct BlockAnimationTests {
    @Test func easeInOutPresentationMatchesBezierOracle() {
        let w = makeWindow()
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        View.animate(withDuration: 1) { v.center = CGPoint(x: 105, y: 5) }
        // The model value changes at once.
        expectEqual(v.center, CGPoint(x: 105, y: 5))
        for t in [0.1, 0.25, 0.5, 0.8] {
            w.step(to: t)
            let x = v.layer.presentation()!.position.x
            // Documented oracle: easeInOut(0.25) = 0.129162; the bisection oracle is exact, and the
            // engine solves to 1e-6, so 1e-4 points over a 100-point move.
            expectClose(x, Oracle.lerp(5, 105, Oracle.easeInOut(t)), within: 1e-4)
        }
        expectClose(Oracle.easeInOut(0.25), 0.129162, within: 1e-6)
        w.step(to: 1)
        expectEqual(v.layer.presentation()!.position.x, 105)
    }

    @Test func curveOptionsAndDelay() {
        let w = makeWindow()
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        View.animate(withDuration: 2, delay: 0.5, options: [.curveEaseIn], animations: { v.alpha = 0 })
        w.step(to: 0.4)
        expectEqual(v.layer.presentation()!.opacity, 1)  // held at the old value during the delay
        expectEqual(v.alpha, 0)
        w.step(to: 1.5)
        expectClose(v.layer.presentation()!.opacity, Oracle.lerp(1, 0, Oracle.easeIn(0.5)), within: 1e-5)
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { v.center.x = 100 })
        w.step(to: 1.75)
        expectClose(v.layer.presentation()!.position.x - 5, 95 * 0.25, within: 1e-9)
    }

    @Test func springPresentationMatchesFittedSpringOracle() {
        let w = makeWindow()
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        View.animate(
            withDuration: 3, delay: 0, usingSpringWithDamping: 0.25, initialSpringVelocity: 0,
            options: [.curveEaseIn], animations: { v.center.x = 105 })
        for t in [0.2, 0.5, 1.0, 2.0] {
            w.step(to: t)
            // DESIGN.md oracle: duration 3, ζ 0.25, v 0 → k 54.833634, c 3.702487 (6 decimals
            // given, so the oracle itself carries ~1e-6 relative error: 1e-3 points tolerance).
            let p = Oracle.spring(stiffness: 54.833634, damping: 3.702487, velocity: 0, at: t)
            expectClose(v.layer.presentation()!.position.x, Oracle.lerp(5, 105, p), within: 1e-3)
        }
        // An underdamped spring overshoots: not clamped.
        expectGreaterThan(Oracle.spring(stiffness: 54.833634, damping: 3.702487, velocity: 0, at: 0.5), 1)
    }

    @Test func settingTheCurrentValueChangesNothing() {
        // UIKit's additive model: a change to the value the model already has adds a zero offset,
        // so the running 0.3 s slide keeps its duration and curve, and the new block, having
        // changed nothing, completes at once.
        let w = makeWindow()
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        var first: Bool?
        View.animate(
            withDuration: 0.3, delay: 0, options: [.curveLinear],
            animations: { v.center = CGPoint(x: 305, y: 5) }, completion: { first = $0 })
        w.step(to: 0.1)
        var second: Bool?
        View.animate(withDuration: 0.1, animations: { v.center = CGPoint(x: 305, y: 5) }, completion: { second = $0 })
        expectEqual(second, true)
        for t in [0.15, 0.2, 0.25] {
            w.step(to: t)
            // Still the linear slide: 5 + 300·t/0.3 (1e-9: one division and one product).
            expectClose(v.layer.presentation()!.position.x, (5 + 300 * CGFloat(t / 0.3)), within: 1e-9)
        }
        expectNil(first)
        w.step(to: 0.3)
        expect(first == true && v.layer.presentation()!.position.x == 305)
    }

    @Test func retargetingMidFlightDoesNotJump() {
        let w = makeWindow()
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        View.animate(withDuration: 1) { v.center.x = 205 }
        w.step(to: 0.4)
        let before = v.layer.presentation()!.position.x
        View.animate(withDuration: 1) { v.center.x = 0 }
        expectEqual(v.center.x, 0)
        expectEqual(v.layer.presentation()!.position.x, before)
        // One millisecond later the value has moved by a small amount only (continuity).
        w.step(to: 0.401)
        expectClose(v.layer.presentation()!.position.x, before, within: 1)
        w.step(to: 1.5)
        expectEqual(v.layer.presentation()!.position.x, 0)
    }

    @Test func completionFlagsAndTimeline() {
        let w = makeWindow()
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let gone = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v); w.addSubview(gone)
        var flags: [String: Bool] = [:]
        View.animate(withDuration: 0.5, animations: { v.alpha = 0.5 }, completion: { flags["v"] = $0 })
        View.animate(withDuration: 0.5, animations: { gone.center.x = 300 }, completion: { flags["gone"] = $0 })
        w.step(to: 0.2)
        gone.removeFromSuperview()
        // Removed mid-animation: the model value stays, the animation is gone.
        expect(gone.center.x == 300 && gone.layer.presentation()!.position.x == 300)
        expect(flags.isEmpty)
        w.step(to: 0.25)
        expectEqual(flags, ["gone": false])
        w.step(to: 0.5)
        expectEqual(flags, ["gone": false, "v": true])
        let completions = w.timeline.entries.filter { $0.callback.hasPrefix("completion") }
        expectEqual(completions.map(\.callback), ["completion(false)", "completion(true)"])
        expectEqual(completions.map(\.time), [0.25, 0.5])
    }

    @Test func zeroDurationCompletesAtNextStepAndEmptyBlockAtOnce() {
        let w = makeWindow()
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        var done: [Bool] = []
        View.animate(withDuration: 0, animations: { v.alpha = 0.2 }, completion: { done.append($0) })
        // Apple: "If you specify a negative value or 0, the changes are made without animating them."
        expect(done.isEmpty && v.alpha == 0.2 && v.layer.presentation()!.opacity == 0.2)
        w.step(to: 0.016)
        expectEqual(done, [true])
        let offscreen = View()
        View.animate(withDuration: 1, animations: { offscreen.alpha = 0 }, completion: { done.append($0) })
        expectEqual(done, [true, true])
        expectEqual(offscreen.alpha, 0)
    }

    @Test func nonFiniteDurationIsReportedAndApplied() {
        let log = DiagnosticLog()
        let w = makeWindow(log)
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        var done: [Bool] = []
        View.animate(withDuration: .nan, animations: { v.center.x = 50 }, completion: { done.append($0) })
        expectEqual(v.layer.presentation()!.position.x, 50)
        expectEqual(log.diagnostics(withCode: "animation.invalidValue").count, 1)
        w.step(to: 0.1)
        expectEqual(done, [true])
        // A NaN target is rejected by the property itself: nothing animates to NaN.
        View.animate(withDuration: 1, animations: { v.alpha = .nan })
        expectEqual(v.alpha, 1)
        expect(!log.diagnostics(withCode: "layer.nonFinite").isEmpty)
    }

    @Test func nestedBlocksInheritUnlessOverridden() {
        let w = makeWindow()
        let a = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(a); w.addSubview(b)
        View.animate(
            withDuration: 2, delay: 0, options: [.curveLinear],
            animations: {
                View.animate(withDuration: 0.5) { a.center.x = 105 }  // inherits 2 s, linear
                View.animate(
                    withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve],
                    animations: { b.center.x = 105 })
            })
        w.step(to: 0.5)
        expectClose(a.layer.presentation()!.position.x, (5 + 100 * 0.25), within: 1e-9)
        expectEqual(b.layer.presentation()!.position.x, 105)
        expectEqual(View.inheritedAnimationDuration, 0)
    }

    @Test func performWithoutAnimationAppliesAtOnce() {
        let w = makeWindow()
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        View.animate(withDuration: 1) {
            v.alpha = 0
            View.performWithoutAnimation { v.center.x = 50 }
        }
        w.step(to: 0.5)
        expectEqual(v.layer.presentation()!.position.x, 50)
        expect(v.layer.presentation()!.opacity > 0 && v.layer.presentation()!.opacity < 1)
    }

    @Test func repeatAutoreverseAndUserInteraction() {
        let w = makeWindow()
        let v = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        w.addSubview(v)
        View.animate(
            withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
            animations: { v.layer.cornerRadius = 20 })
        w.step(to: 1.5)
        expectClose(v.layer.presentation()!.cornerRadius, 10, within: 1e-9)  // halfway back
        w.step(to: 2.25)
        expectClose(v.layer.presentation()!.cornerRadius, 5, within: 1e-9)  // second cycle, forward
        // Without allowUserInteraction the animating view is skipped by hit testing.
        expectIdentical(w.hitTest(CGPoint(x: 50, y: 50), with: nil), w)
        v.layer.removeAllAnimations()
        expectIdentical(w.hitTest(CGPoint(x: 50, y: 50), with: nil), v)
        View.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction], animations: { v.center.x = 60 })
        expectIdentical(w.hitTest(CGPoint(x: 50, y: 50), with: nil), v)
    }

    @Test func everyAnimatableLayerPropertyMoves() {
        let w = makeWindow()
        let v = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        w.addSubview(v)
        View.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                v.frame = CGRect(x: 100, y: 100, width: 200, height: 50)
                v.transform = CGAffineTransform(scaleX: 3, y: 3)
                v.backgroundColor = .red
                v.layer.cornerRadius = 10
                v.layer.borderWidth = 4
                v.layer.borderColor = .blue
                v.layer.shadowOpacity = 1
                v.layer.shadowRadius = 13
                v.layer.shadowOffset = CGSize(width: 10, height: 7)
                v.layer.zPosition = 2
            })
        w.step(to: 0.5)
        let p = v.layer.presentation()!
        expectEqual(p.bounds.size, CGSize(width: 150, height: 75))
        expectEqual(p.position, CGPoint(x: 125, y: 87.5))
        expectClose(p.transform.m11, 2, within: 1e-12)
        expectClose(p.transform.m22, 2, within: 1e-12)
        // nil → red animates from transparent: half-way is red at alpha 0.5 (premultiplied mix).
        expect(abs(p.backgroundColor!.alpha - 0.5) < 1e-12 && abs(p.backgroundColor!.red - 1) < 1e-12)
        expectEqual(p.cornerRadius, 5)
        expectEqual(p.borderWidth, 2)
        expectEqual(p.shadowOpacity, 0.5)
        expectEqual(p.shadowRadius, 8)
        expectEqual(p.shadowOffset, CGSize(width: 5, height: 2))
        expectEqual(p.zPosition, 1)
        expect(abs(p.borderColor!.blue - 0.5) < 1e-12 && p.borderColor!.red == 0)
        let node = w.renderTree().root.children[0]
        expectEqual(node.bounds.size, CGSize(width: 150, height: 75))
        expectEqual(node.cornerRadius, 5)
    }
}
