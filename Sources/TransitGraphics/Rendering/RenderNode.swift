import Foundation
@_exported import TransitAnimation

/// One layer of a frame, as a value: what a renderer needs to draw it, and nothing live.
///
/// A window produces a tree of `RenderNode`s each frame (its presentation values, i.e. what is on
/// screen now, mid-animation). Geometry follows Core Animation: a node's local coordinate space is
/// its `bounds`; it sits in its parent's space at `position`, about `anchorPoint`, through
/// `transform`; the parent's `sublayerTransform` applies about the parent's anchor point; each
/// node flattens its sublayers into its own plane, except a node that `preserves3D`
/// (`CATransformLayer`), whose sublayers stay in its parent's 3-D space and draw depth-sorted.
/// Siblings draw in array order, stably re-ordered by `zPosition` (higher on top).
public struct RenderNode: Equatable, Sendable {
    /// The node's bounds (`CALayer.bounds`): its own coordinate space; the origin scrolls content.
    public var bounds: CGRect
    /// Where the anchor point sits in the parent's coordinate space (`CALayer.position`).
    public var position: CGPoint
    /// The anchor point in unit coordinates of the bounds (`CALayer.anchorPoint`).
    public var anchorPoint: CGPoint
    /// The z coordinate of the anchor point (`CALayer.anchorPointZ`).
    public var anchorPointZ: CGFloat
    /// The layer's transform about its anchor point (`CALayer.transform`).
    public var transform: Transform3D
    /// The transform applied to the sublayers, about this layer's anchor point
    /// (`CALayer.sublayerTransform`).
    public var sublayerTransform: Transform3D
    /// The layer's z position (`CALayer.zPosition`): orders siblings and translates along z.
    public var zPosition: CGFloat
    /// The layer's opacity (`CALayer.opacity`, `UIView.alpha`). Below 1 the subtree is composited
    /// as one group, as Core Animation does.
    public var opacity: CGFloat
    /// Whether the back face shows when the layer faces away (`CALayer.isDoubleSided`).
    public var isDoubleSided: Bool
    /// The fill behind the content (`CALayer.backgroundColor`).
    public var backgroundColor: Color?
    /// The corner radius of the background, border, and clip (`CALayer.cornerRadius`).
    public var cornerRadius: CGFloat
    /// The corners `cornerRadius` rounds (`CALayer.maskedCorners`); the others stay square.
    public var maskedCorners: CornerMask = .all
    /// The border width in points, drawn inside the bounds (`CALayer.borderWidth`).
    public var borderWidth: CGFloat
    /// The border colour (`CALayer.borderColor`).
    public var borderColor: Color?
    /// The shadow colour (`CALayer.shadowColor`).
    public var shadowColor: Color?
    /// The shadow opacity (`CALayer.shadowOpacity`); no shadow at 0.
    public var shadowOpacity: CGFloat
    /// The shadow blur radius in points (`CALayer.shadowRadius`).
    public var shadowRadius: CGFloat
    /// The shadow offset in points (`CALayer.shadowOffset`).
    public var shadowOffset: CGSize
    /// The shadow's shape in the node's coordinates (`CALayer.shadowPath`), filled with the
    /// non-zero rule; nil casts the shadow from the node's composited alpha.
    public var shadowPath: CGPath?
    /// Whether the content and sublayers are clipped to the (rounded) bounds
    /// (`CALayer.masksToBounds`, `UIView.clipsToBounds`).
    public var masksToBounds: Bool
    /// What the layer draws above its background and below its sublayers.
    public var content: Content?
    /// Whether the sublayers stay in 3-D and are drawn sorted by depth instead of flattened into
    /// this node's plane (`CATransformLayer`). Such a node draws nothing of its own, and its
    /// opacity applies to each sublayer separately.
    public var preserves3D: Bool
    /// Whether the node and its sublayers are drawn into a bitmap in the node's own coordinate
    /// space and composited from it (`CALayer.shouldRasterize`): its shadow, mask and sublayers
    /// are in the bitmap, its transform and opacity apply when the bitmap is composited. A
    /// renderer keeps the bitmap while the subtree is unchanged (see `Layer.shouldRasterize`).
    public var shouldRasterize = false
    /// The bitmap's pixels per point of the node's coordinate space when `shouldRasterize` is set
    /// (`CALayer.rasterizationScale`), 1 by default. A value that is not finite and positive (an
    /// animation may overshoot) draws the node directly, unrasterized.
    public var rasterizationScale: CGFloat = 1
    /// The sublayers, back to front (`CALayer.sublayers`).
    public var children: [RenderNode]
    /// Boxed storage for the mask, which is itself a node (indirect).
    private var maskStorage: [RenderNode]
    /// Boxed storage for the backdrop material (see `backdrop`), so a node without one stays small.
    var backdropStorage: [Backdrop] = []
    /// Boxed storage for the vibrancy (see `vibrancy`), so a node without one stays small.
    var vibrancyStorage: [Vibrancy] = []
    /// The layer that produced the node (see `RenderNodeSource`).
    package var source = RenderNodeSource()

