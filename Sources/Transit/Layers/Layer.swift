import Foundation

/// The Core Animation layer behind every view (`CALayer`): geometry, compositing and decoration
/// values, each with a model value (what you set) and a presentation value (what is on screen now,
/// while animations run).
///
/// A view owns exactly one layer (`View.layer`) and is its `delegate`; the layer tree is the one
/// tree (a view's `subviews` are the views of its layer's view-backed sublayers). A layer made
/// with `Layer()` stands alone and is used as a `mask`. Setting a property to a non-finite value
/// is reported through the owning window's diagnostics and ignored.
@MainActor
open class Layer {
    // MARK: Identity, as `NSObject` has it (conformances in `Identity/ObjectIdentity.swift`)

    /// Whether `object` is this very object (`NSObject.isEqual(_:)`, which `CALayer` inherits):
    /// `==` and `!=` call it. Override it together with `hash`.
    nonisolated open func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }

    /// A hash consistent with `isEqual(_:)` (`NSObject.hash`): the object's identity.
    nonisolated open var hash: Int { ObjectIdentifier(self).hashValue }

    /// The class name and address, as `NSObject.description` prints them.
    open var description: String { identityDescription(of: self) }

    /// The animatable values, each a model value plus the animations moving its presentation.
    let props = LayerProperties()
    /// The block animations and property animators running on this layer, oldest first.
    var activeAnimations: [AnimationRun] = []
    /// The layer's media timing (`beginTime`, `speed`, `timeOffset`, …; see `Layer+MediaTiming`).
    var timing = MediaTimingParameters() { didSet { timingChanged(from: oldValue) } }
    /// The explicit animations attached with `add(_:forKey:)`, in the order added.
    @exclusivity(unchecked) var explicitAnimations: [ExplicitAnimationInstance] = []
    /// `shadowPath` and its explicit animations, made when first set (see `Layer+ShadowPath`).
    var shadowPathRecord: AnimatedRecord<LayerShadowPathState>?
    /// Names this layer's nodes in its host's render tree, so a `Transition` added later can find
    /// the layer's last rendering there (`LayerHost.lastRenderTree`): numbered by the host when the
    /// layer is first drawn in its tree (see `renderSerial(in:)`); 0 until then.
    @exclusivity(unchecked) var renderSerial: UInt64 = 0
    /// The `LayerHost.renderHostID` of the host that numbered `renderSerial` (0: none).
    @exclusivity(unchecked) var renderSerialHostID: UInt64 = 0
    /// The reference the timebases of this layer's animations hold (see `clockReference`), made
    /// on first use and cleared when the layer goes away.
    var clockReferenceStorage: LayerClockReference?

    deinit { clockReferenceStorage?.layer = nil }

    /// What the layer draws of its own, from the model values or from the values on screen now:
    /// its drawn backing (brought up to date first), else its `contents`; subclasses that draw
    /// themselves (a shape layer's path, a gradient layer's colours) override it and fall back to
    /// this. The layer's half of the one content hook (`supplyContent(to:model:)`).
    func drawnContent(model: Bool) -> RenderNode.Content? {
        if let drawn = displayedContent() { return drawn }
        guard let contents else { return nil }
        return .contents(contents, gravity: contentsGravity.renderGravity, scale: contentsScale, rect: contentsRect)
    }

    /// Actions by key, consulted before `defaultAction(forKey:)` when a property of a standalone
    /// layer changes (`CALayer.actions`); `NSNull()` disables a key's action.
    public var actions: [String: any LayerAction]?

    /// For a presentation copy, the model layer it was made from.
    private var modelLayer: Layer?

    /// The view whose own layer this is (UIKit makes that view the layer's `delegate`).
    weak var owningView: View?
    /// The delegate set on a standalone layer (see `delegate`).
    weak var assignedDelegate: (any LayerDelegate)?
    /// Whether the layer is marked for layout (`CALayer.needsLayout()`; see `Layer+Layout`).
    var layoutMark = false

    /// Creates a standalone layer with Core Animation's default values (`CALayer.init()`).
    /// Subclasses override it (it is `required`, so `type(of: layer).init()` works for any layer).
    public required init() {}
    /// Draws the layer's content (`CALayer.draw(in:)`); by default its delegate's
    /// `draw(_:in:)` (for a view's layer, the view's `draw(_:)`).
    open func draw(in ctx: GraphicsContext) { delegate?.draw(self, in: ctx) }
    /// Redraws the content when marked (`CALayer.display()`): the delegate's `display(_:)`, whose
    /// default records `draw(in:)` as the backing, as it does without a delegate.
    open func display() { if let delegate { delegate.display(self) } else { displayByDrawing() } }
    /// Lays out the sublayers (`CALayer.layoutSublayers()`): by default the delegate's
    /// `layoutSublayers(of:)`. Subclasses override it to set their sublayers' frames.
    open func layoutSublayers() { assignedDelegate?.layoutSublayers(of: self) }
    /// Whether a change of `key` marks the layer for display (`CALayer.needsDisplay(forKey:)`); false by default.
    open class func needsDisplay(forKey key: String) -> Bool { false }
    @exclusivity(unchecked) var displayState = LayerDisplayState()  // the drawn backing and its marks

    /// Creates a layer holding a copy of another layer's values (`CALayer.init(layer:)`), as Core
    /// Animation does to make presentation copies. Subclasses with their own stored values override
    /// it, call `super.init(layer:)` and copy their values from `layer`. The new layer copies the
    /// model values and flags, not the sublayers, the mask or the delegate. A `layer` that is not a
    /// `Layer` is reported (`layer.initNotALayer`) and the new layer keeps the default values.
    public required init(layer: Any) {
        guard let other = layer as? Layer else {
            StandardErrorDiagnostics.console.report(
                Diagnostic(
                    .error, code: "layer.initNotALayer",
                    "Layer.init(layer:) given a \(type(of: layer)), not a Layer; default values used"))
            return
        }
        props.assign(other.modelState)
        copyFlags(from: other)
    }

    /// The key paths already reported as unknown by `slot(forKeyPath:)`.
    var reportedKeyPaths: Set<String> = []

    /// Where the Core Animation key path `keyPath` lands among this layer's animatable values, or
    /// `nil` when the layer does not animate it: the hook explicit animations resolve their
    /// `keyPath` through.
    ///
    /// A layer covers every key path of `CALayer`'s animatable properties as Core Animation spells
    /// them (`position`, `position.x`, `bounds.size.width`, `transform.rotation.z`,
    /// `sublayerTransform.scale`, `opacity`, `backgroundColor`, `shadowOffset`, …; see
    /// `Layer.baseAnimatableSlots`). A subclass with animatable properties of its own (a shape
    /// layer's `path` and `strokeEnd`, a gradient layer's `colors`) overrides this, returns its
    /// own slots for its key paths and `super`'s answer for the rest.
    func animatableSlot(forKeyPath keyPath: String) -> AnimatableSlot? {
        Self.baseAnimatableSlots[keyPath]
    }

    /// The layer's bounds (`CALayer.bounds`).
    open var bounds: CGRect {
        get { props.bounds.value }
        set {
            guard check(newValue.origin.x, newValue.origin.y, newValue.width, newValue.height, name: "bounds") else { return }
            setModel(props.bounds, newValue.standardized, .bounds)
        }
    }

    /// The position of the anchor point in the superlayer's space (`CALayer.position`; `View.center`).
    open var position: CGPoint {
        get { props.position.value }
        set {
            guard check(newValue.x, newValue.y, name: "position") else { return }
            setModel(props.position, newValue, .position)
        }
    }

    /// The anchor point in unit coordinates of the bounds (`CALayer.anchorPoint`). Changing it keeps
    /// `position` and so moves the frame, as in Core Animation.
    open var anchorPoint: CGPoint {
        get { props.anchorPoint.value }
        set {
            guard check(newValue.x, newValue.y, name: "anchorPoint") else { return }
            setModel(props.anchorPoint, newValue, .anchorPoint)
        }
    }

    /// The z component of the anchor point (`CALayer.anchorPointZ`).
    open var anchorPointZ: CGFloat {
        get { props.anchorPointZ.value }
        set {
            if check(newValue, name: "anchorPointZ") {
                props.anchorPointZ.setValueImmediately(newValue); props.refresh(.anchorPointZ)
            }
        }
    }

    /// The frame in the superlayer's space (`CALayer.frame`): the bounding box of the bounds
    /// through `transform`. Setting it sets the bounds size and the position as if the transform
    /// were the identity (Core Animation leaves that case undefined; UIKit documents `frame` as
    /// undefined when the transform is not the identity).
    open var frame: CGRect {
        get { modelState.frame }
        set {
            guard check(newValue.origin.x, newValue.origin.y, newValue.width, newValue.height, name: "frame") else { return }
            let r = newValue.standardized
            let a = props.anchorPoint.value
            position = CGPoint(x: r.minX + a.x * r.width, y: r.minY + a.y * r.height)
            bounds = CGRect(origin: props.bounds.value.origin, size: r.size)
        }
    }

    /// The transform about the anchor point (`CALayer.transform`), with `m34` perspective.
    open var transform: Transform3D {
        get { props.transform.value }
        set {
            guard check(newValue.entries, name: "transform") else { return }
            setModel(props.transform, newValue, .transform)
        }
    }

    /// The affine part of `transform` (`CALayer.affineTransform()`).
    open func affineTransform() -> CGAffineTransform { props.transform.value.affineTransform }

    /// Sets `transform` to an affine transform (`CALayer.setAffineTransform(_:)`).
    open func setAffineTransform(_ t: CGAffineTransform) { transform = Transform3D(t) }

    /// The transform applied to the sublayers about the anchor point (`CALayer.sublayerTransform`).
    open var sublayerTransform: Transform3D {
        get { props.sublayerTransform.value }
        set {
            guard check(newValue.entries, name: "sublayerTransform") else { return }
            setModel(props.sublayerTransform, newValue, .sublayerTransform)
        }
    }

    /// The position on the z axis (`CALayer.zPosition`): orders siblings, higher on top.
    open var zPosition: CGFloat {
        get { props.zPosition.value }
        set { if check(newValue, name: "zPosition") { setModel(props.zPosition, newValue, .zPosition) } }
    }

    /// The opacity (`CALayer.opacity`; `View.alpha`). Values outside 0…1 are clamped to the
    /// nearer end, as Core Animation documents for `opacity` (the property table's clamp rule).
    open var opacity: CGFloat {
        get { props.opacity.value }
        set { if check(newValue, name: "opacity") { setModel(props.opacity, newValue, .opacity) } }
    }

    /// Whether the layer and its sublayers are hidden (`CALayer.isHidden`; `View.isHidden`).
    @exclusivity(unchecked) open var isHidden = false

    /// Whether the layer declares its content fully opaque (`CALayer.isOpaque`): `false` for a
    /// standalone layer, `true` for a view's layer, as UIKit sets it. A drawing hint only:
    /// Transit always composites with alpha, so it never changes what is drawn.
    open var isOpaque = false

    /// Whether the back face shows when the layer is turned away (`CALayer.isDoubleSided`).
    @exclusivity(unchecked) open var isDoubleSided = true

    /// Whether content and sublayers are clipped to the rounded bounds (`CALayer.masksToBounds`;
    /// `View.clipsToBounds`).
    @exclusivity(unchecked) open var masksToBounds = false

    /// The background fill (`CALayer.backgroundColor`; `View.backgroundColor`), fixed (see `Layer+DynamicColors`).
    open var backgroundColor: Color? {
        get { props.backgroundColor.model }
        set { props.backgroundColor.setModel(newValue, in: self) { set(props.backgroundColor.color, $0, .backgroundColor) } }
    }

    /// The corner radius of the background, border and clip (`CALayer.cornerRadius`). Negative
    /// values are treated as 0.
    open var cornerRadius: CGFloat {
        get { props.cornerRadius.value }
        set { if check(newValue, name: "cornerRadius") { setModel(props.cornerRadius, newValue, .cornerRadius) } }
    }

    /// The corners `cornerRadius` rounds (`CALayer.maskedCorners`), all four by default; the
    /// others stay square in the background, the border and the clip.
    @exclusivity(unchecked) open var maskedCorners: CornerMask = .all

    /// The border width, drawn inside the bounds (`CALayer.borderWidth`). Negative is treated as 0.
    open var borderWidth: CGFloat {
        get { props.borderWidth.value }
        set { if check(newValue, name: "borderWidth") { setModel(props.borderWidth, newValue, .borderWidth) } }
    }

    /// The border colour (`CALayer.borderColor`), opaque black by default.
    open var borderColor: Color? {
        get { props.borderColor.model }
        set { props.borderColor.setModel(newValue, in: self) { set(props.borderColor.color, $0, .borderColor) } }
    }

    /// The shadow colour (`CALayer.shadowColor`), opaque black by default.
    open var shadowColor: Color? {
        get { props.shadowColor.model }
        set { props.shadowColor.setModel(newValue, in: self) { set(props.shadowColor.color, $0, .shadowColor) } }
    }

    /// The shadow opacity (`CALayer.shadowOpacity`), 0 (no shadow) by default; clamped to 0…1.
    open var shadowOpacity: CGFloat {
        get { props.shadowOpacity.value }
        set { if check(newValue, name: "shadowOpacity") { setModel(props.shadowOpacity, newValue, .shadowOpacity) } }
    }

    /// The shadow blur radius (`CALayer.shadowRadius`), 3 by default. Negative is treated as 0.
    open var shadowRadius: CGFloat {
        get { props.shadowRadius.value }
        set { if check(newValue, name: "shadowRadius") { setModel(props.shadowRadius, newValue, .shadowRadius) } }
    }

    /// The shadow offset (`CALayer.shadowOffset`), (0, −3) by default.
    open var shadowOffset: CGSize {
        get { props.shadowOffset.value }
        set {
            if check(newValue.width, newValue.height, name: "shadowOffset") {
                setModel(props.shadowOffset, newValue, .shadowOffset)
            }
        }
    }

    /// A name for the layer (`CALayer.name`), for finding it and in diagnostics; `nil` by default.
    open var name: String?

    /// An image the layer draws above its background and below its sublayers (`CALayer.contents`,
    /// a `CGImage` in Core Animation), placed by `contentsGravity`. A view that draws content of its
    /// own (an image view, a label) draws that instead.
    open var contents: Image?

    /// How `contents` is placed in the bounds (`CALayer.contentsGravity`), `.resize` by default.
    open var contentsGravity: LayerContentsGravity = .resize

    /// Pixels of `contents` per point (`CALayer.contentsScale`), 1 by default: the natural size of
    /// the contents, which the gravities that do not scale use, is its pixel size divided by this.
    /// A value that is not finite and positive is reported and ignored.
    open var contentsScale: CGFloat = 1 {
        didSet {
            if !(contentsScale.isFinite && contentsScale > 0) {
                diagnostics.report(
                    Diagnostic(
                        .error, code: "layer.contentsScale",
                        "\(describe).contentsScale set to \(contentsScale); must be finite and positive, ignored"))
                contentsScale = oldValue
            }
        }
    }

    /// The part of `contents` drawn, in unit coordinates of the image (`CALayer.contentsRect`): the
    /// unit rectangle by default; a smaller one draws a sub-image (its size is then the natural
    /// size), and outside the image the edge pixels extend, as in Core Animation. Non-finite values
    /// are reported and ignored.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet {
            let r = contentsRect
            if !check(r.origin.x, r.origin.y, r.width, r.height, name: "contentsRect") { contentsRect = oldValue }
        }
    }

    /// A layer whose alpha masks this layer's content and sublayers (`CALayer.mask`), placed in this
    /// layer's coordinate space; it may have sublayers of its own (the whole tree masks). When the
    /// mask is a view's layer, that view's whole subtree masks. The mask is not a sublayer, but it
    /// belongs to this layer's tree: it animates on this layer's window. A mask that is this layer
    /// or lies above it (through superlayers and masks) is reported (`layer.maskCycle`) and refused.
    open var mask: Layer? {
        get { maskStorage }
        set {
            if let newValue, isUnder(newValue) {
                diagnostics.report(
                    Diagnostic(
                        .error, code: "layer.maskCycle",
                        "a \(newValue.describe) cannot mask \(describe), which it contains or masks; ignored"))
                return
            }
            if maskStorage?.maskHost === self { maskStorage?.maskHost = nil }
            maskStorage = newValue
            newValue?.maskHost = self
        }
    }
    @exclusivity(unchecked) var maskStorage: Layer?

    /// The layer this one is a sublayer of (`CALayer.superlayer`); for a view's layer in a view
    /// tree, the superview's layer.
    public internal(set) weak var superlayer: Layer? {
        didSet { if superlayer?.timingLayer != nil { timingChainChanged() } }
    }

    /// The sublayers, back to front (what `sublayers` returns). Tree operations are in
    /// `Layer+Sublayers.swift`.
    @exclusivity(unchecked) var sublayerStorage: [Layer] = []

    /// Whether this layer is a view's own layer (`View.layer`); such a layer joins and leaves
    /// layer trees only together with its view.
    var isViewBacked = false

    /// Whether this layer keeps its sublayers in 3-D instead of flattening them (`TransformLayer`
    /// sets it; stored, so building a frame reads a flag rather than asking the class).
    var preserves3D = false

    /// The layer this one masks (its `mask` is this layer): a mask belongs to that layer's tree.
    weak var maskHost: Layer?

    /// The model layer (`CALayer.model()`): this layer, or for a copy made by `presentation()`, the
    /// layer it was copied from.
    open func model() -> Layer { modelLayer ?? self }

    /// A copy holding the values on screen now (`CALayer.presentation()`): the model values with
    /// running animations applied at the owning window's current time. Never `nil` in Transit (no
    /// commit step is needed); the copy is detached from any view.
    open func presentation() -> Layer? {
        let copy = type(of: self).init(layer: self)
        copy.props.assign(presentationState)
        copy.shadowPathRecord = shadowPathRecord.map { AnimatedRecord($0.presentation) }
        copy.maskStorage = maskStorage  // shares the mask without becoming its host
        copy.modelLayer = self
        return copy
    }

    /// Whether a point in this layer's coordinates is inside its bounds (`CALayer.contains(_:)`).
    open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }

    /// The farthest descendant, or this layer, containing a point given in the *superlayer's*
    /// coordinates (`CALayer.hitTest(_:)`); `nil` if none does. Hidden layers are skipped with their
    /// sublayers; sublayers are tried front to back (array order re-ordered by `zPosition`, as
    /// drawn, flattened: a transform layer's sublayers are not depth-sorted here); with
    /// `masksToBounds`, points outside the bounds miss the whole subtree. Layers do not take
    /// touches: `View.hitTest(_:with:)` routes them, through views only.
    open func hitTest(_ point: CGPoint) -> Layer? { defaultHitTest(point) }
}
