import Foundation

/// Where a view sits in its superview, to put it back there after an animator moved it.
@MainActor
struct ViewPlace {
    weak var superview: View?
    let index: Int
    let frame: CGRect

    init(of view: View) {
        superview = view.superview
        index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
        frame = view.frame
    }

    /// Moves `view` back to this place when it is inside `container` (and the place still exists
    /// outside it).
    func restore(_ view: View, ifInside container: View) {
        guard let superview, view !== container, view.isInside(container), !superview.isInside(container) else { return }
        view.transform = .identity
        view.frame = frame
        superview.insertSubview(view, at: min(index, superview.subviews.count))
    }
}
