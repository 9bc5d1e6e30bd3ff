import Foundation

/// One explicit animation attached to a layer: the copy `add(_:forKey:)` made, its resolved
/// node (whose entries sit in the stacks of the values it animates), and the engine client that
/// samples it at every step and announces its start and stop.
@MainActor
final class ExplicitAnimationInstance {
    let key: String?
    let animation: Animation
    let node: any ExplicitAnimationNode
    weak var layer: Layer?
    weak var engine: AnimationEngine?
    var client: EngineTimedClient?
    var started = false, stopped = false
    var announcesStart = false, announcesStop = false
    /// The transactions waiting for this animation to stop.
    var transactions: [Transaction.Level] = []

    /// Tells the waiting transactions that the animation stopped.
    func releaseTransactions() {
        let levels = transactions
        transactions = []
        Transaction.animationStopped(in: levels)
    }

    init(key: String?, animation: Animation, node: any ExplicitAnimationNode, layer: Layer) {
        self.key = key
        self.animation = animation
        self.node = node
        self.layer = layer
    }

    /// Samples the animation at global time `t` (the layer's local time then): what its entries
    /// in the stacks show until the next sample.
    func sample(at t: TimeInterval) {
        guard let layer, !stopped else { return }
        node.sample(parentTime: layer.localTime(atGlobalTime: t))
    }

    /// Called by the engine at each step: samples the animation and notes a start or an end at the
    /// layer's local time.
    func advance(to t: TimeInterval) -> Bool {
        guard let layer, !stopped else { return false }
        let local = layer.localTime(atGlobalTime: t)
        node.sample(parentTime: local)
        let state = node.timing.evaluate(parentTime: local)
        if !started && state.phase != .before {
            started = true
            announcesStart = true
        }
        if state.phase == .after {
            stopped = true
            announcesStop = true
            client?.needsFrames = false
        }
        return announcesStart || announcesStop
    }

    /// Runs in the engine's completion phase: tells the delegate, removing the animation first
    /// when it ended and `isRemovedOnCompletion` is set.
    func deliver() {
        if announcesStart {
            announcesStart = false
            animation.delegate?.animationDidStart(animation)
        }
        if announcesStop {
            announcesStop = false
            if animation.isRemovedOnCompletion { layer?.detach(self) }
            animation.delegate?.animationDidStop(animation, finished: true)
            releaseTransactions()
        }
    }
}

