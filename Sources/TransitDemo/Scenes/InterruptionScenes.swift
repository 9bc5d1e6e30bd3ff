import Foundation

/// Interruptible transitions (iOS 26's fluid navigation, for every animator): a back tap during a
/// push turns the push around where it is on screen, carrying its velocity, with the system
/// animation and with a custom animator.
extension DemoScene {
    static let backDuringPush = DemoScene(
        name: "back-during-push", topic: "interruptible", title: "Back during a push",
        caption: "The system push is interrupted at 40 % by a back tap: the new screen keeps its momentum for a "
            + "moment and springs back, the bar's items turn with it, and the stack is as before. Then the same "
            + "with the navigation delegate's cover animator, which vends no interruptible animator: its block "
            + "animations are turned the same way, and it completes cancelled."
    ) { stage in
        stage.usePhoneSafeArea()
        let navigation = NavigationController(rootViewController: SampleScreen(title: "Mail", color: .systemBlue))
        stage.show(navigation)
        stage.wait(0.3)
        navigation.pushViewController(
            SampleScreen(title: "Inbox", color: .systemTeal, rows: ["Today", "Yesterday"]),
            animated: true)
        stage.wait(0.1)
        navigation.popViewController(animated: true)
        stage.settle(hold: 0.4)
        let delegate = CoverNavigationDelegate()
        navigation.delegate = delegate
        navigation.pushViewController(
            SampleScreen(title: "Drafts", color: .systemPink, rows: ["Note", "Reply"]),
            animated: true)
        stage.wait(0.25)
        navigation.popViewController(animated: true)
        stage.settle(hold: 0.4)
        withExtendedLifetime(delegate) {}
    }
}
