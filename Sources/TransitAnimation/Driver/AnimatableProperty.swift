import Foundation

/// One animatable value of a client object (a view's `alpha`, `center`, `transform`, …): a model
/// value plus the stack of animations currently moving its presentation value — what a
/// `CALayer` keeps per key path in its model layer, animation list and presentation layer.
///
/// Animations stack, each over the value of everything beneath it, `v_{i−1}`, in one of two ways:
/// - blending (property animators, transitions): `v_i = v_{i−1}.interpolated(to: target_i, amount: p_i)`.
///   A new animation starts exactly at the current presentation value and inherits the current
///   velocity; when it finishes at its end, everything beneath it is dropped.
/// - adding (UIKit's block animations since iOS 8, for vector values):
///   `v_i = v_{i−1} + (target_i − model_i)·p_i`, where `model_i` is the model value when it was
///   added. The animations beneath run on to their own ends untouched, so the presentation value
///   is `target_n + Σ (model_i − target_i)·(1 − p_i)`: every change's remaining distance, each on
///   its own curve. When one ends, its change moves into what is beneath it.
public final class AnimatableProperty<Value: Interpolatable> {
    // Read every frame, first: the value beneath the animations and, when exactly one target
    // animation runs, the pair from that value to its target, prepared once (`PreparedInterpolation`),
    // and its track's progress cell (so a frame reads this object and the engine's contiguous
    // progress storage only).
    @usableFromInline @exclusivity(unchecked) var base: Value {
        didSet { if soleProgress != nil { refreshSoleAnimation() } }
    }
    @usableFromInline @exclusivity(unchecked) var sole: PreparedInterpolation<Value>
    @usableFromInline @exclusivity(unchecked) var soleProgress: UnsafeMutablePointer<Double>?
    /// The sole pair's decomposition (`sole.affine`), read without reference counting (`sole`
    /// owns it).
    @usableFromInline @exclusivity(unchecked) var soleAffine: Unmanaged<AffineInterpolation>?
    /// Which finished or frozen animation wrote `base` (0: a direct assignment).
    @usableFromInline var baseOwner = 0
    @usableFromInline @exclusivity(unchecked) var entries: [PropertyAnimationEntry<Value>] = [] {
        didSet { refreshSoleAnimation() }
    }
    /// The only animation when exactly one runs, read without touching the array or reference
    /// counting (`entries` owns it).
    @usableFromInline @exclusivity(unchecked) var soleEntry: Unmanaged<PropertyAnimationEntry<Value>>?

    /// A property holding `value`, not animating.
    public init(_ value: Value) {
        base = value
        sole = PreparedInterpolation(resting: value)
    }

    /// Recomputes the single-animation shortcuts after the stack, an entry's target or the value
    /// beneath changed.
    func refreshSoleAnimation() {
        soleEntry = entries.count == 1 ? Unmanaged.passUnretained(entries[0]) : nil
        if entries.count == 1, case .to(let target) = entries[0].kind {
            sole = PreparedInterpolation(from: base, to: target)
            soleAffine = sole.affine.map { Unmanaged.passUnretained($0) }
            soleProgress = entries[0].track.cell
        } else {
            soleProgress = nil
            soleAffine = nil
        }
    }

    /// The model value: the target of the newest animation, or the value itself when none runs
    /// (what UIKit returns from a view's property getter during an animation). Explicit
    /// animations never change it.
    ///
    /// Inlined, so that a client reading a property of a concrete type (a layer's bounds during
    /// layout) reads `base` directly when nothing animates, without the generic runtime's
    /// metadata lookups.
    @inlinable
    public var value: Value {
        if entries.isEmpty { return base }
        return animatedModelValue
    }

    /// The model value while animations are stacked (see `value`). Inlined too: compiled once for
    /// every value type, it looked up the entries' generic metadata at each read (a layout pass
    /// reads the frame of every animating view).
    @inlinable var animatedModelValue: Value {
        guard let last = entries.last else { return base }
        if !last.isExplicit { return last.target }
        return entries.last { !$0.isExplicit }?.target ?? base
    }

    /// Whether any animation is moving the presentation value.
    @inlinable public var isAnimating: Bool { !entries.isEmpty }

    /// Whether an animator drives an animation of this property (one that is not explicit).
    package var hasDrivenAnimations: Bool { entries.contains { !$0.isExplicit } }

    /// How many animations are stacked on this property.
    public var animationCount: Int { entries.count }

    /// The value to display for the engine's current time (a presentation layer's value).
    @inlinable
    public var presentationValue: Value {
        if let progress = soleProgress { return soleValue(at: CGFloat(progress.pointee)) }
        if let entry = soleEntry { return entry._withUnsafeGuaranteedRef { $0.value(over: base) } }
        var v = base
        for entry in entries { v = entry.value(over: v) }
        return v
    }

