import Foundation

/// The look of a bar's background and of the hairline along its edge (`UIBarAppearance`, iOS 13+),
/// the base of `NavigationBarAppearance`.
///
/// An appearance is a value-like object: a bar copies the appearances it is given
/// (`UINavigationBar.standardAppearance` is declared `@NSCopying`), so changing an appearance
/// after assigning it does not change the bar; assign it again.
///
/// Transit draws no blur: where UIKit puts the system chrome material behind a bar
/// (`configureWithDefaultBackground()`), Transit fills it with `defaultBackgroundColor`, the bar
/// grey (#F9F9F9) at 94 % opacity (#1C1C1E in the dark appearance), so content under the bar
/// shows through faintly as it does through the material.
@MainActor
open class BarAppearance {
    /// The colour Transit draws for the system material of `configureWithDefaultBackground()`
    /// (Transit extension: UIKit blurs).
    /// Dynamic: in the dark appearance, `secondarySystemBackground`'s dark value (#1C1C1E) at the
    /// same opacity (Transit's choice; the material has no published colour).
    public static let defaultBackgroundColor = Color(light: Color(rgb: 0xF9F9F9, alpha: 0.94),
                                                     dark: Color(rgb: 0x1C1C1E, alpha: 0.94))
    /// The hairline colour of the default and opaque configurations: black at 30 % opacity, the
    /// system's bar separator colour (Transit extension, the value UIKit's configurations set);
    /// white at 15 % in the dark appearance (Transit's choice, a hairline that shows on black).
    public static let defaultShadowColor = Color(light: Color(white: 0, alpha: 0.3), dark: Color(white: 1, alpha: 0.15))

    /// The background colour (`UIBarAppearance.backgroundColor`), drawn over the default
    /// background's material when the appearance has one. `nil` for none.
    open var backgroundColor: Color?

    /// The colour of the one-point hairline along the bar's edge facing the content
    /// (`UIBarAppearance.shadowColor`); `nil` or clear for none.
    open var shadowColor: Color?

    /// Whether the background is the system material (`configureWithDefaultBackground()`): UIKit
    /// sets `backgroundEffect`; Transit draws `defaultBackgroundColor` under `backgroundColor`.
    var usesDefaultMaterial = true

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
        usesDefaultMaterial = barAppearance.usesDefaultMaterial
    }

    /// A copy of this appearance, of the same class (`NSCopying.copy()`).
    open func copy() -> Self {
        Self(barAppearance: self)
    }

    /// The translucent system background with the hairline
    /// (`UIBarAppearance.configureWithDefaultBackground()`): no background colour over the material,
    /// `defaultShadowColor`.
    open func configureWithDefaultBackground() {
        usesDefaultMaterial = true
        backgroundColor = nil
        shadowColor = Self.defaultShadowColor
    }

    /// An opaque background in the system background colour with the hairline
    /// (`UIBarAppearance.configureWithOpaqueBackground()`).
    open func configureWithOpaqueBackground() {
        usesDefaultMaterial = false
        backgroundColor = .systemBackground
        shadowColor = Self.defaultShadowColor
    }

    /// No background and no hairline (`UIBarAppearance.configureWithTransparentBackground()`).
    open func configureWithTransparentBackground() {
        usesDefaultMaterial = false
        backgroundColor = nil
        shadowColor = nil
    }

    /// The colour the bar's background is filled with: `backgroundColor` over the material (when
    /// there is one), clear when neither is (Transit extension; UIKit composites the effect and the
    /// colour when it draws).
    public var resolvedBackgroundColor: Color {
        let base = usesDefaultMaterial ? Self.defaultBackgroundColor : .clear
        guard let backgroundColor else { return base }
        return backgroundColor.composited(over: base)
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
        return Color(red: mix(top.red, bottom.red), green: mix(top.green, bottom.green),
                     blue: mix(top.blue, bottom.blue), alpha: alpha)
    }
}
