import Foundation

extension StackView {
    private typealias Attribute = LayoutConstraint.Attribute

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
        let horizontal = axis == .horizontal
        let lead: Attribute = horizontal ? .leading : .top, trail: Attribute = horizontal ? .trailing : .bottom
        let size: Attribute = horizontal ? .width : .height, center: Attribute = horizontal ? .centerX : .centerY
        let crossLead: Attribute = horizontal ? .top : .leading, crossTrail: Attribute = horizontal ? .bottom : .trailing
        let crossCenter: Attribute = horizontal ? .centerY : .centerX, crossSize: Attribute = horizontal ? .height : .width
        let edge: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        var made: [LayoutConstraint] = []
        func add(_ a: AnyObject, _ aa: Attribute, _ b: AnyObject?, _ ba: Attribute,
                 multiplier: CGFloat = 1, _ constant: CGFloat = 0, priority: LayoutPriority = .required) {
            relate(a, aa, .equal, b, ba, multiplier: multiplier, constant, priority: priority)
        }
        func relate(_ a: AnyObject, _ aa: Attribute, _ r: LayoutConstraint.Relation, _ b: AnyObject?, _ ba: Attribute,
                    multiplier: CGFloat = 1, _ constant: CGFloat = 0, priority: LayoutPriority = .required) {
            let c = LayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba,
                                     multiplier: multiplier, constant: constant)
            c.priority = priority
            c.identifier = "UISV-\(aa.name)"
            made.append(c)
        }
        let visible = arrangedSubviews.filter { !$0.isHidden }

        // Along the axis.
        if let first = visible.first, let last = visible.last {
            add(first, lead, edge, lead)
            add(last, trail, edge, trail)
        }
        var spaces: CGFloat = 0
        for (i, (a, b)) in zip(visible, visible.dropFirst()).enumerated() {
            let s = spacing(after: a)
            spaces += s
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(b, lead, a, trail, s)
            case .equalSpacing, .equalCentering:
                let guide = LayoutGuide()
                guide.identifier = "UISV-distributing"
                addLayoutGuide(guide)
                spacers.append(guide)
                let centring = distribution == .equalCentering
                add(guide, lead, a, centring ? center : trail)
                add(guide, trail, b, centring ? center : lead)
                if centring { relate(b, lead, .greaterThanOrEqual, a, trail, s) } else { relate(guide, size, .greaterThanOrEqual, nil, .notAnAttribute, s) }
                if i > 0 { add(guide, size, spacers[0], size) }
                add(guide, crossLead, edge, crossLead)
                add(guide, crossSize, nil, .notAnAttribute, 0)
            }
        }
        if distribution == .fillEqually, let first = visible.first {
            for v in visible.dropFirst() { add(v, size, first, size) }
        }
        if distribution == .fillProportionally {
            let intrinsic = visible.map { v -> CGFloat in
                let s = horizontal ? v.intrinsicContentSize.width : v.intrinsicContentSize.height
                return s == View.noIntrinsicMetric || !s.isFinite ? 0 : max(0, s)
            }
            let total = intrinsic.reduce(0, +)
            if total > 0 {
                for (v, s) in zip(visible, intrinsic) {
                    let share = s / total
                    add(v, size, edge, size, multiplier: share, -spaces * share, priority: LayoutPriority(999))
                }
            }
        }
        // Hidden views collapse where they would have been.
        var previous: View?
        for v in arrangedSubviews {
            if v.isHidden {
                add(v, size, nil, .notAnAttribute, 0)
                if let previous { add(v, lead, previous, trail) } else { add(v, lead, edge, lead) }
            } else {
                previous = v
            }
        }

        // Across the axis.
        // Baselines are horizontal-only; a vertical stack aligns such views to its leading edge.
        let baselineAlignment = alignment == .firstBaseline || alignment == .lastBaseline
        let effective: Alignment = baselineAlignment && !horizontal ? .leading : alignment
        let reference = visible.first
        for v in arrangedSubviews {
            switch effective {
            case .fill:
                add(v, crossLead, edge, crossLead)
                add(v, crossTrail, edge, crossTrail)
            case .leading:
                add(v, crossLead, edge, crossLead)
                relate(v, crossTrail, .lessThanOrEqual, edge, crossTrail)
            case .trailing:
                add(v, crossTrail, edge, crossTrail)
                relate(v, crossLead, .greaterThanOrEqual, edge, crossLead)
            case .center:
                add(v, crossCenter, edge, crossCenter)
                relate(v, crossLead, .greaterThanOrEqual, edge, crossLead)
            case .firstBaseline, .lastBaseline:
                let baseline: Attribute = effective == .firstBaseline ? .firstBaseline : .lastBaseline
                if let reference, v !== reference { add(v, baseline, reference, baseline) }
                relate(v, crossLead, .greaterThanOrEqual, edge, crossLead)
                relate(v, crossTrail, .lessThanOrEqual, edge, crossTrail)
                // The tallest view touches the edge the baselines hang from.
                let touching: Attribute = effective == .firstBaseline ? crossLead : crossTrail
                add(v, touching, edge, touching, priority: LayoutPriority(49))
            }
        }
        if effective != .fill {
            // Without a size of its own, the stack hugs its tallest view.
            add(self, crossSize, nil, .notAnAttribute, 0, priority: LayoutPriority(49))
        }
        arrangement = made
        LayoutConstraint.activate(made)
    }
}
