import Foundation

/// A rectangle that takes part in Auto Layout without being a view (`UILayoutGuide`): spacing
/// between views, a region to centre content in. Add it to a view with `addLayoutGuide(_:)`,
/// then constrain its anchors; `layoutFrame` is its solved rectangle in the owning view's
/// coordinates.
@MainActor
public class LayoutGuide: LayoutItem {
    /// The view that owns the guide (`UILayoutGuide.owningView`).
    public internal(set) weak var owningView: View?
    /// A name for diagnostics (`UILayoutGuide.identifier`).
    public var identifier = ""

    /// What sets the guide's frame: constraints (a guide made by the app), the owning view's
    /// safe area or margins, or a scroll view's content (origin given, size by constraints) or
    /// frame.
    enum Kind { case free, safeArea, margins, scrollContent, scrollFrame }
    let kind: Kind

    /// Creates a guide (`UILayoutGuide.init()`).
    public init() { kind = .free }
    init(kind: Kind, owner: View, identifier: String) {
        self.kind = kind
        self.owningView = owner
        self.identifier = identifier
    }

    var ownerView: View? { owningView }

    /// The solved rectangle in the owning view's coordinates (`UILayoutGuide.layoutFrame`), as of
    /// the constraints now active; `.zero` for a guide without an owning view.
    public var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        switch kind {
        case .safeArea: return owningView.bounds.inset(by: owningView.safeAreaInsets)
        case .margins: return owningView.bounds.inset(by: owningView.layoutMargins)
        case .scrollFrame: return owningView.bounds
        case .free, .scrollContent: return owningView.preparedConstraintEngine()?.frame(of: self) ?? .zero
        }
    }

    /// The guide's leading edge (`UILayoutGuide.leadingAnchor`).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    /// The guide's trailing edge (`UILayoutGuide.trailingAnchor`).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    /// The guide's left edge (`UILayoutGuide.leftAnchor`).
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    /// The guide's right edge (`UILayoutGuide.rightAnchor`).
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The guide's top edge (`UILayoutGuide.topAnchor`).
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    /// The guide's bottom edge (`UILayoutGuide.bottomAnchor`).
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    /// The guide's width (`UILayoutGuide.widthAnchor`).
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    /// The guide's height (`UILayoutGuide.heightAnchor`).
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
    /// The guide's horizontal centre (`UILayoutGuide.centerXAnchor`).
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    /// The guide's vertical centre (`UILayoutGuide.centerYAnchor`).
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }

    public var description: String {
        "<\(debugName): layoutFrame = \(View.describe(layoutFrame)), owningView = \(owningView?.debugName ?? "nil")>"
    }

    var debugName: String {
        identifier.isEmpty ? "LayoutGuide" : "LayoutGuide'\(identifier)'"
    }
}
