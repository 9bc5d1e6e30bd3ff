import Foundation

extension Font {
    /// A Dynamic Type text style (`UIFont.TextStyle`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name, as UIKit spells it (e.g. "UICTFontTextStyleBody").
        public var rawValue: String
        /// Creates a style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// `UIFont.TextStyle.largeTitle`: 34 pt regular.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// `UIFont.TextStyle.title1`: 28 pt regular.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// `UIFont.TextStyle.title2`: 22 pt regular.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// `UIFont.TextStyle.title3`: 20 pt regular.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// `UIFont.TextStyle.headline`: 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// `UIFont.TextStyle.body`: 17 pt regular.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// `UIFont.TextStyle.callout`: 16 pt regular.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// `UIFont.TextStyle.subheadline`: 15 pt regular.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// `UIFont.TextStyle.footnote`: 13 pt regular.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// `UIFont.TextStyle.caption1`: 12 pt regular.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// `UIFont.TextStyle.caption2`: 11 pt regular.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Size and weight at the default ("Large") content size category, from the iOS Dynamic
        /// Type sizes table in Apple's Human Interface Guidelines (Typography → Specifications).
        var defaultMetrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .callout: return (16, .regular)
            case .subheadline: return (15, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }
    }

    /// The system font for a text style at the default content size category
    /// (`UIFont.preferredFont(forTextStyle:)`): iOS's sizes for the "Large" setting, e.g. body
    /// 17 pt, headline 17 pt semibold, largeTitle 34 pt, caption2 11 pt. Unknown styles get the
    /// body font.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        let metrics = style.defaultMetrics
        return systemFont(ofSize: metrics.size, weight: metrics.weight)
    }
}
