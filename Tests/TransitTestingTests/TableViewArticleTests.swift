import Foundation
import Testing
import Transit
import TransitTesting
import TransitTestingReporting

/// The list of the "Table views" article (Transit's documentation), verbatim.
final class FruitList: TableViewController {
    let fruits = ["Apple", "Banana", "Cherry"]

    init() { super.init(style: .insetGrouped) }
    required convenience init?(coder: NSCoder) { self.init() }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "fruit")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let detail = ViewController()
        detail.title = fruits[indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }
}

/// The article's test, verbatim, and what the article says happens around it.
@MainActor
@Suite struct TableViewArticleTests {
    @MainActor @Test func tappingARowPushesItsDetail() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let navigation = NavigationController(rootViewController: FruitList())
        host.window.rootViewController = navigation
        host.step()
        expect(host.tap(.text("Banana")))
        let pushed = host.wait(until: { navigation.topViewController?.title == "Banana" })
        expect(pushed)
    }

    /// Back on the list, the row that was tapped is deselected by the pop.
    @Test func thePopDeselectsTheRow() throws {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let list = FruitList()
        let navigation = NavigationController(rootViewController: list)
        host.window.rootViewController = navigation
        host.step()
        expect(host.tap(.text("Banana")))
        expectEqual(list.tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        expect(host.runUntilIdle())
        navigation.popViewController(animated: true)
        expect(host.runUntilIdle())
        expectIdentical(navigation.topViewController, list)
        expectNil(list.tableView.indexPathForSelectedRow)
    }
}
