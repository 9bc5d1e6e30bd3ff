import Foundation

/// The debug overlay of a live window (key d; Transit extension, in the spirit of the
/// Simulator's Debug ▸ Color Blended Layers and Xcode's view debugger, which outline what is on
/// screen without changing it).
///
/// It is a second render tree, drawn by the renderer on a transparent background and
/// composited over the frame the renderer drew for the content, so the content's own pixels are
/// never changed — only covered where the overlay draws. It shows:
/// - every layer's border, one pixel wide, following the layer's presentation geometry exactly
///   (the overlay mirrors the frame's render tree: bounds, position, anchor point, transforms);
/// - the running transition's container view (magenta), its snapshot views wherever they are
///   under the container (`snapshotView(afterScreenUpdates:)` and resizable snapshots: their
///   layer borders in yellow, two pixels wide, so they follow each snapshot's presentation
///   geometry exactly, turned in 3-D or not), the other views the animator added to the
///   container besides the participants' views — dimming and shadow views (orange) — and the
///   source views the transition hid while it runs, such as a zoom's or a shared element's
///   source (green, filled);
/// - the finger while the pointer's button is down;
/// - the transition's last callback, how far it has come, and the frame times.
enum LiveOverlay {
    /// What the overlay says in its text panel.
    struct State: Equatable {
        /// The running transition's last callback (`"PushAnimator.animateTransition(using:)"`),
        /// or the one it ended with.
        var phase = ""
        /// How far the running transition has come, 0…1, when known.
        var fraction: CGFloat?
        /// A one-line note about the last key, if it could not do anything.
        var note: String?
        /// The frame times (`LiveStatistics.recentSummary`).
        var frameSummary = ""

        /// The lines of the text panel.
        var lines: [String] {
            var lines = ["phase: " + (phase.isEmpty ? "no transition yet" : phase)]
            if let fraction { lines.append(String(format: "transition: %.0f %%", Double(fraction) * 100)) }
            if !frameSummary.isEmpty { lines.append(frameSummary) }
            if let note { lines.append(note) }
            return lines
        }
    }

    /// A rectangle the overlay marks, in window points.
    struct Mark: Equatable {
        /// What the rectangle is.
        enum Kind: Equatable {
            case container, animatorView, source, touch
        }
        var kind: Kind
        var rect: CGRect
    }

    /// The colour of the layer borders: opaque cyan.
    static let layerBorderColor = Color(red: 0, green: 1, blue: 1)
    /// The colour of a snapshot view's border: opaque yellow.
    static let snapshotBorderColor = Color(red: 1, green: 1, blue: 0)
    /// A snapshot view's border width, in pixels.
    static let snapshotBorderPixels: CGFloat = 2
    /// The colours of the marks, by kind.
    static func color(of kind: Mark.Kind) -> Color {
        switch kind {
        case .container: Color(red: 1, green: 0, blue: 1)
        case .animatorView: Color(red: 1, green: 0.55, blue: 0)
        case .source: Color(red: 0.1, green: 0.85, blue: 0.2)
        case .touch: Color(white: 1, alpha: 0.9)
        }
    }

    /// Points of the text panel's font, and of each of its lines.
    static let fontSize: CGFloat = 12, lineHeight: CGFloat = 16

    /// The overlay's render tree for a frame whose render tree is `content`: transparent, the
    /// size and scale of the frame, with the layer borders (the nodes drawn by the layers
    /// numbered `snapshots` bordered as snapshots), `marks` and the panel's `lines`.
    static func tree(over content: RenderTree, marks: [Mark], lines: [String], snapshots: Set<UInt64> = []) -> RenderTree {
        let pixel = 1 / max(content.scale, 0.25)
        var root = RenderNode(
            bounds: CGRect(origin: .zero, size: content.size),
            position: CGPoint(x: content.size.width / 2, y: content.size.height / 2))
        root.children = [outline(content.root, pixel: pixel, snapshots: snapshots)]
        root.children += marks.map { markNode($0, pixel: pixel) }
        if !lines.isEmpty { root.children.append(panel(lines, width: content.size.width)) }
        return RenderTree(size: content.size, scale: content.scale, backgroundColor: .clear, root: root)
    }

