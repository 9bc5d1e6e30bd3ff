import Foundation

extension StackView {
    private typealias Attribute = LayoutConstraint.Attribute

    /// The attributes of a stack's axis: those along it and those across it.
    private struct Axes {
        let horizontal: Bool
        let lead: Attribute, trail: Attribute, size: Attribute, center: Attribute
        let crossLead: Attribute, crossTrail: Attribute, crossCenter: Attribute, crossSize: Attribute

        init(horizontal: Bool) {
            self.horizontal = horizontal
            lead = horizontal ? .leading : .top; trail = horizontal ? .trailing : .bottom
            size = horizontal ? .width : .height; center = horizontal ? .centerX : .centerY
            crossLead = horizontal ? .top : .leading; crossTrail = horizontal ? .bottom : .trailing
            crossCenter = horizontal ? .centerY : .centerX; crossSize = horizontal ? .height : .width
        }
    }

    /// The constraints of an arrangement in the order they are made, each named after the
    /// attribute it constrains.
    @MainActor
    private struct Constraints {
        var made: [LayoutConstraint] = []

        mutating func add(
            _ a: AnyObject, _ aa: Attribute, _ b: AnyObject?, _ ba: Attribute,
            multiplier: CGFloat = 1, _ constant: CGFloat = 0, priority: LayoutPriority = .required
        ) {
            relate(a, aa, .equal, b, ba, multiplier: multiplier, constant, priority: priority)
        }

        mutating func relate(
            _ a: AnyObject, _ aa: Attribute, _ r: LayoutConstraint.Relation, _ b: AnyObject?, _ ba: Attribute,
            multiplier: CGFloat = 1, _ constant: CGFloat = 0, priority: LayoutPriority = .required
        ) {
            let c = LayoutConstraint(
                item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba,
                multiplier: multiplier, constant: constant)
            c.priority = priority
            c.identifier = "UISV-\(aa.name)"
            made.append(c)
        }
    }

    /// The stack view's constraints for the current arrangement, made again from scratch:
    /// along the axis, the first view's leading edge and the last view's trailing edge meet the
    /// stack's (or its margins') and the distribution sets sizes and spaces; across the axis,
    /// the alignment places each view. Equal spaces and equal centring use spacer layout guides,
    /// as UIKit's stack view does.
    func rebuildArrangement() {
        LayoutConstraint.deactivate(arrangement)
        for guide in spacers { removeLayoutGuide(guide) }
        arrangement = []
        spacers = []
        let axes = Axes(horizontal: axis == .horizontal)
        let edge: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        var made = Constraints()
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let spaces = spaceAlongAxis(visible, axes, edge: edge, &made)
        sizeAlongAxis(visible, axes, edge: edge, spaces: spaces, &made)
        collapseHiddenViews(axes, edge: edge, &made)
        alignAcrossAxis(visible, axes, edge: edge, &made)
        arrangement = made.made
        LayoutConstraint.activate(made.made)
    }

