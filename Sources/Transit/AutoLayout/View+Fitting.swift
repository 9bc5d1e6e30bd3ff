import Foundation

extension View {
    /// The target size asking for the smallest size the constraints allow
    /// (`UIView.layoutFittingCompressedSize`): zero.
    public static let layoutFittingCompressedSize = CGSize.zero

    /// The target size asking for the largest size the constraints allow
    /// (`UIView.layoutFittingExpandedSize`). Apple documents no value; Transit uses 10⁷ points
    /// on each axis, larger than any screen while keeping the solver's arithmetic exact.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size closest to `targetSize` that the view's constraints to its subtree allow, both
    /// axes at `.fittingSizeLevel` (`UIView.systemLayoutSizeFitting(_:)`). The view is not
    /// resized.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` with the given priorities for matching its width and
    /// height (`UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`):
    /// `.required` pins that dimension to the target; `.fittingSizeLevel` lets every other
    /// constraint, intrinsic sizes included, win. Only constraints within the view's subtree
    /// count; the view is not resized.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> CGSize {
        guard targetSize.width.isFinite, targetSize.height.isFinite else {
            diagnostics.report(
                Diagnostic(
                    .error, code: "layout.nonFiniteTarget",
                    "systemLayoutSizeFitting(\(targetSize)) on \(debugName); the compressed size is used"))
            return systemLayoutSizeFitting(
                View.layoutFittingCompressedSize, withHorizontalFittingPriority: horizontal,
                verticalFittingPriority: vertical)
        }
        if autoLayoutStorage?.subtreeNeedsUpdateConstraints == true { updateConstraintsIfNeeded() }
        let engine = LayoutEngine(root: self, fitting: (targetSize, horizontal, vertical))
        return engine.rootSize
    }
}
