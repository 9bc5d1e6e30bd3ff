import Foundation

/// A view that shows an image (`UIImageView`), placed by `contentMode`.
///
/// As in UIKit, user interaction is disabled by default, and `init(image:)` sizes the view to the
/// image.
@MainActor
open class ImageView: View {
    /// The image shown (`UIImageView.image`).
    open var image: Image? {
        didSet { if image != oldValue { setNeedsLayout() } }
    }

    /// The configuration a symbol image is drawn with here
    /// (`UIImageView.preferredSymbolConfiguration`): its attributes replace the image's own. A
    /// symbol image is drawn at the view's display scale, so it stays sharp on every screen.
    open var preferredSymbolConfiguration: Image.SymbolConfiguration? {
        didSet { if preferredSymbolConfiguration != oldValue { invalidateIntrinsicContentSize(); setNeedsLayout() } }
    }

    /// Creates an image view from an archive (`UIImageView.init(coder:)`). Transit has no nibs, storyboards
    /// or archives, so nothing is decoded: this is `init(frame: .zero)`.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// Creates an image view with the given frame and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view sized to `image` at the origin (`UIImageView.init(image:)`).
    public convenience init(image: Image?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// The image's size in points, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        shownImage()?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The image's size in points (the current size without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage()?.size ?? bounds.size }

    /// The image as this view draws it: a symbol image with `preferredSymbolConfiguration`
    /// applied, at the display scale (the image's own scale when the traits give none).
    private func shownImage() -> Image? {
        guard let image, let own = image.symbolConfiguration else { return image }
        let displayScale = traitCollection.displayScale
        let scale = displayScale > 0 ? displayScale : image.scale
        return image.redrawnSymbol(configuration: own.applying(preferredSymbolConfiguration), scale: scale) ?? image
    }

    override class var suppliesContent: Bool { true }

    /// The last template image filled with the tint colour, reused while the image, the symbol
    /// configuration, the display scale and the tint stay the same.
    private var templateCache:
        (
            source: Image, configuration: Image.SymbolConfiguration?, scale: CGFloat,
            tint: Color, filled: Image
        )?

    /// The image (see `renderContent()`) as its layer's content.
    override func supplyContent(to node: inout RenderNode) { node.content = renderContent() }

    /// The image as drawn: a template image (`.alwaysTemplate`, which symbol images are) is its
    /// alpha filled with `tintColor` (resolved from the view's traits), as `UIImageView` draws it;
    /// others are drawn as they are.
    func renderContent() -> RenderNode.Content? {
        guard let image else { return nil }
        guard image.renderingMode == .alwaysTemplate else { return .image(image, gravity: contentMode.gravity) }
        let tint = tintColor.resolvedColor(with: traitCollection)
        let scale = traitCollection.displayScale
        if let cache = templateCache, cache.source === image, cache.tint == tint, cache.scale == scale,
            cache.configuration == preferredSymbolConfiguration
        {
            return .image(cache.filled, gravity: contentMode.gravity)
        }
        let filled = (shownImage() ?? image).withTintColor(tint)
        templateCache = (image, preferredSymbolConfiguration, scale, tint, filled)
        return .image(filled, gravity: contentMode.gravity)
    }
}
