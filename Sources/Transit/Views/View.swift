import Foundation

/// An object that manages the content of a rectangular area on screen (`UIView`).
///
/// Geometry lives in the view's `layer`, as in UIKit: `center` is the layer's position, `bounds`
/// its bounds, `transform` the affine part of its transform, and `frame` derives from the three.
/// Non-finite geometry or alpha is reported through the window's diagnostics and ignored.
@MainActor
open class View {
    // MARK: Identity, as `NSObject` has it (conformances in `Identity/ObjectIdentity.swift`)

    /// Whether `object` is this very object (`NSObject.isEqual(_:)`, which `UIView` inherits):
    /// `==` and `!=` call it. Override it together with `hash`.
    nonisolated open func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }

    /// A hash consistent with `isEqual(_:)` (`NSObject.hash`): the object's identity.
    nonisolated open var hash: Int { ObjectIdentifier(self).hashValue }

    /// The class name and address, as `NSObject.description` prints them.
    open var description: String { identityDescription(of: self, extra: "frame = \(Self.describe(frame))") }

    /// The layer that draws the view (`UIView.layer`), an instance of the class's `layerClass`
    /// made as the view is initialized.
    public let layer: Layer

    /// The class of layer a view of this class is backed by (`UIView.layerClass`): `Layer` by
    /// default; subclasses override it (e.g. to return `TransformLayer.self`) and the view's `layer`
    /// is made from it at initialization. Typed `AnyClass`, as in UIKit, so
    /// `override class var layerClass: AnyClass { CAGradientLayer.self }` compiles unchanged; a
    /// class that is not a `Layer` is reported (`view.layerClass`) and a plain `Layer` is used.
    open class var layerClass: AnyClass { Layer.self }
    /// The superview (`UIView.superview`): the view whose layer is this view's superlayer.
    public var superview: View? { layer.superlayer?.owningView }
    /// The subviews, back to front (`UIView.subviews`): the views whose layers are among this
    /// view's sublayers, in sublayer order (standalone sublayers are not views and are skipped), as
    /// UIKit derives them from the layer tree. Derived again whenever a view's layer joins, leaves
    /// or moves among the sublayers (`sublayersDidChange()`); it also keeps the subviews alive, since
    /// a layer's `delegate` is weak, as in Core Animation.
    public private(set) var subviews: [View] = []
    /// The window the view is in, set as the view joins and leaves a window's hierarchy.
    weak var windowStorage: Window?
    /// The key-value observations of this view, made on first use (View+KeyValueObserving).
    var keyValueObservers: KeyValueObservers?
    /// Whether `layoutSubviews` must run at the next layout pass. Marking a view marks its
    /// ancestors' `descendantNeedsLayout`, so a layout pass descends only into marked subtrees.
    var needsLayout = true { didSet { if needsLayout { markAncestorsForLayout() } } }
    /// Whether a view below this one may be marked for layout: set on the way up from every mark,
    /// cleared by the layout pass that finds its subviews' subtrees laid out.
    var descendantNeedsLayout = false
    /// The view controller whose root view this is (UIKit's `_viewDelegate`): told when the view
    /// joins or leaves a window (appearance) and around its `layoutSubviews()`.
    weak var viewDelegate: ViewController?
    /// The style `overrideUserInterfaceStyle` set (see `View+Traits.swift`).
    var styleOverride: UserInterfaceStyle = .unspecified
    /// Constraints, guides, margins and the hierarchy's engine (`AutoLayout/`), made on first use.
    var autoLayoutStorage: AutoLayoutState?
    /// The safe-area insets last reported by `safeAreaInsetsDidChange()`.
    var reportedSafeAreaInsets: EdgeInsets = .zero
    /// Dynamic animators with this reference view that wait for it to join a window (`Dynamics/`).
    var dynamicAnimatorsAwaitingWindow: [WeakDynamicAnimator] = []

    /// Creates a view with the given frame (`UIView.init(frame:)`).
    public init(frame: CGRect) {
        layer = Self.makeLayer()
        layer.owningView = self
        layer.isViewBacked = true
        layer.isOpaque = true
        layer.displayState.delegateSuppliesContent = Self.suppliesContent
        self.frame = frame
    }

    /// Prepares the view after it is loaded from a storyboard or NIB (`awakeFromNib()`, which
    /// UIKit inherits from `NSObject`). Inert by nature: Transit loads no storyboards or NIBs, so it
    /// never calls this; it exists so that overrides that call `super` compile. Move their work to
    /// `init(frame:)`.
    open func awakeFromNib() {}

    /// A new layer of the class's `layerClass`, or a `Layer` (reported) when that is not a layer
    /// class. The view has no window yet, so the report goes to the console sink.
    private static func makeLayer() -> Layer {
        if let type = layerClass as? Layer.Type { return type.init() }
        StandardErrorDiagnostics.console.report(
            Diagnostic(
                .error, code: "view.layerClass",
                "\(Self.self).layerClass is \(layerClass), which is not a Layer class; using Layer"))
        return Layer()
    }

    /// Creates a view with a zero frame (`UIView.init()`).
    public convenience init() { self.init(frame: .zero) }

    /// Creates a view from an archive (`UIView.init(coder:)`). Transit has no nibs, storyboards or
    /// view archives, so nothing is decoded: the view starts as `init(frame: .zero)` does. It is
    /// `required`, as in UIKit, so the standard subclass templates compile unchanged.
    public required init?(coder: NSCoder) {
        layer = Self.makeLayer()
        layer.owningView = self
        layer.isViewBacked = true
        layer.isOpaque = true
        layer.displayState.delegateSuppliesContent = Self.suppliesContent
    }

    /// The frame in the superview's coordinates (`UIView.frame`): the bounding box of the bounds
    /// through the transform, about the center. Setting it sets `center` and the bounds size as if
    /// the transform were the identity (UIKit leaves this case undefined), so with a non-identity
    /// transform the frame read back differs from the one set.
    open var frame: CGRect {
        get { layer.frame }
        set {
            notifyingObservers(of: 0) { layer.frame = newValue }
            windowStorage?.safeAreasNeedUpdate = true
        }
    }

    /// The bounds in the view's own coordinates (`UIView.bounds`). Changing the size keeps
    /// `center`, resizes subviews by their `autoresizingMask` and marks the view for layout.
    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue; windowStorage?.safeAreasNeedUpdate = true }
    }

    /// The centre of the frame in the superview's coordinates (`UIView.center`, the layer's
    /// position).
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue; windowStorage?.safeAreasNeedUpdate = true }
    }

    /// The affine transform about the centre (`UIView.transform`), the affine part of the layer's
    /// transform. Setting it replaces the layer's 3D transform.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue); windowStorage?.safeAreasNeedUpdate = true }
    }

    /// The 3D transform of the layer (`UIView.transform3D`).
    open var transform3D: Transform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// The opacity, 0…1 (`UIView.alpha`, the layer's opacity). Out-of-range values are clamped.
    open var alpha: CGFloat {
        get { layer.opacity }
        set { layer.opacity = newValue }
    }

    /// Whether the view and its subviews are hidden (`UIView.isHidden`).
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            let changed = newValue != layer.isHidden
            layer.isHidden = newValue
            if changed { (superview as? StackView)?.arrangedSubviewVisibilityDidChange(self) }
        }
    }

    /// The background colour (`UIView.backgroundColor`): a dynamic colour stays dynamic here,
    /// while the layer holds its resolution for the view's traits (see `Layer+DynamicColors`).
    open var backgroundColor: Color? {
        get { layer.props.backgroundColor.source ?? layer.backgroundColor }
        set { layer.backgroundColor = newValue }
    }

    /// Whether subviews are clipped to the bounds (`UIView.clipsToBounds`, the layer's
    /// `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Whether the view declares itself fully opaque (`UIView.isOpaque`, the layer's `isOpaque`);
    /// `true` by default, as in UIKit. A hint that lets a drawing system skip blending content a
    /// view draws itself; Transit composites every view with its alpha and background, so the
    /// value never changes what is drawn, exactly as for UIKit views that do not override
    /// `draw(_:)`.
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// An integer that identifies the view (`UIView.tag`).
    open var tag = 0

    /// The identifier that pairs this view with the view of the same identifier in another screen
    /// for a shared-element transition, which flies one onto the other (Hero's `hero.id`,
    /// Android's `View.transitionName`, SwiftUI's `matchedGeometryEffect(id:in:)`; UIKit has no
    /// counterpart). `nil`, the default, takes no part. Transit extension: the catalogue's
    /// `CatalogTransition.sharedElements(timing:)` reads it.
    public var sharedElementID: String?

    /// Whether touches reach the view (`UIView.isUserInteractionEnabled`).
    open var isUserInteractionEnabled = true

    /// A string that identifies the view to UI tests (`UIAccessibilityIdentification.accessibilityIdentifier`):
    /// never shown or spoken; `nil` by default.
    open var accessibilityIdentifier: String?
    /// What the accessibility properties were set to; unset ones take the view's defaults
    /// (see `View+Accessibility.swift`).
    var accessibilityOverrides = AccessibilityOverrides()

    /// How the view resizes when its superview's bounds change (`UIView.autoresizingMask`); empty
    /// (no resizing) by default.
    open var autoresizingMask: AutoresizingMask = []

    /// Whether subviews are resized by their masks when the bounds change
    /// (`UIView.autoresizesSubviews`); `true` by default.
    open var autoresizesSubviews = true

    /// How the view shows its content when its bounds size differs from the content's
    /// (`UIView.contentMode`); `.scaleToFill` by default.
    open var contentMode: ContentMode = .scaleToFill
    /// How the view's content flips in a right-to-left layout (`UIView.semanticContentAttribute`);
    /// see `View+LayoutDirection`.
    open var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { layoutDirectionDidChange(subtree: false) } }
    }

    /// The tint colour: the view's own, or its superview's, or system blue (`UIView.tintColor`).
    open var tintColor: Color! {
        get { tintColorStorage ?? superview?.tintColor ?? .systemBlue }
        set { tintColorStorage = newValue }
    }
    private var tintColorStorage: Color?

    /// A view whose alpha masks this view's content (`UIView.mask`); shown in this view's
    /// coordinates and not part of the view hierarchy.
    open var mask: View? {
        didSet { layer.mask = mask?.layer }
    }

    /// The window the view is in, or `nil` (`UIView.window`).
    open var window: Window? { windowStorage }

    /// Where this view reports misuse: its window's sink, or standard error outside a window.
    open var diagnostics: any DiagnosticSink { window?.diagnostics ?? StandardErrorDiagnostics.console }

    // MARK: Overridable behaviour (UIKit's hooks)

    /// Called before the superview changes (`UIView.willMove(toSuperview:)`).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the superview changed (`UIView.didMoveToSuperview()`).
    open func didMoveToSuperview() {}
    /// Called before the window changes, for this view and each descendant
    /// (`UIView.willMove(toWindow:)`).
    open func willMove(toWindow newWindow: Window?) {}
    /// Called after the window changed, for this view and each descendant
    /// (`UIView.didMoveToWindow()`).
    open func didMoveToWindow() {}
    /// Called after a subview is added (`UIView.didAddSubview(_:)`).
    open func didAddSubview(_ subview: View) {}
    /// Called before a subview is removed (`UIView.willRemoveSubview(_:)`).
    open func willRemoveSubview(_ subview: View) {}

    /// Called when the view's traits changed (`UIView.traitCollectionDidChange(_:)`): when the
    /// traits or the scale of its window change (`Window.screenTraits`, `screenScale`).
    /// `previousTraitCollection` is the collection before the change. Does nothing by default.
    /// Moving into or out of a window does not call it.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Lays out subviews (`UIView.layoutSubviews()`). The default does nothing: autoresizing has
    /// already been applied when the bounds changed. Called by `layoutIfNeeded()` and by the
    /// window's layout pass, never directly.
    open func layoutSubviews() {}

    /// The shape dynamics collide the view as (`UIView.collisionBoundsType`): the rectangle of
    /// its bounds. Subclasses override it, as on iOS, to collide as the ellipse of their bounds
    /// or as their `collisionBoundingPath` (see `DynamicItem`).
    open var collisionBoundsType: DynamicItemCollisionBoundsType { .rectangle }

    /// The convex path the view collides as when `collisionBoundsType` is `.path`
    /// (`UIView.collisionBoundingPath`), centred on (0, 0): by default its bounds' rectangle.
    open var collisionBoundingPath: BezierPath {
        BezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }

    /// Updates the constraints the view manages itself (`UIView.updateConstraints()`), called
    /// before layout after `setNeedsUpdateConstraints()`. Does nothing by default.
    open func updateConstraints() {}

    /// Called when `layoutMargins` changed (`UIView.layoutMarginsDidChange()`). Does nothing by
    /// default.
    open func layoutMarginsDidChange() {}

    /// Called when `safeAreaInsets` changed (`UIView.safeAreaInsetsDidChange()`): in the layout
    /// pass, just before the view's own layout (see `View+SafeArea.swift`). Does nothing by
    /// default.
    open func safeAreaInsetsDidChange() {}

    /// The farthest descendant containing `point` (in this view's coordinates) that can receive
    /// touches (`UIView.hitTest(_:with:)`): hidden views, views with alpha below 0.01 and views
    /// with user interaction disabled are skipped with their subtrees, and so are views with a
    /// running block animation that lacks `allowUserInteraction`; subviews are tried front to
    /// back; a point outside `point(inside:with:)` excludes the whole subtree, as in UIKit.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        defaultHitTest(point, with: event)
    }

    /// Whether `point` (in this view's coordinates) is inside the view (`UIView.point(inside:with:)`):
    /// inside the bounds by default.
    open func point(inside point: CGPoint, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    /// The size that best fits `size` (`UIView.sizeThatFits(_:)`): the current bounds size by
    /// default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping the frame's origin
    /// (`UIView.sizeToFit()`).
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// The natural size of the content (`UIView.intrinsicContentSize`); `View.noIntrinsicMetric`
    /// in both dimensions by default.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The value meaning "no intrinsic size" in one dimension (`UIView.noIntrinsicMetric`, −1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// Whether views of this class supply content of their own through `supplyContent(to:)`,
    /// which the render walk then asks their layer's delegate for, as Core Animation asks a
    /// `CALayerDelegate` to display; `false` for a plain view, whose layer skips the question.
    class var suppliesContent: Bool { false }

    /// Puts what the view shows of its own into its layer's render node, as the layer's delegate
    /// (see `LayerContentDelegate`): the content drawn between the background and the subviews
    /// (a label's text, an image view's image), the material under the background (effect views,
    /// translucent bars), the vibrancy of the subtree, or frozen content under the subviews (a
    /// snapshot's capture). Content left `nil` lets the layer's own drawing show. A plain view adds
    /// nothing; subclasses in Transit override it together with `suppliesContent`.
    func supplyContent(to node: inout RenderNode) {}

    /// Draws the view's content in `rect`, the part of the bounds to redraw (`UIView.draw(_:)`).
    /// Override it and draw into `GraphicsGetCurrentContext()`; it runs when the view is first
    /// shown, after `setNeedsDisplay()`, and when its size changes under `contentMode = .redraw`,
    /// never otherwise. The default draws nothing.
    open func draw(_ rect: CGRect) {}

    /// The accessibility label, traits and element flag a view has until they are set: none for
    /// a plain view; labels and buttons describe their text (see `View+Accessibility.swift`).
    func accessibilityDefaults() -> AccessibilityDefaults { AccessibilityDefaults() }

    // MARK: Touches and gesture recognizers (owned by Events/ and Gestures/)

    /// The gesture recognizers attached to the view, in the order they were added.
    var gestureRecognizerStorage: [GestureRecognizer] = []

    /// Called when fingers touch down in the view (`UIResponder.touchesBegan(_:with:)`). The
    /// default passes the touches on to the superview, the next responder.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        superview?.touchesBegan(touches, with: event)
    }
    /// Called when fingers that began in the view move (`UIResponder.touchesMoved(_:with:)`);
    /// the default passes them on to the superview.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        superview?.touchesMoved(touches, with: event)
    }
    /// Called when fingers that began in the view lift (`UIResponder.touchesEnded(_:with:)`);
    /// the default passes them on to the superview.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        superview?.touchesEnded(touches, with: event)
    }
    /// Called when touches of the view are cancelled, e.g. because a gesture recognizer took them
    /// (`UIResponder.touchesCancelled(_:with:)`); the default passes them on to the superview.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        superview?.touchesCancelled(touches, with: event)
    }
    /// Asked, for each gesture recognizer about to begin with touches in this view, whether it may
    /// (`UIView.gestureRecognizerShouldBegin(_:)`); `true` by default. Controls decline a plain
    /// tap recognizer of another view so their own tap action wins, as UIKit's do.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Derives `subviews` from the sublayers again: the views of the view-backed sublayers, in
    /// sublayer order. Called after a view's layer joined, left or moved among this view's
    /// sublayers; standalone sublayers never change the list.
    func sublayersDidChange() {
        subviews = layer.sublayerStorage.compactMap { $0.isViewBacked ? $0.owningView : nil }
    }

    /// Notes that `view`'s layer was just added in front of every sublayer: it is the frontmost
    /// subview (what `sublayersDidChange()` would derive, in one step).
    final func sublayerAppended(of view: View) { subviews.append(view) }

    /// Notes that `view`'s layer just left the sublayers.
    final func sublayerRemoved(of view: View) { subviews.removeAll { $0 === view } }

    /// A short name for diagnostics and the callback timeline: the class name, and the tag if set.
    var debugName: String {
        let name = String(describing: type(of: self))
        return tag == 0 ? name : "\(name)#\(tag)"
    }
}
