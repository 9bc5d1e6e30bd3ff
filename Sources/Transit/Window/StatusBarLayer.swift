import Foundation

/// The status bar a window with a device draws over its content: the time ("9:41", as in
/// Apple's marketing images), the cellular signal, Wi-Fi and a full battery, all drawn as vector
/// paths, in black (dark content) or white (light content).
///
/// Layout follows iOS's: with a Dynamic Island or a notch, the time is centred in the left "ear"
/// and the glyphs in the right one, vertically centred on the band; on a phone with a home
/// button (a 20-pt bar) the signal and Wi-Fi sit on the left, the time in the middle and the
/// battery on the right; on an iPad (24 pt) the time sits on the left and Wi-Fi and battery on
/// the right. Glyph sizes approximate iOS's (signal 17 × 11, Wi-Fi about 16 × 12, battery
/// 25 × 12 pt; four fifths of that on the 20- and 24-pt bars); the time is the system font,
/// semibold, at 17 pt (12 pt on the 20- and 24-pt bars).
@MainActor
final class StatusBarLayer: Layer {
    /// What the bar draws; a change redraws it.
    struct Configuration: Equatable {
        var width: CGFloat = 0
        var height: CGFloat = 0
        var housing: DeviceModel.SensorHousing = .bezel
        var idiom: UserInterfaceIdiom = .phone
        var lightContent = false
    }

    /// What the bar draws; setting a different value resizes and redraws it.
    var configuration = Configuration() {
        didSet {
            guard configuration != oldValue else { return }
            frame = CGRect(x: 0, y: 0, width: configuration.width, height: configuration.height)
            setNeedsDisplay()
        }
    }

    required init() { super.init() }

    required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? StatusBarLayer { configuration = other.configuration }
    }

    /// The width of the Dynamic Island (and of the notch's middle), which the ears flank.
    static let cutoutWidth: CGFloat = 126

    override func draw(in ctx: GraphicsContext) {
        let c = configuration
        let color: Color = c.lightContent ? .white : .black
        let mid = c.height / 2
        switch (c.housing, c.idiom) {
        case (.dynamicIsland, _), (.notch, _):
            let ear = (c.width - Self.cutoutWidth) / 2
            drawTime(in: ctx, centerX: ear / 2 + 6, midY: mid, size: 17, color: color)
            drawGlyphGroup(in: ctx, centerX: c.width - ear / 2 - 4, midY: mid, signal: true, color: color)
        case (.bezel, .pad):
            drawTime(in: ctx, leftX: 20, midY: mid, size: 12, color: color)
            ctx.saveGState()
            ctx.translateBy(x: c.width - 20, y: mid)
            ctx.scaleBy(x: 0.8, y: 0.8)
            drawGlyphGroup(in: ctx, centerX: -Self.groupWidth(signal: false) / 2, midY: 0, signal: false, color: color)
            ctx.restoreGState()
        case (.bezel, _):
            drawTime(in: ctx, centerX: c.width / 2, midY: mid, size: 12, color: color)
            // The 20-pt bar's glyphs are four fifths of the size of the taller bars'.
            ctx.saveGState()
            ctx.translateBy(x: 0, y: mid)
            ctx.scaleBy(x: 0.8, y: 0.8)
            StatusBarGlyphs.signal(in: ctx, origin: CGPoint(x: 7, y: -5.5), color: color)
            StatusBarGlyphs.wifi(in: ctx, origin: CGPoint(x: 7 + 17 + 4, y: -6), color: color)
            StatusBarGlyphs.battery(in: ctx, origin: CGPoint(x: c.width / 0.8 - 7 - 27.5, y: -6), color: color)
            ctx.restoreGState()
        }
    }

    private func drawTime(in ctx: GraphicsContext, centerX: CGFloat, midY: CGFloat, size: CGFloat, color: Color) {
        let layout = TextLayout(text: "9:41", font: .systemFont(ofSize: size, weight: .semibold))
        ctx.draw(layout, at: CGPoint(x: centerX - layout.size.width / 2, y: midY - layout.size.height / 2), color: color)
    }

    private func drawTime(in ctx: GraphicsContext, leftX: CGFloat, midY: CGFloat, size: CGFloat, color: Color) {
        let layout = TextLayout(text: "9:41", font: .systemFont(ofSize: size, weight: .semibold))
        ctx.draw(layout, at: CGPoint(x: leftX, y: midY - layout.size.height / 2), color: color)
    }

    /// The width of the right-hand group: signal (optional), Wi-Fi and battery, 5 pt apart.
    private static func groupWidth(signal: Bool) -> CGFloat {
        (signal ? StatusBarGlyphs.signalSize.width + 5 : 0) + StatusBarGlyphs.wifiSize.width + 5
            + StatusBarGlyphs.batterySize.width
    }

    private func drawGlyphGroup(in ctx: GraphicsContext, centerX: CGFloat, midY: CGFloat, signal: Bool, color: Color) {
        var x = centerX - Self.groupWidth(signal: signal) / 2
        if signal {
            StatusBarGlyphs.signal(in: ctx, origin: CGPoint(x: x, y: midY - StatusBarGlyphs.signalSize.height / 2), color: color)
            x += StatusBarGlyphs.signalSize.width + 5
        }
        StatusBarGlyphs.wifi(in: ctx, origin: CGPoint(x: x, y: midY - StatusBarGlyphs.wifiSize.height / 2), color: color)
        x += StatusBarGlyphs.wifiSize.width + 5
        StatusBarGlyphs.battery(in: ctx, origin: CGPoint(x: x, y: midY - StatusBarGlyphs.batterySize.height / 2), color: color)
    }
}

