import Foundation

extension TabBarController {
    /// How a tab switch animates when the delegate's
    /// `tabBarController(_:animationControllerForTransitionFrom:to:)` vends no animator (Transit
    /// extension; set it as `TabBarController.selectionTransition`).
    ///
    /// UIKit documents no animation for that case: the switch is immediate, and that stays
    /// Transit's default (`.none`). iOS 26 apps often want the quick cross-fade of the system's
    /// tab switches; `.crossDissolve` asks for it. Apple's documentation gives neither the
    /// curve nor the duration, so the cross-fade is the one of `ModalTransitionStyle.crossDissolve`
    /// — the new tab's view fades in over the old one in 0.4 s, ease in-out — run as an animated
    /// transition, with everything a delegate's animated switch has: `viewWillAppear(true)` /
    /// `viewDidAppear(true)`, a transition coordinator, the tab bar's queueing, and its turning
    /// rule (tapping the tab being left while the fade runs turns the fade back from the opacity on
    /// screen; see `TransitionCoordinator.turnAround()`). The interactive pan
    /// (`interactivePanGestureRecognizer`) scrubs the cross-fade too. A delegate's animator
    /// always wins.
    public struct SelectionTransition: Hashable, Sendable {
        private let crossDissolves: Bool

        /// The switch is immediate (UIKit's documented behaviour without an animator).
        public static let none = SelectionTransition(crossDissolves: false)
        /// The new tab fades in over the old one, 0.4 s ease in-out.
        public static let crossDissolve = SelectionTransition(crossDissolves: true)

        /// The animator of one switch, or `nil` for an immediate one.
        @MainActor
        func makeAnimator() -> ViewControllerAnimatedTransitioning? {
            crossDissolves ? ModalTransitionAnimator(style: .crossDissolve, sheet: false, isPresenting: true) : nil
        }
    }
}
