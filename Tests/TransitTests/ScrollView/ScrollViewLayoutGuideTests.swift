import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// `contentLayoutGuide` and `frameLayoutGuide`: the self-sizing list of UIKit's documentation
/// ("Working with Scroll Views": pin the content's edges to the content guide and its width to
/// the frame guide), with the content size and frames worked out by hand.
@MainActor
@Suite struct ScrollViewLayoutGuideTests {
    /// A 300 × 400 scroll view holding a vertical stack of five 100 pt rows, 10 pt apart, inset
    /// 20 pt from the content's edges, as wide as the frame less 40.
    func list() -> (Window, ScrollView, StackView) {
        let w = makeWindow()
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scrollView.contentInsetAdjustmentBehavior = .never
        w.addSubview(scrollView)
        let rows = (0..<5).map { _ in View() }
        let stack = StackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        let content = scrollView.contentLayoutGuide, frame = scrollView.frameLayoutGuide
        LayoutConstraint.activate(
            rows.map { $0.heightAnchor.constraint(equalToConstant: 100) } + [
                stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
                stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
                stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
                stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
                stack.widthAnchor.constraint(equalTo: frame.widthAnchor, constant: -40)
            ])
        w.layoutIfNeeded()
        return (w, scrollView, stack)
    }

    @Test func contentSizeComesFromTheConstraints() {
        let (_, scrollView, stack) = list()
        // 20 + 5 × 100 + 4 × 10 + 20 = 580 tall; 20 + 260 + 20 = 300 wide.
        expectEqual(scrollView.contentSize, CGSize(width: 300, height: 580))
        expectEqual(stack.frame, CGRect(x: 20, y: 20, width: 260, height: 540))
        expectEqual(scrollView.contentLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 300, height: 580))
        expectEqual(scrollView.frameLayoutGuide.layoutFrame, scrollView.bounds)
        expectEqual(scrollView.contentLayoutGuide.identifier, "UIScrollViewContentLayoutGuide")
        expect(!stack.hasAmbiguousLayout)
    }

    @Test func contentScrollsAndFrameGuidedViewsStayOnScreen() {
        let (w, scrollView, stack) = list()
        let badge = View()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        LayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 30), badge.heightAnchor.constraint(equalToConstant: 30)
        ])
        w.layoutIfNeeded()
        expectEqual(badge.frame, CGRect(x: 260, y: 10, width: 30, height: 30))
        scrollView.contentOffset = CGPoint(x: 0, y: 150)
        w.layoutIfNeeded()
        // The stack keeps its place in the content, so it moved up 150 pt on screen…
        expectEqual(stack.frame.origin, CGPoint(x: 20, y: 20))
        expectEqual(stack.convert(stack.bounds, to: w).minY, CGFloat(20 - 150))
        // …while the badge stayed where it was on screen.
        expectEqual(badge.frame, CGRect(x: 260, y: 160, width: 30, height: 30))
        expectEqual(badge.convert(badge.bounds, to: w), CGRect(x: 260, y: 10, width: 30, height: 30))
        expectEqual(scrollView.frameLayoutGuide.layoutFrame, CGRect(x: 0, y: 150, width: 300, height: 400))
        expectEqual(scrollView.contentLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 300, height: 580))
    }

    @Test func contentSizeFollowsChanges() {
        let (w, scrollView, stack) = list()
        stack.arrangedSubviews[4].isHidden = true
        w.layoutIfNeeded()
        // One row and one gap fewer: 580 − 110.
        expectEqual(scrollView.contentSize, CGSize(width: 300, height: 470))
        scrollView.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        w.layoutIfNeeded()
        expectEqual(scrollView.contentSize.width, 200)
        expectEqual(stack.frame.width, 160)
    }
}
