import Foundation

/// Estimates the velocity of a moving quantity from timestamped samples (used by pan and pinch).
///
/// The estimate is the least-squares slope of value against time over the samples of the last
/// `window` seconds (100 ms), always using at least the two newest samples. For motion at a
/// constant speed it is exact, whatever the sampling; a finger that stops before lifting brings it
/// down towards zero, as on iOS. Fewer than two samples, or samples all at one instant, give zero.
struct VelocityEstimator {
    /// How far back samples count, in seconds.
    static let window: TimeInterval = 0.1
    /// Samples kept, oldest first: time and value (one or two components).
    private(set) var samples: [(time: TimeInterval, x: CGFloat, y: CGFloat)] = []

    /// Adds a sample and drops those no longer needed.
    mutating func add(time: TimeInterval, x: CGFloat, y: CGFloat = 0) {
        samples.append((time, x, y))
        while samples.count > 2, time - samples[1].time > Self.window { samples.removeFirst() }
    }

    /// Forgets every sample.
    mutating func removeAll() { samples.removeAll() }

    /// Shifts every sample by a constant (when the measured quantity is re-based, the motion is not).
    mutating func offset(x: CGFloat, y: CGFloat = 0) {
        samples = samples.map { ($0.time, $0.x + x, $0.y + y) }
    }

    /// The velocity, per second, in each component.
    var velocity: (x: CGFloat, y: CGFloat) {
        guard let newest = samples.last else { return (0, 0) }
        var used = samples.filter { newest.time - $0.time <= Self.window }
        if used.count < 2 { used = Array(samples.suffix(2)) }
        guard used.count >= 2 else { return (0, 0) }
        let n = CGFloat(used.count)
        let meanT = used.reduce(0) { $0 + ($1.time - newest.time) } / n
        let meanX = used.reduce(0) { $0 + $1.x } / n
        let meanY = used.reduce(0) { $0 + $1.y } / n
        var stt: CGFloat = 0, stx: CGFloat = 0, sty: CGFloat = 0
        for sample in used {
            let dt = (sample.time - newest.time) - meanT
            stt += dt * dt
            stx += dt * (sample.x - meanX)
            sty += dt * (sample.y - meanY)
        }
        guard stt > 0 else { return (0, 0) }
        return (stx / stt, sty / stt)
    }
}
