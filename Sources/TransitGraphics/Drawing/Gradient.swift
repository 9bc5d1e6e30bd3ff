import Foundation

/// A colour space (`CGColorSpace`). Transit draws in device RGB (sRGB), so every colour space is
/// that one; the type exists so Core Graphics' gradient and context calls keep their shape.
public final class ColorSpace: Equatable, Sendable {
    /// The colour space's name (`CGColorSpace.name`).
    public let name: String
    /// The sRGB colour space's name (`CGColorSpace.sRGB`).
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The device RGB colour space's name (`kCGColorSpaceGenericRGB`).
    public static let genericRGB = "kCGColorSpaceGenericRGB"

    /// A colour space by name (`CGColorSpace(name:)`); Transit treats every RGB name as sRGB.
    public init?(name: String) { self.name = name }

    private init(known name: String) { self.name = name }

    /// Device RGB (`CGColorSpaceCreateDeviceRGB()`).
    public static func deviceRGB() -> ColorSpace { ColorSpace(known: genericRGB) }

    public static func == (lhs: ColorSpace, rhs: ColorSpace) -> Bool { lhs.name == rhs.name }
}

/// A colour gradient: colours at locations between 0 and 1 (`CGGradient`). Drawn by
/// ``GraphicsContext/drawLinearGradient(_:start:end:options:)`` and
/// ``GraphicsContext/drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)``.
///
/// As Core Graphics documents for `CGGradient(colorsSpace:colors:locations:)`: without locations
/// the colours are spaced evenly from 0 to 1; colours are interpolated component by component in
/// unpremultiplied RGBA.
public final class Gradient: Equatable, Sendable {
    /// The colours, in order.
    public let colors: [Color]
    /// The location of each colour, 0…1.
    public let locations: [CGFloat]

    /// A gradient of `colors` at `locations` (evenly spaced when nil or of another length).
    /// Returns `nil` without colours.
    public init?(colors: [Color], locations: [CGFloat]? = nil) {
        guard !colors.isEmpty else { return nil }
        self.colors = colors
        if let locations, locations.count == colors.count, locations.allSatisfy(\.isFinite) {
            self.locations = locations.map { min(1, max(0, $0)) }
        } else {
            self.locations = colors.count == 1 ? [0] : (0..<colors.count).map { CGFloat($0) / CGFloat(colors.count - 1) }
        }
    }

    /// A gradient from an array of colours (`CGGradient(colorsSpace:colors:locations:)`), as the
    /// `[a.cgColor, b.cgColor] as CFArray` idiom passes them; elements that are not colours are
    /// skipped. `locations` points at one location per colour, or is nil for even spacing.
    public convenience init?(colorsSpace space: ColorSpace?, colors: [Any], locations: UnsafePointer<CGFloat>?) {
        let list = colors.compactMap { $0 as? Color }
        let locs = locations.map { Array(UnsafeBufferPointer(start: $0, count: list.count)) }
        self.init(colors: list, locations: locs)
    }

    /// A gradient from RGBA components, four per location
    /// (`CGGradient(colorSpace:colorComponents:locations:count:)`).
    public convenience init?(
        colorSpace space: ColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let list = (0..<count).map { i in
            Color(red: components[4 * i], green: components[4 * i + 1], blue: components[4 * i + 2], alpha: components[4 * i + 3])
        }
        self.init(colors: list, locations: locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) })
    }

    public static func == (lhs: Gradient, rhs: Gradient) -> Bool {
        lhs === rhs || (lhs.colors == rhs.colors && lhs.locations == rhs.locations)
    }
}
