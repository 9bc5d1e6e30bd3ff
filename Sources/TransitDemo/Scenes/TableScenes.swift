import Foundation

/// WWDC 2013 session 218's navigation transitions with a real list: a table view controller whose tapped row
/// pushes a detail, and whose selection fades alongside the interactive pop that brings it back.
extension DemoScene {
    static let tableSelection = DemoScene(
        name: "table-selection", topic: "navigation", title: "A list's selection follows the edge-swipe pop",
        caption: "Tapping a row of an inset grouped list highlights it and pushes its detail. Swiping back from the "
            + "left edge fades the row's highlight with the finger (clearsSelectionOnViewWillAppear deselects "
            + "alongside the transition); released early, the pop cancels and the row stays selected; swiped "
            + "far, the pop finishes and the highlight is gone."
    ) { stage in
        stage.usePhoneSafeArea()
        let list = FruitListController()
        let navigation = NavigationController(rootViewController: list)
        stage.show(navigation)
        stage.wait(0.3)
        // The third row of the first section.
        let row = list.tableView.rectForRow(at: IndexPath(row: 2, section: 0))
        stage.tap(list.tableView.convert(CGPoint(x: row.midX, y: row.midY), to: nil))
        stage.settle(hold: 0.4)
        // The library's edge swipes: 30 % of the width slowly, resting before the lift (cancels),
        // then 40 % in 0.2 s, lifting while moving (finishes).
        stage.replay(.edgeSwipe(in: stage.window.bounds.size, finishing: false))
        stage.settle(hold: 0.4)
        stage.replay(.edgeSwipe(in: stage.window.bounds.size, finishing: true))
        stage.settle(hold: 0.4)
    }
}

/// An inset grouped list of fruit and vegetables; a tapped row pushes a coloured detail screen.
@MainActor
final class FruitListController: TableViewController {
    private let sections: [(title: String, rows: [(String, String)])] = [
        ("Fruit", [("Apples", "12"), ("Apricots", "4"), ("Bananas", "6"), ("Cherries", "30"), ("Figs", "8")]),
        ("Vegetables", [("Carrots", "10"), ("Leeks", "3"), ("Peas", "200"), ("Spinach", "1")])
    ]

    init() {
        super.init(style: .insetGrouped)
        title = "Market"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 44
    }

    override func numberOfSections(in tableView: TableView) -> Int { sections.count }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item") ?? TableViewCell(style: .value1, reuseIdentifier: "item")
        let (name, count) = sections[indexPath.section].rows[indexPath.row]
        cell.textLabel?.text = name
        cell.detailTextLabel?.text = count
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let name = sections[indexPath.section].rows[indexPath.row].0
        navigationController?.pushViewController(
            SampleScreen(title: name, color: .systemGreen, rows: ["Origin", "Season"]),
            animated: true)
    }
}
