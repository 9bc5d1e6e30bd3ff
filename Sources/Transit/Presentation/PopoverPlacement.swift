import Foundation

/// Where a popover goes in its container: the frame of its whole view (background, arrow
/// included), the side its arrow is on and where along that side the arrow's tip is.
///
/// The rules (UIKit documents none beyond the inputs; these are Transit's, stated so they can be
/// checked):
/// - The popover stays inside the container's bounds inset by its safe area and then by
///   `popoverLayoutMargins` (10 pt on every side by default, as UIKit documents).
/// - The content is `preferredContentSize`; a zero width is 320 pt and a zero height 1100 pt, the
///   defaults UIKit documents for a view in a popover (`contentSizeForViewInPopover`). The
///   background adds its `contentViewInsets()` around the content and `arrowHeight()` on the
///   arrow's side (`metrics`); the whole is then limited to the space there is.
/// - The permitted directions are tried in the order up, down, left, right (below the source,
///   above it, to its right, to its left); the first where the whole popover fits beside the
///   source is taken, else the one that shows the largest area of it.
/// - Across the arrow's side the popover is centred on the source and moved inside the allowed
///   area; the arrow's tip points at the middle of the source's side, kept at least
///   `cornerRadius` plus half of `arrowBase()` from the ends of that side.
/// - With no permitted direction (`[]`), or with `canOverlapSourceViewRect` when nothing fits
///   beside the source, the popover has no arrow and is centred on the source within the area,
///   covering it; `arrowDirection` is then `.unknown`.
struct PopoverPlacement: Equatable {
    /// The popover view's frame in the container, arrow included.
    var frame: CGRect
    /// The side of the arrow, or `.unknown` for none.
    var arrowDirection: PopoverArrowDirection
    /// The tip's position along the arrow's side, from the frame's left (up, down) or top (left,
    /// right) edge.
    var arrowOffset: CGFloat
    /// The background's arrow and insets the popover was placed with.
    var metrics = PopoverMetrics.standard

    /// The bubble's corner radius: 13 pt, Transit's choice (Apple publishes no popover metrics),
    /// close to what iPadOS draws; the arrow's tip keeps clear of it.
    static let cornerRadius: CGFloat = 13
    /// UIKit's default content width in a popover (320 pt).
    static let defaultWidth: CGFloat = 320
    /// UIKit's default content height in a popover (1100 pt, limited to the space there is).
    static let defaultHeight: CGFloat = 1100

    /// The background's rectangle inside the popover view's bounds without the arrow: the
    /// bounds less `arrowHeight()` on the arrow's side.
    var bodyRect: CGRect {
        let size = CGRect(origin: .zero, size: frame.size), h = metrics.arrowHeight
        switch arrowDirection {
        case .up: return CGRect(x: 0, y: h, width: size.width, height: max(0, size.height - h))
        case .down: return CGRect(x: 0, y: 0, width: size.width, height: max(0, size.height - h))
        case .left: return CGRect(x: h, y: 0, width: max(0, size.width - h), height: size.height)
        case .right: return CGRect(x: 0, y: 0, width: max(0, size.width - h), height: size.height)
        default: return size
        }
    }

    /// The content's rectangle inside the popover view's bounds: the body less the background's
    /// `contentViewInsets()`, never negative.
    var contentRect: CGRect {
        let body = bodyRect, inner = body.inset(by: metrics.contentInsets)
        return CGRect(
            x: min(inner.minX, body.maxX), y: min(inner.minY, body.maxY),
            width: max(0, inner.width), height: max(0, inner.height))
    }

    /// The arrow's offset as `PopoverBackgroundView.arrowOffset` gives it: from the view's
    /// centre along the arrow's side (negative toward the left or the top), 0 without an arrow.
    var arrowOffsetFromCentre: CGFloat {
        switch arrowDirection {
        case .up, .down: return arrowOffset - frame.width / 2
        case .left, .right: return arrowOffset - frame.height / 2
        default: return 0
        }
    }

