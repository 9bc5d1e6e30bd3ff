import Foundation

extension ViewController {
    /// Where a controller is in its appearance cycle (UIKit keeps this state privately; Transit
    /// exposes it).
    ///
    /// `beginAppearanceTransition(true, …)` moves `disappeared` or `disappearing` to `appearing`
    /// (calling `viewWillAppear(_:)`); `beginAppearanceTransition(false, …)` moves `appeared` or
    /// `appearing` to `disappearing` (calling `viewWillDisappear(_:)`); `endAppearanceTransition()`
    /// moves `appearing` to `appeared` (`viewDidAppear(_:)`) and `disappearing` to `disappeared`
    /// (`viewDidDisappear(_:)`). So a cancelled appearance (begin appearing, begin disappearing,
    /// end) calls `viewWillAppear`, `viewWillDisappear`, `viewDidDisappear`, as UIKit does for a
    /// cancelled interactive transition. Any other call is unbalanced: it is reported as
    /// `appearance.unbalanced` and changes nothing.
    public enum AppearanceState: Sendable, Equatable, CustomStringConvertible {
        /// Not on screen (the initial state).
        case disappeared
        /// Between `viewWillAppear(_:)` and `viewDidAppear(_:)`.
        case appearing
        /// On screen.
        case appeared
        /// Between `viewWillDisappear(_:)` and `viewDidDisappear(_:)`.
        case disappearing

        public var description: String {
            switch self {
            case .disappeared: "disappeared"
            case .appearing: "appearing"
            case .appeared: "appeared"
            case .disappearing: "disappearing"
            }
        }

        /// Whether an appearance transition is in progress.
        public var isTransitioning: Bool { self == .appearing || self == .disappearing }

        /// Whether the controller is on screen or on its way there (`appearing` or `appeared`).
        public var isOnScreen: Bool { self == .appearing || self == .appeared }
    }

    /// The controller's appearance state (Transit extension; see `AppearanceState`).
    public var appearanceState: AppearanceState { appearanceStateStorage }

    /// Whether the controller is appearing because it was added to a container, during its
    /// appearance callbacks (`UIViewController.isMovingToParent`): `true` from `addChild(_:)`
    /// until `didMove(toParent:)` is called with the new parent.
    public var isMovingToParent: Bool { isMovingToParentStorage }

    /// Whether the controller is disappearing because it is being removed from its container,
    /// during its disappearance callbacks (`UIViewController.isMovingFromParent`): `true` from
    /// `willMove(toParent: nil)` until `removeFromParent()` completes.
    public var isMovingFromParent: Bool { isMovingFromParentStorage }

