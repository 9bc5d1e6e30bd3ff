import Foundation

/// The standard accessories of a cell, drawn with views: strokes are thin rotated bars with round
/// ends, so they render at any scale without images.
@MainActor
enum AccessoryDrawing {
    /// The chevron's colour: `UIColor.tertiaryLabel`.
    static let chevronColor = Color.tertiaryLabel

    /// The views for `type`, sized by their bounds; `nil` for `.none`.
    static func view(for type: TableViewCell.AccessoryType) -> View? {
        switch type {
        case .none:
            return nil
        case .disclosureIndicator:
            return chevron()
        case .checkmark:
            let view = View(frame: CGRect(x: 0, y: 0, width: 14, height: 11))
            view.addSubview(bar(from: CGPoint(x: 1, y: 6), to: CGPoint(x: 5, y: 10), color: .systemBlue))
            view.addSubview(bar(from: CGPoint(x: 5, y: 10), to: CGPoint(x: 13, y: 1), color: .systemBlue))
            view.isUserInteractionEnabled = false
            return view
        case .detailButton:
            return infoButton()
        case .detailDisclosureButton:
            let view = View(frame: CGRect(x: 0, y: 0, width: 42, height: 22))
            view.addSubview(infoButton())
            let chevron = chevron()
            chevron.frame.origin = CGPoint(x: 34, y: 4.5)
            view.addSubview(chevron)
            return view
        }
    }

    /// An 8 × 13 pt chevron pointing to the trailing edge.
    private static func chevron() -> View {
        let view = View(frame: CGRect(x: 0, y: 0, width: 8, height: 13))
        view.addSubview(bar(from: CGPoint(x: 1.5, y: 1.5), to: CGPoint(x: 6.5, y: 6.5), color: chevronColor))
        view.addSubview(bar(from: CGPoint(x: 6.5, y: 6.5), to: CGPoint(x: 1.5, y: 11.5), color: chevronColor))
        view.isUserInteractionEnabled = false
        return view
    }

    /// A 22 pt tinted ring with an "i".
    private static func infoButton() -> View {
        let ring = View(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        ring.layer.cornerRadius = 11
        ring.layer.borderWidth = 1.5
        ring.layer.borderColor = .systemBlue
        let dot = View(frame: CGRect(x: 10, y: 5.5, width: 2, height: 2))
        dot.layer.cornerRadius = 1
        dot.backgroundColor = .systemBlue
        ring.addSubview(dot)
        ring.addSubview(bar(from: CGPoint(x: 11, y: 9.5), to: CGPoint(x: 11, y: 16.5), color: .systemBlue))
        return ring
    }

    /// A 2 pt bar with round ends from `a` to `b`.
    private static func bar(from a: CGPoint, to b: CGPoint, color: Color) -> View {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        let bar = View(frame: CGRect(x: 0, y: 0, width: length + 2, height: 2))
        bar.center = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        bar.transform = CGAffineTransform(rotationAngle: atan2(dy, dx))
        bar.layer.cornerRadius = 1
        bar.backgroundColor = color
        bar.isUserInteractionEnabled = false
        return bar
    }
}
