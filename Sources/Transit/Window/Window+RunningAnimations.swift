import Foundation

extension Window {
    /// The animations running in the window, one line each, naming the animation, the property
    /// it animates where there is one, and the view (or layer) it animates, marked "repeats
    /// forever" when it never ends by itself (Transit extension; what a host reports when it
    /// waited for rest in vain). With `includingRepeating` false the ones that repeat forever are
    /// left out. Block animations and property animators animating several views are listed once,
    /// under the first of them; scroll views decelerating or bouncing are listed too.
    public func runningAnimationDescriptions(includingRepeating: Bool = true) -> [String] {
        var lines: [String] = []
        var seenRuns = Set<ObjectIdentifier>()
        var pending: [Layer] = [layer]
        while let current = pending.popLast() {
            lines += explicitAnimationLines(of: current, includingRepeating: includingRepeating)
            for run in current.activeAnimations where seenRuns.insert(ObjectIdentifier(run)).inserted {
                let running = run.bindings.map(\.animator).filter(\.isRunning)
                guard !running.isEmpty else { continue }
                let forever = running.allSatisfy { $0.totalDuration.isInfinite }
                if forever && !includingRepeating { continue }
                lines.append("\(run.timelineName) on \(Self.owner(of: current))\(forever ? " (repeats forever)" : "")")
            }
            if let mask = current.mask { pending.append(mask) }
            pending += current.sublayerStorage.reversed()
        }
        for ticker in tickers {
            guard let object = ticker.object else { continue }
            lines.append("\(type(of: object)) moving on its own (decelerating or bouncing)")
        }
        let engineBusy = includingRepeating ? animationEngine.hasRunningAnimations : animationEngine.hasRunningAnimationsThatEnd
        if lines.isEmpty && engineBusy { lines.append("an animator or display link running on the window's engine") }
        return lines
    }

    private func explicitAnimationLines(of layer: Layer, includingRepeating: Bool) -> [String] {
        layer.explicitAnimations.compactMap { instance in
            guard !instance.stopped, let client = instance.client, client.needsFrames else { return nil }
            if client.repeatsForever && !includingRepeating { return nil }
            let keyPath = (instance.animation as? PropertyAnimation)?.keyPath.map { " \"\($0)\"" } ?? ""
            return "\(type(of: instance.animation))\(keyPath) on \(Self.owner(of: layer))"
                + (client.repeatsForever ? " (repeats forever)" : "")
        }
    }

    /// The view a layer backs, or the layer, with its frame.
    private static func owner(of layer: Layer) -> String {
        if let view = layer.owningView { return "\(type(of: view)) at \(view.frame)" }
        return "\(type(of: layer)) at \(layer.frame)"
    }
}
