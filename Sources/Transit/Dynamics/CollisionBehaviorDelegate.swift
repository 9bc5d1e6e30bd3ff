import Foundation

/// The object a ``CollisionBehavior`` tells when its items start and stop touching each other or
/// its boundaries (`UICollisionBehaviorDelegate`). Every method has a default implementation that
/// does nothing.
///
/// Contacts are tracked at every substep and reported once per frame, after the items have moved,
/// in the order they happened; a bounce that starts and ends within one frame reports both. The
/// boundary of the reference view's bounds has the identifier `nil`, as in UIKit.
@MainActor
public protocol CollisionBehaviorDelegate: AnyObject {
    /// Two items started touching at `p` (`collisionBehavior(_:beganContactFor:with:at:)`).
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem,
        with item2: any DynamicItem, at p: CGPoint)
    /// Two items stopped touching (`collisionBehavior(_:endedContactFor:with:)`).
    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem,
        with item2: any DynamicItem)
    /// An item started touching a boundary at `p`
    /// (`collisionBehavior(_:beganContactFor:withBoundaryIdentifier:at:)`).
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?, at p: CGPoint)
    /// An item stopped touching a boundary
    /// (`collisionBehavior(_:endedContactFor:withBoundaryIdentifier:)`).
    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?)
}

extension CollisionBehaviorDelegate {
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem,
        with item2: any DynamicItem, at p: CGPoint
    ) {}
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem,
        with item2: any DynamicItem
    ) {}
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?, at p: CGPoint
    ) {}
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?
    ) {}
}
