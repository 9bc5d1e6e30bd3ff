import Foundation
import TransitGraphics

/// Laid-out text and its flattened glyph outlines, kept between frames so a screen of labels is
/// laid out once rather than every frame (`UILabel` likewise keeps its layout until a property
/// that affects it changes).
///
/// An entry is found by value: the text content's every layout input (string, attributed runs,
/// font size, weight and face, alignment, number of lines, line break mode), the bounds width and
/// the font source in scope (`FontSource.current`, which supplies fallback faces).
/// The text colour takes no part (it does not move a glyph); a change to any other input is a
/// different key, so a stale layout can never be drawn. Each entry also keeps the outlines of its
/// glyphs placed in the layer's coordinates for the last few (device scale, text origin) pairs it
/// was drawn at; `Renderer` projects them through the frame's transform, exactly as it would
/// outlines made afresh.
///
/// Memory is bounded and eviction deterministic: entries live in two generations; when the
/// current one's cost (glyphs plus outline points) passes `budget`, it becomes the previous one
/// and the old previous one is dropped; an entry found in the previous generation moves back into
/// the current one. The same sequence of frames therefore always keeps the same entries.
final class TextLayoutCache: @unchecked Sendable {
    /// What a layout depends on.
    struct Key: Hashable {
        var text: RenderNode.TextContent
        /// The bounds width; every unbounded width (NaN, zero, negative, infinite) is +∞, as
        /// `TextLayout` treats them alike.
        var width: CGFloat
        /// Where fallback faces come from.
        var fonts: FontSource

        init(_ text: RenderNode.TextContent, width: CGFloat) {
            self.text = text
            self.width = width.isFinite && width > 0 ? width : .infinity
            fonts = FontSource.current
        }

        static func == (a: Key, b: Key) -> Bool {
            a.width == b.width && a.text.text == b.text.text && a.text.fontSize == b.text.fontSize
                && a.text.weight == b.text.weight && a.text.alignment == b.text.alignment
                && a.text.numberOfLines == b.text.numberOfLines && a.text.face == b.text.face
                && a.text.lineBreakMode == b.text.lineBreakMode && a.text.attributedText == b.text.attributedText
                && a.fonts == b.fonts
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(text.text)
            hasher.combine(text.fontSize)
            hasher.combine(width)
        }
    }

    /// Glyph outlines of a layout placed for drawing: polygons in the layer's coordinates
    /// (points, y down), in glyph order, grouped in runs of one colour (nil: the text colour),
    /// and the colour bitmap glyphs drawn as images.
    struct Drawing {
        struct Segment {
            var color: Color?
            var polygons: [[CGPoint]]
            /// The segment's glyphs, each with its pen position (on the baseline).
            var glyphs: [GlyphOrigin]
        }
        struct GlyphOrigin {
            var font: Font
            var source: PlacedGlyph.Source
            var origin: CGPoint
        }
        struct ColorGlyph {
            var face: FontFace
            var glyph: Int
            var pointSize: CGFloat
            var origin: CGPoint
        }
        var scale: CGFloat
        var origin: CGPoint
        var segments: [Segment]
        var colorGlyphs: [ColorGlyph]
        var cost: Int
    }

    /// One cached layout and the drawings made of it.
    final class Entry: @unchecked Sendable {
        let layout: TextLayout
        /// The most recent drawings, newest last (at most `drawingsPerEntry`).
        fileprivate(set) var drawings: [Drawing] = []
        fileprivate var cost: Int
        /// The generation it was last put in (-1: never kept).
        fileprivate var generation = -1

        init(layout: TextLayout) {
            self.layout = layout
            cost = 1 + layout.lines.reduce(0) { $0 + $1.glyphs.count }
        }
    }

    /// The cache `Renderer` uses unless given another.
    static let shared = TextLayoutCache(budget: 1 << 20)

    /// Drawings kept per layout: the same text drawn at a few scales or in a few label heights.
    static let drawingsPerEntry = 4

    private let lock = NSLock()
    private var current: [Key: Entry] = [:]
    private var previous: [Key: Entry] = [:]
    private var currentCost = 0
    private var generation = 0
    /// The cost (glyphs plus outline points) one generation may reach; 0 keeps nothing.
    let budget: Int
    /// Lookups answered from the cache and lookups that laid text out, since creation.
    private(set) var layoutHits = 0, layoutMisses = 0
    /// Drawings reused and drawings made, since creation.
    private(set) var drawingHits = 0, drawingMisses = 0

    init(budget: Int) { self.budget = max(0, budget) }

    /// The entry for `text` laid out at `width`, laid out now when it is not cached.
    func entry(_ text: RenderNode.TextContent, width: CGFloat) -> Entry {
        let key = Key(text, width: width)
        lock.lock()
        if let found = current[key] { layoutHits += 1; lock.unlock(); return found }
        if let found = previous.removeValue(forKey: key) {
            layoutHits += 1
            insert(found, for: key)
            lock.unlock()
            return found
        }
        layoutMisses += 1
        lock.unlock()
        let made = Entry(layout: text.layout(width: width))
        lock.lock()
        if let raced = current[key] { lock.unlock(); return raced }
        insert(made, for: key)
        lock.unlock()
        return made
    }

    /// The entry's drawing at `scale` with the layout's origin at `origin`, made by `make` when
    /// it has none.
    func drawing(_ entry: Entry, scale: CGFloat, origin: CGPoint, make: () -> Drawing) -> Drawing {
        lock.lock()
        if let found = entry.drawings.last(where: { $0.scale == scale && $0.origin == origin }) {
            drawingHits += 1
            lock.unlock()
            return found
        }
        drawingMisses += 1
        lock.unlock()
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        guard budget > 0, made.cost <= budget else { return made }
        if entry.drawings.count >= TextLayoutCache.drawingsPerEntry {
            let dropped = entry.drawings.removeFirst()
            entry.cost -= dropped.cost
            if isCurrent(entry) { currentCost -= dropped.cost }
        }
        entry.drawings.append(made)
        entry.cost += made.cost
        if isCurrent(entry) {
            currentCost += made.cost
            if currentCost > budget { rotate() }
        }
        return made
    }

    /// Empties the cache (both generations).
    func removeAll() {
        lock.lock(); defer { lock.unlock() }
        current.removeAll(); previous.removeAll(); currentCost = 0
        generation += 1
    }

    /// The number of layouts held.
    var count: Int {
        lock.lock(); defer { lock.unlock() }
        return current.count + previous.count
    }

    private func isCurrent(_ entry: Entry) -> Bool { entry.generation == generation }

    private func insert(_ entry: Entry, for key: Key) {
        guard budget > 0, entry.cost <= budget else { return }
        current[key] = entry
        entry.generation = generation
        currentCost += entry.cost
        if currentCost > budget { rotate() }
    }

    private func rotate() {
        previous = current
        current = [:]
        currentCost = 0
        generation += 1
    }
}