    /// `sole.value(at:)`, reading the pair's fields where they lie: calling a method on the
    /// stored pair copies the whole of it (both ends, and a retain of the decomposition) out of
    /// the object first, at every frame.
    @inlinable
    func soleValue(at amount: CGFloat) -> Value {
        if let affine = soleAffine {
            return PreparedInterpolation<Value>.value(affine._withUnsafeGuaranteedRef { $0.transform(at: amount) })
        }
        return sole.from.interpolated(to: sole.to, amount: amount)
    }

    /// Sets the model value. If `engine` is recording an animation block, the change is animated by
    /// that block's animator from the current presentation value; otherwise (no engine, or outside
    /// any block, or inside `performWithoutAnimation`) the model value changes at once and the
    /// running animations go on over it (`setModelValue(_:)`).
    ///
    /// Inlined for its common case, a property that is not animating set outside any engine (a
    /// frame applied by a layout pass): the value is stored directly, as `setValueImmediately(_:)`
    /// stores it when no animation is stacked.
    @inlinable
    public func setValue(_ newValue: Value, in engine: AnimationEngine?) {
        if engine == nil, entries.isEmpty {
            base = newValue
            baseOwner = 0
            return
        }
        setValueInStack(newValue, in: engine)
    }

    /// `setValue(_:in:)` with an engine or with animations stacked.
    @usableFromInline func setValueInStack(_ newValue: Value, in engine: AnimationEngine?) {
        if let recording = engine?.currentRecording {
            recording.animator.record(self, to: newValue, recording: recording)
        } else {
            setModelValue(newValue)
        }
    }

    /// Sets the model value outside any animation, keeping the running animations, as UIKit does
    /// since iOS 8: its block animations are additive Core Animation animations of the offset
    /// from the model value ("the value specified by the animation will be added to the current
    /// render tree value", `CAPropertyAnimation.isAdditive`), so a new model value set while one
    /// runs shows at once with the animation's remaining offset on top — presentation = new model
    /// value + what was left to travel — and the animation ends on the new value, on its own
    /// schedule. Here the whole stack moves by the change of the model value: every animation's
    /// targets (and an additive one's start) and the value beneath them. Values that are not
    /// vectors, and stacks holding key frames (which Core Animation does not add), change at once
    /// and lose their running animations, as `setValueImmediately(_:)` does.
    public func setModelValue(_ newValue: Value) {
        let model = value
        guard entries.contains(where: { !$0.isExplicit }), entries.allSatisfy(\.acceptsAdditiveAbove),
            let moved = base.offset(by: 1, from: model, to: newValue)
        else {
            return setValueImmediately(newValue)
        }
        for entry in entries { entry.shift(from: model, to: newValue) }
        base = moved
        baseOwner = 0
        refreshSoleAnimation()
    }

    /// Sets the value at once, removing every animation of this property but the explicit ones
    /// (`addExplicitAnimation(_:engine:)`), which go on over the new value as Core Animation's
    /// explicit animations go on over a new model value.
    public func setValueImmediately(_ newValue: Value) {
        if entries.contains(where: \.isExplicit) {
            for entry in entries where !entry.isExplicit { entry.isAttached = false }
            entries.removeAll { !$0.isExplicit }
        } else {
            for entry in entries { entry.isAttached = false }
            entries.removeAll()
        }
        base = newValue
        baseOwner = 0
    }

    /// Adds an animation that its client evaluates on top of the stack, in the order added with
    /// the animators' animations (Core Animation's explicit animations): `evaluate` maps the value
    /// beneath it to the value it shows, from a time the client samples once per engine step.
    /// The returned handle takes it out again.
    package func addExplicitAnimation(
        _ evaluate: @escaping (Value) -> Value,
        engine: AnimationEngine
    ) -> any ExplicitAnimationEntry {
        let entry = PropertyAnimationEntry(
            id: engine.makeSerial(), property: self,
            track: AnimationTrack(pool: engine.progressCells),
            kind: .explicit(evaluate), startValue: value)
        attach(entry)
        return entry
    }

    /// Removes every animation, leaving the presentation value where it is now as the new value
    /// (`CALayer.removeAllAnimations()` after copying the presentation value into the model).
    public func removeAllAnimations() {
        let v = presentationValue
        for entry in entries { entry.isAttached = false }
        entries.removeAll()
        base = v
        baseOwner = 0
    }

    // MARK: - Animator interface

    func attach(_ entry: PropertyAnimationEntry<Value>) {
        entries.append(entry)
    }

