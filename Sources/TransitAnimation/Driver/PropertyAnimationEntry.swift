import Foundation

/// What an animator needs from each property animation it drives, whatever the value type.
protocol AnyPropertyAnimationEntry: AnyObject {
    var id: Int { get }
    /// Bakes the current presentation value into the property and detaches (stop).
    func freeze()
    /// Settles a frozen animation at `position` (finishAnimation(at:)).
    func settleFrozen(at position: AnimatingPosition)
    /// Ends a running animation at its end or start (natural completion).
    func finish(at position: AnimatingPosition)
}

/// One property animation: a target (or keyframes) reached along an animator track's progress.
/// It holds its property while attached and lets go when detached, so no cycle outlives the
/// animation.
@usableFromInline
final class PropertyAnimationEntry<Value: Interpolatable>: AnyPropertyAnimationEntry {
    @usableFromInline enum Kind {
        case to(Value)
        case keyframes(KeyframeTrack<Value>)
        /// An additive animation: adds `(to − from)·progress` to the value beneath it, whatever
        /// that value does meanwhile (`from` is the model value when it was added).
        case additive(from: Value, to: Value)
        /// An animation its client evaluates (Core Animation's explicit animations): maps the value
        /// beneath it to the value it shows, from a time the client samples once per engine step.
        /// It never changes the model value and stays in the stack when the model is set.
        case explicit((Value) -> Value)
    }

    // Read every frame: first, to share a cache line.
    @usableFromInline @exclusivity(unchecked) var kind: Kind
    @usableFromInline let track: AnimationTrack
    let id: Int
    var property: AnimatableProperty<Value>?
    /// The model value before this animation: where `.start` returns to.
    let startValue: Value
    /// The model value after it.
    @usableFromInline private(set) var target: Value
    /// Whether the entry is still in its property's stack.
    var isAttached = true {
        didSet { if !isAttached { property = nil } }
    }

    init(id: Int, property: AnimatableProperty<Value>, track: AnimationTrack, kind: Kind, startValue: Value) {
        self.id = id
        self.property = property
        self.track = track
        self.kind = kind
        self.startValue = startValue
        switch kind {
        case .to(let v): target = v
        case .keyframes(let k): target = k.finalValue(initial: startValue)
        case .additive(_, let to): target = to
        case .explicit: target = startValue
        }
    }

    /// Whether the client evaluates this entry (`Kind.explicit`).
    @inlinable var isExplicit: Bool {
        if case .explicit = kind { return true }
        return false
    }

    @inlinable
    func value(over underlying: Value) -> Value {
        switch kind {
        case .to(let v): return underlying.interpolated(to: v, amount: CGFloat(track.progress))
        case .keyframes(let k): return k.value(at: CGFloat(track.progress), initial: underlying)
        case let .additive(from, to):
            let p = CGFloat(track.progress)
            return underlying.offset(by: p, from: from, to: to) ?? underlying.interpolated(to: to, amount: p)
        case .explicit(let evaluate): return evaluate(underlying)
        }
    }

    /// Points a target animation at a new target (the same property set twice in one block: the
    /// last value wins, as in UIKit).
    func retarget(_ value: Value) {
        switch kind {
        case .to: kind = .to(value)
        case .additive(let from, _): kind = .additive(from: from, to: value)
        case .keyframes, .explicit: return
        }
        target = value
        property?.refreshSoleAnimation()
    }

    /// Moves the whole animation by the change `from → to` of an additive animation above it that
    /// ended: its targets (and an additive animation's start) move with it, so the stack shows the
    /// same value once that animation is gone (`AnimatableProperty.absorb`).
    func shift(from: Value, to: Value) {
        func moved(_ v: Value) -> Value { v.offset(by: 1, from: from, to: to) ?? v }
        switch kind {
        case .to(let t): kind = .to(moved(t))
        case let .additive(f, t): kind = .additive(from: moved(f), to: moved(t))
        case .keyframes, .explicit: return
        }
        target = moved(target)
    }

    /// Whether the entry can carry an additive animation above it (it is not key frames).
    var acceptsAdditiveAbove: Bool {
        if case .keyframes = kind { return false }
        return true
    }

    /// Takes an explicit entry out of its property's stack (the client removed the animation).
    func detachExplicit() {
        property?.remove(self)
    }

    func addKeyframe(_ keyframe: Keyframe<Value>) {
        guard case .keyframes(var k) = kind else { return }
        k.add(keyframe)
        kind = .keyframes(k)
        target = k.finalValue(initial: startValue)
        property?.refreshSoleAnimation()
    }

    /// The property a frozen animation baked its value into (kept until `settleFrozen`).
    var frozenProperty: AnimatableProperty<Value>?

    func freeze() {
        guard isAttached, let property else { return }
        frozenProperty = property
        property.collapse(through: self, to: property.value(through: self), owner: id)
    }

    func settleFrozen(at position: AnimatingPosition) {
        switch position {
        case .end: frozenProperty?.replaceBase(target, ifOwnedBy: id)
        case .start: frozenProperty?.replaceBase(startValue, ifOwnedBy: id)
        case .current: break
        }
        frozenProperty = nil
    }

    // The animator calls the protocol methods through an existential, which reaches the generic
    // implementation; specializations for the value types views animate spare every animation
    // that finishes the runtime's generic metadata lookups (stopping is rarer).
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == Color)
    @_specialize(where Value == CGAffineTransform)
    @_specialize(where Value == Transform3D)
    func finish(at position: AnimatingPosition) {
        guard isAttached, let property else { return }
        switch position {
        case .end:
            if case .additive = kind { property.absorb(self) } else { property.collapse(through: self, to: target, owner: id) }
        case .start: property.returnToStart(self)
        case .current: freeze()
        }
    }
}