    /// A layer whose alpha channel masks this layer's content and sublayers (`CALayer.mask`). The
    /// mask is positioned in this node's coordinate space.
    public var mask: RenderNode? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }

    /// Whether the node has a mask, read without copying the mask's node out (`mask` returns it).
    package var hasMask: Bool { !maskStorage.isEmpty }

    /// Creates a node with Core Animation's default values and the given bounds and position.
    public init(bounds: CGRect = .zero, position: CGPoint = .zero) {
        self.bounds = bounds
        self.position = position
        anchorPoint = CGPoint(x: 0.5, y: 0.5)
        anchorPointZ = 0
        transform = .identity
        sublayerTransform = .identity
        zPosition = 0
        opacity = 1
        isDoubleSided = true
        backgroundColor = nil
        cornerRadius = 0
        borderWidth = 0
        borderColor = nil
        shadowColor = Color.black
        shadowOpacity = 0
        shadowRadius = 3
        shadowOffset = CGSize(width: 0, height: -3)
        masksToBounds = false
        content = nil
        preserves3D = false
        children = []
        maskStorage = []
    }

    /// Creates a node that occupies `frame` in its parent, untransformed, anchored at its centre.
    public init(frame: CGRect) {
        self.init(
            bounds: CGRect(origin: .zero, size: frame.size),
            position: CGPoint(x: frame.midX, y: frame.midY))
    }

    /// The point in this node's local space that its anchor point designates.
    public var anchorInBounds: CGPoint {
        CGPoint(
            x: bounds.minX + anchorPoint.x * bounds.width,
            y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// Maps this node's local space into its parent's local space, before the parent's
    /// `sublayerTransform`: move the anchor to the origin, apply `transform`, move to `position`
    /// (and `zPosition`).
    public var localToParent: Transform3D {
        let a = anchorInBounds
        return Transform3D(translationX: -a.x, y: -a.y, z: -anchorPointZ)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
    }

    /// The parent-side part of the child mapping: `sublayerTransform` applied about this node's
    /// anchor point. A child's point `p` lands in this node's space at
    /// `p · child.localToParent · sublayerMapping`.
    public var sublayerMapping: Transform3D {
        if sublayerTransform.isIdentity { return .identity }
        let a = anchorInBounds
        return Transform3D(translationX: -a.x, y: -a.y, z: -anchorPointZ)
            .concatenating(sublayerTransform)
            .concatenating(Transform3D(translationX: a.x, y: a.y, z: anchorPointZ))
    }

    /// What a layer draws itself (`CALayer.contents` for images; text as a label draws it; the
    /// path of a shape layer; the colours of a gradient layer). The payloads are boxed, so a node
    /// stays small (and cheap to copy) whatever it draws.
    public enum Content: Equatable, Sendable {
        /// A bitmap image placed in the bounds by `gravity`.
        case image(Image, gravity: ContentGravity)
        /// Text laid out inside the bounds.
        indirect case text(TextContent)
        /// A layer's `contents` (`CALayer.contents`): the part `rect` of the image (unit
        /// coordinates, `CALayer.contentsRect`) at `scale` pixels per point
        /// (`CALayer.contentsScale`), placed by `gravity`.
        indirect case contents(Image, gravity: ContentGravity, scale: CGFloat, rect: CGRect)
        /// A path filled and stroked (`CAShapeLayer`'s drawing).
        indirect case shape(ShapeContent)
        /// A colour gradient filling the bounds (`CAGradientLayer`'s drawing).
        indirect case gradient(GradientContent)
        /// Drawn content (`CALayer.draw(in:)`, `UIView.draw(_:)`): a recording rasterized at
        /// `scale` pixels per point (`CALayer.contentsScale`) and placed by `gravity` like
        /// `contents`, its natural size the drawing's size.
        indirect case drawing(Drawing, gravity: ContentGravity, scale: CGFloat)
    }

    /// How image content is placed in the bounds (`CALayer.contentsGravity`, which
    /// `UIView.contentMode` maps to).
    public enum ContentGravity: Equatable, Sendable {
        case resize, resizeAspect, resizeAspectFill
        case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    }

    /// Text to draw: one or more lines wrapped to the bounds width (`UILabel`'s drawing).
    public struct TextContent: Equatable, Sendable {
        /// The string.
        public var text: String
        /// The font size in points.
        public var fontSize: CGFloat
        /// The weight, as `UIFont.Weight`'s raw values (−1 … 1; 0 regular, 0.4 bold).
        public var weight: CGFloat
        /// The text colour.
        public var color: Color
        /// Horizontal alignment of each line.
        public var alignment: TextAlignment
        /// The maximum number of lines; 0 means no limit (`UILabel.numberOfLines`).
        public var numberOfLines: Int
        /// A font file face to draw with; nil draws the system font at `fontSize` and `weight`.
        public var face: FontFace?
        /// How text that does not fit wraps or is truncated (`UILabel.lineBreakMode`).
        public var lineBreakMode: LineBreakMode
        /// Runs with their own fonts, colours and kerning; when set it is drawn instead of `text`.
        public var attributedText: AttributedText?

        /// Creates text content.
        public init(
            text: String, fontSize: CGFloat = 17, weight: CGFloat = 0, color: Color = .black,
            alignment: TextAlignment = .natural, numberOfLines: Int = 1, face: FontFace? = nil,
            lineBreakMode: LineBreakMode = .byTruncatingTail, attributedText: AttributedText? = nil
        ) {
            self.text = text; self.fontSize = fontSize; self.weight = weight
            self.color = color; self.alignment = alignment; self.numberOfLines = numberOfLines
            self.face = face; self.lineBreakMode = lineBreakMode; self.attributedText = attributedText
        }

        /// The text laid out for a width, as the renderer draws it.
        public func layout(width: CGFloat) -> TextLayout {
            TextLayout(
                attributedText: attributedText ?? AttributedText(string: text), font: font, width: width,
                numberOfLines: max(0, numberOfLines), alignment: alignment, lineBreakMode: lineBreakMode)
        }

        /// The font the text is drawn with.
        public var font: Font {
            if let face { return Font(face: face, size: fontSize) }
            return Font.systemFont(ofSize: fontSize, weight: Font.Weight(rawValue: weight))
        }
    }
}

/// Corners of a layer's bounds (`CACornerMask`), named by the minimum or maximum x and y of the
/// corner; in a view's coordinates, where y grows downwards, `layerMinXMinYCorner` is the top left.
public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates a mask from Core Animation's bit values.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at the minimum x and y (`layerMinXMinYCorner`): top left in a view.
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
    /// The corner at the maximum x and minimum y (`layerMaxXMinYCorner`): top right in a view.
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
    /// The corner at the minimum x and maximum y (`layerMinXMaxYCorner`): bottom left in a view.
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
    /// The corner at the maximum x and y (`layerMaxXMaxYCorner`): bottom right in a view.
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)
    /// All four corners, `CALayer.maskedCorners`' default.
    public static let all: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// Horizontal text alignment (`NSTextAlignment`). `natural` is left-aligned (left-to-right text).
