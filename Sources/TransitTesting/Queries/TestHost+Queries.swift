import Foundation
import Transit

/// Finding views on the host's screen, as a UI test does.
extension TestHost {
    /// The views in the window that match `query`, back to front (the order they draw). Unless
    /// `includingHidden`, only views a user could see: in the window, neither they nor an ancestor
    /// hidden or fully transparent, with some part inside the window's bounds.
    public func views(_ query: ViewQuery, includingHidden: Bool = false) -> [View] {
        var found: [View] = []
        func visit(_ view: View, visible: Bool) {
            let shown = visible && !view.isHidden && view.alpha > 0
            if (includingHidden || (shown && isOnScreen(view))) && query.matches(view) { found.append(view) }
            for subview in view.subviews { visit(subview, visible: shown) }
        }
        visit(window, visible: true)
        return found
    }

    /// The frontmost visible view matching `query`, or `nil` (reported as `testhost.noMatch`,
    /// naming the query, so a failing test says what it looked for).
    public func view(_ query: ViewQuery) -> View? {
        guard let view = views(query).last else {
            diagnostics.report(Diagnostic(.warning, code: "testhost.noMatch", "no visible view matches \(query)"))
            return nil
        }
        return view
    }

    /// The frontmost visible view matching `query`, cast to `V`, or `nil`.
    public func view<V: View>(_ query: ViewQuery, as type: V.Type) -> V? {
        views(query.and(.type(type))).last as? V
    }

    /// The part of `view` inside the window's bounds, in window coordinates; `nil` when none is.
    public func visibleFrame(of view: View) -> CGRect? {
        guard view.window === window else { return nil }
        let frame = view.convert(view.bounds, to: nil).intersection(window.bounds)
        return frame.isNull || frame.isEmpty ? nil : frame
    }

    private func isOnScreen(_ view: View) -> Bool {
        view === window || visibleFrame(of: view) != nil
    }
}
