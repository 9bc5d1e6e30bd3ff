import Foundation

/// WWDC 2013 session 218 (via Qiita): navigation-controller transitions — a custom push
/// and pop from the navigation delegate with the bar cross-fading, and the controller's own
/// edge-swipe pop, cancelled and then finished.
extension DemoScene {
    static let navigationCustom = DemoScene(
        name: "navigation-custom", topic: "navigation", title: "Custom navigation push and pop",
        caption: "The navigation delegate vends a cover animator from the bottom for pushes and back down for "
            + "pops; the navigation bar's items cross-fade and slide in step with the screens."
    ) { stage in
        stage.usePhoneSafeArea()
        let delegate = CoverNavigationDelegate()
        let navigation = NavigationController(rootViewController: SampleScreen(title: "Photos", color: .systemOrange))
        navigation.delegate = delegate
        stage.show(navigation)
        stage.wait(0.3)
        navigation.pushViewController(
            SampleScreen(title: "画面遷移", color: .systemPink, rows: ["夏のアルバム", "冬のアルバム"]),
            animated: true)
        stage.settle(hold: 0.4)
        navigation.popViewController(animated: true)
        stage.settle(hold: 0.4)
        withExtendedLifetime(delegate) {}
    }

    static let navigationEdgeSwipe = DemoScene(
        name: "navigation-edge-swipe", topic: "navigation", title: "Interactive edge-swipe pop",
        caption: "The built-in push slides the new screen over from the right on the system spring. A short swipe "
            + "from the left edge is released and cancels (screens, bar and callbacks snap back); a long one "
            + "finishes the pop."
    ) { stage in
        stage.usePhoneSafeArea()
        let navigation = NavigationController(rootViewController: SampleScreen(title: "Settings", color: .systemGray))
        stage.show(navigation)
        stage.wait(0.3)
        navigation.pushViewController(
            SampleScreen(title: "General", color: .systemBlue, rows: ["About", "Storage"]),
            animated: true)
        stage.settle(hold: 0.4)
        // The library's edge swipes: 30 % of the width slowly, resting before the lift (cancels),
        // then 40 % in 0.2 s, lifting while moving (finishes).
        stage.replay(.edgeSwipe(in: stage.window.bounds.size, finishing: false))
        stage.settle(hold: 0.4)
        stage.replay(.edgeSwipe(in: stage.window.bounds.size, finishing: true))
        stage.settle(hold: 0.4)
    }
}

/// Vends a cover animator: up from the bottom for pushes, back down for pops.
@MainActor
final class CoverNavigationDelegate: NavigationControllerDelegate {
    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        CoverTransition(from: .bottom, duration: 0.6, isPresenting: operation == .push)
    }
}
