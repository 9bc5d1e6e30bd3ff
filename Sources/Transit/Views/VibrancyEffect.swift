import Foundation

/// The vibrancy of content over a blur (`UIVibrancyEffect`): a `VisualEffectView` with this
/// effect, placed in the `contentView` of a `VisualEffectView` with a ``BlurEffect``, draws its
/// own `contentView`'s labels, images and fills vibrant.
///
/// Apple documents the effect as one that "amplifies and adjusts the color of the content layered
/// behind a visual effect view", in styles named after the semantic label, fill and separator
/// colours (`UIVibrancyEffectStyle`, iOS 13). It publishes no formula; Transit's model, stated
/// here: the content gives only its shape (its alpha; its own colours are ignored, as a template
/// image's are), and through that shape the style's semantic colour (`Color.label`,
/// `Color.secondaryLabel`, … in the material's light or dark variant, its alpha included) is
/// added to the blurred material behind — with Core Graphics' `plusDarker` over a light material
/// and `plusLighter` over a dark one (`CGBlendMode`: `R = MAX(0, 1 − ((1 − D) + (1 − S)))` and
/// `R = MIN(1, S + D)`). Vibrant text therefore keeps the hue of what lies behind it, darkened in
/// light mode and lightened in dark mode, the more so the more prominent the style.
public final class VibrancyEffect: VisualEffect, @unchecked Sendable {
    /// The styles (`UIVibrancyEffectStyle`), with UIKit's raw values.
    public enum Style: Int, Sendable, CaseIterable {
        /// Primary labels (`.label`).
        case label = 0
        /// Secondary labels (`.secondaryLabel`).
        case secondaryLabel = 1
        /// Tertiary labels (`.tertiaryLabel`).
        case tertiaryLabel = 2
        /// Quaternary labels (`.quaternaryLabel`).
        case quaternaryLabel = 3
        /// Large filled areas with primary content (`.fill`).
        case fill = 4
        /// Large filled areas with secondary content (`.secondaryFill`).
        case secondaryFill = 5
        /// Large filled areas with tertiary content (`.tertiaryFill`).
        case tertiaryFill = 6
        /// Separator lines (`.separator`).
        case separator = 7

        /// The semantic colour of the style: the label, fill or separator colour it is named after.
        public var color: Color {
            switch self {
            case .label: .label
            case .secondaryLabel: .secondaryLabel
            case .tertiaryLabel: .tertiaryLabel
            case .quaternaryLabel: .quaternaryLabel
            case .fill: .systemFill
            case .secondaryFill: .secondarySystemFill
            case .tertiaryFill: .tertiarySystemFill
            case .separator: .separator
            }
        }
    }

    /// The blur the content is made vibrant over.
    public let blurEffect: BlurEffect
    /// The style.
    public let style: Style

    /// A vibrancy over `blurEffect` in `style` (`UIVibrancyEffect(blurEffect:style:)`).
    public init(blurEffect: BlurEffect, style: Style) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// A vibrancy over `blurEffect` (`UIVibrancyEffect(blurEffect:)`), which predates the styles:
    /// Transit draws it in the `.label` style.
    public convenience init(blurEffect: BlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// The vibrancy drawn for `interfaceStyle` (the effect view's traits): the style's colour in
    /// the blur's variant, with `plusLighter` over a dark material and `plusDarker` over a light one.
    public func vibrancy(for interfaceStyle: UserInterfaceStyle) -> RenderNode.Vibrancy {
        let dark = blurEffect.isDark(for: interfaceStyle)
        let traits = TraitCollection(userInterfaceStyle: dark ? .dark : .light)
        return RenderNode.Vibrancy(blend: dark ? .plusLighter : .plusDarker, color: style.color.resolvedColor(with: traits))
    }
}
