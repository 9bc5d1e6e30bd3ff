import Foundation
@testable import Transit

/// A text on screen now: a label, its text, the rectangle it is drawn in (window coordinates,
/// from the presentation values of the label and its ancestors, cut by the bounds of ancestors
/// that clip), and its opacity (the product of theirs).
struct ShownText: CustomStringConvertible {
    let label: Label
    let text: String
    let rect: CGRect
    let opacity: CGFloat
    /// Whether the label lays out right to left, where a word starts at its right edge.
    var rightToLeft = false

    var description: String { "\"\(text)\" at \(rect) α \(opacity)" }

    /// Whether `other` is this text travelling with it, which a viewer reads as one word: the
    /// same words starting at the same place (their leading edges: the right ones right to left)
    /// on the same middle line (within `tolerance` points), their widths within 20 % — the same
    /// word in two fonts, as the bar's title
    /// (17 pt semibold) turns into the back title (17 pt regular). Heights are not compared: a
    /// label's box may be taller than its line (the title's fills the 44 pt row).
    func isSameWord(as other: ShownText, tolerance: CGFloat = 1) -> Bool {
        let start = rightToLeft ? abs(rect.maxX - other.rect.maxX) : abs(rect.minX - other.rect.minX)
        return text == other.text && start <= tolerance && abs(rect.midY - other.rect.midY) <= tolerance
            && abs(rect.width - other.rect.width) <= max(tolerance, 0.2 * max(rect.width, other.rect.width))
    }
}

/// The texts `root` and its subviews draw now (see `ShownText`); `root` itself must not be
/// moving (its superview's conversion to the window is taken from the model values).
@MainActor
func shownTexts(in root: View) -> [ShownText] {
    var found: [ShownText] = []
    func visit(_ view: View, parent: CGAffineTransform, opacity: CGFloat, clip: CGRect?) {
        guard !view.isHidden else { return }
        let layer = view.layer.presentation() ?? view.layer
        let alpha = opacity * CGFloat(layer.opacity)
        guard alpha > 0 else { return }
        let b = layer.bounds
        let anchor = CGPoint(x: b.minX + layer.anchorPoint.x * b.width, y: b.minY + layer.anchorPoint.y * b.height)
        let toWindow = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(layer.affineTransform())
            .concatenating(CGAffineTransform(translationX: layer.position.x, y: layer.position.y))
            .concatenating(parent)
        let rect = b.applying(toWindow)
        var clip = clip
        if layer.masksToBounds { clip = clip.map { $0.intersection(rect) } ?? rect }
        if let label = view as? Label, let text = label.text, !text.isEmpty {
            let shown = clip.map { rect.intersection($0) } ?? rect
            if !shown.isNull, shown.width > 0, shown.height > 0 {
                found.append(
                    ShownText(
                        label: label, text: text, rect: shown, opacity: alpha,
                        rightToLeft: label.isRightToLeft))
            }
        }
        for subview in view.subviews { visit(subview, parent: toWindow, opacity: alpha, clip: clip) }
    }
    let origin = root.superview?.convert(CGPoint.zero, to: nil) ?? .zero
    visit(root, parent: CGAffineTransform(translationX: origin.x, y: origin.y), opacity: 1, clip: nil)
    return found
}

/// The pairs of texts drawn over each other: both at least `minimumOpacity` opaque and their
/// rectangles sharing more than `overlap` of the smaller one's area — unless they are one word
/// travelling (`ShownText.isSameWord(as:)`). "< Settings" fading in over "Settings" a few
/// points away is such a pair; "Settings" moving into the back button while the back title
/// "Settings" fades in on the same path is not.
func superimposedTexts(_ texts: [ShownText], minimumOpacity: CGFloat = 0.1, overlap: CGFloat = 0.2) -> [(ShownText, ShownText)] {
    let visible = texts.filter { $0.opacity >= minimumOpacity }
    var pairs: [(ShownText, ShownText)] = []
    for (i, a) in visible.enumerated() {
        for b in visible[(i + 1)...] where !a.isSameWord(as: b) {
            let shared = a.rect.intersection(b.rect)
            guard !shared.isNull else { continue }
            let smaller = min(a.rect.width * a.rect.height, b.rect.width * b.rect.height)
            if smaller > 0, shared.width * shared.height > overlap * smaller { pairs.append((a, b)) }
        }
    }
    return pairs
}
