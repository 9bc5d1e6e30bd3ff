import Foundation

/// The view a popover shows in its container (`PopoverPresentationController.presentedView`):
/// the popover's background view — the standard bubble, or an instance of
/// `popoverBackgroundViewClass` — under a view that holds the presented controller's view.
///
/// The background fills the whole view, arrow included, and is told the arrow's direction and
/// offset at each layout; the content sits in `PopoverPlacement.contentRect`, which the
/// background's arrow height and content insets decide. With the background's
/// `wantsDefaultContentAppearance` the content is clipped to the standard rounded corners.
@MainActor
final class PopoverView: View {
    /// The view that draws the popover's background and arrow.
    private(set) var backgroundView: PopoverBackgroundView = PopoverStandardBackgroundView(frame: .zero)
    /// The view that holds the presented controller's view, clipped to the rounded rectangle.
    let contentView = View(frame: .zero)
    /// The arrow and insets of the background, which the popover is placed with.
    private(set) var metrics = PopoverMetrics.standard
    /// Where the popover sits and where its arrow points.
    var placement = PopoverPlacement(frame: .zero, arrowDirection: .unknown, arrowOffset: 0) {
        didSet { if placement != oldValue { setNeedsLayout() } }
    }
    /// The fill of the standard background (the popover's `backgroundColor`, else the system
    /// background); a custom background draws its own.
    var fillColor: Color = .systemBackground {
        didSet { (backgroundView as? PopoverStandardBackgroundView)?.fillColor = fillColor }
    }

    required init?(coder: NSCoder) { nil }

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.clipsToBounds = true
        addSubview(backgroundView)
        addSubview(contentView)
        applyContentAppearance()
    }

    /// Replaces the background with a new instance of `type`, asking its class for the metrics
    /// once; problems with them go to `report`.
    func installBackground(_ type: PopoverBackgroundView.Type, report: (Diagnostic) -> Void) {
        metrics = PopoverMetrics.read(from: type, report: report)
        backgroundView.removeFromSuperview()
        backgroundView = type.init(frame: bounds)
        (backgroundView as? PopoverStandardBackgroundView)?.fillColor = fillColor
        insertSubview(backgroundView, at: 0)
        applyContentAppearance()
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = bounds
        backgroundView.arrowDirection = placement.arrowDirection
        backgroundView.arrowOffset = placement.arrowOffsetFromCentre
        contentView.frame = placement.contentRect
        for view in contentView.subviews { view.frame = contentView.bounds }
    }

    /// Clips the content to the standard rounded corners when the background wants the default
    /// content appearance, else leaves it a plain rectangle.
    private func applyContentAppearance() {
        let standard = type(of: backgroundView).wantsDefaultContentAppearance
        contentView.layer.cornerRadius = standard ? PopoverPlacement.cornerRadius : 0
    }
}