/// The status bar's glyphs as vector paths, each drawn from the top left corner of its box.
@MainActor
enum StatusBarGlyphs {
    static let signalSize = CGSize(width: 17, height: 11)
    static let wifiSize = CGSize(width: 15.6, height: 11.5)
    static let batterySize = CGSize(width: 27.5, height: 12)

    /// Four bars rising left to right, 3 pt wide and 1.67 pt apart, all filled (full signal).
    static func signal(in ctx: GraphicsContext, origin: CGPoint, color: Color) {
        let heights: [CGFloat] = [4, 6.33, 8.67, 11]
        ctx.setFillColor(color)
        for (i, h) in heights.enumerated() {
            let rect = CGRect(x: origin.x + CGFloat(i) * 4.67, y: origin.y + signalSize.height - h, width: 3, height: h)
            ctx.addPath(CGPath(roundedRect: rect, cornerWidth: 1, cornerHeight: 1))
        }
        ctx.fillPath()
    }

    /// Three nested sectors of a circle opening upwards (a dot and two bands), full strength.
    static func wifi(in ctx: GraphicsContext, origin: CGPoint, color: Color) {
        let center = CGPoint(x: origin.x + wifiSize.width / 2, y: origin.y + wifiSize.height)
        let half: CGFloat = .pi / 4  // each sector spans 45° either side of straight up
        let up: CGFloat = -.pi / 2
        let bands: [(inner: CGFloat, outer: CGFloat)] = [(0, 3.4), (4.9, 7.5), (9, 11.5)]
        ctx.setFillColor(color)
        for band in bands {
            // The sector's left edge, 45° above the horizontal: cos = sin = √2/2.
            let offset = band.outer * 0.707_106_781_186_547_5
            ctx.move(to: CGPoint(x: center.x - offset, y: center.y - offset))
            ctx.addArc(center: center, radius: band.outer, startAngle: up - half, endAngle: up + half, clockwise: false)
            if band.inner > 0 {
                ctx.addArc(center: center, radius: band.inner, startAngle: up + half, endAngle: up - half, clockwise: true)
            } else {
                ctx.addLine(to: center)
            }
            ctx.closePath()
        }
        ctx.fillPath()
    }

    /// A rounded outline at 35% opacity holding a full charge, with the terminal nub on the
    /// right.
    static func battery(in ctx: GraphicsContext, origin: CGPoint, color: Color) {
        let body = CGRect(x: origin.x, y: origin.y, width: 25, height: batterySize.height)
        ctx.setFillColor(color.withAlphaComponent(0.35))
        ctx.addPath(CGPath(roundedRect: body, cornerWidth: 3.8, cornerHeight: 3.8))
        ctx.addPath(CGPath(roundedRect: body.insetBy(dx: 1, dy: 1), cornerWidth: 2.8, cornerHeight: 2.8))
        ctx.eoFillPath()
        let nub = CGRect(x: body.maxX + 1, y: origin.y + batterySize.height / 2 - 2, width: 1.5, height: 4)
        ctx.addPath(CGPath(roundedRect: nub, cornerWidth: 0.75, cornerHeight: 0.75))
        ctx.fillPath()
        ctx.setFillColor(color)
        ctx.addPath(CGPath(roundedRect: body.insetBy(dx: 2, dy: 2), cornerWidth: 2, cornerHeight: 2))
        ctx.fillPath()
    }
}
