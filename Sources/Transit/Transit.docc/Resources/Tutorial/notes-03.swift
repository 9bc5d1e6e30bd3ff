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

/// Pushes by zooming the new screen up from 90 % while it fades in over the old one; pops in
/// reverse.
final class ZoomFadeAnimator: ViewControllerAnimatedTransitioning {
    let operation: NavigationController.Operation

    init(operation: NavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        to.frame = transitionContext.finalFrame(for: toVC)
        let small = CGAffineTransform(scaleX: 0.9, y: 0.9)
        if operation == .push {
            container.addSubview(to)
            to.alpha = 0
            to.transform = small
        } else {
            container.insertSubview(to, belowSubview: from)
        }
        View.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                if self.operation == .push {
                    to.alpha = 1
                    to.transform = .identity
                } else {
                    from.alpha = 0
                    from.transform = small
                }
            },
            completion: { _ in
                from.alpha = 1
                from.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
