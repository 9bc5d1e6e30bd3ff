import Foundation

/// One appearance mechanism for the containers that show one child at a time and forward
/// appearance themselves (`NavigationController`, `TabBarController`, `ContainerViewController`).
///
/// Such a container names the child it shows (`managedShownChild`: the top of the stack, the
/// selected tab, the selected child; during a transition, the one being moved to). Every child's
/// appearance then follows one rule, UIKit's: a child is on its way on screen exactly when the
/// container is on screen (`appearing` or `appeared`) and shows it, and on its way off screen
/// otherwise. `reconcileChildAppearance` begins the transitions that rule asks for (leaving
/// children first, then the arriving one, as UIKit orders `viewWillDisappear` before
/// `viewWillAppear`) and, when settling, ends them:
/// - a disappearing child ends (`viewDidDisappear`) unless a running transition of the container
///   holds it; when the container itself is `disappeared`, held or not, since nothing of it is on
///   screen any more;
/// - an appearing child ends (`viewDidAppear`) once no transition holds it and the container is
///   `appeared` (a container still appearing ends it from its own `viewDidAppear`).
///
/// The container's own appearance calls reconcile (begin with its `viewWill…`, settle with its
/// `viewDid…`), and its transitions hold their two participants from start to completion, so a
/// container that appears or disappears in the middle of its own transition (a tab switched away
/// during a push, a full-screen presentation over a running pop) leaves every child balanced and
/// in step with the screen.
extension ViewController {
    /// Holds the appearance of `children` open for a running transition of this container.
    func holdAppearance(of children: [ViewController]) {
        for child in children where !appearanceHolds.contains(ObjectIdentifier(child)) {
            appearanceHolds.append(ObjectIdentifier(child))
        }
    }

    /// Releases what `holdAppearance(of:)` held.
    func releaseAppearance(of children: [ViewController]) {
        appearanceHolds.removeAll { id in children.contains { ObjectIdentifier($0) == id } }
    }

    /// Whether `child` should be on screen: this container is on screen and shows it.
    /// A child whose view a presentation took off screen (a `.currentContext` or full-screen
    /// presentation over the context it defines: the presenter's view is removed until the
    /// dismissal puts it back) is not on screen, whatever the container shows.
    func wantsOnScreen(_ child: ViewController) -> Bool {
        appearanceStateStorage.isOnScreen && child === managedShownChild
            && child.transitionState.presenterViewHome == nil
    }

    /// Begins (and, with `settle`, ends) the appearance transitions that bring every child in line
    /// with `wantsOnScreen(_:)`. Does nothing for controllers that don't manage their children's
    /// appearance this way.
    func reconcileChildAppearance(animated: Bool, settle: Bool) {
        guard managesChildAppearance else { return }
        for child in childrenStorage where !wantsOnScreen(child) && child.appearanceStateStorage.isOnScreen {
            child.beginAppearance(false, animated: animated, reportsUnbalanced: false)
        }
        for child in childrenStorage where wantsOnScreen(child) && !child.appearanceStateStorage.isOnScreen {
            child.beginAppearance(true, animated: animated, reportsUnbalanced: false)
        }
        guard settle else { return }
        for child in childrenStorage where child.appearanceStateStorage == .disappearing { settleAppearance(of: child) }
        for child in childrenStorage where child.appearanceStateStorage == .appearing { settleAppearance(of: child) }
    }

    /// Brings one child in line with `wantsOnScreen(_:)` and ends its transition when the rule
    /// allows: the order UIKit uses when a transition is cancelled (each child's will and did
    /// together).
    func reconcileAppearance(of child: ViewController, animated: Bool) {
        guard managesChildAppearance, child.parentStorage === self else { return }
        let wanted = wantsOnScreen(child)
        if wanted != child.appearanceStateStorage.isOnScreen {
            child.beginAppearance(wanted, animated: animated, reportsUnbalanced: false)
        }
        settleAppearance(of: child)
    }

    private func settleAppearance(of child: ViewController) {
        let held = appearanceHolds.contains(ObjectIdentifier(child))
        switch child.appearanceStateStorage {
        case .disappearing where !wantsOnScreen(child):
            if !held || appearanceStateStorage == .disappeared { child.endAppearance(reportsUnbalanced: false) }
        case .appearing where wantsOnScreen(child):
            if !held && appearanceStateStorage == .appeared { child.endAppearance(reportsUnbalanced: false) }
        default:
            break
        }
    }
}
