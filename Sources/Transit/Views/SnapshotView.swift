import Foundation

/// The view `View.snapshotView(afterScreenUpdates:)` returns: it shows a frozen render-tree
/// capture of another view's content and subviews, filling its own bounds.
@MainActor
final class SnapshotView: View {
    /// The captured subtree, placed to fill this view's bounds.
    let capture: RenderNode
    /// For a resizable snapshot: the captured rectangle (in the captured view's bounds
    /// coordinates) and the cap insets that keep their size when the snapshot is resized.
    var slicing: (source: CGRect, capInsets: EdgeInsets)?

    init(capture: RenderNode, size: CGSize) {
        self.capture = capture
        super.init(frame: CGRect(origin: .zero, size: size))
        isUserInteractionEnabled = false
    }

    /// Never made from an archive: Transit creates these views itself.
    required init?(coder: NSCoder) { return nil }

    override class var suppliesContent: Bool { true }

    /// The capture, under the subviews.
    override func supplyContent(to node: inout RenderNode) { node.children.append(capturedContent()) }

    /// The capture stretched over the current bounds (or its slices, for a resizable snapshot).
    private func capturedContent() -> RenderNode {
        if let slicing { return slicedContent(source: slicing.source, capInsets: slicing.capInsets) }
        var node = capture
        let b = bounds
        // Stretch the capture over the current bounds, as a snapshot's contents fill its layer.
        let sx = capture.bounds.width > 0 ? b.width / capture.bounds.width : 1
        let sy = capture.bounds.height > 0 ? b.height / capture.bounds.height : 1
        node.position = CGPoint(x: b.midX, y: b.midY)
        node.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        node.transform = (sx == 1 && sy == 1) ? .identity : Transform3D(scaleX: sx, y: sy)
        return node
    }
}

extension View {
    /// A view showing the current content of this view and its subviews, frozen
    /// (`UIView.snapshotView(afterScreenUpdates:)`). With `afterScreenUpdates` the capture lays out
    /// first and shows the model values (the state after pending changes reach the screen);
    /// without, it shows what is on screen now (presentation values, mid-animation). The snapshot's
    /// frame is the view's bounds size at the origin; the view's own `transform`, `alpha` and
    /// position are not part of the capture (set them on the snapshot). Returns `nil` for a view
    /// with an empty or non-finite size.
    public func snapshotView(afterScreenUpdates: Bool) -> View? {
        let size = bounds.size
        guard size.width > 0, size.height > 0 else {
            diagnostics.report(
                Diagnostic(
                    .note, code: "view.snapshotEmpty",
                    "snapshotView(afterScreenUpdates:) of \(debugName) with size \(size); returning nil"))
            return nil
        }
        guard let node = captureNode(afterScreenUpdates: afterScreenUpdates) else { return nil }
        return SnapshotView(capture: node, size: size)
    }

    /// The view and its subviews as a render node for a snapshot: laid out first and with model
    /// values when `afterScreenUpdates`, shown even if hidden, without its own transform,
    /// opacity and depth (those belong to the snapshot view).
    func captureNode(afterScreenUpdates: Bool) -> RenderNode? {
        if afterScreenUpdates { layoutIfNeeded() }
        let wasHidden = isHidden
        isHidden = false
        defer { isHidden = wasHidden }
        guard var node = layer.renderTreeNode(model: afterScreenUpdates) else { return nil }
        node.transform = .identity
        node.opacity = 1
        node.zPosition = 0
        return node
    }
}

extension View {
    /// Whether this view is a snapshot made by `snapshotView(afterScreenUpdates:)` or
    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`.
    package var isSnapshot: Bool { self is SnapshotView }

    /// The serial numbers the layers of the snapshot views in this view's subtree (this view
    /// included) carry in their window's last render tree (`RenderNodeSource.layerSerial`): how
    /// the live window's debug overlay finds them among the frame's nodes. A snapshot not drawn
    /// in that tree has none.
    package func snapshotRenderSerials() -> Set<UInt64> {
        var serials: Set<UInt64> = []
        func visit(_ view: View) {
            let layer = view.layer
            if view is SnapshotView, layer.renderSerial != 0, let host = layer.host, layer.renderSerialHostID == host.renderHostID
            {
                serials.insert(layer.renderSerial)
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        return serials
    }
}
