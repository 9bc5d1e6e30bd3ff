import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

@MainActor
private func pathAnimation(
    _ path: CGPath, mode: KeyframeCalculationMode = .linear,
    rotation: AnimationRotationMode? = nil
) -> KeyframeAnimation {
    let a = KeyframeAnimation(keyPath: "position")
    a.path = path
    a.calculationMode = mode
    a.rotationMode = rotation
    a.duration = 1
    return a
}

/// The rotation about z of a transform: `atan2(m12, m11)`.
private func zAngle(_ t: Transform3D) -> CGFloat { atan2(t.m12, t.m11) }

/// The difference of two angles, folded into −π…π.
private func angleDifference(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
    var d = (a - b).truncatingRemainder(dividingBy: 2 * .pi)
    if d > .pi { d -= 2 * .pi }
    if d < -.pi { d += 2 * .pi }
    return abs(d)
}

@MainActor
@Suite struct KeyframePathTests {
    /// Along a straight line the position is the linear interpolation of its ends, in every mode
    /// that moves continuously: at 0.3 s of 1 s from (0, 0) to (100, 50) it is (30, 15).
    @Test func straightLineIsLinearInterpolation() {
        for mode in [KeyframeCalculationMode.linear, .paced, .cubic, .cubicPaced] {
            let (window, view) = explicitScene()
            let path = CGMutablePath()
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 100, y: 50))
            view.layer.add(pathAnimation(path, mode: mode), forKey: "move")
            window.step(to: 0.3)
            let p = view.layer.presentationState.position
            expectClose(p.x, 30, within: 1e-6, "\(mode): \(p)")
            expectClose(p.y, 15, within: 1e-6, "\(mode): \(p)")
        }
    }

    /// Paced time is proportional to length: an L of 100 then 300 pt is half done 200 pt along,
    /// at (100, 100); linear gives each element the same time, so half-time is the corner.
    @Test func pacedFollowsLengthLinearFollowsVertices() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        for (mode, expected) in [(KeyframeCalculationMode.paced, CGPoint(x: 100, y: 100)), (.linear, CGPoint(x: 100, y: 0))] {
            let (window, view) = explicitScene()
            view.layer.add(pathAnimation(path, mode: mode), forKey: "move")
            window.step(to: 0.5)
            let p = view.layer.presentationState.position
            expectClose(p.x, expected.x, within: 1e-6, "\(mode): \(p)")
            expectClose(p.y, expected.y, within: 1e-6, "\(mode): \(p)")
        }
    }

    /// A half circle of radius 50 about (100, 100) from angle 0 through π/2 to π: paced, half-time
    /// is the arc's midpoint (100, 150). The tolerance covers the cubic approximation of the arc
    /// (about 3 × 10⁻⁴ of the radius per quarter circle).
    @Test func arcAtHalfTimeIsItsMidpoint() {
        let (window, view) = explicitScene()
        let path = CGMutablePath()
        path.addRelativeArc(center: CGPoint(x: 100, y: 100), radius: 50, startAngle: 0, delta: .pi)
        view.layer.add(pathAnimation(path, mode: .paced), forKey: "arc")
        window.step(to: 0.5)
        let p = view.layer.presentationState.position
        expectLessThan(hypot(p.x - 100, p.y - 150), 0.05, "\(p)")
    }

    /// `rotateAuto` turns the layer to the tangent: on the arc at a quarter of the time (angle π/4
    /// on the circle), the tangent of increasing angle points at π/4 + π/2; on a straight line
    /// to (100, 50) it is atan2(50, 100). `rotateAutoReverse` adds π.
    @Test func rotateAutoFollowsTheTangent() {
        let arc = CGMutablePath()
        arc.addRelativeArc(center: CGPoint(x: 100, y: 100), radius: 50, startAngle: 0, delta: .pi)
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 50))
        let cases: [(CGPath, AnimationRotationMode, CGFloat, CGFloat)] = [
            (arc, .rotateAuto, 0.75 * .pi, 1e-3), (arc, .rotateAutoReverse, 1.75 * .pi, 1e-3),
            (line, .rotateAuto, atan2(50, 100), 1e-9), (line, .rotateAutoReverse, atan2(50, 100) + .pi, 1e-9)
        ]
        for (path, mode, expected, tolerance) in cases {
            let (window, view) = explicitScene()
            view.layer.add(pathAnimation(path, mode: .paced, rotation: mode), forKey: "arc")
            window.step(to: 0.25)
            let angle = zAngle(view.layer.presentationState.transform)
            expectLessThan(angleDifference(angle, expected), tolerance, "\(mode): \(angle) vs \(expected)")
        }
    }

    /// Without a rotation mode the transform is untouched; a path on a key path that is not a
    /// point is reported and not attached.
    @Test func noRotationAndBadKeyPath() {
        let log = DiagnosticLog()
        let window = makeWindow(log)
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 50))
        view.layer.add(pathAnimation(line), forKey: "move")
        window.step(to: 0.5)
        expectEqual(view.layer.presentationState.transform, .identity)
        let bad = pathAnimation(line)
        bad.keyPath = "opacity"
        view.layer.add(bad, forKey: "bad")
        expectEqual(view.layer.animationKeys(), ["move"])
        expectEqual(log.diagnostics(withCode: "animation.invalid").count, 1)
    }
}
