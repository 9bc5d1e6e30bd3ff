import Foundation

/// The layer tree (`CALayer`'s sublayer API).
///
/// A view's layer holds its subviews' layers and any standalone layers in one back-to-front array,
/// as in UIKit, where the view methods are layer operations:
/// - `addSubview(_:)` appends the subview's layer at the end of the sublayers (in front of every
///   sublayer, standalone ones included), as `addSublayer(_:)` does;
/// - `insertSubview(_:at:)` inserts the layer at that index of the *sublayers*, so standalone
///   sublayers count (UIKit's documented parameter is the subviews index; the two agree when a view
///   has no standalone sublayers, and UIKit itself moves views by layer index, a known surprise);
/// - `insertSubview(_:aboveSubview:)` / `belowSubview:` put the layer just above / below the
///   sibling's layer; `bringSubviewToFront(_:)` moves it to the end of the sublayers and
///   `sendSubviewToBack(_:)` to index 0, behind standalone sublayers too;
/// - `subviews` lists the subviews in the order of their layers: it is read from the sublayers,
///   skipping standalone ones, as UIKit reads it, and `superview` is the superlayer's view.
///
/// The layer methods given a view's layer act on the view, so there is only the one tree:
/// `view.layer.removeFromSuperlayer()` is `view.removeFromSuperview()`, and adding a view's layer
/// to another view's layer makes the view a subview at that place (with every view and window
/// callback). A view's layer cannot be put under a standalone layer (`layer.viewLayerUnderLayer`),
/// a layer cannot be added to itself (`layer.addToItself`) or under its own descendant
/// (`layer.cycle`): these are reported and refused.
extension Layer {
    /// The sublayers, back to front (`CALayer.sublayers`); `nil` when there are none, as in Core
    /// Animation. Setting it removes the layers not in the new array from this layer and puts the
    /// given ones in the given order (duplicates after the first are reported and skipped).
    public var sublayers: [Layer]? {
        get { sublayerStorage.isEmpty ? nil : sublayerStorage }
        set { setSublayers(newValue ?? []) }
    }

    /// Appends a layer in front of the sublayers (`CALayer.addSublayer(_:)`), moving it from its
    /// current superlayer.
    public func addSublayer(_ layer: Layer) {
        place(layer) { sublayerStorage.count }
    }

    /// Inserts a layer at an index of `sublayers` (`CALayer.insertSublayer(_:at:)`). A layer already
    /// here is taken out first, then inserted at `index`. The index is clamped to
    /// `0...sublayers.count` (reported as `layer.indexOutOfRange` when outside).
    public func insertSublayer(_ layer: Layer, at index: UInt32) {
        insertSublayer(layer, atIndex: Int(index))
    }

    /// `insertSublayer(_:at:)` with an `Int` index.
    func insertSublayer(_ layer: Layer, atIndex index: Int) {
        place(layer) { clampSublayerIndex(index, operation: "insertSublayer(_:at: \(index))") }
    }