    /// Tells the controller its view is about to appear or disappear
    /// (`UIViewController.beginAppearanceTransition(_:animated:)`): calls `viewWillAppear(_:)` or
    /// `viewWillDisappear(_:)` as the appearance state allows, then, if
    /// `shouldAutomaticallyForwardAppearanceMethods`, does the same for every child whose view is
    /// in this controller's view hierarchy (parent first, children in order). An unbalanced call
    /// (appearing while appearing or appeared; disappearing while disappearing or disappeared) is
    /// reported as `appearance.unbalanced` and ignored.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated, reportsUnbalanced: true)
    }

    /// Tells the controller its appearance transition ended
    /// (`UIViewController.endAppearanceTransition()`): calls `viewDidAppear(_:)` or
    /// `viewDidDisappear(_:)` with the `animated` flag of the begin call, then forwards to the
    /// children as `beginAppearanceTransition(_:animated:)` does. Without a transition in
    /// progress the call is reported as `appearance.unbalanced` and ignored.
    public func endAppearanceTransition() {
        endAppearance(reportsUnbalanced: true)
    }

    /// Begins an appearance transition; returns whether the state changed. Forwarded and
    /// window-move calls don't report a no-op, because it means the controller already got the
    /// callback some other way.
    @discardableResult
    func beginAppearance(_ isAppearing: Bool, animated: Bool, reportsUnbalanced: Bool) -> Bool {
        let state = appearanceStateStorage
        let allowed =
            isAppearing
            ? (state == .disappeared || state == .disappearing)
            : (state == .appeared || state == .appearing)
        guard allowed else {
            if reportsUnbalanced {
                reportUnbalanced(
                    "beginAppearanceTransition(\(isAppearing), animated: \(animated)) "
                        + "while \(state)")
            }
            return false
        }
        appearanceStateStorage = isAppearing ? .appearing : .disappearing
        appearanceAnimated = animated
        appearanceBegunByWindowMove = false
        if isAppearing {
            record("viewWillAppear(\(animated))")
            viewWillAppear(animated)
        } else {
            record("viewWillDisappear(\(animated))")
            viewWillDisappear(animated)
        }
        for child in childrenReceivingForwardedAppearance() {
            child.beginAppearance(isAppearing, animated: animated, reportsUnbalanced: false)
        }
        reconcileChildAppearance(animated: animated, settle: false)
        return true
    }

    /// Ends the appearance transition in progress; returns whether there was one.
    @discardableResult
    func endAppearance(reportsUnbalanced: Bool) -> Bool {
        let state = appearanceStateStorage
        guard state.isTransitioning else {
            if reportsUnbalanced { reportUnbalanced("endAppearanceTransition() while \(state)") }
            return false
        }
        appearanceBegunByWindowMove = false
        let animated = appearanceAnimated
        if state == .appearing {
            appearanceStateStorage = .appeared
            record("viewDidAppear(\(animated))")
            viewDidAppear(animated)
        } else {
            appearanceStateStorage = .disappeared
            record("viewDidDisappear(\(animated))")
            viewDidDisappear(animated)
        }
        // A child a running `transition(from:to:…)` moves ends with that transition when this
        // controller ends appearing; when it ends disappearing, nothing of it is on screen.
        let heldBySwap = state == .appearing ? transitionState.childTransitionParticipants : []
        for child in childrenReceivingForwardedAppearance()
        where child.appearanceState.isTransitioning
            && !heldBySwap.contains(ObjectIdentifier(child))
        {
            child.endAppearance(reportsUnbalanced: false)
        }
        reconcileChildAppearance(animated: animated, settle: true)
        return true
    }

    /// The children that get this controller's appearance callbacks forwarded: none when
    /// forwarding is off, else every child whose view is loaded and inside this controller's
    /// view, in `children` order.
    func childrenReceivingForwardedAppearance() -> [ViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = viewStorage else { return [] }
        return childrenStorage.filter { child in
            guard let childView = child.viewStorage else { return false }
            return childView.isInside(root)
        }
    }

    /// Whether UIKit drives this controller's appearance from its view's window moves: a root or
    /// presented controller (no parent), or a child whose parent forwards automatically.
    var appearanceFollowsWindow: Bool {
        parentStorage?.shouldAutomaticallyForwardAppearanceMethods ?? true
    }

    /// Called by the controller's view before it joins or leaves a window. Entering a window
    /// begins appearing (not animated) unless an appearance is already in progress or done, or
    /// the controller's parent is itself off screen (the parent's appearance will be forwarded);
    /// leaving begins disappearing likewise. The matching `rootViewDidMoveToWindow()` ends it.
    func rootViewWillMove(toWindow newWindow: Window?) {
        guard appearanceFollowsWindow, let view = viewStorage else { return }
        let entering = newWindow != nil && view.window == nil
        let leaving = newWindow == nil && view.window != nil
        guard entering || leaving else { return }
        if entering, let parent = parentStorage, !parent.appearanceStateStorage.isOnScreen {
            // An off-screen container's child appears when the container does (forwarding).
            return
        }
        movingWindow = entering ? newWindow : view.window
        let movingRoot = Self.outermostAncestor(of: view)
        if beginAppearance(entering, animated: false, reportsUnbalanced: false) {
            appearanceBegunByWindowMove = true
            if entering, Self.outermostAncestor(of: view) !== movingRoot {
                // Taken out of the hierarchy that joins the window from inside its own
                // `viewWillAppear` (a container hid it): the move never reaches it, so it turns
                // back at once and ends off screen.
                abandonWindowMove()
            }
        }
    }

    /// Ends the appearance a window move began when the move never reaches the controller's view
    /// (a callback of the move took the view out of the moving hierarchy): a controller on its way
    /// onto the screen turns back and ends off screen; one on its way off ends there.
    func abandonWindowMove() {
        appearanceBegunByWindowMove = false
        movingWindow = nil
        if appearanceStateStorage == .appearing { beginAppearance(false, animated: false, reportsUnbalanced: false) }
        endAppearance(reportsUnbalanced: false)
    }

    /// The view at the top of `view`'s superview chain.
    private static func outermostAncestor(of view: View) -> View {
        var top = view
        while let next = top.superview { top = next }
        return top
    }

    /// Called by the controller's view after it joined or left a window: ends the appearance
    /// transition that `rootViewWillMove(toWindow:)` began, if it is still in progress.
    func rootViewDidMoveToWindow() {
        defer { movingWindow = nil }
        guard appearanceBegunByWindowMove else { return }
        appearanceBegunByWindowMove = false
        endAppearance(reportsUnbalanced: false)
    }

    /// Begins, on Transit's behalf, the appearance transition a presentation or dismissal asks
    /// for; a controller already on its way there (a window move got there first) is left alone.
    func beginTransitionAppearance(_ isAppearing: Bool, animated: Bool) {
        guard isAppearing != appearanceStateStorage.isOnScreen else { return }
        beginAppearance(isAppearing, animated: animated, reportsUnbalanced: false)
    }

    /// Ends, on Transit's behalf, the appearance of a controller whose presentation or dismissal
    /// is over, in step with the screen: the controller ends `appeared` when its view is in a
    /// window and `disappeared` otherwise, whatever moved it meanwhile (its view taken out of the
    /// window and put back, the window's root replaced). The calls it makes are the ones the
    /// appearance automaton allows, so nothing is unbalanced.
    func settleAppearanceWithWindow(animated: Bool) {
        let inWindow = viewStorage?.window != nil
        if inWindow != appearanceStateStorage.isOnScreen {
            beginAppearance(inWindow, animated: animated, reportsUnbalanced: false)
        }
        if appearanceStateStorage.isTransitioning {
            appearanceBegunByWindowMove = false
            endAppearance(reportsUnbalanced: false)
        }
    }

    private func reportUnbalanced(_ detail: String) {
        report(
            .warning, code: "appearance.unbalanced",
            "Unbalanced calls to begin/end appearance transitions for \(timelineName): "
                + detail + "; ignored")
    }
}

extension View {
    /// Whether the view is `ancestor` or one of its descendants (walks `superview`).
    func isInside(_ ancestor: View) -> Bool {
        var current: View? = self
        while let view = current {
            if view === ancestor { return true }
            current = view.superview
        }
        return false
    }
}
