import Foundation

extension LayoutEngine {
    /// An item whose rectangle the engine takes as given, through four required equalities
    /// whose constants follow it: the root view (origin 0, its bounds size, or a target size when
    /// fitting), a view that translates its autoresizing mask (its frame in its superview), and
    /// the safe-area and margins guides (the owning view's bounds inset).
    ///
    /// The item is held weakly, as constraints hold theirs: the engine belongs to the root view,
    /// which may be the item itself. The engine is dropped whenever the hierarchy changes, so
    /// an item in it never goes away before the engine does.
    @MainActor
    final class FixedItem {
        private(set) weak var item: LayoutItem?
        /// The item's identity, the key of the engine's index of fixed items.
        let id: ObjectIdentifier
        let vars: Variables
        let parent: Variables?
        private var constraints: [LinearSolver.Constraint] = []
        private var values: [Double] = []

        init(item: LayoutItem, vars: Variables, parent: Variables?) {
            self.item = item
            id = ObjectIdentifier(item)
            self.vars = vars
            self.parent = parent
        }

        /// Left and top relative to the parent's variables, width and height.
        private func currentValues() -> [Double] {
            if let guide = item as? LayoutGuide, let owner = guide.owningView {
                let b = owner.bounds
                switch guide.kind {
                // The content's origin is at −contentOffset from the frame; its size is solved.
                case .scrollContent: return [-Double(b.minX), -Double(b.minY), .nan, .nan]
                case .scrollFrame: return [0, 0, Double(b.width), Double(b.height)]
                default: break
                }
                let insets = guide.kind == .safeArea ? owner.safeAreaInsets : owner.layoutMargins
                return [
                    insets.left, insets.top, b.width - insets.left - insets.right,
                    b.height - insets.top - insets.bottom
                ].map(Double.init)
            }
            guard let view = item as? View else { return [0, 0, 0, 0] }
            let size = view.bounds.size
            guard parent != nil, let superview = view.superview else {
                return [0, 0, Double(size.width), Double(size.height)]
            }
            let anchor = view.layer.anchorPoint
            let x = view.center.x - size.width * anchor.x - superview.bounds.minX
            let y = view.center.y - size.height * anchor.y - superview.bounds.minY
            return [x, y, size.width, size.height].map(Double.init)
        }

        func install(in solver: LinearSolver, fitting: (size: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority)?) {
            values = currentValues()
            let variables = [vars.left, vars.top, vars.width, vars.height]
            for (i, variable) in variables.enumerated() where !values[i].isNaN {
                var terms: [(variable: Int, coefficient: Double)] = [(variable, 1)]
                if i < 2, let parent { terms.append((i == 0 ? parent.left : parent.top, -1)) }
                var priority = LinearSolver.required
                var value = values[i]
                if let fitting, i >= 2 {
                    value = Double(i == 2 ? fitting.size.width : fitting.size.height)
                    priority = (i == 2 ? fitting.horizontal : fitting.vertical).solverValue
                    values[i] = .nan  // never synchronised: the target stays
                }
                let c = LinearSolver.Constraint(terms, constant: -value, .equal, priority: priority)
                constraints.append(c)
                do { try solver.add(c) } catch { report(i) }
            }
        }

        func update(in solver: LinearSolver) {
            guard item != nil else { return }
            let now = currentValues()
            for i in 0..<4 where !values[i].isNaN && now[i] != values[i] && now[i].isFinite {
                values[i] = now[i]
                do {
                    if solver.contains(constraints[i]) {
                        try solver.setConstant(-now[i], of: constraints[i])
                    } else {
                        constraints[i].setConstant(-now[i])
                        try solver.add(constraints[i])
                    }
                } catch { report(i) }
            }
        }

        private func report(_ index: Int) {
            guard let item else { return }
            let name = LayoutConstraint.itemName(item)
            let attribute = ["minX", "minY", "width", "height"][index]
            let kind = item is LayoutGuide ? "layout guide" : "NSAutoresizingMaskLayoutConstraint"
            let diagnostics = item.ownerView?.diagnostics ?? StandardErrorDiagnostics.console
            diagnostics.report(
                Diagnostic(
                    .warning, code: "layout.unsatisfiable",
                    "Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint "
                        + "<\(kind) \(name).\(attribute) == \(LayoutConstraint.format(CGFloat(values[index])))>"))
        }
    }

    /// A view the engine positions whose content has a natural size: per axis, hugging
    /// (`size ≤ intrinsic` at the hugging priority) and compression resistance
    /// (`size ≥ intrinsic` at the compression-resistance priority).
    @MainActor
    final class IntrinsicItem {
        weak var view: View?
        let vars: Variables
        private var size: CGSize?
        private var constraints: [LinearSolver.Constraint] = []

        init(view: View, vars: Variables) {
            self.view = view
            self.vars = vars
        }

        func update(in solver: LinearSolver, force: Bool) {
            guard let view else { return }
            let state = view.autoLayout
            guard force || state.intrinsicSizeIsStale else { return }
            state.intrinsicSizeIsStale = false
            let new = view.intrinsicContentSize
            guard new != size else { return }
            for c in constraints { solver.remove(c) }
            constraints = []
            size = new
            for (axis, value) in [(LayoutConstraint.Axis.horizontal, new.width), (.vertical, new.height)]
            where value != View.noIntrinsicMetric && value.isFinite && value >= 0 {
                let variable = axis == .horizontal ? vars.width : vars.height
                let hug = view.contentHuggingPriority(for: axis).solverValue
                let resist = view.contentCompressionResistancePriority(for: axis).solverValue
                constraints.append(
                    LinearSolver.Constraint([(variable, 1)], constant: -Double(value), .lessThanOrEqual, priority: hug))
                constraints.append(
                    LinearSolver.Constraint([(variable, 1)], constant: -Double(value), .greaterThanOrEqual, priority: resist))
            }
            for c in constraints { try? solver.add(c) }
        }
    }
}

extension Label {
    /// The first and last baselines relative to the label's vertical centre, the text block
    /// centred as the label draws it; `nil` without text.
    func baselineOffsets() -> (first: CGFloat, last: CGFloat)? {
        guard let text, !text.isEmpty else { return nil }
        let width = bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude
        let layout = layout(width: width)
        guard let first = layout.lines.first, let last = layout.lines.last else { return nil }
        let top = -layout.size.height / 2
        return (top + first.origin.y, top + last.origin.y)
    }
}
