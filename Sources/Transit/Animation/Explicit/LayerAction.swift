import Foundation

/// What a layer does when one of its properties changes (`CAAction`): usually an animation, which
/// adds itself to the layer under the property's key. Called `LayerAction` because Transit's
/// `Action` is UIKit's `UIAction`.
@MainActor
public protocol LayerAction: AnyObject {
    /// Performs the action for `event` (a key path) on `anObject`, the layer
    /// (`run(forKey:object:arguments:)`).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension Animation: LayerAction {
    /// Adds the animation to the layer under `event` (`CAAnimation`'s `CAAction` conformance).
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? Layer)?.add(self, forKey: event)
    }
}

extension NSNull: LayerAction {
    /// Does nothing: `NSNull` in a layer's `actions` disables the action of its key, as in Core
    /// Animation.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension Layer {
    /// The action for a change of `event` (`CALayer.action(forKey:)`), looked for in Core
    /// Animation's order: the delegate's `action(for:forKey:)`, then the entry of `actions`, then
    /// `defaultAction(forKey:)`; `NSNull` at either of the first two means none. A view's own
    /// layer has no actions outside animation blocks, as UIKit's views answer `NSNull` for their
    /// layers (a view subclass is not asked).
    public func action(forKey event: String) -> (any LayerAction)? {
        if owningView != nil { return nil }
        if let answer = assignedDelegate?.action(for: self, forKey: event) { return answer is NSNull ? nil : answer }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        return Self.defaultAction(forKey: event)
    }

    /// The default action of a key (`CALayer.defaultAction(forKey:)`): for an animatable key
    /// path, a basic animation of it, which `Layer` fills in with the value on screen before the
    /// change and the transaction's duration and timing function; `nil` for other keys and for
    /// `shadowPath`, which Apple documents as not animating implicitly.
    public class func defaultAction(forKey event: String) -> (any LayerAction)? {
        guard event != "shadowPath", baseAnimatableSlots[event] != nil else { return nil }
        return BasicAnimation(keyPath: event)
    }

    /// Runs the implicit action of a standalone layer whose property `key` just changed from the
    /// presentation values `before` (Core Animation's implicit animations): only in a window, with
    /// actions enabled and outside animation blocks. A default basic animation without a
    /// `fromValue` gets the value on screen before the change; one without a duration or timing
    /// function gets the transaction's.
    func runImplicitAction(forKey key: String, from before: LayerState) {
        guard let action = action(forKey: key) else { return }
        if let basic = action as? BasicAnimation {
            let animation = basic.copy() as! BasicAnimation
            if animation.fromValue == nil && animation.toValue == nil && animation.byValue == nil {
                animation.fromValue = animatableSlot(forKeyPath: key)?.access.read(from: before)
            }
            if animation.duration == 0 { animation.duration = Transaction.animationDuration() }
            if animation.timingFunction == nil { animation.timingFunction = Transaction.animationTimingFunction() }
            animation.run(forKey: key, object: self, arguments: nil)
        } else {
            action.run(forKey: key, object: self, arguments: nil)
        }
    }
}
