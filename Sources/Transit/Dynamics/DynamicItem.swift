import Foundation

/// An object a ``DynamicAnimator`` can move (`UIDynamicItem`): it reads the item's size and
/// starting position and writes its position and rotation at every animation step.
///
/// ``View`` conforms. A custom item (a model object standing in for a view) implements the three
/// properties; the animator treats every item as a rectangle of `bounds.size` centred on
/// `center`, rotated by the angle of `transform`.
@MainActor
public protocol DynamicItem: AnyObject {
    /// The item's centre in the reference view's coordinates (`UIDynamicItem.center`); the animator
    /// sets it at every step.
    var center: CGPoint { get set }
    /// The item's bounds (`UIDynamicItem.bounds`); only the size is used, for the item's mass
    /// (density × area) and its collision rectangle.
    var bounds: CGRect { get }
    /// The item's transform (`UIDynamicItem.transform`); the animator reads its rotation angle
    /// when the item joins and sets it to a pure rotation at every step, as UIKit does.
    var transform: CGAffineTransform { get set }
}

extension View: DynamicItem {}

/// A weak reference to an animator that waits for its reference view to join a window.
@MainActor
struct WeakDynamicAnimator {
    weak var animator: DynamicAnimator?
}

extension View {
    /// Starts the animators that waited for this view to be in a window (called as the view's
    /// subtree joins one).
    func resumeDynamicAnimatorsAwaitingWindow() {
        guard !dynamicAnimatorsAwaitingWindow.isEmpty else { return }
        let waiting = dynamicAnimatorsAwaitingWindow.compactMap(\.animator)
        dynamicAnimatorsAwaitingWindow.removeAll()
        for animator in waiting { animator.referenceViewDidJoinWindow() }
    }
}
