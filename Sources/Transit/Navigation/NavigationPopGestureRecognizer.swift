import Foundation

/// The navigation controller's interactive-pop gesture: a left-edge pan that fails as soon as it
/// is touched when there is nothing to pop or a transition runs, so gestures that require it to
/// fail go ahead at once.
@MainActor
final class NavigationPopGestureRecognizer: ScreenEdgePanGestureRecognizer {
    weak var navigation: NavigationController?

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        // The leading edge: the right one in a right-to-left interface.
        if let navigation, navigation.isViewLoaded { edges = navigation.view.isRightToLeft ? .right : .left }
        super.touchesBegan(touches, with: event)
        if state == .possible, !(navigation?.canBeginInteractivePop ?? false) { state = .failed }
    }
}
