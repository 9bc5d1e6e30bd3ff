import Foundation

/// Where a view sits in its superview, to put it back there after an animator moved it.
@MainActor
struct ViewPlace {
    weak var superview: View?
    let index: Int
    let frame: CGRect
    /// The superview's bounds size then.
    let superviewSize: CGSize

    init(of view: View) {
        superview = view.superview
        index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
        frame = view.frame
        superviewSize = view.superview?.bounds.size ?? .zero
    }

    /// Moves `view` back to this place when it is inside `container` (and the place still exists
    /// outside it).
    func restore(_ view: View, ifInside container: View) {
        guard let superview, view !== container, view.isInside(container), !superview.isInside(container) else { return }
        view.transform = .identity
        view.frame = frame(autoresizing: view)
        superview.insertSubview(view, at: min(index, superview.subviews.count))
    }

    /// The frame `view` has in this place now: its frame then, autoresized by its mask for the
    /// superview's size now, so a size change (a rotation) made while the view was away reaches
    /// it as it would have in place.
    func frame(autoresizing view: View) -> CGRect {
        guard let size = superview?.bounds.size, size != superviewSize else { return frame }
        return View.autoresized(frame, mask: view.autoresizingMask, from: superviewSize, to: size)
    }
}
