// MARK: UIKit Dynamics

/// UIKit's `UIDynamicAnimator`: Transit's `DynamicAnimator`.
public typealias UIDynamicAnimator = DynamicAnimator
/// UIKit's `UIDynamicAnimatorDelegate`: Transit's `DynamicAnimatorDelegate`.
public typealias UIDynamicAnimatorDelegate = DynamicAnimatorDelegate
/// UIKit's `UIDynamicItem`: Transit's `DynamicItem`.
public typealias UIDynamicItem = DynamicItem
/// UIKit's `UIDynamicBehavior`: Transit's `DynamicBehavior`.
public typealias UIDynamicBehavior = DynamicBehavior
/// UIKit's `UIGravityBehavior`: Transit's `GravityBehavior`.
public typealias UIGravityBehavior = GravityBehavior
/// UIKit's `UICollisionBehavior`: Transit's `CollisionBehavior`.
public typealias UICollisionBehavior = CollisionBehavior
/// UIKit's `UICollisionBehaviorDelegate`: Transit's `CollisionBehaviorDelegate`.
public typealias UICollisionBehaviorDelegate = CollisionBehaviorDelegate
/// UIKit's `UISnapBehavior`: Transit's `SnapBehavior`.
public typealias UISnapBehavior = SnapBehavior
/// UIKit's `UIAttachmentBehavior`: Transit's `AttachmentBehavior`.
public typealias UIAttachmentBehavior = AttachmentBehavior
/// UIKit's `UIPushBehavior`: Transit's `PushBehavior`.
public typealias UIPushBehavior = PushBehavior
/// UIKit's `UIDynamicItemBehavior`: Transit's `DynamicItemBehavior`.
public typealias UIDynamicItemBehavior = DynamicItemBehavior
/// UIKit's `UIOffset`: Transit's `Offset`.
public typealias UIOffset = Offset
/// UIKit's `UIFloatRange`: Transit's `FloatRange`.
public typealias UIFloatRange = FloatRange
