import Foundation

/// The back button of a navigation bar: the back indicator, a chevron pointing to the leading
/// edge as UIKit's default `backIndicatorImage` draws it, then the title of the item below, both
/// in the tint colour. The chevron stays in place while the title travels during a push or pop
/// (see `NavigationBar.transition(to:push:coordinator:alongside:settle:)`).
///
/// Apple publishes no geometry for the indicator; Transit draws it 12 × 21 pt (iOS's indicator
/// occupies about that area of the 44 pt bar), a 2.6 pt stroke with round caps and joins, and
/// leaves 6 pt before the title.
@MainActor
final class NavigationBackButton: Button {
    /// The chevron.
    let indicator = NavigationBackIndicator(frame: .zero)
    /// The indicator's size.
    static let indicatorSize = CGSize(width: 12, height: 21)
    /// The space between the indicator and the title.
    static let titleSpacing: CGFloat = 6

    init(title: String) {
        super.init(type: .system)
        setTitle(title, for: .normal)
        indicator.isUserInteractionEnabled = false
        addSubview(indicator)
    }

    /// Never made from an archive: navigation bars create their back buttons.
    required init?(coder: NSCoder) { return nil }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let title = super.sizeThatFits(size)
        return CGSize(width: Self.indicatorSize.width + Self.titleSpacing + title.width,
                      height: max(Self.indicatorSize.height, title.height))
    }

    /// The indicator at the leading edge, the title after it, both centred vertically.
    override func layoutSubviews() {
        super.layoutSubviews()
        let size = Self.indicatorSize
        indicator.bounds = CGRect(origin: .zero, size: size)
        indicator.center = CGPoint(x: size.width / 2, y: bounds.midY)
        indicator.tintColor = currentTitleColor
        if let label = titleLabel {
            label.center = CGPoint(x: size.width + Self.titleSpacing + label.bounds.width / 2, y: label.center.y)
        }
    }
}

/// The chevron of a back button, stroked in its tint colour.
@MainActor
final class NavigationBackIndicator: View {
    private let shape = ShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        shape.fillColor = nil
        shape.lineWidth = 2.6
        shape.lineCap = .round
        shape.lineJoin = .round
        layer.addSublayer(shape)
    }

    /// Never made from an archive: back buttons create their indicators.
    required init?(coder: NSCoder) { return nil }

    override var tintColor: Color! {
        didSet { shape.strokeColor = tintColor }
    }

    /// The chevron inset by half the stroke, its point at the leading edge's middle.
    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = shape.lineWidth / 2 + 0.5
        let path = CGMutablePath()
        path.move(to: CGPoint(x: bounds.maxX - inset, y: bounds.minY + inset))
        path.addLine(to: CGPoint(x: bounds.minX + inset, y: bounds.midY))
        path.addLine(to: CGPoint(x: bounds.maxX - inset, y: bounds.maxY - inset))
        shape.frame = bounds
        shape.path = path
        shape.strokeColor = tintColor
    }
}
