import Foundation

/// The two guides Auto Layout uses to lay out a scroll view's content (iOS 11).
///
/// - `contentLayoutGuide` is the content rectangle: its origin is the content's origin (it moves
///   with `contentOffset`), and its size is whatever the constraints make it. When constraints
///   refer to it, each layout pass sets `contentSize` to its solved size, so pinning a stack
///   view's four edges to it and its width to `frameLayoutGuide`'s makes a vertically scrolling
///   list that sizes itself.
/// - `frameLayoutGuide` is the scroll view's own rectangle, fixed on screen as the content
///   scrolls: views pinned to it float over the content.
///
/// Constraints to the scroll view's own edges keep Transit's meaning (its frame, so they behave
/// like `frameLayoutGuide`); UIKit's older rule, which ties a scroll view's edges to its content
/// when the other item is inside it, is served by `contentLayoutGuide`.
extension ScrollView {
    /// The guide of the scroll view's content (`UIScrollView.contentLayoutGuide`).
    public var contentLayoutGuide: LayoutGuide {
        if let guide = autoLayoutStorage?.scrollContentGuide { return guide }
        let guide = LayoutGuide(kind: .scrollContent, owner: self, identifier: "UIScrollViewContentLayoutGuide")
        autoLayout.scrollContentGuide = guide
        return guide
    }

    /// The guide of the scroll view's frame, untransformed (`UIScrollView.frameLayoutGuide`).
    public var frameLayoutGuide: LayoutGuide {
        if let guide = autoLayoutStorage?.scrollFrameGuide { return guide }
        let guide = LayoutGuide(kind: .scrollFrame, owner: self, identifier: "UIScrollViewFrameLayoutGuide")
        autoLayout.scrollFrameGuide = guide
        return guide
    }
}

extension LayoutEngine {
    /// Sets `scrollView.contentSize` to its content guide's solved size, when constraints use
    /// the guide.
    func applyContentSize(to scrollView: ScrollView) {
        guard let guide = scrollView.autoLayoutStorage?.scrollContentGuide, let frame = frame(of: guide),
            frame.width.isFinite, frame.height.isFinite
        else { return }
        let size = CGSize(width: max(0, frame.width), height: max(0, frame.height))
        if scrollView.contentSize != size { scrollView.contentSize = size }
    }
}
