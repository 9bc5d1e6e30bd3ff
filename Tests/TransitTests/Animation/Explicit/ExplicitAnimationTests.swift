import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// Records delegate callbacks in order.
@MainActor
final class DelegateRecorder: AnimationDelegate {
    var events: [String] = []
    let name: String
    init(_ name: String = "a", log: DelegateRecorder? = nil) { self.name = name; shared = log }
    private weak var shared: DelegateRecorder?
    func animationDidStart(_ anim: Animation) { (shared ?? self).events.append("\(name).start") }
    func animationDidStop(_ anim: Animation, finished flag: Bool) { (shared ?? self).events.append("\(name).stop(\(flag))") }
}

@MainActor
func explicitScene() -> (Window, View) {
    let window = makeWindow()
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    view.layer.position = CGPoint(x: 100, y: 50)
    return (window, view)
}

@MainActor
func basic(_ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil, duration: Double = 1) -> BasicAnimation {
    let a = BasicAnimation(keyPath: keyPath)
    a.fromValue = from; a.toValue = to; a.byValue = by
    a.duration = duration
    return a
}

@MainActor
@Suite struct ExplicitAnimationTests {
    /// Linear (no timing function) from 0 to 1 over 2 s: halfway at 1 s; removed at the end, the
    /// model value shows again.
    @Test func basicAnimationInterpolatesAndIsRemovedOnCompletion() {
        let (window, view) = explicitScene()
        view.layer.add(basic("opacity", from: 0.0, to: 1.0, duration: 2), forKey: "fade")
        view.layer.opacity = 0.3
        window.step(to: 1)
        expectClose(view.layer.presentationState.opacity, 0.5, within: 1e-12)
        expectEqual(view.layer.opacity, 0.3)
        expectEqual(view.layer.animationKeys(), ["fade"])
        window.step(to: 2)
        expectEqual(view.layer.presentationState.opacity, 0.3)
        expectNil(view.layer.animationKeys())
    }

    /// The timing function shapes progress: easeInEaseOut at x = 0.25 gives 0.129162 (DESIGN.md).
    /// Tolerance: the solver is exact to 1e-6 of the curve (DESIGN.md), times the distance 100.
    @Test func timingFunctionShapesProgress() {
        let (window, view) = explicitScene()
        let a = basic("position.x", from: 0.0, to: 100.0, duration: 4)
        a.timingFunction = .easeInEaseOut
        view.layer.add(a, forKey: nil)
        window.step(to: 1)
        expectClose(view.layer.presentationState.position.x, CGFloat(100 * Oracle.easeInOut(0.25)), within: 1e-4)
    }

    /// Core Animation's from/to/by table, with the model value 100 as "the current value".
    @Test func fromToByCombinations() {
        let cases: [(from: Double?, to: Double?, by: Double?, expected: CGFloat)] = [
            (0, 40, nil, 20),  // from → to
            (0, nil, 40, 20),  // from → from + by
            (nil, 200, 50, 175),  // to − by → to
            (0, nil, nil, 50),  // from → current
            (nil, 300, nil, 200),  // current → to
            (nil, nil, 50, 125),  // current → current + by
            (nil, nil, nil, 100)  // current throughout
        ]
        for c in cases {
            let (window, view) = explicitScene()
            view.layer.add(basic("position.x", from: c.from, to: c.to, by: c.by), forKey: "x")
            window.step(to: 0.5)
            expectClose(view.layer.presentationState.position.x, c.expected, within: 1e-9, "\(c)")
        }
    }

    /// Additive animations add to the value beneath; a non-additive one replaces it; they apply in
    /// the order added.
    @Test func additiveAnimationsStackInOrder() {
        let (window, view) = explicitScene()
        view.layer.add(basic("position.x", from: 0.0, to: 200.0), forKey: "replace")
        let shake = basic("position.x", from: 0.0, to: 10.0)
        shake.isAdditive = true
        view.layer.add(shake, forKey: "shake")
        window.step(to: 0.5)
        expectClose(view.layer.presentationState.position.x, 105, within: 1e-9)
        view.layer.removeAnimation(forKey: "replace")
        expectClose(view.layer.presentationState.position.x, 105, within: 1e-9)  // 100 + 5
    }

    /// Cumulative: "the value at the end of the previous repeat cycle, plus the value of the
    /// current repeat cycle": in the third cycle of 0 → 10, at its middle, 10 + 10 + 5.
    @Test func cumulativeRepeatsBuildOnEachOther() {
        let (window, view) = explicitScene()
        let a = basic("position.x", from: 0.0, to: 10.0)
        a.repeatCount = 3
        a.isCumulative = true
        view.layer.add(a, forKey: nil)
        window.step(to: 2.5)
        expectClose(view.layer.presentationState.position.x, 25, within: 1e-9)
        window.step(to: 3)
        expectEqual(view.layer.presentationState.position.x, 100)  // removed
    }

