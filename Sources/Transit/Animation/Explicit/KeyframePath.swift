import Foundation

/// Whether a layer moving along a key-frame path turns with it (`CAAnimationRotationMode`).
public struct AnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it (`kCAAnimationRotateAuto` is `"auto"`).
    public let rawValue: String
    /// Creates a rotation mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The layer turns to the path's tangent (`.rotateAuto`).
    public static let rotateAuto = AnimationRotationMode(rawValue: "auto")
    /// The layer turns to the tangent plus 180° (`.rotateAutoReverse`).
    public static let rotateAutoReverse = AnimationRotationMode(rawValue: "autoReverse")
}

/// A key-frame path resolved into cubic segments (lines and quadratic curves are raised to cubics
/// exactly), with an arc-length table for paced timing.
struct KeyframePathTrack {
    /// One drawing element as a cubic Bézier curve.
    struct Segment {
        let p0: CGPoint, c1: CGPoint, c2: CGPoint, p1: CGPoint

        func point(_ t: CGFloat) -> CGPoint {
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
        }

        func derivative(_ t: CGFloat) -> CGVector {
            let u = 1 - t
            let a = 3 * u * u, b = 6 * u * t, c = 3 * t * t
            let dx = a * (c1.x - p0.x) + b * (c2.x - c1.x) + c * (p1.x - c2.x)
            let dy = a * (c1.y - p0.y) + b * (c2.y - c1.y) + c * (p1.y - c2.y)
            return CGVector(dx: dx, dy: dy)
        }
    }

    /// Samples per segment of the arc-length table.
    static let samples = 256

    let segments: [Segment]
    /// Cumulative length at each sample of each segment (`samples + 1` per segment), from the
    /// path's start.
    private let lengths: [[CGFloat]]

    /// The track of `path`, or `nil` when it draws nothing. A `moveTo` after the first starts the
    /// next segment elsewhere (the layer jumps there); `closeSubpath` is a line back to the
    /// subpath's start.
    init?(_ path: CGPath) {
        var segments: [Segment] = []
        var current: CGPoint?, start = CGPoint.zero
        func line(_ a: CGPoint, _ b: CGPoint) -> Segment {
            Segment(
                p0: a, c1: CGPoint(x: a.x + (b.x - a.x) / 3, y: a.y + (b.y - a.y) / 3),
                c2: CGPoint(x: a.x + 2 * (b.x - a.x) / 3, y: a.y + 2 * (b.y - a.y) / 3), p1: b)
        }
        for element in path.pathElements {
            switch element {
            case .moveToPoint(let p): current = p; start = p
            case .addLineToPoint(let p):
                segments.append(line(current ?? p, p)); current = p
            case .addQuadCurveToPoint(let c, let p):
                let a = current ?? c
                segments.append(
                    Segment(
                        p0: a, c1: CGPoint(x: a.x + 2 * (c.x - a.x) / 3, y: a.y + 2 * (c.y - a.y) / 3),
                        c2: CGPoint(x: p.x + 2 * (c.x - p.x) / 3, y: p.y + 2 * (c.y - p.y) / 3), p1: p))
                current = p
            case .addCurveToPoint(let c1, let c2, let p):
                segments.append(Segment(p0: current ?? c1, c1: c1, c2: c2, p1: p)); current = p
            case .closeSubpath:
                if let c = current, c != start { segments.append(line(c, start)) }
                current = start
            }
        }
        guard !segments.isEmpty else { return nil }
        self.segments = segments
        var total: CGFloat = 0
        lengths = segments.map { segment in
            var table: [CGFloat] = [total]
            var previous = segment.p0
            for k in 1...Self.samples {
                let p = segment.point(CGFloat(k) / CGFloat(Self.samples))
                total += hypot(p.x - previous.x, p.y - previous.y)
                table.append(total)
                previous = p
            }
            return table
        }
    }

    /// The whole length of the path.
    var length: CGFloat { lengths.last?.last ?? 0 }

    /// The segment and parameter a fraction `p` of the way through the path.
    /// - `.paced` and `.cubicPaced`: `p` of the path's length (even speed);
    /// - otherwise each vertex (element end point) is a key frame reached at its key time
    ///   (`keyTimes` with one entry per vertex, evenly spaced when `nil` or malformed), each
    ///   segment traversed by its curve parameter, shaped by its entry in `timingFunctions`;
    ///   `.discrete` holds each vertex until the next key time.
    func location(
        at p: Double, mode: KeyframeCalculationMode, keyTimes: [Double]?,
        functions: [MediaTimingFunction]?
    ) -> (segment: Int, t: CGFloat) {
        let n = segments.count
        if mode == .paced || mode == .cubicPaced {
            let total = length
            guard total > 0 else { return (0, 0) }
            let target = CGFloat(min(max(p, 0), 1)) * total
            for (i, table) in lengths.enumerated() where target <= table[Self.samples] || i == n - 1 {
                var k = 1
                while k < Self.samples && table[k] < target { k += 1 }
                let span = table[k] - table[k - 1]
                let f = span > 0 ? min(max((target - table[k - 1]) / span, 0), 1) : 1
                return (i, (CGFloat(k - 1) + f) / CGFloat(Self.samples))
            }
            return (n - 1, 1)
        }
        let times = KeyframePathTrack.validTimes(keyTimes, count: n + 1) ?? (0...n).map { Double($0) / Double(n) }
        if p <= times[0] { return (0, 0) }
        if p >= times[n] { return (n - 1, 1) }
        var i = 0
        while i + 1 < n && p >= times[i + 1] { i += 1 }
        if mode == .discrete { return (i, 0) }
        let span = times[i + 1] - times[i]
        var s = span > 0 ? (p - times[i]) / span : 1
        if let f = functions, f.count > i { s = f[i].solve(s) }
        return (i, CGFloat(s))
    }

