import Foundation

/// The background of a popover — its fill, border and arrow — that an app subclasses to draw
/// its own (`UIPopoverBackgroundView`); `PopoverPresentationController.popoverBackgroundViewClass`
/// names the subclass.
///
/// The popover controller creates one instance with `init(frame:)`, sizes it to the whole
/// popover (arrow included), and lays the presented controller's view over it. Before each
/// layout it sets `arrowDirection` (`.unknown` when the popover has no arrow) and `arrowOffset`;
/// the subclass draws the arrow there, in `layoutSubviews()` or `draw(_:)`.
///
/// The class methods give the geometry the controller places the popover with: `arrowHeight()`
/// and `arrowBase()` size the arrow, `contentViewInsets()` is the distance from the background's
/// edges (the arrow left out) to the content. Apple documents that they are asked once, when the
/// popover is presented, that their values must not change, and that a subclass must override
/// all of them (UIKit raises an exception otherwise). Transit asks them once when the background
/// is installed; one that a subclass does not override gives the standard popover's value (13 pt
/// arrow height, 36 pt base, no insets) and the diagnostic `popover.backgroundMethods`. A NaN,
/// infinite or negative value is reported as `popover.backgroundMetrics` and replaced by the
/// standard value.
///
/// Two documented differences from UIKit: the property naming the class is typed
/// `PopoverBackgroundView.Type?` rather than `AnyClass?`, and `arrowOffset` and
/// `arrowDirection` are stored here, so a subclass need not override them (UIKit's raise an
/// exception unless overridden; an override that stores the value works the same here).
@MainActor
open class PopoverBackgroundView: View {
    /// The distance in points from the view's centre to the arrow's centre line (`arrowOffset`).
    ///
    /// As Apple documents, the offset is taken from the centre: added to the centre's x (arrow up
    /// or down) or y (arrow left or right) it gives the arrow's position, so a negative offset
    /// moves the arrow toward the left or the top. Setting it lays the view out again.
    open var arrowOffset: CGFloat = 0 {
        didSet { if arrowOffset != oldValue { setNeedsLayout() } }
    }

    /// The direction the arrow points (`arrowDirection`): `.up` when the popover hangs below its
    /// source, `.unknown` when it has no arrow. Setting it lays the view out again.
    open var arrowDirection: PopoverArrowDirection = .unknown {
        didSet { if arrowDirection != oldValue { setNeedsLayout() } }
    }

    /// Creates the background; the popover controller calls it on the class it is given
    /// (`init(frame:)`). It is `required` so the controller can create any subclass.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a background from an archive; Transit has no archives, so this is
    /// `init(frame: .zero)` (`UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The arrow's height in points, from its base to its tip (`arrowHeight()`); the same for
    /// every direction and never changing, as Apple documents. A subclass must override it; this
    /// implementation reports the omission and answers the standard 13 pt.
    open class func arrowHeight() -> CGFloat {
        PopoverMetrics.notOverridden("arrowHeight()")
        return PopoverMetrics.standard.arrowHeight
    }

    /// The arrow's width in points where it meets the background (`arrowBase()`); the same for
    /// every direction and never changing, as Apple documents. A subclass must override it; this
    /// implementation reports the omission and answers the standard 36 pt.
    open class func arrowBase() -> CGFloat {
        PopoverMetrics.notOverridden("arrowBase()")
        return PopoverMetrics.standard.arrowBase
    }

    /// The distances from the background's edges to the content's (`contentViewInsets()`),
    /// the arrow left out: Apple documents that the arrow's height is added on its side
    /// separately, so these are constant. A subclass must override it; this implementation
    /// reports the omission and answers no insets.
    open class func contentViewInsets() -> EdgeInsets {
        PopoverMetrics.notOverridden("contentViewInsets()")
        return PopoverMetrics.standard.contentInsets
    }

    /// Whether the content gets the standard popover's look (`wantsDefaultContentAppearance`):
    /// `true` by default. Apple documents that `false` leaves out the default content inset and
    /// shadow; here `true` clips the content to the standard 13 pt rounded corners and `false`
    /// shows it as a plain rectangle, leaving every decoration to the background.
    open class var wantsDefaultContentAppearance: Bool { true }
}
