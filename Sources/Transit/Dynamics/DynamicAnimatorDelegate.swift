import Foundation

/// The object a ``DynamicAnimator`` tells when it stops and starts moving items
/// (`UIDynamicAnimatorDelegate`). Both methods have default implementations that do nothing.
@MainActor
public protocol DynamicAnimatorDelegate: AnyObject {
    /// The animator is about to start moving items again (`dynamicAnimatorWillResume(_:)`).
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
    /// The animator has paused: every item is at rest, or it has no behaviours left
    /// (`dynamicAnimatorDidPause(_:)`).
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
    /// Does nothing.
    public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
    /// Does nothing.
    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
}
