import Foundation

/// The soft shadow around a page or form sheet (UIKit wraps a sheet's presented view in a
/// private drop-shadow view): a view under the presented view, in the same container, that draws
/// nothing but the shadow of the presented view's rounded outline.
///
/// The presented view clips its content to its rounded corners (`cornerRadius` with
/// `clipsToBounds`), and Core Animation clips a layer's own shadow with it, so the shadow is cast
/// by this view instead. It has no geometry of its own: each frame it is drawn with the
/// presented view's on-screen values — bounds, position, anchor point, transform, opacity,
/// corner radius and masked corners (`Layer.presentationState`) — so the shadow follows
/// whatever moves the sheet (the presentation and dismissal animations, a drag, a detent change,
/// a caught transition, a size change, the recession of a sheet covered by another) without a
/// second copy of the geometry. It takes no touches.
///
/// The shadow is cast by the sheet's bounds as a rectangle (`shadowPath`), not by its rounded
/// outline: a rectangle's blur is two one-dimensional profiles, tens of milliseconds cheaper per
/// frame than blurring a rasterized outline of the whole sheet (which cost more than the rest of
/// the frame). The difference is the blur of the four corner notches the rounding cuts away, at
/// most `r²(1 − π/4) / (2πσ²)` of the coverage anywhere (Gaussian of standard deviation σ over
/// an area of r²(1 − π/4)), times the shadow's opacity: for a 10 pt corner under this shadow's
/// σ of 10 pt, 0.034 × 0.15, half a per cent, about one level in 255.
///
/// Apple documents no numbers for this shadow. Transit's: black at `shadowOpacity` (0.15),
/// blurred with `shadowRadius` 20 pt, not offset — the popover's opacity and blur, centred, as a
/// sheet lies flat over the screen and its shadow shows on every side. Dark mode keeps the same
/// shadow: black over dark, dimmed content darkens it by little, which is how little it shows on
/// iOS.
@MainActor
final class SheetShadowView: View {
    /// The opacity of the shadow (0.15).
    static let shadowOpacity: CGFloat = 0.15
    /// The blur radius of the shadow, in points (20; σ = 10 pt).
    static let shadowRadius: CGFloat = 20

    /// The presented view whose outline casts the shadow.
    weak var sheetView: View?

    required init?(coder: NSCoder) { nil }

    init(sheetView: View?) {
        self.sheetView = sheetView
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        layer.shadowColor = .black
        layer.shadowOpacity = Self.shadowOpacity
        layer.shadowRadius = Self.shadowRadius
        layer.shadowOffset = .zero
    }

    override class var suppliesContent: Bool { true }

    /// Takes the presented view's place on screen and casts the shadow of its bounds; casts
    /// nothing while that view is hidden or not beside this one.
    override func supplyContent(to node: inout RenderNode) {
        guard let sheet = sheetView, sheet.superview === superview, superview != nil, !sheet.isHidden else {
            node.shadowOpacity = 0
            return
        }
        let shown = sheet.layer.presentationState
        node.bounds = shown.bounds
        node.position = shown.position
        node.anchorPoint = shown.anchorPoint
        node.anchorPointZ = shown.anchorPointZ
        node.transform = shown.transform
        node.zPosition = shown.zPosition
        node.opacity = shown.opacity
        node.cornerRadius = shown.cornerRadius
        node.maskedCorners = sheet.layer.maskedCorners
        node.shadowPath = CGPath(rect: shown.bounds)
    }
}
