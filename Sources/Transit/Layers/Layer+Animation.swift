import Foundation

extension Layer {
    /// Sets a property's model value: inside an animation run (and in a window), the change
    /// animates from the current presentation value on the window's engine; otherwise it applies
    /// at once and the property's running animations go on over the new value, as UIKit's
    /// additive animations do (`AnimatableProperty.setModelValue(_:)`). A view in no window has
    /// no clock and no screen, so its changes always apply at once. Inside a block animation (not a keyframe),
    /// setting the model value it already has changes nothing, as with UIKit's additive
    /// animations, where such a change adds a zero offset: a running animation goes on untouched.
    func set<V: Interpolatable>(_ property: AnimatableProperty<V>, _ value: V, _ key: LayerProperty) {
        if (key == .position || key == .bounds), let window = owningView?.windowStorage,
            !Self.isSameValue(property.value, value)
        {
            window.noteGeometryChange()
        }
        let observers = owningView?.keyValueObservers
        observers?.willChange(KeyValueObservers.bit(key))
        defer { observers?.didChange() }
        defer { props.refresh(key) }
        guard case .run(let run, let keyframe, let delayFactor)? = AnimationScope.current, let window = owningView?.window else {
            let before = implicitActionsApply ? presentationState : nil
            property.setValue(value, in: nil)
            props.noteAnimating(key, property.isAnimating)
            if let before {
                props.refresh(key)
                runImplicitAction(forKey: "\(key)", from: before)
            }
            return
        }
        if run is BlockAnimation, keyframe == nil, Self.isSameValue(property.value, value) { return }
        if run.appliesImmediately {
            property.setValue(value, in: nil)
            props.noteAnimating(key, property.isAnimating)
            run.noteImmediateChange(in: window)
            return
        }
        props.animatedMask |= 1 << key.rawValue
        let engine = window.animationEngine
        let animator = run.animator(for: window, timing: timingLayer, layer: self)
        run.touch(self)
        if let keyframe {
            animator.addAnimations(
                {
                    engine.addKeyframe(withRelativeStartTime: keyframe.start, relativeDuration: keyframe.duration) {
                        property.setValue(value, in: engine)
                    }
                }, delayFactor: delayFactor)
        } else {
            animator.addAnimations({ property.setValue(value, in: engine) }, delayFactor: delayFactor)
        }
    }

    /// Sets a property's model value as its row in the property table (`LayerProperties.table`)
    /// says: brought into range by the row's clamp rule, set (animated inside an animation run),
    /// then, for a row that marks layout, the layer marked when its bounds' size changed (UIKit
    /// lays out a view when its size changes; a new origin moves the content without layout).
    func setModel<V: Interpolatable>(_ property: AnimatableProperty<V>, _ value: V, _ key: LayerProperty) {
        setInRange(property, value, key)
    }

    /// A scalar property's model value, clamped by its row's rule first (see the generic
    /// `setModel(_:_:_:)`).
    func setModel(_ property: AnimatableProperty<CGFloat>, _ value: CGFloat, _ key: LayerProperty) {
        setInRange(property, LayerProperties.table[key.rawValue].clamp.apply(value), key)
    }

    /// Sets a value already in range, marking layout as the property's row says.
    private func setInRange<V: Interpolatable>(_ property: AnimatableProperty<V>, _ value: V, _ key: LayerProperty) {
        guard LayerProperties.table[key.rawValue].marksLayout else { return set(property, value, key) }
        let oldSize = props.bounds.value.size
        set(property, value, key)
        if oldSize != props.bounds.value.size { boundsSizeDidChange(from: oldSize) }
    }

    /// Whether a change made now runs the layer's implicit action: a standalone layer (not a
    /// view's own) in a window, actions not disabled by the transaction, and not inside
    /// `performWithoutAnimation`.
    var implicitActionsApply: Bool {
        if owningView != nil { return false }
        if case .disabled? = AnimationScope.current { return false }
        return !Transaction.disableActions() && host != nil
    }

    /// Whether two values of an animatable type are equal (every animatable type in Transit is
    /// `Equatable`; one that is not counts as changed).
    static func isSameValue<V>(_ a: V, _ b: V) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return a.isEqualValue(b)
    }

    /// Removes every running animation (`CALayer.removeAllAnimations()`): the layer shows its
    /// model values at once, its explicit animations stop (their delegates told
    /// `animationDidStop(_:finished: false)`), and the block animations and property animators
    /// that animated only this layer complete with `finished == false` (position `.current`) at
    /// the next frame step.
    public func removeAllAnimations() {
        removeAllExplicitAnimations()
        props.removeAllAnimations()
        let runs = activeAnimations
        activeAnimations.removeAll()
        for run in runs { run.layerWasRemoved(self) }
    }

    /// Whether a running animation keeps touches away from this layer's view.
    var blocksUserInteraction: Bool {
        activeAnimations.contains { !$0.allowsUserInteraction }
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to `self`.
    fileprivate func isEqualValue(_ other: Any) -> Bool { (other as? Self) == self }
}
