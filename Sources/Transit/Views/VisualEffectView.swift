import Foundation

/// A view that draws a visual effect over what lies behind it (`UIVisualEffectView`): with a
/// ``BlurEffect``, the content behind the view's bounds (rounded by its layer's corner radius)
/// blurred, saturated and tinted as the material's style says, in the light or dark variant its
/// traits ask for.
///
/// Add content to `contentView`, which fills the view, as UIKit asks; it draws above the
/// material, unblurred. With a ``VibrancyEffect`` the view draws no material of its own: placed in
/// a blur view's `contentView`, it draws its `contentView`'s content vibrant over that blur (see
/// ``VibrancyEffect`` for the model). The effect is drawn at every frame from what is drawn before the view,
/// so content moving behind the view (scrolled under a bar) shows through blurred.
@MainActor
open class VisualEffectView: View {
    /// The effect (`UIVisualEffectView.effect`); `nil` draws nothing.
    open var effect: VisualEffect?

    /// The view that holds the content drawn over the effect (`UIVisualEffectView.contentView`).
    public let contentView = View(frame: .zero)

    /// Creates an effect view (`UIVisualEffectView.init(effect:)`).
    public init(effect: VisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Creates an effect view with no effect and the given frame.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Creates an effect view from an archive (`UIVisualEffectView.init(coder:)`). Transit has no
    /// nibs, storyboards or archives, so nothing is decoded: this is `init(effect: nil)`.
    public required convenience init?(coder: NSCoder) {
        self.init(effect: nil)
    }

    override class var suppliesContent: Bool { true }

    /// The material of a blur effect, in the variant of the view's `userInterfaceStyle`, or the
    /// vibrancy of a vibrancy effect, in the variant of its blur: the view's subtree is then drawn
    /// vibrant over what lies behind it.
    override func supplyContent(to node: inout RenderNode) {
        let style = traitCollection.userInterfaceStyle
        node.backdrop = (effect as? BlurEffect)?.backdrop(for: style)
        node.vibrancy = (effect as? VibrancyEffect)?.vibrancy(for: style)
    }
}
