import Foundation

/// A popover (`PopoverPresentationController`) on a phone: the delegate keeps it a popover in the
/// compact width, as apps do for small menus, instead of letting it become a sheet.
extension DemoScene {
    static let popover = DemoScene(
        name: "popover", topic: "presentation", title: "A popover",
        caption: "A bar button presents a small menu in a popover whose arrow points at the button (the delegate "
            + "answers .none, so the compact width keeps the popover); a tap outside dismisses it."
    ) { stage in
        let root = SampleScreen(title: "Library", color: .systemIndigo)
        let navigation = NavigationController(rootViewController: root)
        stage.usePhoneSafeArea()
        stage.show(navigation)
        let keeper = PopoverKeeper()
        let menu = ListScreen(title: "Sort by", rows: 4)
        let sort = BarButtonItem(
            title: "Sort",
            primaryAction: { _ in
                menu.modalPresentationStyle = .popover
                menu.preferredContentSize = CGSize(width: 320, height: 300)
                menu.popoverPresentationController?.barButtonItem = root.navigationItem.rightBarButtonItem
                menu.popoverPresentationController?.delegate = keeper
                // The arrow takes the popover's colour: the menu's own background, as apps set it.
                menu.popoverPresentationController?.backgroundColor = menu.view.backgroundColor
                root.present(menu, animated: true)
            })
        root.navigationItem.rightBarButtonItem = sort
        stage.settle(hold: 0.3)
        _ = stage.host.tap(.text("Sort"))
        stage.settle(hold: 0.6)
        stage.tap(CGPoint(x: 120, y: 700))
        stage.settle(hold: 0.3)
        withExtendedLifetime(keeper) {}
    }
}

/// Keeps a popover a popover in a compact width (`adaptivePresentationStyle(for:traitCollection:)`
/// answering `.none`).
@MainActor
final class PopoverKeeper: PopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection)
        -> ModalPresentationStyle
    { .none }
}
