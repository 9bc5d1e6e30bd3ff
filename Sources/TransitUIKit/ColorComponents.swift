// UIColor's component accessors and Core Graphics' `CGColor` components, over Transit's `Color`
// (extended sRGB components, never clamped, so every colour is in a compatible colour space).

extension Color {
    /// Creates a colour from hue, saturation and brightness (`UIColor.init(hue:saturation:
    /// brightness:alpha:)`), each in 0…1 for colours inside sRGB. The hue wraps around (1.25 is
    /// 0.25); as in UIKit's extended colour space, the other components are not clamped.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let v = brightness
        let p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The colour's red, green, blue and alpha components (`UIColor.getRed(_:green:blue:alpha:)`):
    /// each pointer that is not nil receives its component, in the extended sRGB range. Always
    /// `true`, since every Transit colour is an RGB colour.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// The colour's hue, saturation, brightness and alpha (`UIColor.getHue(_:saturation:
    /// brightness:alpha:)`): the HSB (HSV) form of its RGB components, hue in 0…1 starting at red.
    /// A grey has hue 0 and saturation 0, and black has saturation 0, as in UIKit. Always `true`.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let maximum = max(red, green, blue), minimum = min(red, green, blue)
        let chroma = maximum - minimum
        var h: CGFloat = 0
        if chroma > 0 {
            if maximum == red {
                h = (green - blue) / chroma
            } else if maximum == green {
                h = (blue - red) / chroma + 2
            } else {
                h = (red - green) / chroma + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? chroma / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = self.alpha
        return true
    }

    /// The colour's grey level and alpha (`UIColor.getWhite(_:alpha:)`): for a grey (equal
    /// red, green and blue, as `UIColor(white:alpha:)` makes) its level; for another colour its
    /// luminance by the sRGB (Rec. 709) weights, 0.2126 red + 0.7152 green + 0.0722 blue, applied
    /// to the components as stored. Always `true`.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = red == green && green == blue ? red : 0.2126 * red + 0.7152 * green + 0.0722 * blue
        alpha?.pointee = self.alpha
        return true
    }

    /// The colour's components, red, green, blue and alpha (`CGColor.components`), in that order.
    public var components: [CGFloat]? { [red, green, blue, alpha] }

    /// The number of components, alpha included (`CGColor.numberOfComponents`): 4.
    public var numberOfComponents: Int { 4 }
}
