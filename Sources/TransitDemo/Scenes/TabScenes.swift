import Foundation

/// WWDC 2013 session 218 (via Qiita): tab bar controller transitions — a tab switch
/// with the delegate's animator, and interactive switches by a horizontal pan, one cancelled and
/// one finished.
extension DemoScene {
    static let tabSwitch = DemoScene(
        name: "tab-switch", topic: "tabs", title: "Tab switch with a custom animator, then interactive",
        caption: "The tab bar controller's delegate vends a slide-and-fade spring for every switch. A tap on the "
            + "second item switches with it; a short slow pan across the content is released and cancels (the "
            + "selection and callbacks snap back); a long flick finishes the switch to the third tab."
    ) { stage in
        stage.usePhoneSafeArea()
        let delegate = SlideTabDelegate()
        let tabs = TabBarController()
        tabs.delegate = delegate
        tabs.viewControllers = [
            SampleScreen(title: "Home", color: .systemBlue, symbol: "house"),
            SampleScreen(title: "Search", color: .systemGreen, rows: ["Recent", "Saved"], symbol: "magnifyingglass"),
            SampleScreen(title: "Profile", color: .systemPurple, rows: ["Account", "Privacy"], symbol: "person")
        ]
        tabs.viewControllers?[2].tabBarItem.badgeValue = "3"
        // The screens hold no scroll view, so on iOS 15 the bar would stay transparent over their
        // colours; like many apps, this one keeps the standard bar at the scroll edge too.
        tabs.tabBar.scrollEdgeAppearance = tabs.tabBar.standardAppearance
        stage.show(tabs)
        stage.wait(0.3)
        if let frame = tabs.tabBar.itemFrame(at: 1) {
            stage.tap(tabs.tabBar.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil))
        }
        stage.settle(hold: 0.4)
        // Short and slow: 80 pt at 100 pt/s, resting before the lift: cancels.
        stage.replay(.slowDrag(from: CGPoint(x: 300, y: 420), to: CGPoint(x: 220, y: 420)))
        stage.settle(hold: 0.4)
        // A flick left projected over the width: finishes.
        stage.replay(.flick(from: CGPoint(x: 320, y: 420), direction: CGVector(dx: -1, dy: 0), projectedDistance: 390))
        stage.settle(hold: 0.5)
        withExtendedLifetime(delegate) {}
    }
}

/// Vends the slide-and-fade spring of objc.io's container for every tab switch.
@MainActor
final class SlideTabDelegate: TabBarControllerDelegate {
    func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        ContainerSlideAnimator()
    }
}
