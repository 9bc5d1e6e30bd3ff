import Foundation

/// Materials: a card of blurred material over a scrolling screen, its text drawn vibrant.
extension DemoScene {
    static let materialsVibrancy = DemoScene(
        name: "materials-vibrancy", topic: "materials", title: "Vibrant text on a material",
        caption: "A card of the thin system material floats over a screen of coloured cards. Its title, subtitle "
            + "and separator sit in a vibrancy effect view inside the blur's content view (label, secondary label "
            + "and separator styles): drawn as their shapes only, darkened into the material with plusDarker, so "
            + "they take the hue of whatever passes behind them as the card slides up over the screen and back."
    ) { stage in
        let screen = SampleScreen(
            title: "Library", color: .systemIndigo,
            rows: ["Playlists", "Artists", "Albums", "Songs", "Downloaded"])
        stage.usePhoneSafeArea()
        stage.show(screen)
        let card = VibrantCard(frame: CGRect(x: 16, y: 600, width: 358, height: 110))
        screen.view.addSubview(card)
        stage.wait(0.3)
        for y: CGFloat in [150, 600] {
            View.animate(withDuration: 1.2) { card.frame.origin.y = y }
            stage.settle(hold: 0.3)
        }
    }
}

/// A rounded card of `.systemThinMaterial` with vibrant labels and a separator.
@MainActor
final class VibrantCard: VisualEffectView {
    /// Never made from an archive.
    required init?(coder: NSCoder) { return nil }

    init(frame: CGRect) {
        let blur = BlurEffect(style: .systemThinMaterial)
        super.init(effect: blur)
        self.frame = frame
        layer.cornerRadius = 16
        clipsToBounds = true
        let rows: [(VibrancyEffect.Style, View)] = [
            (.label, Self.label("Now Playing", size: 22, weight: .bold, y: 16)),
            (.secondaryLabel, Self.label("Vibrant text takes the colour behind it", size: 15, weight: .regular, y: 66)),
            (.separator, Self.rule(y: 56))
        ]
        for (style, view) in rows {
            let vibrancy = VisualEffectView(effect: VibrancyEffect(blurEffect: blur, style: style))
            vibrancy.frame = contentView.bounds
            vibrancy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            vibrancy.contentView.addSubview(view)
            contentView.addSubview(vibrancy)
        }
    }

    static func label(_ text: String, size: CGFloat, weight: Font.Weight, y: CGFloat) -> Label {
        let label = Label(frame: CGRect(x: 16, y: y, width: 326, height: size + 8))
        label.text = text
        label.font = .systemFont(ofSize: size, weight: weight)
        return label
    }

    static func rule(y: CGFloat) -> View {
        let rule = View(frame: CGRect(x: 16, y: y, width: 326, height: 1))
        rule.backgroundColor = .black
        return rule
    }
}
