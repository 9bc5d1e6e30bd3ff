import Foundation

extension View {
    /// A view showing a frozen capture of the rectangle `rect` of this view (in its bounds
    /// coordinates), with its subviews (`UIView.resizableSnapshotView(from:afterScreenUpdates:
    /// withCapInsets:)`). The snapshot's frame is `rect`'s size at the origin. Resized, it
    /// stretches like a resizable image: the bands `capInsets` mark along each edge keep their
    /// size (corners keep both), and the rest stretches to fill. Caps larger than the rectangle,
    /// or than the snapshot's new size, shrink proportionally. `afterScreenUpdates` means what it
    /// means for `snapshotView(afterScreenUpdates:)`. Returns `nil` for an empty or non-finite
    /// rectangle.
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates: Bool,
        withCapInsets capInsets: EdgeInsets
    ) -> View? {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite,
            capInsets.isFinite
        else {
            diagnostics.report(
                Diagnostic(
                    .note, code: "view.snapshotEmpty",
                    "resizableSnapshotView(from: \(rect)) of \(debugName) is empty or not finite; returning nil"))
            return nil
        }
        guard let node = captureNode(afterScreenUpdates: afterScreenUpdates) else { return nil }
        let snapshot = SnapshotView(capture: node, size: r.size)
        snapshot.slicing = (r, capInsets)
        return snapshot
    }

    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)` for each of `rects`, with
    /// no cap insets, from one capture of the view: the same snapshots, made without walking the
    /// view's tree again for each (a transition cutting a screen into many pieces). `nil` for an
    /// empty or non-finite rectangle, or when the view shows nothing.
    package func resizableSnapshotViews(from rects: [CGRect], afterScreenUpdates: Bool) -> [View?] {
        guard let node = captureNode(afterScreenUpdates: afterScreenUpdates) else { return rects.map { _ in nil } }
        return rects.map { rect in
            let r = rect.standardized
            guard r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else {
                return nil
            }
            let snapshot = SnapshotView(capture: node, size: r.size)
            snapshot.slicing = (r, .zero)
            return snapshot
        }
    }
}

extension SnapshotView {
    /// The capture of `source` drawn into the current bounds in nine slices: each slice clips a
    /// copy of the capture scaled so that its part of `source` fills its part of the bounds.
    func slicedContent(source: CGRect, capInsets: EdgeInsets) -> RenderNode {
        let b = bounds
        let (srcX, dstX) = Self.bands(
            from: source.minX, length: source.width, caps: (capInsets.left, capInsets.right), to: b.width)
        let (srcY, dstY) = Self.bands(
            from: source.minY, length: source.height, caps: (capInsets.top, capInsets.bottom), to: b.height)
        var root = RenderNode(bounds: CGRect(origin: .zero, size: b.size), position: CGPoint(x: b.midX, y: b.midY))
        let anchor = CGPoint(
            x: capture.bounds.minX + capture.anchorPoint.x * capture.bounds.width,
            y: capture.bounds.minY + capture.anchorPoint.y * capture.bounds.height)
        for row in 0..<3 {
            for column in 0..<3 {
                let s = CGRect(x: srcX[column].start, y: srcY[row].start, width: srcX[column].length, height: srcY[row].length)
                let d = CGRect(x: dstX[column].start, y: dstY[row].start, width: dstX[column].length, height: dstY[row].length)
                guard s.width > 0, s.height > 0, d.width > 0, d.height > 0 else { continue }
                let sx = d.width / s.width, sy = d.height / s.height
                var piece = capture
                piece.transform = Transform3D(scaleX: sx, y: sy)
                // The slice's source origin lands on the clip's origin.
                piece.position = CGPoint(x: -sx * (s.minX - anchor.x), y: -sy * (s.minY - anchor.y))
                var clip = RenderNode(frame: d)
                clip.masksToBounds = true
                clip.children = [piece]
                root.children.append(clip)
            }
        }
        return root
    }

    /// The three bands (start, length) of one axis in the source and in the destination: the
    /// two caps keep their length (shrunk proportionally when they do not fit) and the middle
    /// takes the rest.
    static func bands(from origin: CGFloat, length: CGFloat, caps: (CGFloat, CGFloat), to size: CGFloat)
        -> (source: [(start: CGFloat, length: CGFloat)], destination: [(start: CGFloat, length: CGFloat)])
    {
        var a = max(0, caps.0), c = max(0, caps.1)
        if a + c > length, a + c > 0 { let k = length / (a + c); a *= k; c *= k }
        let source = [(origin, a), (origin + a, length - a - c), (origin + length - c, c)]
        var da = a, dc = c
        if da + dc > size, da + dc > 0 { let k = size / (da + dc); da *= k; dc *= k }
        let destination = [(CGFloat(0), da), (da, max(0, size - da - dc)), (size - dc, dc)]
        return (source.map { (start: $0.0, length: $0.1) }, destination.map { (start: $0.0, length: $0.1) })
    }
}