public enum TextAlignment: Int, Equatable, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// A whole frame: the root node, in points, and the pixel scale to draw it at.
public struct RenderTree: Equatable, Sendable {
    /// The size of the drawing surface in points (the window's bounds).
    public var size: CGSize
    /// Pixels per point (`UIScreen.scale`).
    public var scale: CGFloat
    /// The colour the surface is cleared to before the root draws.
    public var backgroundColor: Color
    /// The root layer (the window's layer).
    public var root: RenderNode

    /// Creates a frame description.
    public init(size: CGSize, scale: CGFloat, backgroundColor: Color = .black, root: RenderNode) {
        self.size = size; self.scale = scale; self.backgroundColor = backgroundColor; self.root = root
    }
}

/// The layer a render node came from, by its serial number (0: none). It finds a layer's node in a
/// window's last frame and takes no part in comparing frames: every two sources are equal, so two
/// frames that look the same are equal whatever layers drew them.
package struct RenderNodeSource: Equatable, Sendable {
    package var layerSerial: UInt64 = 0
    /// A source naming the layer with serial number `layerSerial`.
    package init(layerSerial: UInt64 = 0) { self.layerSerial = layerSerial }
    package static func == (_: RenderNodeSource, _: RenderNodeSource) -> Bool { true }
}

extension RenderNode {
    /// Removes what a layer's content hook supplies (`content`, `backdrop`, `vibrancy`) without
    /// reading it out first, so a node that has none costs three tests.
    package mutating func clearSuppliedContent() {
        content = nil
        if !backdropStorage.isEmpty { backdropStorage = [] }
        if !vibrancyStorage.isEmpty { vibrancyStorage = [] }
    }

    /// The first node, in pre-order (this one, its mask, its children), that the layer with serial
    /// number `serial` produced.
    package func node(renderedBy serial: UInt64) -> RenderNode? {
        if source.layerSerial == serial { return self }
        if let found = mask?.node(renderedBy: serial) { return found }
        for child in children { if let found = child.node(renderedBy: serial) { return found } }
        return nil
    }
}
