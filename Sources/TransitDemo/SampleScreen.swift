import Foundation

/// A plain app-like screen for the demo scenes, built as an app would build it: a scroll view
/// filling the screen (its content below the bars through the safe area), holding a vertical
/// stack laid out by constraints to the scroll view's content and frame guides — a large title,
/// then a few rounded cards, each a title and a progress bar — and a system symbol for its tab
/// bar item (the outline, and the filled variant when selected, as iOS tab bars show them).
@MainActor
public final class SampleScreen: ViewController {
    /// Never made from an archive.
    required init?(coder: NSCoder) { return nil }

    /// The background colour.
    public let color: Color
    /// The card rows.
    public let rows: [String]
    /// The scroll view holding the screen's content.
    public private(set) var scrollView: ScrollView?

    /// Creates a screen titled `title` on `color`, its tab bar item showing the system symbol
    /// `symbol` (its `.fill` variant when selected, where there is one).
    public init(title: String, color: Color, rows: [String] = ["Overview", "Details", "Activity"], symbol: String = "circle") {
        self.color = color
        self.rows = rows
        super.init()
        self.title = title
        tabBarItem = TabBarItem(title: title, image: Image(systemName: symbol), tag: 0)
        tabBarItem.selectedImage = Image(systemName: symbol + ".fill") ?? Image(systemName: symbol)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        let scrollView = ScrollView(frame: view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // The content always starts below the bars (the safe area); being short, it does not
        // scroll, so drags on the screen reach the screen's own gestures (an interactive dismissal).
        scrollView.contentInsetAdjustmentBehavior = .always
        view.addSubview(scrollView)
        self.scrollView = scrollView

        let titleLabel = Label()
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        titleLabel.textColor = .white
        let stack = StackView(arrangedSubviews: [titleLabel] + rows.enumerated().map { SampleScreen.card($1, index: $0) })
        stack.axis = .vertical
        stack.spacing = 18
        stack.setCustomSpacing(22, after: titleLabel)
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        let content = scrollView.contentLayoutGuide
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 13),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
            titleLabel.heightAnchor.constraint(equalToConstant: 44)
        ])
    }

    /// A rounded card: a title, and under it a bar shorter for each later card.
    static func card(_ text: String, index: Int) -> View {
        let card = View()
        card.backgroundColor = Color(white: 1, alpha: 0.22)
        card.layer.cornerRadius = 14
        let label = Label()
        label.text = text
        label.font = .systemFont(ofSize: 20, weight: .semibold)
        label.textColor = .white
        let bar = View()
        bar.backgroundColor = Color(white: 1, alpha: 0.5)
        bar.layer.cornerRadius = 5
        for view in [label, bar] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
        }
        // The bar's width gives way to a narrow card.
        let preferredWidth = bar.widthAnchor.constraint(equalToConstant: max(40, 200 - CGFloat(index) * 30))
        preferredWidth.priority = .defaultHigh
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 14),
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            label.heightAnchor.constraint(equalToConstant: 24),
            bar.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 14),
            bar.leadingAnchor.constraint(equalTo: label.leadingAnchor),
            bar.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            preferredWidth,
            bar.heightAnchor.constraint(equalToConstant: 10),
            card.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: 30)
        ])
        return card
    }
}
