import Foundation

/// The look of a bar's background and of the hairline along its edge (`UIBarAppearance`, iOS 13+),
/// the base of `NavigationBarAppearance`.
///
/// An appearance is a value-like object: a bar copies the appearances it is given
/// (`UINavigationBar.standardAppearance` is declared `@NSCopying`), so changing an appearance
/// after assigning it does not change the bar; assign it again.
///
/// The default background (`configureWithDefaultBackground()`) is the system chrome material, a
/// blur of the content under the bar (`BlurEffect(style: .systemChromeMaterial)`), as UIKit's is;
/// a bar that is not translucent draws an opaque colour instead.
@MainActor
open class BarAppearance {
    /// The opaque colour of a bar that is not translucent, under its appearance's background
    /// colour: #F7F7F7, and #1C1C1E (`secondarySystemBackground`'s dark value) in the dark
    /// appearance (Transit's choice; UIKit publishes none).
    public static let opaqueBarColor = Color(light: Color(rgb: 0xF7F7F7), dark: Color(rgb: 0x1C1C1E))
    /// The hairline colour of the default and opaque configurations: black at 30 % opacity, the
    /// system's bar separator colour (Transit extension, the value UIKit's configurations set);
    /// white at 15 % in the dark appearance (Transit's choice, a hairline that shows on black).
    public static let defaultShadowColor = Color(light: Color(white: 0, alpha: 0.3), dark: Color(white: 1, alpha: 0.15))

    /// The background colour (`UIBarAppearance.backgroundColor`), drawn over the
    /// `backgroundEffect` when the appearance has one. `nil` for none.
    open var backgroundColor: Color?

    /// The blur under the background colour (`UIBarAppearance.backgroundEffect`): the system
    /// chrome material for the default background, `nil` for the opaque and transparent ones.
    open var backgroundEffect: BlurEffect?

    /// The colour of the one-point hairline along the bar's edge facing the content
    /// (`UIBarAppearance.shadowColor`); `nil` or clear for none.
    open var shadowColor: Color?

    /// Creates an appearance with the default background (`UIBarAppearance.init()`).
    public init() {
        configureWithDefaultBackground()
    }

    /// Creates a copy of `barAppearance`'s background and shadow settings
    /// (`UIBarAppearance.init(barAppearance:)`); subclasses copy their own settings when
    /// `barAppearance` is of their kind.
    public required init(barAppearance: BarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        shadowColor = barAppearance.shadowColor
        backgroundEffect = barAppearance.backgroundEffect
    }

    /// A copy of this appearance, of the same class (`NSCopying.copy()`).
    open func copy() -> Self {
        Self(barAppearance: self)
    }

    /// The translucent system background with the hairline
    /// (`UIBarAppearance.configureWithDefaultBackground()`): the system chrome material, no
    /// background colour over it, `defaultShadowColor`.
    open func configureWithDefaultBackground() {
        backgroundEffect = BlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        shadowColor = Self.defaultShadowColor
    }

    /// An opaque background in the system background colour with the hairline
    /// (`UIBarAppearance.configureWithOpaqueBackground()`).
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        shadowColor = Self.defaultShadowColor
    }

    /// No background and no hairline (`UIBarAppearance.configureWithTransparentBackground()`).
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        shadowColor = nil
    }

    /// What a bar draws for this appearance (Transit extension; UIKit resolves it privately): the
    /// effect and the colour over it when `translucent`; otherwise no effect and the background
    /// colour over `opaqueBarColor`, so an opaque bar never lets content show through.
    public func barBackground(translucent: Bool) -> (effect: BlurEffect?, color: Color) {
        guard translucent else {
            return (nil, backgroundColor?.composited(over: Self.opaqueBarColor) ?? Self.opaqueBarColor)
        }
        return (backgroundEffect, backgroundColor ?? .clear)
    }
}

/// The look of a navigation bar (`UINavigationBarAppearance`, iOS 13+): the background and hairline
/// of `BarAppearance`, and the text attributes of the inline and large titles.
@MainActor
open class NavigationBarAppearance: BarAppearance {
    /// The attributes of the inline title (`UINavigationBarAppearance.titleTextAttributes`): its
    /// font (17 pt semibold when `nil`) and colour (`.label` when `nil`). UIKit takes a dictionary
    /// of `NSAttributedString.Key`s; Transit takes the attributes its text system draws.
    open var titleTextAttributes = AttributedText.Attributes()

    /// The attributes of the large title (`UINavigationBarAppearance.largeTitleTextAttributes`):
    /// its font (34 pt bold when `nil`) and colour (`.label` when `nil`).
    open var largeTitleTextAttributes = AttributedText.Attributes()

    /// Creates an appearance with the default background (`UINavigationBarAppearance.init()`).
    public override init() {
        super.init()
    }

    /// Copies `barAppearance` (`UINavigationBarAppearance.init(barAppearance:)`), with its title
    /// attributes when it is a navigation bar appearance.
    public required init(barAppearance: BarAppearance) {
        super.init(barAppearance: barAppearance)
        if let navigation = barAppearance as? NavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
        }
    }
}

extension Color {
    /// This colour drawn over `base` (Porter–Duff source-over, unpremultiplied result); dynamic
    /// when either is, each appearance compositing its own values (a dynamic colour over a clear
    /// fixed one is itself).
    func composited(over base: Color) -> Color {
        if isDynamic && !base.isDynamic && base.alpha <= 0 { return self }
        if isDynamic || base.isDynamic {
            let top = self
            return Color(dynamicProvider: { top.resolvedColor(with: $0).composited(over: base.resolvedColor(with: $0)) })
        }
        let top = clamped, bottom = base.clamped
        let alpha = top.alpha + bottom.alpha * (1 - top.alpha)
        guard alpha > 0 else { return .clear }
        func mix(_ t: CGFloat, _ b: CGFloat) -> CGFloat { (t * top.alpha + b * bottom.alpha * (1 - top.alpha)) / alpha }
        return Color(
            red: mix(top.red, bottom.red), green: mix(top.green, bottom.green),
            blue: mix(top.blue, bottom.blue), alpha: alpha)
    }
}
