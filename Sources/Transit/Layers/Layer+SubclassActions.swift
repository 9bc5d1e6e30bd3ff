import Foundation

extension Layer {
    /// Runs the implicit action of `key`, a value kept in a subclass's own record (a shape layer's
    /// `strokeEnd`, a gradient layer's `colors`), after it changed from the presentation record
    /// `before`; the caller checks `implicitActionsApply` before the change. As Core Animation
    /// does for a standalone layer: the entry of `actions` under `key` (`NSNull` disables it), or a
    /// basic animation from the value on screen before the change, with the transaction's
    /// duration (0.25 s by default) and timing function.
    func runOwnImplicitAction(forKey key: String, from before: Any) {
        let entry = actions?[key]
        if entry is NSNull { return }
        if let entry, !(entry is BasicAnimation) { entry.run(forKey: key, object: self, arguments: nil); return }
        let template = entry as? BasicAnimation ?? BasicAnimation(keyPath: key)
        let animation = template.copy() as! BasicAnimation
        if animation.fromValue == nil && animation.toValue == nil && animation.byValue == nil {
            animation.fromValue = animatableSlot(forKeyPath: key)?.access.read(from: before)
        }
        if animation.duration == 0 { animation.duration = Transaction.animationDuration() }
        if animation.timingFunction == nil { animation.timingFunction = Transaction.animationTimingFunction() }
        animation.run(forKey: key, object: self, arguments: nil)
    }
}
