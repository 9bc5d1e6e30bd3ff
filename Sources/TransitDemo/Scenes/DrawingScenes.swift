import Foundation

/// A scene drawn with Core Graphics: a card whose `draw(_:)` paints a gradient header, a progress
/// ring, its percentage and a bar chart, springing in and updating as its progress changes.
extension DemoScene {
    static let drawingActivityCard = DemoScene(
        name: "drawn-activity-card", topic: "drawing", title: "A custom-drawn card",
        caption: "An activity card drawn in draw(_:) with a CGContext: a rounded card with a drop shadow "
            + "(setShadow), a linear-gradient header clipped to the card, a progress ring stroked with round caps, "
            + "its percentage as text and a bar chart of radial-gradient bars over a dashed baseline. The card "
            + "springs in from 60 %: its drawing is scaled, not redrawn. Each progress step marks it with "
            + "setNeedsDisplay() and it draws once more; it is drawn 5 times in all."
    ) { stage in
        let screen = ActivityCardScreen()
        stage.show(screen)
        stage.wait(0.1)
        screen.springIn()
        stage.settle(hold: 0.2)
        for progress in [0.45, 0.6, 0.78, 0.92] {
            screen.card.progress = progress
            stage.wait(0.25)
        }
        stage.settle(hold: 0.3)
    }
}

/// The screen of the drawn-card scene.
@MainActor
final class ActivityCardScreen: ViewController {
    let card = ActivityCardView(frame: CGRect(x: 35, y: 210, width: 320, height: 400))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Color(red: 0.93, green: 0.94, blue: 0.97)
        card.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
        card.alpha = 0
        view.addSubview(card)
    }

    /// Springs the card to full size.
    func springIn() {
        View.animate(
            withDuration: 0.7, delay: 0, usingSpringWithDamping: 0.65, initialSpringVelocity: 0, options: [],
            animations: { [card] in
                card.transform = .identity
                card.alpha = 1
            }, completion: nil)
    }
}

/// A card drawn entirely in `draw(_:)`.
@MainActor
final class ActivityCardView: View {
    /// The fraction of the ring drawn; setting it marks the card for display.
    var progress: CGFloat = 0.3 { didSet { setNeedsDisplay() } }
    /// How many times the card has drawn.
    private(set) var drawCount = 0
    private let bars: [CGFloat] = [0.35, 0.6, 0.45, 0.8, 0.55, 0.95, 0.7]

    override func draw(_ rect: CGRect) {
        guard let ctx = GraphicsGetCurrentContext() else { return }
        drawCount += 1
        let card = bounds.insetBy(dx: 12, dy: 12)
        let shape = CGPath(roundedRect: card, cornerWidth: 22, cornerHeight: 22, transform: nil)
        ctx.saveGState()
        ctx.setShadow(offset: CGSize(width: 0, height: 6), blur: 16, color: Color(red: 0.1, green: 0.1, blue: 0.3, alpha: 0.3))
        ctx.setFillColor(.white)
        ctx.addPath(shape)
        ctx.fillPath()
        ctx.restoreGState()
        ctx.saveGState()
        ctx.addPath(shape)
        ctx.clip()
        ctx.clip(to: CGRect(x: card.minX, y: card.minY, width: card.width, height: 64))
        if let header = Gradient(colors: [.systemIndigo, Color(red: 0.35, green: 0.65, blue: 1)]) {
            ctx.drawLinearGradient(header, start: CGPoint(x: card.minX, y: 0), end: CGPoint(x: card.maxX, y: 0), options: [])
        }
        ctx.restoreGState()
        text("Activity", size: 22, weight: .bold, color: .white, at: CGPoint(x: card.minX + 20, y: card.minY + 18), in: ctx)
        drawRing(in: ctx, center: CGPoint(x: card.midX, y: card.minY + 160))
        drawBars(in: ctx, area: CGRect(x: card.minX + 24, y: card.maxY - 112, width: card.width - 48, height: 84))
    }

    private func text(
        _ string: String, size: CGFloat, weight: Font.Weight, color: Color, at point: CGPoint,
        in ctx: GraphicsContext
    ) {
        let layout = TextLayout(text: string, font: .systemFont(ofSize: size, weight: weight))
        ctx.draw(layout, at: point, color: color)
    }

    private func drawRing(in ctx: GraphicsContext, center: CGPoint) {
        let radius: CGFloat = 64
        ctx.setLineWidth(16)
        ctx.setStrokeColor(Color(red: 0.9, green: 0.91, blue: 0.95))
        ctx.addArc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        ctx.strokePath()
        ctx.setLineCap(.round)
        ctx.setStrokeColor(.systemIndigo)
        ctx.addArc(
            center: center, radius: radius, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
        ctx.strokePath()
        let label = TextLayout(text: "\(Int((progress * 100).rounded())) %", font: .systemFont(ofSize: 30, weight: .bold))
        ctx.draw(label, at: CGPoint(x: center.x - label.size.width / 2, y: center.y - label.size.height / 2), color: .label)
    }

    private func drawBars(in ctx: GraphicsContext, area: CGRect) {
        let step = area.width / CGFloat(bars.count)
        for (i, value) in bars.enumerated() {
            let bar = CGRect(
                x: area.minX + CGFloat(i) * step + 6, y: area.maxY - area.height * value,
                width: step - 12, height: area.height * value)
            ctx.saveGState()
            ctx.addPath(CGPath(roundedRect: bar, cornerWidth: 5, cornerHeight: 5, transform: nil))
            ctx.clip()
            if let fill = Gradient(colors: [Color(red: 0.55, green: 0.8, blue: 1), .systemIndigo]) {
                ctx.drawRadialGradient(
                    fill, startCenter: CGPoint(x: bar.midX, y: bar.minY), startRadius: 0,
                    endCenter: CGPoint(x: bar.midX, y: bar.minY), endRadius: area.height,
                    options: [.drawsAfterEndLocation])
            }
            ctx.restoreGState()
        }
        ctx.setLineCap(.butt)
        ctx.setLineWidth(1.5)
        ctx.setStrokeColor(Color(red: 0.6, green: 0.62, blue: 0.7))
        ctx.setLineDash(phase: 0, lengths: [4, 3])
        ctx.move(to: CGPoint(x: area.minX, y: area.maxY + 4))
        ctx.addLine(to: CGPoint(x: area.maxX, y: area.maxY + 4))
        ctx.strokePath()
    }
}