    /// The ends of the row of `visible` views on the stack's edges and the spaces between
    /// them (through spacer guides for equal spacing and centring); returns the sum of the
    /// spacings.
    private func spaceAlongAxis(_ visible: [View], _ axes: Axes, edge: AnyObject, _ made: inout Constraints) -> CGFloat {
        if let first = visible.first, let last = visible.last {
            made.add(first, axes.lead, edge, axes.lead)
            made.add(last, axes.trail, edge, axes.trail)
        }
        var spaces: CGFloat = 0
        for (i, (a, b)) in zip(visible, visible.dropFirst()).enumerated() {
            let s = spacing(after: a)
            spaces += s
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                made.add(b, axes.lead, a, axes.trail, s)
            case .equalSpacing, .equalCentering:
                let guide = LayoutGuide()
                guide.identifier = "UISV-distributing"
                addLayoutGuide(guide)
                spacers.append(guide)
                let centring = distribution == .equalCentering
                made.add(guide, axes.lead, a, centring ? axes.center : axes.trail)
                made.add(guide, axes.trail, b, centring ? axes.center : axes.lead)
                if centring {
                    made.relate(b, axes.lead, .greaterThanOrEqual, a, axes.trail, s)
                } else {
                    made.relate(guide, axes.size, .greaterThanOrEqual, nil, .notAnAttribute, s)
                }
                if i > 0 { made.add(guide, axes.size, spacers[0], axes.size) }
                made.add(guide, axes.crossLead, edge, axes.crossLead)
                made.add(guide, axes.crossSize, nil, .notAnAttribute, 0)
            }
        }
        return spaces
    }

    /// The sizes along the axis that the distribution sets: equal, or in proportion to the
    /// views' intrinsic sizes (of what `spaces` leaves).
    private func sizeAlongAxis(_ visible: [View], _ axes: Axes, edge: AnyObject, spaces: CGFloat, _ made: inout Constraints) {
        if distribution == .fillEqually, let first = visible.first {
            for v in visible.dropFirst() { made.add(v, axes.size, first, axes.size) }
        }
        if distribution == .fillProportionally {
            let intrinsic = visible.map { v -> CGFloat in
                let s = axes.horizontal ? v.intrinsicContentSize.width : v.intrinsicContentSize.height
                return s == View.noIntrinsicMetric || !s.isFinite ? 0 : max(0, s)
            }
            let total = intrinsic.reduce(0, +)
            if total > 0 {
                for (v, s) in zip(visible, intrinsic) {
                    let share = s / total
                    made.add(v, axes.size, edge, axes.size, multiplier: share, -spaces * share, priority: LayoutPriority(999))
                }
            }
        }
    }

    /// Hidden views collapse where they would have been.
    private func collapseHiddenViews(_ axes: Axes, edge: AnyObject, _ made: inout Constraints) {
        var previous: View?
        for v in arrangedSubviews {
            if v.isHidden {
                made.add(v, axes.size, nil, .notAnAttribute, 0)
                if let previous { made.add(v, axes.lead, previous, axes.trail) } else { made.add(v, axes.lead, edge, axes.lead) }
            } else {
                previous = v
            }
        }
    }

    /// Each view placed across the axis by the alignment; without a size of its own across the
    /// axis, the stack hugs its tallest view.
    private func alignAcrossAxis(_ visible: [View], _ axes: Axes, edge: AnyObject, _ made: inout Constraints) {
        // Baselines are horizontal-only; a vertical stack aligns such views to its leading edge.
        let baselineAlignment = alignment == .firstBaseline || alignment == .lastBaseline
        let effective: Alignment = baselineAlignment && !axes.horizontal ? .leading : alignment
        let reference = visible.first
        let crossLead = axes.crossLead, crossTrail = axes.crossTrail
        for v in arrangedSubviews {
            switch effective {
            case .fill:
                made.add(v, crossLead, edge, crossLead)
                made.add(v, crossTrail, edge, crossTrail)
            case .leading:
                made.add(v, crossLead, edge, crossLead)
                made.relate(v, crossTrail, .lessThanOrEqual, edge, crossTrail)
            case .trailing:
                made.add(v, crossTrail, edge, crossTrail)
                made.relate(v, crossLead, .greaterThanOrEqual, edge, crossLead)
            case .center:
                made.add(v, axes.crossCenter, edge, axes.crossCenter)
                made.relate(v, crossLead, .greaterThanOrEqual, edge, crossLead)
            case .firstBaseline, .lastBaseline:
                let baseline: Attribute = effective == .firstBaseline ? .firstBaseline : .lastBaseline
                if let reference, v !== reference { made.add(v, baseline, reference, baseline) }
                made.relate(v, crossLead, .greaterThanOrEqual, edge, crossLead)
                made.relate(v, crossTrail, .lessThanOrEqual, edge, crossTrail)
                // The tallest view touches the edge the baselines hang from.
                let touching: Attribute = effective == .firstBaseline ? crossLead : crossTrail
                made.add(v, touching, edge, touching, priority: LayoutPriority(49))
            }
        }
        if effective != .fill {
            made.add(self, axes.crossSize, nil, .notAnAttribute, 0, priority: LayoutPriority(49))
        }
    }
}
