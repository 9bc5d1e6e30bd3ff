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

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let detail = NoteViewController(note: notes[indexPath.row])
        navigationController?.pushViewController(detail, animated: true)
    }
}

/// One note, full screen.
final class NoteViewController: ViewController {
    let note: Note
    let textLabel = Label()

    init(note: Note) {
        self.note = note
        super.init(nibName: nil, bundle: nil)
        title = note.title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        textLabel.text = note.text
        textLabel.numberOfLines = 0
        textLabel.accessibilityIdentifier = "note.text"
        view.addSubview(textLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 20, dy: 20)
        textLabel.frame = CGRect(origin: area.origin, size: textLabel.sizeThatFits(area.size))
    }
}
