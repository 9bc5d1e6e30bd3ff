import Foundation
import TransitRender

/// Replays a drawing scene of `Fixtures/drawing/scenes.json` (written by
/// `Scripts/drawing-fixtures.py`, which paints the same calls with cairo) through a context.
enum DrawingScene {
    struct Scene {
        let name: String
        let scale: CGFloat
        let size: CGFloat
        let calls: [[Any]]
    }

    static func load() throws -> [Scene] {
        let data = try Data(contentsOf: FixtureFiles.url("drawing/scenes.json"))
        let list = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        return list.map { entry in
            Scene(
                name: entry["name"] as? String ?? "", scale: CGFloat(number(entry["scale"])),
                size: CGFloat(number(entry["size"])), calls: entry["calls"] as? [[Any]] ?? [])
        }
    }

    static func number(_ value: Any?) -> Double {
        switch value {
        case let v as Double: v
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: 0
        }
    }

    static func color(_ a: [Double], from i: Int) -> Color {
        Color(red: a[i], green: a[i + 1], blue: a[i + 2], alpha: a[i + 3])
    }

    static func gradient(_ stops: Any) -> Gradient? {
        let list = (stops as? [[Any]] ?? []).map { $0.map(number) }
        return Gradient(colors: list.map { color($0, from: 1) }, locations: list.map { CGFloat($0[0]) })
    }

    /// Replays the calls into `c`.
    static func replay(_ calls: [[Any]], into c: GraphicsContext) {
        for call in calls {
            guard let op = call.first as? String else { continue }
            let a = call.dropFirst().map(number)
            func p(_ i: Int) -> CGPoint { CGPoint(x: a[i], y: a[i + 1]) }
            func r(_ i: Int) -> CGRect { CGRect(x: a[i], y: a[i + 1], width: a[i + 2], height: a[i + 3]) }
            switch op {
            case "fill": c.setFillColor(color(a, from: 0))
            case "stroke": c.setStrokeColor(color(a, from: 0))
            case "move": c.move(to: p(0))
            case "line": c.addLine(to: p(0))
            case "curve": c.addCurve(to: p(4), control1: p(0), control2: p(2))
            case "quad": c.addQuadCurve(to: p(2), control: p(0))
            case "close": c.closePath()
            case "rect": c.addRect(r(0))
            case "ellipse": c.addEllipse(in: r(0))
            case "arc": c.addArc(center: p(0), radius: a[2], startAngle: a[3], endAngle: a[4], clockwise: a[5] != 0)
            case "fillPath": c.fillPath(using: a[0] == 1 ? .evenOdd : .winding)
            case "strokePath": c.strokePath()
            case "clip": c.clip(using: a[0] == 1 ? .evenOdd : .winding)
            case "lineWidth": c.setLineWidth(a[0])
            case "cap": c.setLineCap(CGLineCap(rawValue: Int32(a[0])) ?? .butt)
            case "join": c.setLineJoin(CGLineJoin(rawValue: Int32(a[0])) ?? .miter)
            case "miter": c.setMiterLimit(a[0])
            case "dash": c.setLineDash(phase: a[0], lengths: (call[2] as? [Any] ?? []).map { CGFloat(number($0)) })
            case "save": c.saveGState()
            case "restore": c.restoreGState()
            case "translate": c.translateBy(x: a[0], y: a[1])
            case "scale": c.scaleBy(x: a[0], y: a[1])
            case "rotate": c.rotate(by: a[0])
            case "concat": c.concatenate(CGAffineTransform(a[0], a[1], a[2], a[3], a[4], a[5]))
            case "alpha": c.setAlpha(a[0])
            case "blend": c.setBlendMode(BlendMode(rawValue: Int32(a[0])) ?? .normal)
            case "linear":
                guard let g = gradient(call[5]) else { continue }
                let extend = call[6] as? Bool ?? false
                c.drawLinearGradient(
                    g, start: p(0), end: p(2),
                    options: extend ? [.drawsBeforeStartLocation, .drawsAfterEndLocation] : [])
            case "radial":
                guard let g = gradient(call[7]) else { continue }
                let extend = call[8] as? Bool ?? false
                c.drawRadialGradient(
                    g, startCenter: p(0), startRadius: a[2], endCenter: p(3), endRadius: a[5],
                    options: extend ? [.drawsBeforeStartLocation, .drawsAfterEndLocation] : [])
            default: continue
            }
        }
    }

    /// PSNR in dB between two premultiplied RGBA8 pixel arrays of the same size, over all channels.
    static func psnr(_ a: [UInt8], _ b: [UInt8]) -> Double {
        guard a.count == b.count, !a.isEmpty else { return 0 }
        var squared = 0.0
        for i in 0..<a.count { let d = Double(a[i]) - Double(b[i]); squared += d * d }
        let mse = squared / Double(a.count)
        return mse == 0 ? 99 : 10 * log10(255 * 255 / mse)
    }
}