    /// repeatCount counts forward-and-back cycles when autoreversing: 1.5 cycles of a 1 s
    /// 0 → 10 animation last 3 s; at 1.25 s it is on the way back (7.5), at 2.5 s forward again (5).
    @Test func repeatCountWithAutoreverse() {
        let (window, view) = explicitScene()
        let a = basic("position.x", from: 0.0, to: 10.0)
        a.autoreverses = true
        a.repeatCount = 1.5
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        view.layer.add(a, forKey: "r")
        window.step(to: 1.25)
        expectClose(view.layer.presentationState.position.x, 7.5, within: 1e-9)
        window.step(to: 2.5)
        expectClose(view.layer.presentationState.position.x, 5, within: 1e-9)
        window.step(to: 5)
        // The active period ends after 3 s, mid-way through a forward pass: the end is 10.
        expectClose(view.layer.presentationState.position.x, 10, within: 1e-9)
        expectEqual(view.layer.animationKeys(), ["r"])
    }

    /// Fill modes around a delayed start (beginTime 1 s after now) and after the end.
    @Test func fillModesBeforeAndAfter() {
        for mode in [MediaTimingFillMode.removed, .backwards, .forwards, .both] {
            let (window, view) = explicitScene()
            window.step(to: 10)
            let a = basic("position.x", from: 0.0, to: 10.0)
            a.beginTime = view.layer.convertTime(10, from: nil) + 1
            a.fillMode = mode
            a.isRemovedOnCompletion = false
            view.layer.add(a, forKey: "f")
            window.step(to: 10.5)
            let before = view.layer.presentationState.position.x
            expectEqual(before, (mode == .backwards || mode == .both ? 0 : 100), "\(mode.rawValue)")
            window.step(to: 11.5)
            expectClose(view.layer.presentationState.position.x, 5, within: 1e-9)
            window.step(to: 13)
            let after = view.layer.presentationState.position.x
            expectEqual(after, (mode == .forwards || mode == .both ? 10 : 100), "\(mode.rawValue)")
        }
    }

    /// A paced key-frame animation moves at constant speed: through 0, 10, 40 (length 40) it is
    /// at 20 halfway, where the linear mode (even key times) is at 10. Discrete holds each value.
    @Test func keyframePacingIsProportionalToDistance() {
        func value(_ mode: KeyframeCalculationMode, at t: Double, keyTimes: [Double]? = nil) -> CGFloat {
            let (window, view) = explicitScene()
            let a = KeyframeAnimation(keyPath: "position.x")
            a.values = [0.0, 10.0, 40.0]
            a.keyTimes = keyTimes
            a.calculationMode = mode
            a.duration = 1
            view.layer.add(a, forKey: "k")
            window.step(to: t)
            return view.layer.presentationState.position.x
        }
        expectClose(value(.paced, at: 0.5), 20, within: 1e-9)
        expectClose(value(.paced, at: 0.125), 5, within: 1e-9)
        expectClose(value(.linear, at: 0.5), 10, within: 1e-9)
        expectClose(value(.linear, at: 0.75), 25, within: 1e-9)
        expectClose(value(.linear, at: 0.5, keyTimes: [0, 0.25, 1]), 20, within: 1e-9)  // 10 + 30·(0.25/0.75)
        expectEqual(value(.discrete, at: 0.3), 0)
        expectEqual(value(.discrete, at: 0.4), 10)
        expectEqual(value(.discrete, at: 0.7), 40)
        // The Catmull-Rom spline passes through each value at its key time.
        expectClose(value(.cubic, at: 0.5), 10, within: 1e-9)
    }

    /// A spring's settling duration is the closed form ln(√(1 + B²) / 0.001) / (ζω₀) with
    /// B = (ζω₀ − v) / ω_d, and its value follows x(t) = 1 − e^(−ζω₀t)(cos ω_d t + B sin ω_d t).
    @Test func springSettlingDurationMatchesClosedForm() {
        let spring = SpringAnimation(keyPath: "position.x")
        spring.mass = 1; spring.stiffness = 100; spring.damping = 10; spring.initialVelocity = 0
        let w0 = 10.0, zeta = 0.5, wd = w0 * (1 - zeta * zeta).squareRoot()
        let b = zeta * w0 / wd
        let expected = log((1 + b * b).squareRoot() / 0.001) / (zeta * w0)
        expectClose(spring.settlingDuration, expected, within: 1e-9)

        let (window, view) = explicitScene()
        spring.fromValue = 0.0; spring.toValue = 100.0
        spring.duration = spring.settlingDuration
        view.layer.add(spring, forKey: "s")
        window.step(to: 0.3)
        let oracle = 100 * Oracle.spring(stiffness: 100, damping: 10, velocity: 0, at: 0.3)
        expectClose(Double(view.layer.presentationState.position.x), oracle, within: 1e-9)

        // perceptualDuration 0.5, bounce 0.3: stiffness 157.913670, damping 17.592919 (DESIGN.md).
        let perceptual = SpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        expectClose(perceptual.stiffness, 157.913670, within: 1e-6)
        expectClose(perceptual.damping, 17.592919, within: 1e-6)
        expectEqual(perceptual.duration, perceptual.settlingDuration)
    }

