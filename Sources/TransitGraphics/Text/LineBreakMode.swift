import Foundation

/// How text that does not fit is wrapped or truncated (`NSLineBreakMode`).
public enum LineBreakMode: Int, Equatable, Sendable {
    /// Wrap at word boundaries; a word wider than the line wraps between characters.
    case byWordWrapping = 0
    /// Wrap between characters.
    case byCharWrapping = 1
    /// Wrap at words; the last line is cut at the edge with no ellipsis.
    case byClipping = 2
    /// Wrap at words; the last line shows its end, with an ellipsis at the start.
    case byTruncatingHead = 3
    /// Wrap at words; the last line ends with an ellipsis (`UILabel`'s default).
    case byTruncatingTail = 4
    /// Wrap at words; the last line keeps its start and end with an ellipsis in the middle.
    case byTruncatingMiddle = 5
}
