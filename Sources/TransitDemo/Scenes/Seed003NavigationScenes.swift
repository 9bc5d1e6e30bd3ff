import Foundation

/// Seed 003 (WWDC 2013 session 218, via Qiita): navigation-controller transitions — a custom push
/// and pop from the navigation delegate with the bar cross-fading, and the controller's own
/// edge-swipe pop, cancelled and then finished.
extension DemoScene {
    static let seed003NavigationCustom = DemoScene(
        name: "003-navigation-custom", seed: "003", title: "Custom navigation push and pop",
        caption: "The navigation delegate vends a cover animator from the bottom for pushes and back down for "
            + "pops; the navigation bar's items cross-fade and slide in step with the screens.") { stage in
        stage.window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let delegate = CoverNavigationDelegate()
        let navigation = NavigationController(rootViewController: SampleScreen(title: "Photos", color: .systemOrange))
        navigation.delegate = delegate
        stage.show(navigation)
        stage.wait(0.3)
        navigation.pushViewController(SampleScreen(title: "画面遷移", color: .systemPink, rows: ["夏のアルバム", "冬のアルバム"]),
                                      animated: true)
        stage.settle(hold: 0.4)
        navigation.popViewController(animated: true)
        stage.settle(hold: 0.4)
        withExtendedLifetime(delegate) {}
    }

    static let seed003NavigationEdgeSwipe = DemoScene(
        name: "003-navigation-edge-swipe", seed: "003", title: "Interactive edge-swipe pop",
        caption: "The built-in push slides the new screen over from the right on the system spring. A short swipe "
            + "from the left edge is released and cancels (screens, bar and callbacks snap back); a long one "
            + "finishes the pop.") { stage in
        stage.window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let navigation = NavigationController(rootViewController: SampleScreen(title: "Settings", color: .systemGray))
        stage.show(navigation)
        stage.wait(0.3)
        navigation.pushViewController(SampleScreen(title: "General", color: .systemBlue, rows: ["About", "Storage"]),
                                      animated: true)
        stage.settle(hold: 0.4)
        // Short and slow: 100 pt over 0.6 s, then held still before lifting: cancels.
        stage.host.touchDown(at: CGPoint(x: 5, y: 420))
        for step in 1...36 { stage.host.touchMove(to: CGPoint(x: 5 + CGFloat(step) * 100 / 36, y: 420)) }
        for _ in 0..<12 { stage.host.touchMove(to: CGPoint(x: 105, y: 420)) }
        stage.host.touchUp()
        stage.settle(hold: 0.4)
        // Long: 280 pt over 0.5 s: finishes.
        stage.drag(from: CGPoint(x: 5, y: 420), to: CGPoint(x: 285, y: 420), duration: 0.5)
        stage.settle(hold: 0.4)
    }
}

/// Vends a cover animator: up from the bottom for pushes, back down for pops.
@MainActor
final class CoverNavigationDelegate: NavigationControllerDelegate {
    func navigationController(_ navigationController: NavigationController,
                              animationControllerFor operation: NavigationController.Operation,
                              from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        CoverTransition(from: .bottom, duration: 0.6, isPresenting: operation == .push)
    }
}
