import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// Autoresizing against UIKit's documented rule: the size change is shared by the flexible parts
/// of an axis in proportion to their lengths; fixed parts keep their lengths.
@MainActor
@Suite struct AutoresizingTests {
    func resized(
        _ mask: View.AutoresizingMask, child: CGRect = CGRect(x: 10, y: 20, width: 30, height: 40),
        from: CGSize = CGSize(width: 100, height: 100), to: CGSize = CGSize(width: 200, height: 150)
    ) -> CGRect {
        let p = View(frame: CGRect(origin: .zero, size: from))
        let c = View(frame: child)
        c.autoresizingMask = mask
        p.addSubview(c)
        p.bounds.size = to
        return c.frame
    }

    @Test func noMaskKeepsFrame() {
        expectEqual(resized([]), CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func flexibleSizeTakesAllOfTheDelta() {
        expectEqual(resized([.flexibleWidth, .flexibleHeight]), CGRect(x: 10, y: 20, width: 130, height: 90))
    }

    @Test func flexibleLeadingMarginPinsTheTrailingEdge() {
        expectEqual(resized([.flexibleLeftMargin, .flexibleTopMargin]), CGRect(x: 110, y: 70, width: 30, height: 40))
    }

    @Test func proportionalSharing() {
        // Width: left 10 and right 60 flexible, delta 100 → left gains 100·10/70.
        let f = resized([.flexibleLeftMargin, .flexibleRightMargin])
        expectClose(f.minX, (10 + 100.0 * 10 / 70), within: 1e-12)
        expectEqual(f.width, 30)
        // Width and right margin (30 + 60), delta 100 → width gains 100·30/90 (1e-12: the frame is
        // recomputed from centre and size, which rounds in the last bits).
        let g = resized([.flexibleWidth, .flexibleRightMargin])
        expectClose(g.minX, 10, within: 1e-12)
        expectClose(g.width, (30 + 100.0 * 30 / 90), within: 1e-12)
    }

    @Test func autoresizesSubviewsFalseDisablesResizing() {
        let p = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        p.autoresizesSubviews = false
        let c = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        c.autoresizingMask = [.flexibleWidth]
        p.addSubview(c)
        p.frame.size = CGSize(width: 50, height: 50)
        expectEqual(c.frame.width, 100)
    }

    @Test func safeAreaInsetsAreOverlapWithWindowInsets() {
        let w = Window(size: CGSize(width: 390, height: 844))
        w.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let full = View(frame: w.bounds)
        w.addSubview(full)
        expectEqual(full.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let shifted = View(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
        w.addSubview(shifted)
        expectEqual(shifted.safeAreaInsets, EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        let middle = View(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
        w.addSubview(middle)
        expectEqual(middle.safeAreaInsets, .zero)
        expectEqual(View(frame: w.bounds).safeAreaInsets, .zero)
    }
}
