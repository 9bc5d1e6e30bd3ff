import Foundation

/// Something besides the animators that the engine advances on its clock at every step, with
/// its own rules for what the time means: Core Animation's explicit animations (media timing,
/// fill modes, removal on completion) and display links.
///
/// At each `AnimationEngine.advance(to:)` every registered client's `advance` closure is called
/// with the engine's new time, after the animators have moved; a client that returns `true` has
/// something to announce (an animation started or stopped, a display-link frame), and its
/// `deliver` closure runs in the engine's completion phase, together with the animators'
/// completions, all in the order the animators and clients were created.
public final class EngineTimedClient {
    let advance: (TimeInterval) -> Bool
    let deliver: () -> Void
    var serial = 0
    /// Whether the client still changes with time, so frames must keep coming (an explicit
    /// animation holding its end value with a forwards fill does not). True by default.
    public var needsFrames = true
    /// Whether the client changes with time forever, never ending by itself (an explicit
    /// animation whose repeat count or repeat duration is infinite): a host that waits for rest
    /// can count it as steady (see `AnimationEngine.hasRunningAnimationsThatEnd`). False by default.
    public var repeatsForever = false
    /// Whether the client is registered with an engine.
    public internal(set) var isRegistered = false
    /// Re-evaluates the client's values at a time without announcing anything (see
    /// `AnimationEngine.resample()`); `nil` for a client that shows no values.
    let sample: ((TimeInterval) -> Void)?

    /// A client that advances with `advance` and announces with `deliver`; `sample`, when given,
    /// re-evaluates what it shows at the engine's time when its timebase changed between steps.
    public init(
        advance: @escaping (TimeInterval) -> Bool, deliver: @escaping () -> Void,
        sample: ((TimeInterval) -> Void)? = nil
    ) {
        self.advance = advance
        self.deliver = deliver
        self.sample = sample
    }
}

extension AnimationEngine {
    /// Registers `client`; it is advanced from the next step on, and ordered after everything
    /// created before it. Registering it again changes nothing.
    public func add(_ client: EngineTimedClient) {
        guard !client.isRegistered else { return }
        client.isRegistered = true
        client.serial = makeSerial()
        timedClients.append(client)
    }

    /// Unregisters `client`: it is no longer advanced, and an announcement it has pending this
    /// step is dropped.
    public func remove(_ client: EngineTimedClient) {
        guard client.isRegistered else { return }
        client.isRegistered = false
        timedClients.removeAll { $0 === client }
    }

    /// Re-evaluates, at the time of the last step, every animator that runs on a timebase and
    /// every timed client that can sample, without running completions or announcements (those
    /// come at the next step): a host calls it when a timebase changed between steps (a layer's
    /// `timeOffset`, `speed` or `beginTime`), so presentation values show the new time at once, as
    /// Core Animation computes the presentation layer from the layer tree's timing when it is read.
    /// Inside a step (from a completion handler or a display link) it does nothing: the next step
    /// samples with the new timebase, as a change made in a frame callback shows with the next
    /// frame (Core Animation commits it at the end of that run-loop turn).
    public func resample() {
        guard !isAdvancing else { return }
        // An animator given a timebase since the last step (its layer's chain just took a timing
        // of its own) left the timing lane and waits for its new lane: place it now, or it would
        // show the new time only at the next step.
        reviewLanes()
        for animator in general where animator.inGeneralLane {
            if let timebase = animator.timebase { animator.resample(at: timebase(time)) }
        }
        for client in timedClients { client.sample?(time) }
    }

    /// Advances every timed client to `t`, returning those with something to announce.
    func advanceTimedClients(to t: TimeInterval) -> [EngineTimedClient] {
        guard !timedClients.isEmpty else { return [] }
        return timedClients.filter { $0.advance(t) }
    }

    /// Runs the completions of `finished` animators and the announcements of `clients`, merged in
    /// creation order.
    func complete(_ finished: [PropertyAnimator], announcing clients: [EngineTimedClient]) {
        var i = 0, j = 0
        while i < finished.count || j < clients.count {
            if j >= clients.count || (i < finished.count && finished[i].serial < clients[j].serial) {
                finished[i].reachEnd()
                i += 1
            } else {
                if clients[j].isRegistered { clients[j].deliver() }
                j += 1
            }
        }
    }
}
