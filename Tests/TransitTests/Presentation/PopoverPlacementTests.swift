import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// `PopoverPlacement` against geometry worked out by hand from its stated rules: the content
/// beside the source on the first permitted side with room (up, down, left, right), centred
/// across that side and kept inside the area, the arrow's tip at the source's middle but clear of
/// the rounded corners.
@MainActor
@Suite struct PopoverPlacementTests {
    let area = CGRect(x: 10, y: 10, width: 800, height: 1000)
    let h = PopoverMetrics.standard.arrowHeight
    /// The closest the tip may come to a corner of the bubble: the corner's radius plus half the
    /// arrow's base.
    let inset = PopoverPlacement.cornerRadius + PopoverMetrics.standard.arrowBase / 2

    @Test func belowASourceNearTheTopTheArrowPointsUp() {
        let source = CGRect(x: 300, y: 50, width: 44, height: 44)
        let p = PopoverPlacement.place(
            preferred: CGSize(width: 320, height: 400), source: source, in: area, permitted: .any, canOverlap: false)
        expectEqual(p.arrowDirection, .up)
        expectEqual(p.frame, CGRect(x: 322 - 160, y: 94, width: 320, height: 400 + h))
        expectEqual(p.frame.minX + p.arrowOffset, source.midX)
        expectEqual(p.contentRect, CGRect(x: 0, y: h, width: 320, height: 400))
    }

    @Test func aboveASourceNearTheBottomTheArrowPointsDown() {
        let source = CGRect(x: 300, y: 900, width: 44, height: 44)
        let p = PopoverPlacement.place(
            preferred: CGSize(width: 320, height: 400), source: source, in: area, permitted: .any, canOverlap: false)
        expectEqual(p.arrowDirection, .down)
        expectEqual(p.frame.maxY, source.minY)
        expectEqual(p.frame.height, 400 + h)
        expectEqual(p.contentRect, CGRect(x: 0, y: 0, width: 320, height: 400))
    }

    @Test func onlyThePermittedSidesAreTried() {
        let source = CGRect(x: 100, y: 400, width: 40, height: 40)
        let p = PopoverPlacement.place(
            preferred: CGSize(width: 300, height: 200), source: source, in: area, permitted: .left, canOverlap: false)
        expectEqual(p.arrowDirection, .left)
        expectEqual(p.frame, CGRect(x: 140, y: 420 - 100, width: 300 + h, height: 200))
        expectEqual(p.frame.minY + p.arrowOffset, source.midY)
        let right = PopoverPlacement.place(
            preferred: CGSize(width: 60, height: 200), source: source, in: area, permitted: .right, canOverlap: false)
        expectEqual(right.arrowDirection, .right)
        expectEqual(right.frame.maxX, source.minX)
    }

    @Test func theTipStaysClearOfTheCornersAndThePopoverInsideTheArea() {
        let source = CGRect(x: 10, y: 50, width: 10, height: 10)  // at the area's left edge
        let p = PopoverPlacement.place(
            preferred: CGSize(width: 320, height: 300), source: source, in: area, permitted: .up, canOverlap: false)
        expectEqual(p.frame.minX, area.minX)
        expectEqual(p.arrowOffset, inset)
    }

    @Test func withoutRoomTheLargestShownAreaWins() {
        // 300 pt over the source, 680 under it: neither holds 900, under shows more.
        let source = CGRect(x: 300, y: 310, width: 20, height: 20)
        let p = PopoverPlacement.place(
            preferred: CGSize(width: 320, height: 900), source: source, in: area, permitted: [.up, .down], canOverlap: false)
        expectEqual(p.arrowDirection, .up)
        expectEqual(p.frame.height, area.maxY - source.maxY)  // the whole room under, arrow included
    }

    @Test func noArrowCentresThePopoverOnItsSource() {
        let source = CGRect(x: 400, y: 500, width: 0, height: 0)
        let p = PopoverPlacement.place(
            preferred: CGSize(width: 200, height: 100), source: source, in: area, permitted: [], canOverlap: false)
        expectEqual(p.arrowDirection, .unknown)
        expectEqual(p.frame, CGRect(x: 300, y: 450, width: 200, height: 100))
        let overlapped = PopoverPlacement.place(
            preferred: CGSize(width: 780, height: 990), source: CGRect(x: 400, y: 500, width: 20, height: 20), in: area,
            permitted: .any, canOverlap: true)
        expectEqual(overlapped.arrowDirection, .unknown)
        expect(area.contains(overlapped.frame))
    }

    @Test func aZeroPreferredSizeIsUIKitsDefault() {
        let source = CGRect(x: 300, y: 50, width: 44, height: 44)
        let p = PopoverPlacement.place(preferred: .zero, source: source, in: area, permitted: [.up, .down], canOverlap: false)
        expectEqual(p.frame.width, 320)  // contentSizeForViewInPopover's default width
        expectEqual(p.frame.maxY, area.maxY)  // 1100 pt high does not fit: the room under the source
        // With every side permitted, the room to the source's right (453 × 1000 pt) shows more of
        // 320 × 1100 pt than the room under it (800 × 903 pt).
        let any = PopoverPlacement.place(preferred: .zero, source: source, in: area, permitted: .any, canOverlap: false)
        expectEqual(any.arrowDirection, .left)
        expectEqual(any.frame, CGRect(x: 344, y: 10, width: 320 + h, height: 1000))
    }

    /// Over seeded random sources and sizes: the popover never leaves the area, sits on the
    /// source's side without covering it, and its tip is at the source's middle whenever the
    /// middle is clear of the corners.
    @Test func randomSourcesKeepEveryRule() {
        var rng = SplitMix64(seed: 7)
        func unit() -> CGFloat { CGFloat.random(in: 0..<1, using: &rng) }
        for _ in 0..<500 {
            let source = CGRect(
                x: area.minX + unit() * 760, y: area.minY + unit() * 960,
                width: unit() * 40, height: unit() * 40)
            let preferred = CGSize(width: 100 + unit() * 400, height: 100 + unit() * 500)
            let p = PopoverPlacement.place(preferred: preferred, source: source, in: area, permitted: .any, canOverlap: false)
            expect(area.insetBy(dx: -0.001, dy: -0.001).contains(p.frame))
            let content = p.contentRect.offsetBy(dx: p.frame.minX, dy: p.frame.minY)
            expectLessThan(content.intersection(source).width * content.intersection(source).height, 1e-9)
            switch p.arrowDirection {
            case .up, .down:
                let mid = source.midX - p.frame.minX
                if mid >= inset && mid <= p.frame.width - inset { expectClose(p.arrowOffset, mid, within: 1e-9) }
            case .left, .right:
                let mid = source.midY - p.frame.minY
                if mid >= inset && mid <= p.frame.height - inset { expectClose(p.arrowOffset, mid, within: 1e-9) }
            default:
                Issue.record("a popover with room on some side has an arrow")
            }
        }
    }
}
