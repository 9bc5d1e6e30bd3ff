import Transit

/// Options for measuring and drawing strings (`NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates options from UIKit's bit values.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Wrap lines to the width and measure from the first line's top (`usesLineFragmentOrigin`).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Measure with the font's leading (`usesFontLeading`); Transit's line heights include it.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure the glyphs' ink (`usesDeviceMetrics`); Transit measures line boxes.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last visible line (`truncatesLastVisibleLine`).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Extra information for string drawing (`NSStringDrawingContext`); Transit reads nothing from it.
open class NSStringDrawingContext {
    /// The scale factor applied to fit (`minimumScaleFactor`), kept only.
    open var minimumScaleFactor: CGFloat = 0
    /// Creates a context.
    public init() {}
}

/// UIKit's string drawing (`NSString` UIKit additions), laid out by Transit's text layout: runs'
/// fonts, colours and kerning from the attributes, Helvetica's stand-in `Font.systemFont(ofSize: 12)`
/// where no `.font` is given and black where no `.foregroundColor` is, as UIKit's defaults are
/// 12-point Helvetica in black.
enum StringDrawing {
    static func layout(_ string: String, _ attributes: [NSAttributedString.Key: Any]?, width: CGFloat) -> TextLayout {
        let attributed = AttributedText(NSAttributedString(string: string, attributes: attributes))
        let style = attributes?[.paragraphStyle] as? NSParagraphStyle
        return TextLayout(
            attributedText: attributed, font: (attributes?[.font] as? Font) ?? Font.systemFont(ofSize: 12),
            width: width, numberOfLines: 0, alignment: style?.alignment ?? .natural,
            lineBreakMode: style?.lineBreakMode ?? .byWordWrapping)
    }

    @MainActor static func draw(
        _ string: String, in rect: CGRect?, at point: CGPoint, _ attributes: [NSAttributedString.Key: Any]?
    ) {
        guard let context = GraphicsGetCurrentContext() else { return }
        let layout = layout(string, attributes, width: rect?.width ?? .greatestFiniteMagnitude)
        let color = (attributes?[.foregroundColor] as? Color) ?? .black
        context.saveGState()
        if let rect { context.clip(to: rect) }
        context.draw(layout, at: rect?.origin ?? point, color: color)
        context.restoreGState()
    }

    static func boundingRect(
        _ string: String, size: CGSize, options: NSStringDrawingOptions,
        attributes: [NSAttributedString.Key: Any]?
    ) -> CGRect {
        let width = options.contains(.usesLineFragmentOrigin) ? size.width : .greatestFiniteMagnitude
        let layout = layout(string, attributes, width: width)
        var height = layout.size.height
        if options.contains(.usesLineFragmentOrigin), size.height.isFinite, size.height > 0 { height = min(height, size.height) }
        return CGRect(x: 0, y: 0, width: layout.size.width, height: height)
    }
}

extension NSString {
    /// Draws the string on one line with its top left corner at `point` in the current context
    /// (`draw(at:withAttributes:)`).
    @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(String(self), in: nil, at: point, attributes)
    }

    /// Draws the string wrapped to `rect`'s width and clipped to `rect` (`draw(in:withAttributes:)`).
    @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(String(self), in: rect, at: rect.origin, attributes)
    }

    /// The rectangle the string occupies (`boundingRect(with:options:attributes:context:)`): with
    /// `.usesLineFragmentOrigin`, the lines wrapped to `size.width`; otherwise one line. The
    /// origin is zero.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) -> CGRect {
        StringDrawing.boundingRect(String(self), size: size, options: options, attributes: attributes)
    }

    /// The size of the string on one line (`size(withAttributes:)`).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.layout(String(self), attributes, width: .greatestFiniteMagnitude).size
    }
}

extension String {
    /// Draws the string at `point` (`NSString.draw(at:withAttributes:)`).
    @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self, in: nil, at: point, attributes)
    }

    /// Draws the string in `rect` (`NSString.draw(in:withAttributes:)`).
    @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self, in: rect, at: rect.origin, attributes)
    }

    /// The rectangle the string occupies (`NSString.boundingRect(with:options:attributes:context:)`).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) -> CGRect {
        StringDrawing.boundingRect(self, size: size, options: options, attributes: attributes)
    }

    /// The size of the string on one line (`NSString.size(withAttributes:)`).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.layout(self, attributes, width: .greatestFiniteMagnitude).size
    }
}