    /// The placement for content of `preferred` size beside `source` (both in the container's
    /// coordinates) inside `area`, in a background of `metrics`.
    static func place(
        preferred: CGSize, source: CGRect, in area: CGRect,
        permitted: PopoverArrowDirection, canOverlap: Bool, metrics: PopoverMetrics = .standard
    ) -> PopoverPlacement {
        let insets = metrics.contentInsets
        let wanted = CGSize(
            width: (preferred.width > 0 ? preferred.width : defaultWidth) + insets.left + insets.right,
            height: (preferred.height > 0 ? preferred.height : defaultHeight) + insets.top + insets.bottom)
        let order: [PopoverArrowDirection] = [.up, .down, .left, .right]
        let candidates = order.filter { permitted != .unknown && permitted.contains($0) }
        let spaces = candidates.map {
            (direction: $0, space: space(toward: $0, of: source, in: area, arrowHeight: metrics.arrowHeight))
        }
        let fits = spaces.first { wanted.width <= $0.space.width && wanted.height <= $0.space.height }
        func shown(_ space: CGSize) -> CGFloat { min(wanted.width, space.width) * min(wanted.height, space.height) }
        let best = fits ?? spaces.max { shown($0.space) < shown($1.space) }
        guard let best, fits != nil || !canOverlap, best.space.width > 0, best.space.height > 0 else {
            return centred(wanted, on: source, in: area, metrics: metrics)
        }
        return beside(source, toward: best.direction, size: wanted, space: best.space, in: area, metrics: metrics)
    }

    /// The room for the background on one side of `source`, the arrow taken out.
    static func space(
        toward direction: PopoverArrowDirection, of source: CGRect, in area: CGRect, arrowHeight h: CGFloat
    ) -> CGSize {
        switch direction {
        case .up: return CGSize(width: area.width, height: max(0, area.maxY - source.maxY - h))
        case .down: return CGSize(width: area.width, height: max(0, source.minY - area.minY - h))
        case .left: return CGSize(width: max(0, area.maxX - source.maxX - h), height: area.height)
        default: return CGSize(width: max(0, source.minX - area.minX - h), height: area.height)
        }
    }

    private static func centred(
        _ wanted: CGSize, on source: CGRect, in area: CGRect, metrics: PopoverMetrics
    ) -> PopoverPlacement {
        let width = min(wanted.width, area.width), height = min(wanted.height, area.height)
        let x = clamp(source.midX - width / 2, area.minX, area.maxX - width)
        let y = clamp(source.midY - height / 2, area.minY, area.maxY - height)
        return PopoverPlacement(
            frame: CGRect(x: x, y: y, width: max(0, width), height: max(0, height)),
            arrowDirection: .unknown, arrowOffset: 0, metrics: metrics)
    }

    private static func beside(
        _ source: CGRect, toward direction: PopoverArrowDirection, size wanted: CGSize, space: CGSize, in area: CGRect,
        metrics: PopoverMetrics
    ) -> PopoverPlacement {
        let width = min(wanted.width, space.width), height = min(wanted.height, space.height)
        let h = metrics.arrowHeight, inset = cornerRadius + metrics.arrowBase / 2
        func tip(_ target: CGFloat, from start: CGFloat, length: CGFloat) -> CGFloat {
            length < 2 * inset ? length / 2 : clamp(target - start, inset, length - inset)
        }
        switch direction {
        case .up, .down:
            let x = clamp(source.midX - width / 2, area.minX, area.maxX - width)
            let y = direction == .up ? source.maxY : source.minY - h - height
            return PopoverPlacement(
                frame: CGRect(x: x, y: y, width: width, height: height + h), arrowDirection: direction,
                arrowOffset: tip(source.midX, from: x, length: width), metrics: metrics)
        default:
            let y = clamp(source.midY - height / 2, area.minY, area.maxY - height)
            let x = direction == .left ? source.maxX : source.minX - h - width
            return PopoverPlacement(
                frame: CGRect(x: x, y: y, width: width + h, height: height), arrowDirection: direction,
                arrowOffset: tip(source.midY, from: y, length: height), metrics: metrics)
        }
    }

    private static func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        high < low ? low : min(max(value, low), high)
    }
}
