import Foundation

/// An effect a `VisualEffectView` draws over what lies behind it (`UIVisualEffect`): a blur
/// (``BlurEffect``) or the vibrancy of content over one (``VibrancyEffect``).
public class VisualEffect: Equatable, @unchecked Sendable {
    init() {}

    public static func == (lhs: VisualEffect, rhs: VisualEffect) -> Bool {
        if let l = lhs as? BlurEffect, let r = rhs as? BlurEffect { return l.style == r.style }
        if let l = lhs as? VibrancyEffect, let r = rhs as? VibrancyEffect {
            return l.style == r.style && l.blurEffect == r.blurEffect
        }
        return lhs === rhs
    }
}

/// A blur of the content behind a view, in one of the system's materials (`UIBlurEffect`).
///
/// A material is what lies behind the effect view blurred (a Gaussian of the given radius,
/// approximated by three box blurs), saturated, then tinted. Apple publishes no radii or tints
/// for its materials; Transit's are listed in ``Style``: a 10 pt blur, saturation 1.8 and a
/// tint whose opacity rises from the ultra-thin to the thick material. Adaptive styles
/// (`regular`, `prominent`, the `system…Material` styles) follow the effect view's
/// `userInterfaceStyle`; the `…Light` and `…Dark` styles keep theirs.
public final class BlurEffect: VisualEffect, @unchecked Sendable {
    /// The material (`UIBlurEffect.Style`), with UIKit's raw values.
    public enum Style: Int, Sendable, CaseIterable {
        /// A near-white, light blur (`.extraLight`).
        case extraLight = 0
        /// A light blur (`.light`).
        case light = 1
        /// A dark blur (`.dark`).
        case dark = 2
        /// The regular material, adapting to light and dark (`.regular`).
        case regular = 4
        /// A more opaque material, adapting to light and dark (`.prominent`).
        case prominent = 5
        /// `.systemUltraThinMaterial`, adaptive.
        case systemUltraThinMaterial = 6
        /// `.systemThinMaterial`, adaptive.
        case systemThinMaterial = 7
        /// `.systemMaterial`, adaptive.
        case systemMaterial = 8
        /// `.systemThickMaterial`, adaptive.
        case systemThickMaterial = 9
        /// `.systemChromeMaterial`, adaptive: the material of bars.
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight, systemMaterialLight,
            systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark, systemMaterialDark,
            systemThickMaterialDark, systemChromeMaterialDark
    }

    /// The material.
    public let style: Style

    /// A blur in `style` (`UIBlurEffect(style:)`).
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The blur radius Transit draws every material with: a Gaussian of σ = 10 pt.
    public static let blurRadius: CGFloat = 10
    /// The saturation Transit draws every material with: 1.8, colours behind a material look
    /// more vivid, as on iOS.
    public static let saturation: CGFloat = 1.8

    /// The tints, by material thickness: light and dark (Transit's choices).
    private static let tints: [(light: Color, dark: Color)] = [
        (Color(white: 1, alpha: 0.35), Color(white: 0.08, alpha: 0.45)),  // ultra thin
        (Color(white: 1, alpha: 0.55), Color(white: 0.1, alpha: 0.6)),  // thin
        (Color(white: 1, alpha: 0.7), Color(white: 0.11, alpha: 0.72)),  // material, regular
        (Color(white: 1, alpha: 0.85), Color(white: 0.11, alpha: 0.85)),  // thick, prominent
        (Color(white: 0.98, alpha: 0.75), Color(white: 0.11, alpha: 0.8))  // chrome (bars)
    ]

    /// Whether the material drawn for `interfaceStyle` is its dark variant: `.dark` and the
    /// `…Dark` styles always, `.extraLight`, `.light` and the `…Light` styles never, the adaptive
    /// styles when the interface style is dark.
    public func isDark(for interfaceStyle: UserInterfaceStyle) -> Bool {
        switch style {
        case .extraLight, .light: false
        case .dark: true
        case .regular, .prominent: interfaceStyle == .dark
        default: style.rawValue >= 16 ? true : style.rawValue >= 11 ? false : interfaceStyle == .dark
        }
    }

    /// The material drawn for `interfaceStyle` (the effect view's traits).
    public func backdrop(for interfaceStyle: UserInterfaceStyle) -> RenderNode.Backdrop {
        let dark = isDark(for: interfaceStyle)
        let tint: Color
        switch style {
        case .extraLight: tint = Color(white: 0.97, alpha: 0.8)
        case .light: tint = Color(white: 1, alpha: 0.3)
        case .dark: tint = Color(white: 0.11, alpha: 0.73)
        case .regular: tint = dark ? Self.tints[2].dark : Self.tints[2].light
        case .prominent: tint = dark ? Self.tints[3].dark : Self.tints[3].light
        default:
            let thickness = (style.rawValue - 6) % 5
            tint = dark ? Self.tints[thickness].dark : Self.tints[thickness].light
        }
        return RenderNode.Backdrop(blurRadius: Self.blurRadius, saturation: Self.saturation, tintColor: tint)
    }
}