    /// A node with `node`'s geometry that draws only a border (a snapshot's, when the layer that
    /// drew `node` is numbered in `snapshots`), and the same for its sublayers. `pixel` is one
    /// device pixel in the frame's points, and `toFrame` maps `node`'s parent's coordinates to
    /// the frame's (as the renderer concatenates them).
    ///
    /// A border is drawn in its layer's own coordinates, so a layer scaled by its transform or an
    /// ancestor's would draw it scaled too (a snapshot shrunk to three quarters would get a 1.5
    /// pixel border). Each width is divided by the scale of the layer's mapping to the frame (the
    /// square root of the area factor of its flattened 2-D part), so a border is one pixel wide
    /// (two for a snapshot) on screen whatever the layer's scale or rotation; a layer turned
    /// in 3-D or stretched unevenly gets the width of its mean scale.
    static func outline(
        _ node: RenderNode, pixel: CGFloat, snapshots: Set<UInt64> = [], toFrame: Transform3D = .identity
    ) -> RenderNode {
        var copy = RenderNode(bounds: node.bounds, position: node.position)
        copy.anchorPoint = node.anchorPoint
        copy.anchorPointZ = node.anchorPointZ
        copy.transform = node.transform
        copy.sublayerTransform = node.sublayerTransform
        copy.zPosition = node.zPosition
        copy.isDoubleSided = node.isDoubleSided
        copy.preserves3D = node.preserves3D
        let mapping = node.localToParent.flattened.concatenating(toFrame)
        let isSnapshot = node.source.layerSerial != 0 && snapshots.contains(node.source.layerSerial)
        let pixels = isSnapshot ? snapshotBorderPixels : 1
        copy.borderWidth = pixels * pixel / scale(of: mapping)
        copy.borderColor = isSnapshot ? snapshotBorderColor : layerBorderColor
        let childBase = node.sublayerMapping.flattened.concatenating(mapping)
        copy.children = node.children.map { outline($0, pixel: pixel, snapshots: snapshots, toFrame: childBase) }
        return copy
    }

    /// How many frame points one point of a layer mapped by `m` covers, along a line: the square
    /// root of the area factor of `m`'s 2-D part (its determinant), 1 when that is degenerate (a
    /// layer seen edge-on, whose border cannot show).
    static func scale(of m: Transform3D) -> CGFloat {
        let area = abs(m.m11 * m.m22 - m.m12 * m.m21)
        guard area.isFinite, area > 1e-12 else { return 1 }
        return area.squareRoot()
    }

    private static func markNode(_ mark: Mark, pixel: CGFloat) -> RenderNode {
        var node = RenderNode(frame: mark.rect)
        let tint = color(of: mark.kind)
        switch mark.kind {
        case .container:
            node.borderWidth = 3 * pixel
        case .animatorView:
            node.borderWidth = 2 * pixel
        case .source:
            node.borderWidth = 2 * pixel
            node.backgroundColor = tint.withAlphaComponent(0.25)
        case .touch:
            node.cornerRadius = min(mark.rect.width, mark.rect.height) / 2
            node.backgroundColor = Color(white: 0.5, alpha: 0.5)
            node.borderWidth = 2
        }
        node.borderColor = tint
        return node
    }

    /// The text panel: the lines in white on translucent black across the top of the screen.
    private static func panel(_ lines: [String], width: CGFloat) -> RenderNode {
        let height = CGFloat(lines.count) * lineHeight + 8
        var node = RenderNode(frame: CGRect(x: 0, y: 0, width: width, height: height))
        node.backgroundColor = Color(white: 0, alpha: 0.65)
        var text = RenderNode(frame: CGRect(x: 6, y: 4, width: max(1, width - 12), height: height - 8))
        text.content = .text(
            RenderNode.TextContent(
                text: lines.joined(separator: "\n"), fontSize: fontSize,
                color: .white, numberOfLines: lines.count))
        node.children = [text]
        return node
    }

    /// `overlay` drawn over `frame` (premultiplied source-over, the compositing of `CALayer`
    /// with the default blending): each pixel is `overlay + frame × (1 − overlay's alpha)`, so a
    /// transparent overlay pixel leaves the frame's pixel exactly as it was. Bitmaps of
    /// different sizes give `frame` unchanged.
    static func composite(_ overlay: Bitmap, over frame: Bitmap) -> Bitmap {
        guard overlay.width == frame.width, overlay.height == frame.height else { return frame }
        var result = frame
        result.pixels.withUnsafeMutableBufferPointer { out in
            overlay.pixels.withUnsafeBufferPointer { top in
                var i = 0
                while i < out.count {
                    let alpha = Int(top[i + 3])
                    if alpha == 255 {
                        for c in 0..<4 { out[i + c] = top[i + c] }
                    } else if alpha > 0 {
                        let keep = 255 - alpha
                        for c in 0..<4 { out[i + c] = UInt8(Int(top[i + c]) + (Int(out[i + c]) * keep + 127) / 255) }
                    }
                    i += 4
                }
            }
        }
        return result
    }
}
