import Foundation

/// An object a ``DynamicAnimator`` can move (`UIDynamicItem`): it reads the item's size and
/// starting position and writes its position and rotation at every animation step.
///
/// ``View`` conforms. A custom item (a model object standing in for a view) implements the three
/// required properties; the animator treats every item as a rigid body of `bounds.size` centred on
/// `center`, rotated by the angle of `transform`, whose collision shape is the rectangle of its
/// bounds unless the item says otherwise with ``collisionBoundsType`` (an ellipse, or a convex
/// ``collisionBoundingPath``). The shape also sets the item's mass: density × the shape's area.
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
    /// The shape the item collides with (`collisionBoundsType`); ``DynamicItemCollisionBoundsType/rectangle``
    /// by default. Rectangles and ellipses are those of ``bounds``, as Apple documents.
    var collisionBoundsType: DynamicItemCollisionBoundsType { get }
    /// The collision shape when ``collisionBoundsType`` is ``DynamicItemCollisionBoundsType/path``
    /// (`collisionBoundingPath`): as Apple documents, a convex polygon, wound either way, that does
    /// not cross itself, whose (0, 0) is the item's ``center``. Curves are flattened to within a
    /// quarter point. A path that is not convex is reported and its convex hull used; one that
    /// encloses nothing is reported and the bounds' rectangle used. By default, the bounds'
    /// rectangle centred on (0, 0).
    var collisionBoundingPath: BezierPath { get }
}

extension DynamicItem {
    /// The rectangle of the item's bounds (`collisionBoundsType`'s default).
    public var collisionBoundsType: DynamicItemCollisionBoundsType { .rectangle }

    /// The bounds' rectangle centred on (0, 0) (`collisionBoundingPath`'s default).
    public var collisionBoundingPath: BezierPath {
        BezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }
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
