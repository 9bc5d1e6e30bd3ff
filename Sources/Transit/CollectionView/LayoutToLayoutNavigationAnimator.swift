import Foundation

/// The navigation transition between two collection view controllers that use layout-to-layout
/// navigation transitions (`UICollectionViewController.useLayoutToLayoutNavigationTransitions`).
///
/// Instead of sliding a new screen in, the collection view on screen animates from its layout to
/// the incoming controller's layout, every cell moving from its old attributes to its new ones
/// (`setCollectionViewLayout(_:animated:)`, over `CollectionView.layoutTransitionDuration`). When
/// the animation ends, the incoming controller's collection view takes its place showing the same
/// layout at the same content offset, and the outgoing collection view gets its own layout back,
/// so popping later animates the other way. Interactive pops scrub the cell animations. UIKit
/// shares one collection view between the two controllers; here each keeps its own, and the
/// hand-over at the end is seamless when both show the same items.
@MainActor
final class LayoutToLayoutNavigationAnimator: ViewControllerAnimatedTransitioning {
    let operation: NavigationController.Operation

    init(operation: NavigationController.Operation) {
        self.operation = operation
    }

    /// The animator for a push onto, or a pop from, a collection view controller that uses
    /// layout-to-layout transitions over another collection view controller; `nil` otherwise.
    static func animator(
        for operation: NavigationController.Operation, from: ViewController,
        to: ViewController
    ) -> LayoutToLayoutNavigationAnimator? {
        guard let fromCollection = from as? CollectionViewController,
            let toCollection = to as? CollectionViewController
        else { return nil }
        switch operation {
        case .push where toCollection.useLayoutToLayoutNavigationTransitions,
            .pop where fromCollection.useLayoutToLayoutNavigationTransitions:
            return LayoutToLayoutNavigationAnimator(operation: operation)
        default:
            return nil
        }
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        CollectionView.layoutTransitionDuration
    }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        guard let fromVC = context.viewController(forKey: .from) as? CollectionViewController,
            let toVC = context.viewController(forKey: .to) as? CollectionViewController,
            let shown = fromVC.collectionView, let incoming = toVC.collectionView
        else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let container = context.containerView
        let ownLayout = shown.collectionViewLayout
        let targetLayout = incoming.collectionViewLayout
        shown.frame = context.initialFrame(for: fromVC)
        if shown.superview == nil { container.addSubview(shown) }
        // The incoming layout serves the visible collection view for the animation.
        targetLayout.collectionView = nil
        shown.setCollectionViewLayout(targetLayout, animated: true) { _ in
            let offset = shown.contentOffset
            shown.setCollectionViewLayout(ownLayout, animated: false)
            targetLayout.collectionView = nil
            incoming.adopt(targetLayout)
            incoming.frame = context.finalFrame(for: toVC)
            incoming.contentOffset = offset
            incoming.prepareIfNeeded()
            incoming.updateVisibleCells()
            let completed = !context.transitionWasCancelled
            if completed { container.addSubview(incoming) }
            context.completeTransition(completed)
        }
    }
}
