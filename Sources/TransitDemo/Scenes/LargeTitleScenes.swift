import Foundation

/// A large-title list under a translucent navigation bar: scrolling collapses the 96 pt bar to
/// 44 pt (the large title slides up under the row and cross-fades into the inline title, and the
/// bar turns from its transparent scroll-edge look to the standard material with its hairline);
/// scrolling back opens it again; a tapped row pushes a detail with an inline title, the bar
/// shrinking alongside the push, and the edge swipe back grows it again.
extension DemoScene {
    static let barsLargeTitleList = DemoScene(
        name: "large-title-list", topic: "bars", title: "A large-title list collapsing on scroll, then pushing",
        caption: "The list runs under a translucent navigation bar that prefers large titles. At rest the bar is 96 "
            + "points tall and transparent (its scroll-edge appearance); dragging the list up collapses the large "
            + "title with the content until the bar is 44 points, where the inline title fades in and the bar takes "
            + "its standard background and hairline. Dragged back, the large title opens again. A tapped row pushes "
            + "a detail whose title is never large: the bar shrinks alongside the push, and the edge swipe back "
            + "follows the finger as it grows again."
    ) { stage in
        stage.usePhoneSafeArea()
        let list = ParkListController()
        let navigation = NavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        stage.show(navigation)
        stage.wait(0.4)
        // Up by 90 points, slowly, landing where it is let go: the title collapses after 52.
        stage.replay(.slowDrag(from: CGPoint(x: 200, y: 640), to: CGPoint(x: 200, y: 550), speed: 120))
        stage.settle(hold: 0.4)
        // Back down past the top: the large title opens again and the list springs back.
        stage.replay(.slowDrag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 560), speed: 120))
        stage.settle(hold: 0.4)
        // The fourth row pushes its detail.
        let row = list.tableView.rectForRow(at: IndexPath(row: 3, section: 0))
        stage.tap(list.tableView.convert(CGPoint(x: row.midX, y: row.midY), to: nil))
        stage.settle(hold: 0.4)
        stage.replay(.edgeSwipe(in: stage.window.bounds.size, finishing: true))
        stage.settle(hold: 0.4)
    }
}

/// A plain list of national parks with a large title; a row pushes a detail screen.
@MainActor
final class ParkListController: TableViewController {
    let parks = [
        "Acadia", "Arches", "Badlands", "Big Bend", "Bryce Canyon", "Canyonlands", "Capitol Reef",
        "Crater Lake", "Death Valley", "Denali", "Everglades", "Glacier", "Grand Canyon", "Grand Teton",
        "Great Basin", "Joshua Tree", "Mesa Verde", "Olympic", "Redwood", "Sequoia", "Yellowstone",
        "Yosemite", "Zion"
    ]

    init() {
        super.init(style: .plain)
        title = "Parks"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 44
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { parks.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "park") ?? TableViewCell(style: .default, reuseIdentifier: "park")
        cell.textLabel?.text = parks[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let detail = SampleScreen(title: parks[indexPath.row], color: .systemTeal, rows: ["Trails", "Camping", "Wildlife"])
        detail.navigationItem.largeTitleDisplayMode = .never
        navigationController?.pushViewController(detail, animated: true)
    }
}
