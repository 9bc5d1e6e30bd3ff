import Foundation

/// iOS 7 Day-by-Day, day 10 — a navigation controller delegate that returns a 2 s fade
/// for every push and pop.
extension DemoScene {
    static let navigationFade = DemoScene(
        name: "navigation-fade", topic: "navigation", title: "Navigation push and pop with a 2 s fade",
        caption: "The navigation controller's delegate returns the fade animator for every operation: the pushed "
            + "screen fades in over 2 s, then the pop fades the first screen back in, while the bar's titles "
            + "cross-fade alongside."
    ) { stage in
        stage.usePhoneSafeArea()
        let delegate = FadeNavigationDelegate()
        let navigation = NavigationController(rootViewController: SampleScreen(title: "Inbox", color: .systemTeal))
        navigation.delegate = delegate
        stage.show(navigation)
        stage.wait(0.3)
        navigation.pushViewController(
            SampleScreen(
                title: "天天品尝iOS7", color: .systemIndigo,
                rows: ["第 10 天：转场动画", "“淡入”两秒钟", "Fading in — café ☕️ 👍🏽 🇫🇷"]),
            animated: true)
        stage.settle(hold: 0.5)
        navigation.popViewController(animated: true)
        stage.settle(hold: 0.4)
        withExtendedLifetime(delegate) {}
    }
}

/// Returns the article's 2 s fade for every push and pop.
@MainActor
final class FadeNavigationDelegate: NavigationControllerDelegate {
    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        FadeTransition(duration: 2)
    }
}