    static func validTimes(_ t: [Double]?, count: Int) -> [Double]? {
        guard let t, t.count == count, t.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }),
            zip(t, t.dropFirst()).allSatisfy({ $0 <= $1 })
        else { return nil }
        return t
    }

    /// The tangent's angle (`atan2(dy, dx)`) at a location; a degenerate derivative falls back
    /// to the segment's chord.
    func tangentAngle(segment i: Int, t: CGFloat) -> CGFloat {
        let s = segments[i]
        var d = s.derivative(t)
        if hypot(d.dx, d.dy) < 1e-12 { d = CGVector(dx: s.p1.x - s.p0.x, dy: s.p1.y - s.p0.y) }
        return atan2(d.dy, d.dx)
    }
}

/// A key-frame animation along a path, on a point every layer has (`position`, usually): its
/// entry on that point's stack and, with a `rotationMode`, one on `transform`'s.
final class PathAnimationNode: ExplicitAnimationNode {
    let timing: MediaTimingParameters
    let track: KeyframePathTrack
    let timingFunction: MediaTimingFunction?
    let mode: KeyframeCalculationMode
    let keyTimes: [Double]?
    let functions: [MediaTimingFunction]?
    let rotationMode: AnimationRotationMode?
    let isAdditive: Bool
    let isCumulative: Bool
    /// Where on the path the animation is (segment, parameter, repetition), or `nil` when not applied.
    private var sampled: (segment: Int, u: CGFloat, iteration: Int)?
    /// Take the node's entries out of their stacks.
    var detachEntries: [() -> Void] = []

    init(timing: MediaTimingParameters, track: KeyframePathTrack, animation: KeyframeAnimation) {
        self.timing = timing
        self.track = track
        timingFunction = animation.timingFunction
        mode = animation.calculationMode
        keyTimes = animation.keyTimes
        functions = animation.timingFunctions
        rotationMode = animation.rotationMode
        isAdditive = animation.isAdditive
        isCumulative = animation.isCumulative
    }

    func sample(parentTime t: Double?) {
        guard let t else { sampled = nil; return }
        let state = timing.evaluate(parentTime: t)
        guard state.isApplied else { sampled = nil; return }
        let fraction = timing.duration > 0 ? state.time / timing.duration : 1
        let (i, u) = track.location(
            at: timingFunction?.solve(fraction) ?? fraction, mode: mode,
            keyTimes: keyTimes, functions: functions)
        sampled = (i, u, state.iteration)
    }

    func detach() {
        for detach in detachEntries { detach() }
        detachEntries = []
    }

    /// The point shown over `underlying`.
    func point(over underlying: CGPoint) -> CGPoint {
        guard let sampled else { return underlying }
        var v = track.segments[sampled.segment].point(sampled.u)
        if isCumulative && sampled.iteration > 0, let end = track.segments.last?.p1 {
            v.x += end.x * CGFloat(sampled.iteration); v.y += end.y * CGFloat(sampled.iteration)
        }
        return isAdditive ? CGPoint(x: underlying.x + v.x, y: underlying.y + v.y) : v
    }

    /// The transform shown over `underlying`: turned along the path's tangent.
    func transform(over underlying: Transform3D) -> Transform3D {
        guard let sampled, let rotationMode else { return underlying }
        var angle = track.tangentAngle(segment: sampled.segment, t: sampled.u)
        if rotationMode == .rotateAutoReverse { angle += .pi }
        return underlying.concatenating(Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1))
    }
}

extension Layer {
    /// The node of a key-frame animation with a `path`, its entries stacked, or `nil` (reported)
    /// when its key path is not a point every layer has.
    func makePathNode(for animation: KeyframeAnimation, path: CGPath, keyPath: String) -> (any ExplicitAnimationNode)? {
        guard let slot = Layer.baseAnimatableSlots[keyPath]?.access as? TypedAnimatableSlot<LayerState, CGPoint> else {
            reportAnimationProblem(
                "KeyframeAnimation of \"\(keyPath)\": a path animates a point (\"position\", \"anchorPoint\"); not attached")
            return nil
        }
        guard let track = KeyframePathTrack(path) else {
            reportAnimationProblem("KeyframeAnimation of \"\(keyPath)\": the path draws nothing; not attached")
            return nil
        }
        let node = PathAnimationNode(timing: animation.timingParameters, track: track, animation: animation)
        if let detach = slot.attach(self, { [weak node] in node?.point(over: $0) ?? $0 }) {
            node.detachEntries.append(detach)
        }
        if animation.rotationMode != nil,
            let rotation = Layer.baseAnimatableSlots["transform"]?.access as? TypedAnimatableSlot<LayerState, Transform3D>,
            let detach = rotation.attach(self, { [weak node] in node?.transform(over: $0) ?? $0 })
        {
            node.detachEntries.append(detach)
        }
        return node
    }
}