    /// Inserts a layer just below a sibling (`CALayer.insertSublayer(_:below:)`). A `nil` sibling, or
    /// one that is not a sublayer (reported as a note, `layer.siblingNotSublayer`), puts the layer
    /// behind all sublayers.
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        place(layer) { sublayerIndex(of: sibling) ?? 0 }
    }

    /// Inserts a layer just above a sibling (`CALayer.insertSublayer(_:above:)`). A `nil` sibling, or
    /// one that is not a sublayer (reported as a note), puts the layer in front of all sublayers.
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        place(layer) { sublayerIndex(of: sibling).map { $0 + 1 } ?? sublayerStorage.count }
    }

    /// Replaces a sublayer with another layer at the same index (`CALayer.replaceSublayer(_:with:)`).
    /// `oldLayer` that is not a sublayer is reported (`layer.notSublayer`) and nothing changes.
    public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
        guard oldLayer.superlayer === self, sublayerStorage.contains(where: { $0 === oldLayer }) else {
            diagnostics.report(
                Diagnostic(
                    .error, code: "layer.notSublayer",
                    "replaceSublayer(_:with:): the layer to replace is not a sublayer of this \(describe); ignored"))
            return
        }
        if oldLayer === newLayer { return }
        guard canHost(newLayer) else { return }
        if newLayer.superlayer === self { newLayer.removeFromSuperlayer() }
        guard let index = sublayerStorage.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        place(newLayer) { min(index, sublayerStorage.count) }
    }

    /// Detaches the layer from its superlayer (`CALayer.removeFromSuperlayer()`). For a view's layer
    /// this is `removeFromSuperview()` of the view. A standalone layer leaving a window's tree loses
    /// its running animations (the model values stay).
    public func removeFromSuperlayer() {
        if isViewBacked, let view = owningView {
            view.removeFromSuperview()
            return
        }
        guard let parent = superlayer else { return }
        let host = parent.host
        parent.sublayerStorage.removeAll { $0 === self }
        superlayer = nil
        if !parent.isViewBacked { parent.setNeedsLayout() }
        if host != nil { removeAnimationsInStandaloneSubtree() }
    }

    /// Whether this layer is `layer` or lies under it.
    func isInSubtree(of layer: Layer) -> Bool {
        var l: Layer? = self
        while let current = l { if current === layer { return true }; l = current.superlayer }
        return false
    }

    // MARK: Internals

    /// Puts `layer` among the sublayers at the index `resolve` gives once the layer is out of this
    /// layer (so indices count the sublayers without it). View layers go through their views.
    func place(_ layer: Layer, at resolve: () -> Int) {
        guard canHost(layer) else { return }
        if layer.isViewBacked, let view = layer.owningView, let host = owningView {
            host.adopt(view, at: resolve)
            return
        }
        let oldHost = layer.host
        if let old = layer.superlayer {
            old.sublayerStorage.removeAll { $0 === layer }
            layer.superlayer = nil
            if !old.isViewBacked { old.setNeedsLayout() }
        }
        let index = resolve()
        sublayerStorage.insert(layer, at: index)
        layer.superlayer = self
        if !isViewBacked { setNeedsLayout() }
        // Marks made while the layer was outside this window are laid out in its next pass.
        host?.layerTreeDidChange()
        if let oldHost, oldHost !== host { layer.removeAnimationsInStandaloneSubtree() }
    }

    /// Whether `layer` may become a sublayer of this layer; reports why not.
    func canHost(_ layer: Layer) -> Bool {
        if layer === self {
            diagnostics.report(
                Diagnostic(
                    .error, code: "layer.addToItself",
                    "a \(describe) cannot be added as a sublayer of itself; ignored"))
            return false
        }
        if isInSubtree(of: layer) {
            diagnostics.report(
                Diagnostic(
                    .error, code: "layer.cycle",
                    "a \(layer.describe) cannot be added under its own descendant \(describe); ignored"))
            return false
        }
        if layer.isViewBacked, owningView == nil || !isViewBacked {
            diagnostics.report(
                Diagnostic(
                    .error, code: "layer.viewLayerUnderLayer",
                    "the layer of a \(layer.describe) can only be a sublayer of a view's layer (use addSubview); ignored"))
            return false
        }
        return true
    }

    /// The index of `sibling` among the sublayers; `nil` (after a note when it is not `nil`) when
    /// it is not one.
    func sublayerIndex(of sibling: Layer?) -> Int? {
        guard let sibling else { return nil }
        if let i = sublayerStorage.firstIndex(where: { $0 === sibling }) { return i }
        diagnostics.report(
            Diagnostic(
                .note, code: "layer.siblingNotSublayer",
                "the sibling is not a sublayer of this \(describe); the layer was placed relative to all sublayers"))
        return nil
    }

    /// `index` clamped to `0...sublayers.count`, reported when outside.
    func clampSublayerIndex(_ index: Int, operation: String) -> Int {
        let count = sublayerStorage.count
        if index < 0 || index > count {
            diagnostics.report(
                Diagnostic(
                    .warning, code: "layer.indexOutOfRange",
                    "\(operation) on a \(describe) with \(count) sublayers; clamped"))
        }
        return min(max(index, 0), count)
    }

    /// Sets the whole sublayer array (the `sublayers` setter).
    func setSublayers(_ layers: [Layer]) {
        var seen = Set<ObjectIdentifier>()
        var wanted: [Layer] = []
        for layer in layers {
            if seen.insert(ObjectIdentifier(layer)).inserted {
                wanted.append(layer)
            } else {
                diagnostics.report(
                    Diagnostic(
                        .warning, code: "layer.duplicateSublayer",
                        "sublayers set with the same layer twice on a \(describe); the later entry skipped"))
            }
        }
        for old in sublayerStorage where !seen.contains(ObjectIdentifier(old)) { old.removeFromSuperlayer() }
        var next = 0
        for layer in wanted {
            let target = next
            place(layer) { min(target, sublayerStorage.count) }
            if layer.superlayer === self { next += 1 }
        }
    }

    /// Drops the running animations of this standalone layer and its sublayers.
    func removeAnimationsInStandaloneSubtree() {
        if props.isAnimating || !activeAnimations.isEmpty || !explicitAnimations.isEmpty { removeAllAnimations() }
        for layer in sublayerStorage where !layer.isViewBacked { layer.removeAnimationsInStandaloneSubtree() }
    }
}
