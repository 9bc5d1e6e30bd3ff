import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// Stack views: every distribution and alignment against frames computed by hand from
/// UIStackView's documented rules, hidden views collapsing (animated), arranged-subview
/// bookkeeping.
@MainActor
@Suite struct StackViewTests {
    /// A view with a fixed intrinsic size.
    final class Box: View {
        let size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
    }

    /// A 300 × 100 horizontal stack at the origin of a window holding boxes of widths 40, 60
    /// and 20 (heights 10, 30, 20).
    func makeStack(_ configure: (StackView) -> Void) -> (Window, StackView, [Box]) {
        let w = makeWindow()
        let boxes = [Box(40, 10), Box(60, 30), Box(20, 20)]
        let stack = StackView(arrangedSubviews: boxes)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        configure(stack)
        w.addSubview(stack)
        w.layoutIfNeeded()
        return (w, stack, boxes)
    }

    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        // 1e-9 pt: sums of a few exact values through the solver's pivots.
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
            && abs(a.height - b.height) < 1e-9
    }

    @Test func defaultsAndBookkeeping() {
        let stack = StackView()
        expectEqual(stack.axis, .horizontal)
        expectEqual(stack.distribution, .fill)
        expectEqual(stack.alignment, .fill)
        expectEqual(stack.spacing, 0)
        expect(!stack.isLayoutMarginsRelativeArrangement)
        expectEqual(StackView.Alignment.top, .leading)
        expectEqual(StackView.Alignment.bottom, .trailing)
        let a = View(), b = View()
        stack.addArrangedSubview(a)
        stack.insertArrangedSubview(b, at: 0)
        expectEqual(stack.arrangedSubviews.map(ObjectIdentifier.init), [b, a].map(ObjectIdentifier.init))
        expect(!a.translatesAutoresizingMaskIntoConstraints)
        expectIdentical(a.superview, stack)
        stack.removeArrangedSubview(a)
        expectEqual(stack.arrangedSubviews.count, 1)  // still a subview, as in UIKit
        expectIdentical(a.superview, stack)
        b.removeFromSuperview()
        expect(stack.arrangedSubviews.isEmpty)
        expectEqual(stack.customSpacing(after: a), StackView.spacingUseDefault)
    }

    @Test func fillGivesTheExtraSpaceToTheLowestHugging() {
        // 300 − (40 + 60 + 20) − 2 · 10 = 160 extra points go to the middle box (hugging 200).
        let (_, _, b) = makeStack { s in
            s.spacing = 10
            s.arrangedSubviews[1].setContentHuggingPriority(LayoutPriority(200), for: .horizontal)
        }
        expect(Self.close(b[0].frame, CGRect(x: 0, y: 0, width: 40, height: 100)))
        expect(Self.close(b[1].frame, CGRect(x: 50, y: 0, width: 220, height: 100)))
        expect(Self.close(b[2].frame, CGRect(x: 280, y: 0, width: 20, height: 100)))
    }

    @Test func fillEquallyWithCustomSpacing() {
        // Spaces 10 and 30: (300 − 40) / 3 = 260/3 each.
        let (_, _, b) = makeStack { s in
            s.distribution = .fillEqually
            s.spacing = 10
            s.setCustomSpacing(30, after: s.arrangedSubviews[1])
        }
        let w: CGFloat = 260.0 / 3
        expect(Self.close(b[0].frame, CGRect(x: 0, y: 0, width: w, height: 100)))
        expect(Self.close(b[1].frame, CGRect(x: w + 10, y: 0, width: w, height: 100)))
        expect(Self.close(b[2].frame, CGRect(x: 2 * w + 40, y: 0, width: w, height: 100)))
    }

    @Test func fillProportionallyByIntrinsicWidths() {
        // 300 − 20 = 280 shared 40 : 60 : 20 → 280/3, 140, 140/3.
        let (_, _, b) = makeStack { s in
            s.distribution = .fillProportionally
            s.spacing = 10
        }
        expect(Self.close(b[0].frame, CGRect(x: 0, y: 0, width: 280.0 / 3, height: 100)))
        expect(Self.close(b[1].frame, CGRect(x: 280.0 / 3 + 10, y: 0, width: 140, height: 100)))
        expect(Self.close(b[2].frame, CGRect(x: 300 - 140.0 / 3, y: 0, width: 140.0 / 3, height: 100)))
    }

    @Test func equalSpacingKeepsSizesAndSharesTheGaps() {
        // Gaps (300 − 120) / 2 = 90.
        let (_, _, b) = makeStack { s in
            s.distribution = .equalSpacing; s.spacing = 5
        }
        expect(Self.close(b[0].frame, CGRect(x: 0, y: 0, width: 40, height: 100)))
        expect(Self.close(b[1].frame, CGRect(x: 130, y: 0, width: 60, height: 100)))
        expect(Self.close(b[2].frame, CGRect(x: 280, y: 0, width: 20, height: 100)))
    }

    @Test func equalCenteringSpacesTheCentres() {
        // Centres c0 = 20, c2 = 290, equally apart: c1 = 155, so the middle box starts at 125.
        let (_, _, b) = makeStack { s in s.distribution = .equalCentering }
        expect(Self.close(b[0].frame, CGRect(x: 0, y: 0, width: 40, height: 100)))
        expect(Self.close(b[1].frame, CGRect(x: 125, y: 0, width: 60, height: 100)))
        expect(Self.close(b[2].frame, CGRect(x: 280, y: 0, width: 20, height: 100)))
    }

    @Test func alignmentsAcrossTheAxis() {
        let heights: [CGFloat] = [10, 30, 20]
        for (alignment, y) in [
            (StackView.Alignment.top, { (_: CGFloat) in CGFloat(0) }),
            (.center, { (h: CGFloat) in (100 - h) / 2 }),
            (.bottom, { (h: CGFloat) in 100 - h })
        ] {
            let (_, _, b) = makeStack { s in
                s.alignment = alignment; s.distribution = .equalSpacing
            }
            for (box, h) in zip(b, heights) {
                expectClose(box.frame.minY, y(h), within: 1e-9, "\(alignment)")
                expectClose(box.frame.height, h, within: 1e-9, "\(alignment)")
            }
        }
    }

    @Test func verticalStackWithinMargins() {
        // Margins 8: the column is 300 − 16 = 284 wide and 100 − 16 = 84 tall. The boxes are
        // 10 + 30 + 20 = 60 high; the 24 extra points go to the middle one (hugging 249 < 250).
        let (_, _, b) = makeStack { s in
            s.axis = .vertical
            s.isLayoutMarginsRelativeArrangement = true
            s.arrangedSubviews[1].setContentHuggingPriority(LayoutPriority(249), for: .vertical)
        }
        expect(Self.close(b[0].frame, CGRect(x: 8, y: 8, width: 284, height: 10)))
        expect(Self.close(b[1].frame, CGRect(x: 8, y: 18, width: 284, height: 54)))
        expect(Self.close(b[2].frame, CGRect(x: 8, y: 72, width: 284, height: 20)))
    }

    @Test func hiddenViewCollapsesAndTheCollapseAnimates() {
        let (w, stack, b) = makeStack { s in s.distribution = .equalSpacing }
        expect(Self.close(b[1].frame, CGRect(x: 130, y: 0, width: 60, height: 100)))
        View.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                b[1].isHidden = true
                stack.layoutIfNeeded()
            })
        // Two boxes left, one gap of 300 − 60 = 240: the last box stays at 280, the hidden one
        // collapses to zero width after the first box.
        expect(Self.close(b[2].frame, CGRect(x: 280, y: 0, width: 20, height: 100)))
        expectEqual(b[1].frame.width, 0)
        w.step(to: 0.25)
        let p = b[1].layer.presentation()!
        // Linear curve: a quarter of the way from 60 wide to 0.
        expectClose(p.bounds.width, 45, within: 1e-9)
        b[1].isHidden = false
        w.layoutIfNeeded()
        expect(Self.close(b[1].frame, CGRect(x: 130, y: 0, width: 60, height: 100)))
    }
}
