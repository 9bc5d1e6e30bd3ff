import Foundation

/// A card laid out by constraints expands when tapped: its height constraint's constant changes
/// and `layoutIfNeeded()` runs inside a spring animation, so every frame the constraints place
/// (the card, its labels, the stack of chips below it) animates to the new solution.
extension DemoScene {
    static let layoutExpandingCard = DemoScene(
        name: "expanding-card", topic: "layout", title: "A constraint-based card expanding",
        caption: "Everything on this screen is placed by Auto Layout: the card is pinned to the safe area and the "
            + "margins, its title and body are pinned inside it, and a stack view of chips follows its bottom edge. "
            + "A tap changes the card's height constant and calls layoutIfNeeded() inside a spring animation: the "
            + "card grows, the chips slide down, and hiding one chip closes its gap in the same animation. A second "
            + "tap collapses it again."
    ) { stage in
        stage.usePhoneSafeArea()
        let screen = ExpandingCardScreen()
        stage.show(screen)
        stage.wait(0.3)
        stage.tap(screen.card)
        stage.settle(hold: 0.5)
        stage.tap(screen.card)
        stage.settle(hold: 0.4)
    }
}

/// The screen of the expanding-card scene.
@MainActor
final class ExpandingCardScreen: ViewController {
    let card = View()
    let chips = StackView()
    private(set) var isExpanded = false
    private var cardHeight: LayoutConstraint!
    private let body = Label()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let heading = Label()
        heading.text = "Today"
        heading.font = .systemFont(ofSize: 34, weight: .bold)
        heading.textColor = .label
        let title = styleCard()
        styleChips()
        for v in [heading, card, chips] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        for v in [title, body] {
            v.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(v)
        }
        activateConstraints(heading: heading, title: title)
        card.addGestureRecognizer(TapGestureRecognizer(target: self, action: ExpandingCardScreen.toggle))
    }

    /// Gives the card its colour and corners and the body its text; returns the card's title.
    private func styleCard() -> Label {
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 20
        card.clipsToBounds = true
        let title = Label()
        title.text = "Constraints, animated"
        title.font = .systemFont(ofSize: 24, weight: .bold)
        title.textColor = .white
        body.text = "Change a constant, call layoutIfNeeded() in an animation block, and the solved frames move."
        body.numberOfLines = 0
        body.font = .systemFont(ofSize: 17)
        body.textColor = .white
        body.alpha = 0
        return title
    }

    /// Fills the stack below the card with its three chips.
    private func styleChips() {
        chips.spacing = 12
        chips.distribution = .fillEqually
        for (name, color) in [("Layout", Color.systemTeal), ("Solver", .systemOrange), ("Stack", .systemPink)] {
            let chip = Label()
            chip.text = name
            chip.textAlignment = .center
            chip.font = .systemFont(ofSize: 17, weight: .semibold)
            chip.textColor = .white
            chip.backgroundColor = color
            chip.layer.cornerRadius = 12
            chip.clipsToBounds = true
            chips.addArrangedSubview(chip)
        }
    }

    /// Pins the heading to the safe area, the card below it (with the height constraint a tap
    /// changes), its title and body inside it, and the chips below the card.
    private func activateConstraints(heading: Label, title: Label) {
        let safe = view.safeAreaLayoutGuide
        cardHeight = card.heightAnchor.constraint(equalToConstant: 120)
        LayoutConstraint.activate([
            heading.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
            heading.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: heading.bottomAnchor, constant: 16),
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            cardHeight,
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 20),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 20),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -20),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 12),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.widthAnchor.constraint(equalTo: card.widthAnchor, constant: -40),
            body.heightAnchor.constraint(equalToConstant: 72),
            chips.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 20),
            chips.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            chips.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            chips.heightAnchor.constraint(equalToConstant: 48)
        ])
    }

    /// Expands or collapses the card: one constant, one hidden chip, one `layoutIfNeeded()`.
    func toggle(_ recognizer: TapGestureRecognizer) {
        isExpanded.toggle()
        let expanded = isExpanded
        View.animate(
            withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [],
            animations: {
                self.cardHeight.constant = expanded ? 260 : 120
                self.body.alpha = expanded ? 1 : 0
                self.chips.arrangedSubviews[1].isHidden = expanded
                self.view.layoutIfNeeded()
            })
    }
}