    /// The value of the stack up to and including `entry`.
    func value(through entry: PropertyAnimationEntry<Value>) -> Value {
        var v = base
        for e in entries {
            v = e.value(over: v)
            if e === entry { break }
        }
        return v
    }

    /// Replaces `entry` and everything beneath it by the constant `value`, owned by `owner`.
    func collapse(through entry: PropertyAnimationEntry<Value>, to value: Value, owner: Int) {
        guard let index = entries.firstIndex(where: { $0 === entry }) else { return }
        // Explicit animations beneath stay: they go on over the new base.
        let kept = entries[..<index].filter(\.isExplicit)
        for e in entries[...index] where !e.isExplicit { e.isAttached = false }
        entries.replaceSubrange(...index, with: kept)
        base = value
        baseOwner = owner
    }

    /// Removes `entry` alone: the stack shows what was beneath it.
    func remove(_ entry: PropertyAnimationEntry<Value>) {
        guard let index = entries.firstIndex(where: { $0 === entry }) else { return }
        entry.isAttached = false
        entries.remove(at: index)
    }

    /// Removes `entry`, which ended at its start (a reversed animator finishing at `.start`): the
    /// stack shows what was beneath it. The additive animations directly above it were changes
    /// made after it, measured from its target; they become changes from the value beneath it, so
    /// the model value (the newest target) is that value with every later change on top. (A
    /// rotation that moved a view while the push that had moved it was being turned back: the view
    /// rests where the rotation put its start position, and the model says so.)
    func returnToStart(_ entry: PropertyAnimationEntry<Value>) {
        guard let index = entries.firstIndex(where: { $0 === entry }) else { return }
        let beneath = entries[..<index].last { !$0.isExplicit }?.target ?? base
        let from = entry.target
        entry.isAttached = false
        entries.remove(at: index)
        for above in entries[index...] where !above.isExplicit {
            guard case .additive = above.kind else { break }
            above.shift(from: from, to: beneath)
        }
        refreshSoleAnimation()
    }

    /// Removes the additive animation `entry`, which ended at its end, moving everything beneath it
    /// by its change, so the stack shows the same value without it.
    func absorb(_ entry: PropertyAnimationEntry<Value>) {
        guard let index = entries.firstIndex(where: { $0 === entry }), case let .additive(from, to) = entry.kind else { return }
        base = base.offset(by: 1, from: from, to: to) ?? to
        for e in entries[..<index] { e.shift(from: from, to: to) }
        entry.isAttached = false
        entries.remove(at: index)
    }

    /// Whether an additive animation from the model value can go on top of the stack now: it runs
    /// (adding over nothing is blending) and holds no key frames, and `Value` is a vector.
    func acceptsAdditiveAnimation(to value: Value) -> Bool {
        entries.contains { !$0.isExplicit } && value.offset(by: 0, from: value, to: value) != nil
            && entries.allSatisfy(\.acceptsAdditiveAbove)
    }

    /// Rewrites the base value if `owner` still owns it.
    func replaceBase(_ value: Value, ifOwnedBy owner: Int) {
        if baseOwner == owner { base = value }
    }
}

extension AnimatableProperty where Value: VectorInterpolatable {
    /// The presentation value's rate of change, in value units per second, for the engine's current
    /// time: the derivative of the animation stack (exact for target animations; keyframe animations
    /// are differentiated numerically over a millisecond).
    public var velocity: Value {
        var v = base
        var dv = Value.zeroVector
        for entry in entries {
            let p = entry.track.progress, dp = entry.track.velocity
            switch entry.kind {
            case .to(let target):
                dv = dv.scaled(by: CGFloat(1 - p)).adding(target.subtracting(v).scaled(by: CGFloat(dp)))
                v = v.interpolated(to: target, amount: CGFloat(p))
            case let .additive(from, to):
                let d = to.subtracting(from)
                dv = dv.adding(d.scaled(by: CGFloat(dp)))
                v = v.adding(d.scaled(by: CGFloat(p)))
            case .keyframes(let track):
                let h = 1e-3
                let now = track.value(at: CGFloat(p), initial: v)
                let ahead = track.value(at: CGFloat(p + dp * h), initial: v.adding(dv.scaled(by: CGFloat(h))))
                dv = ahead.subtracting(now).scaled(by: CGFloat(1 / h))
                v = now
            case .explicit(let evaluate):
                // The client samples its time once per step: its own rate is not known here.
                v = evaluate(v)
            }
        }
        return dv
    }
}

/// An explicit animation in a property's stack (`AnimatableProperty.addExplicitAnimation`).
package protocol ExplicitAnimationEntry: AnyObject {
    /// Takes the animation out of its property's stack.
    func detachExplicit()
}

extension PropertyAnimationEntry: ExplicitAnimationEntry {}
