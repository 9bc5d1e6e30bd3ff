import Foundation
import Transit

/// A note: a title and its text.
struct Note {
    var title: String
    var text: String
}

/// The list of notes, shown in a navigation controller.
final class NotesViewController: TableViewController {
    var notes = [
        Note(title: "Groceries", text: "Apples, bread, coffee."),
        Note(title: "Ideas", text: "A transition that feels like paper."),
        Note(title: "Travel", text: "Seoul in spring.")
    ]

    init() {
        super.init(style: .insetGrouped)
        title = "Notes"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "note") ?? TableViewCell(style: .default, reuseIdentifier: "note")
        cell.textLabel?.text = notes[indexPath.row].title
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