    /// Delegates hear start then stop, in the order the animations were added; a removal stops
    /// with `finished == false` at once.
    @Test func delegateCallbackOrder() {
        let (window, view) = explicitScene()
        let log = DelegateRecorder("log")
        let a = basic("opacity", from: 0.0, to: 1.0, duration: 1)
        a.delegate = DelegateRecorder("a", log: log)
        let b = basic("position.x", from: 0.0, to: 1.0, duration: 1)
        b.delegate = DelegateRecorder("b", log: log)
        let c = basic("position.y", from: 0.0, to: 1.0, duration: 3)
        c.delegate = DelegateRecorder("c", log: log)
        view.layer.add(a, forKey: "a")
        view.layer.add(b, forKey: "b")
        view.layer.add(c, forKey: "c")
        expect(log.events.isEmpty)
        window.step(to: 0.5)
        expectEqual(log.events, ["a.start", "b.start", "c.start"])
        window.step(to: 1)
        expectEqual(log.events, ["a.start", "b.start", "c.start", "a.stop(true)", "b.stop(true)"])
        view.layer.removeAnimation(forKey: "c")
        expectEqual(log.events.last, "c.stop(false)")
        window.step(to: 5)
        expectEqual(log.events.count, 6)
    }

    /// `add(_:forKey:)` attaches a copy: changing the original afterwards changes nothing; the copy
    /// got the layer's time as its begin time; the same key replaces.
    @Test func addCopiesAndKeysReplace() {
        let (window, view) = explicitScene()
        window.step(to: 3)
        let a = basic("position.x", from: 0.0, to: 10.0)
        view.layer.add(a, forKey: "x")
        a.toValue = 1000.0
        expectNotIdentical(view.layer.animation(forKey: "x"), a)
        expectEqual(view.layer.animation(forKey: "x")?.beginTime, 3)
        window.step(to: 3.5)
        expectClose(view.layer.presentationState.position.x, 5, within: 1e-9)
        view.layer.add(basic("position.x", from: 50.0, to: 50.0), forKey: "x")
        expectEqual(view.layer.animationKeys(), ["x"])
        expectEqual(view.layer.presentationState.position.x, 50)
    }

    /// A group runs its children on its own time and cuts them at its end.
    @Test func groupRunsChildrenOnItsTime() {
        let (window, view) = explicitScene()
        let late = basic("position.x", from: 0.0, to: 10.0)
        late.beginTime = 1
        let group = AnimationGroup()
        group.animations = [basic("opacity", from: 0.0, to: 1.0, duration: 4), late]
        group.duration = 2
        view.layer.add(group, forKey: "g")
        window.step(to: 0.5)
        expectClose(view.layer.presentationState.opacity, 0.125, within: 1e-12)
        expectEqual(view.layer.presentationState.position.x, 100)  // child not begun, no fill
        window.step(to: 1.5)
        expectClose(view.layer.presentationState.position.x, 5, within: 1e-9)
        window.step(to: 2)
        expectNil(view.layer.animationKeys())
    }

    @Test func badInputIsReportedAndNotAttached() {
        let log = DiagnosticLog()
        let window = makeWindow(log)
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        view.layer.add(basic("opacity", from: "zero", to: 1.0), forKey: "a")
        let negative = basic("opacity", from: 0.0, to: 1.0)
        negative.duration = -1
        view.layer.add(negative, forKey: "b")
        view.layer.add(basic("nonsense", to: 1.0), forKey: "c")
        expectNil(view.layer.animationKeys())
        expectEqual(log.diagnostics(withCode: "animation.invalid").count, 2)
        expectEqual(log.diagnostics(withCode: "animation.unknownKeyPath").count, 1)
        let outside = Layer()
        let reported = StandardErrorDiagnostics.console.capturing { outside.add(basic("opacity", to: 1.0), forKey: "x") }
            .diagnostics
        expectEqual(reported.map(\.code), ["animation.invalid"])
        expectNil(outside.animationKeys())
    }
}
