import Foundation

extension Color {
    /// A colour whose value depends on the traits of where it is shown
    /// (`UIColor(dynamicProvider:)`): `provider` is asked for the value when the colour is
    /// resolved (`resolvedColor(with:)`), which views do when they draw and again when their
    /// traits change. The colour's own components are its value for `TraitCollection()` (no trait
    /// specified, which UIKit draws as the light appearance). A provider that returns a dynamic
    /// colour has that colour resolved with the same traits.
    public init(dynamicProvider provider: @escaping @Sendable (TraitCollection) -> Color) {
        let box = TraitColorProvider(provider)
        self.init(fallback: box.resolve(TraitCollection()), provider: box)
    }

    /// A colour that is `light` in the light (or unspecified) appearance and `dark` in the dark
    /// one (what an asset catalogue's "Any, Dark" colour set gives; SwiftUI's
    /// `Color(light:dark:)` counterpart). Transit extension.
    public init(light: Color, dark: Color) {
        let box = TraitColorProvider(light: light, dark: dark)
        self.init(fallback: light.fixed, provider: box)
    }

    /// The colour's value for `traitCollection` (`UIColor.resolvedColor(with:)`): a fixed
    /// colour itself, a dynamic colour its provider's answer (always fixed).
    public func resolvedColor(with traitCollection: TraitCollection) -> Color {
        guard let box = dynamicProvider as? TraitColorProvider else { return fixed }
        return box.resolve(traitCollection)
    }
}

extension AttributedText {
    /// The text with each run's dynamic foreground colour resolved for `traits` (what a label
    /// draws); the text itself when no run has one.
    func resolvingColors(with traits: TraitCollection) -> AttributedText {
        guard runs.contains(where: { $0.attributes.foregroundColor?.isDynamic == true }) else { return self }
        var resolved = AttributedText(string: "")
        resolved.lineSpacing = lineSpacing
        for run in runs {
            var attributes = run.attributes
            attributes.foregroundColor = attributes.foregroundColor?.resolvedColor(with: traits)
            resolved.append(AttributedText(string: run.string, attributes: attributes))
        }
        return resolved
    }
}

/// The provider of a dynamic colour over trait collections: either a closure (as
/// `UIColor(dynamicProvider:)`) or a light and a dark value (the system colours), with an alpha
/// that replaces every value's (`withAlphaComponent(_:)`).
final class TraitColorProvider: DynamicColorProvider {
    private enum Source {
        case closure(@Sendable (TraitCollection) -> Color)
        case pair(light: Color, dark: Color, darkElevated: Color?)
    }
    private let source: Source
    private let alpha: CGFloat?

    init(_ provider: @escaping @Sendable (TraitCollection) -> Color) {
        source = .closure(provider)
        alpha = nil
    }

    init(light: Color, dark: Color, darkElevated: Color? = nil) {
        source = .pair(light: light, dark: dark, darkElevated: darkElevated)
        alpha = nil
    }

    private init(source: Source, alpha: CGFloat) {
        self.source = source
        self.alpha = alpha
    }

    /// The value for `traits`: fixed, with the replaced alpha if any. A provider answering with a
    /// dynamic colour has it resolved too (a colour can hold itself only through a closure, which
    /// is called afresh each time, so this ends).
    func resolve(_ traits: TraitCollection) -> Color {
        let value: Color =
            switch source {
            case .closure(let provider): provider(traits)
            case .pair(let light, let dark, let darkElevated):
                traits.userInterfaceStyle != .dark ? light : traits.userInterfaceLevel == .elevated ? darkElevated ?? dark : dark
            }
        let resolved = value.isDynamic ? value.resolvedColor(with: traits) : value
        guard let alpha else { return resolved }
        return Color(red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: alpha)
    }

    func withAlphaComponent(_ alpha: CGFloat) -> any DynamicColorProvider {
        TraitColorProvider(source: source, alpha: alpha)
    }
}
