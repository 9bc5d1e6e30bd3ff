import Foundation

/// A plain app-like screen for the demo scenes: a coloured background, a large title, a few
/// rounded cards with lines of text, and a round icon for tab bars and button rows.
@MainActor
public final class SampleScreen: ViewController {
    /// Never made from an archive.
    required init?(coder: NSCoder) { return nil }

    /// The background colour.
    public let color: Color
    /// The card rows.
    public let rows: [String]

    /// Creates a screen titled `title` on `color`.
    public init(title: String, color: Color, rows: [String] = ["Overview", "Details", "Activity"]) {
        self.color = color
        self.rows = rows
        super.init()
        self.title = title
        tabBarItem = TabBarItem(title: title, image: SampleScreen.icon(color: color, filled: false), tag: 0)
        tabBarItem.selectedImage = SampleScreen.icon(color: color, filled: true)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        let titleLabel = Label(frame: CGRect(x: 20, y: 104, width: 350, height: 44))
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        titleLabel.textColor = .white
        titleLabel.autoresizingMask = [.flexibleWidth]
        view.addSubview(titleLabel)
        for (index, row) in rows.enumerated() {
            let card = View(frame: CGRect(x: 20, y: 170 + CGFloat(index) * 110, width: 350, height: 92))
            card.backgroundColor = Color(white: 1, alpha: 0.22)
            card.layer.cornerRadius = 14
            card.autoresizingMask = [.flexibleWidth]
            let label = Label(frame: CGRect(x: 16, y: 14, width: 300, height: 24))
            label.text = row
            label.font = .systemFont(ofSize: 20, weight: .semibold)
            label.textColor = .white
            card.addSubview(label)
            let line = View(frame: CGRect(x: 16, y: 52, width: 200 - CGFloat(index) * 30, height: 10))
            line.backgroundColor = Color(white: 1, alpha: 0.5)
            line.layer.cornerRadius = 5
            card.addSubview(line)
            view.addSubview(card)
        }
    }

    /// A 30 × 30 pt round icon at scale 3: a filled disc, or a ring when not filled.
    public static func icon(color: Color, filled: Bool) -> Image? {
        let size = 90
        var pixels = [UInt8](repeating: 0, count: size * size * 4)
        let c = color.clamped
        let center = Double(size) / 2, outer = center - 3, inner = filled ? -1 : outer - 9
        for y in 0..<size {
            for x in 0..<size {
                let dx = Double(x) + 0.5 - center, dy = Double(y) + 0.5 - center
                let d = (dx * dx + dy * dy).squareRoot()
                // Coverage of a one-pixel-wide edge, for smooth rims.
                let cover = max(0, min(1, outer + 0.5 - d)) * max(0, min(1, d - inner + 0.5))
                guard cover > 0 else { continue }
                let i = (y * size + x) * 4
                pixels[i] = UInt8((c.red * cover * 255).rounded())
                pixels[i + 1] = UInt8((c.green * cover * 255).rounded())
                pixels[i + 2] = UInt8((c.blue * cover * 255).rounded())
                pixels[i + 3] = UInt8((cover * 255).rounded())
            }
        }
        return Image(pixelWidth: size, pixelHeight: size, scale: 3, pixels: pixels)
    }
}