extension Layer {
    /// Attaches a copy of `anim` under `key` (`CALayer.add(_:forKey:)`), replacing the animation
    /// already there under that key (which stops with `finished == false`). A `nil` key attaches
    /// it without a key: `animationKeys()` does not list it.
    ///
    /// As in Core Animation, a `beginTime` of 0 becomes the layer's current local time (so the
    /// copy's `beginTime` is then where it started), and a `duration` of 0 means the transaction's
    /// duration (0.25 s by default; see `Transaction`), which then waits for the animation. The
    /// animation runs on the window's animation engine and clock, in the layer's local time (see
    /// `Layer+MediaTiming`). Presentation values are the model values with every attached
    /// animation applied in the order added, block animations included (UIKit adds those to the
    /// layer too): a non-additive animation replaces the value beneath it, an additive one adds
    /// to it. A `Transition` is kept under `"transition"` whatever `key`
    /// is (`kCATransition`) and changes the layer's whole rendering instead (see `Transition`). Invalid timing, an unknown key path and values of the
    /// wrong type are reported and the animation is not attached; a layer outside any window
    /// has no clock, so an animation added to it is reported and not attached.
    public func add(_ anim: Animation, forKey key: String?) {
        // Core Animation keeps a transition under `kCATransition` whatever the key.
        let key = anim is Transition ? "transition" : key
        let problems = anim.timingProblems
        guard problems.isEmpty else {
            reportAnimationProblem("\(type(of: anim)) has invalid timing: \(problems.joined(separator: ", "))")
            return
        }
        guard let host, let now = currentLocalTime else {
            reportAnimationProblem(
                "add(_:forKey: \(key.map { "\"\($0)\"" } ?? "nil")) on a layer outside any window; the animation is not attached")
            return
        }
        let copy = anim.copy() as! Animation
        if copy.beginTime == 0 { copy.beginTime = now }
        if copy.duration == 0 { copy.duration = Transaction.animationDuration() }
        guard let node = makeNode(for: copy) else { return }
        if let key { removeAnimation(forKey: key) }
        let instance = ExplicitAnimationInstance(key: key, animation: copy, node: node, layer: self)
        let engine = host.animationEngine
        let client = EngineTimedClient(
            advance: { [weak instance] t in MainActor.assumeIsolated { instance?.advance(to: t) ?? false } },
            deliver: { [weak instance] in MainActor.assumeIsolated { instance?.deliver() } },
            sample: { [weak instance] t in MainActor.assumeIsolated { instance?.sample(at: t) } })
        client.repeatsForever = node.timing.activeDuration.isInfinite
        instance.client = client
        instance.engine = engine
        instance.transactions = Transaction.register()
        explicitAnimations.append(instance)
        engine.add(client)
        instance.sample(at: engine.time)
    }

    /// The animation attached under `key` (`CALayer.animation(forKey:)`): the copy `add(_:forKey:)`
    /// made, or `nil`.
    public func animation(forKey key: String) -> Animation? {
        explicitAnimations.last { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order added, or `nil` when none has a key
    /// (`CALayer.animationKeys()`).
    public func animationKeys() -> [String]? {
        let keys = explicitAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key` (`CALayer.removeAnimation(forKey:)`): the presentation
    /// value no longer shows it, and its delegate is told `animationDidStop(_:finished: false)`
    /// at once unless it had already stopped.
    public func removeAnimation(forKey key: String) {
        for instance in explicitAnimations where instance.key == key { stopExplicit(instance) }
    }

    /// Removes every explicit animation, each stopping with `finished == false`.
    func removeAllExplicitAnimations() {
        for instance in explicitAnimations { stopExplicit(instance) }
    }

    private func stopExplicit(_ instance: ExplicitAnimationInstance) {
        let wasStopped = instance.stopped
        instance.stopped = true
        detach(instance)
        if !wasStopped { instance.animation.delegate?.animationDidStop(instance.animation, finished: false) }
        instance.releaseTransactions()
    }

    /// Takes `instance` off the layer, its values' stacks and the engine.
    func detach(_ instance: ExplicitAnimationInstance) {
        explicitAnimations.removeAll { $0 === instance }
        instance.node.detach()
        if let client = instance.client { instance.engine?.remove(client) }
    }

    /// The node for `anim`, or `nil` (reported) when it cannot animate this layer.
    func makeNode(for anim: Animation) -> (any ExplicitAnimationNode)? {
        let timing = anim.timingParameters
        if let group = anim as? AnimationGroup {
            let children = (group.animations ?? []).compactMap { makeNode(for: $0) }
            return GroupAnimationNode(timing: timing, timingFunction: group.timingFunction, children: children)
        }
        if let transition = anim as? Transition { return makeTransitionNode(for: transition) }
        guard let property = anim as? PropertyAnimation else {
            reportAnimationProblem("\(type(of: anim)) animates no property; not attached")
            return nil
        }
        guard let keyPath = property.keyPath else {
            reportAnimationProblem("\(type(of: anim)) has no keyPath; not attached")
            return nil
        }
        if let keyframe = property as? KeyframeAnimation, let path = keyframe.path {
            return makePathNode(for: keyframe, path: path, keyPath: keyPath)
        }
        guard let slot = slot(forKeyPath: keyPath) else { return nil }
        return slot.access.makeNode(for: property, timing: timing, on: self) { problem in
            reportAnimationProblem("\(type(of: anim)) of \"\(keyPath)\": \(problem); not attached")
        }
    }

    func reportAnimationProblem(_ message: String) {
        diagnostics.report(Diagnostic(.error, code: "animation.invalid", "\(describe): \(message)"))
    }
}

extension Layer {
    /// `animatableSlot(forKeyPath:)`, reporting an unknown key path through the diagnostics the
    /// first time this layer meets it.
    func slot(forKeyPath keyPath: String) -> AnimatableSlot? {
        if let slot = animatableSlot(forKeyPath: keyPath) { return slot }
        if reportedKeyPaths.insert(keyPath).inserted {
            diagnostics.report(
                Diagnostic(
                    .error, code: "animation.unknownKeyPath",
                    "\(describe) has no animatable key path \"\(keyPath)\"; the animation is ignored"))
        }
        return nil
    }
}
