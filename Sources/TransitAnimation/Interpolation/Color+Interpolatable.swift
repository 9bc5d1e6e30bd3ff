import Foundation

extension Color: Interpolatable {
    /// Interpolates in premultiplied space, as Core Animation blends `backgroundColor`: each colour
    /// is multiplied by its alpha, the premultiplied components and alphas are interpolated
    /// (unclamped), and the result is divided back by its alpha. Fading a colour to `.clear` therefore
    /// never passes through a darkened tint. A result with zero alpha has zero components.
    public func interpolated(to other: Color, amount t: CGFloat) -> Color {
        let a = alpha + (other.alpha - alpha) * t
        let r = red * alpha + (other.red * other.alpha - red * alpha) * t
        let g = green * alpha + (other.green * other.alpha - green * alpha) * t
        let b = blue * alpha + (other.blue * other.alpha - blue * alpha) * t
        guard a != 0, a.isFinite else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        return Color(red: r / a, green: g / a, blue: b / a, alpha: a)
    }
}
