/// The UIKit names whose isolation `transit-port` knows: in UIKit and in TransitUIKit every one
/// of them is `@MainActor`.
enum UIKitIsolation {
    /// Classes isolated to the main actor, so their subclasses are too. Only UIKit's names: the
    /// porter reads UIKit code, and Transit's short names (`View`, `Event`, `Action`) are common
    /// names of an app's own types.
    static let classes: Set<String> = [
        "UIView", "UIWindow", "UIScreen", "UIDevice", "UIApplication", "UIImageView", "UILabel", "UIControl",
        "UIButton", "UIAction", "UIBarItem", "UIBarButtonItem", "UINavigationItem", "UITabBarItem",
        "UINavigationBar", "UITabBar", "UIEvent", "UITouch", "UIGestureRecognizer", "UITapGestureRecognizer",
        "UIPanGestureRecognizer", "UIScreenEdgePanGestureRecognizer", "UIPinchGestureRecognizer",
        "UILongPressGestureRecognizer", "UIViewController", "UINavigationController", "UITabBarController",
        "UIStoryboardSegue", "UIPresentationController", "UISheetPresentationController", "UIAlertController",
        "UIAlertAction", "UIPopoverPresentationController", "UIPopoverBackgroundView", "UICollectionView",
        "UIStackView", "UILayoutGuide", "UIScrollView", "UICollectionViewCell", "UICollectionViewController",
        "UICollectionViewLayout", "UICollectionViewFlowLayout", "UICollectionViewTransitionLayout",
        "UITableView", "UITableViewCell", "UITableViewController", "UIPercentDrivenInteractiveTransition",
        "UIViewPropertyAnimator", "CALayer"
    ]

    /// Protocols isolated to the main actor: a type conforming to one in its primary declaration
    /// is inferred `@MainActor`; a conformance in an extension isolates only the members that
    /// witness the protocol's requirements.
    static let protocols: Set<String> = [
        "UIViewControllerAnimatedTransitioning", "UIViewControllerInteractiveTransitioning",
        "UIViewControllerContextTransitioning", "UIViewControllerTransitioningDelegate",
        "UIViewControllerTransitionCoordinator", "UIViewControllerTransitionCoordinatorContext",
        "UIGestureRecognizerDelegate", "UINavigationControllerDelegate", "UITabBarControllerDelegate",
        "UITabBarDelegate", "UIAdaptivePresentationControllerDelegate", "UISheetPresentationControllerDelegate",
        "UIPopoverPresentationControllerDelegate",
        "UIScrollViewDelegate", "UITableViewDataSource", "UITableViewDelegate", "UICollectionViewDataSource",
        "UIViewAnimating", "UIViewImplicitlyAnimating"
    ]

    /// Names whose use needs the main actor.
    static let isolatedNames = classes.union(protocols)

    /// The base names of those protocols' requirements: members of a conforming extension with
    /// these names are taken to be witnesses, which the conformance isolates.
    static let requirementNames: Set<String> = [
        "adaptivePresentationStyle", "animateTransition", "animationController", "animationEnded",
        "cancelInteractiveTransition", "collectionView", "completeTransition", "completionCurve",
        "completionSpeed", "containerView", "finalFrame", "finishAnimation", "finishInteractiveTransition",
        "fractionComplete", "gestureRecognizer", "gestureRecognizerShouldBegin", "initialFrame",
        "interactionControllerForDismissal", "interactionControllerForPresentation", "interruptibleAnimator",
        "isAnimated", "isInteractive", "isReversed", "isRunning", "navigationController", "numberOfSections",
        "pauseAnimation", "pauseInteractiveTransition", "popoverPresentationController",
        "popoverPresentationControllerDidDismissPopover", "popoverPresentationControllerShouldDismissPopover",
        "prepareForPopoverPresentation", "presentationController",
        "presentationControllerDidAttemptToDismiss", "presentationControllerDidDismiss",
        "presentationControllerShouldDismiss", "presentationControllerWillDismiss", "presentationStyle",
        "scrollViewDidEndDecelerating", "scrollViewDidEndDragging", "scrollViewDidEndScrollingAnimation",
        "scrollViewDidScroll", "scrollViewWillBeginDecelerating", "scrollViewWillBeginDragging",
        "scrollViewWillEndDragging", "sheetPresentationControllerDidChangeSelectedDetentIdentifier",
        "startAnimation", "startInteractiveTransition", "state", "stopAnimation", "tabBar", "tabBarController",
        "tableView", "targetTransform", "transitionDuration", "transitionWasCancelled",
        "updateInteractiveTransition", "view", "viewController", "wantsInteractiveStart"
    ]

    /// Protocols of the standard library and Foundation that say nothing of a class's superclass.
    static let plainProtocols: Set<String> = [
        "AnyObject", "Equatable", "Hashable", "Comparable", "Identifiable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "Codable", "Encodable", "Decodable", "Sendable"
    ]
}
