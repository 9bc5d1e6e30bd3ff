import Foundation

/// Alerts (`AlertController`) over a colourful screen, so the material's blur shows: an action
/// sheet rises from the bottom edge with its cancel action apart, then an alert fades in at the
/// centre over the dimmed screen.
extension DemoScene {
    static let alert = DemoScene(
        name: "alert", topic: "presentation", title: "An action sheet, then an alert",
        caption: "A bar button presents an action sheet that rises over the dimmed screen, its cancel action in "
            + "a group of its own; choosing Delete dismisses it, and its handler presents an alert that fades in at "
            + "the centre while shrinking to its size. Both are drawn on the thick system material, a blur of the "
            + "cards behind; the alert's two actions sit side by side, the destructive one in red."
    ) { stage in
        let root = SampleScreen(
            title: "Photos", color: .systemIndigo, rows: ["Summer", "Mountains", "Family", "Cities", "Archive"])
        let navigation = NavigationController(rootViewController: root)
        stage.usePhoneSafeArea()
        stage.show(navigation)
        let confirm = AlertController(
            title: "Delete this album?", message: "Its 24 photos stay in your library.", preferredStyle: .alert)
        confirm.addAction(AlertAction(title: "Cancel", style: .cancel))
        confirm.addAction(AlertAction(title: "Delete", style: .destructive))
        let sheet = AlertController(title: "Summer", message: "24 photos", preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Share Album", style: .default))
        sheet.addAction(AlertAction(title: "Rename", style: .default))
        sheet.addAction(
            AlertAction(title: "Delete Album", style: .destructive) { [weak root] _ in
                root?.present(confirm, animated: true)
            })
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        root.navigationItem.rightBarButtonItem = BarButtonItem(
            title: "Edit",
            primaryAction: { [weak root] _ in
                sheet.popoverPresentationController?.barButtonItem = root?.navigationItem.rightBarButtonItem
                root?.present(sheet, animated: true)
            })
        stage.settle(hold: 0.3)
        _ = stage.host.tap(.text("Edit"))
        stage.settle(hold: 0.6)
        _ = stage.host.tap(.label("Delete Album"))
        stage.settle(hold: 0.8)
        _ = stage.host.tap(.label("Cancel"))
        stage.settle(hold: 0.3)
    }
}
