import Foundation

/// The base class of controls: views that turn touches into actions for events such as
/// `.touchUpInside` (`UIControl`).
///
/// Tracking follows UIKit: a touch down in an enabled control highlights it, calls
/// `beginTracking(_:with:)` and sends `.touchDown` (plus `.touchDownRepeat` for a repeated tap);
/// moves send `.touchDragInside`/`.touchDragOutside` (and `.touchDragEnter`/`.touchDragExit` on
/// crossing), keep `isHighlighted` equal to `isTouchInside` and call `continueTracking(_:with:)`;
/// lifting sends `.touchUpInside` or `.touchUpOutside` and calls `endTracking(_:with:)`; a
/// cancelled touch sends `.touchCancel`. "Inside" means `point(inside:with:)`, the bounds (UIKit
/// adds an undocumented margin of about 70 pt; Transit keeps to the bounds, as the documentation of
/// `.touchUpInside` reads). A disabled control ignores touches (it still takes them, so they do not
/// reach views behind it) and sends nothing; `sendActions(for:)` called from code always sends.
///
/// Actions are `Action` closures (`addAction(_:for:)`) or instance methods of weakly held targets
/// (`addTarget(self, action: MyController.buttonTapped, for: .touchUpInside)`); each call is
/// recorded in the window's callback timeline as `action(<event>)`.
@MainActor
open class Control: View {
    enum Handler {
        case action(Action)
        case target(object: () -> AnyObject?, perform: (Control) -> Void)
    }

    /// Whether the control responds to touches (`UIControl.isEnabled`).
    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled { stopTracking() }
            controlStateDidChange()
        }
    }
    /// Whether the control is selected (`UIControl.isSelected`).
    open var isSelected = false { didSet { if isSelected != oldValue { controlStateDidChange() } } }
    /// Whether the control is highlighted, i.e. a touch is down inside it (`UIControl.isHighlighted`).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { controlStateDidChange() } } }

    /// The control's state, combining the flags above (`UIControl.state`).
    open var state: State {
        var s: State = .normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Whether the control is tracking a touch (`UIControl.isTracking`).
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside the control (`UIControl.isTouchInside`).
    public private(set) var isTouchInside = false

    var handlers: [(events: Event, handler: Handler)] = []
    private weak var trackedTouch: Touch?

    /// Creates a control from an archive (`UIControl.init(coder:)`). Transit has no nibs, storyboards
    /// or archives, so nothing is decoded: this is `init(frame: .zero)`.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// Creates a control (`UIControl.init(frame:)`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control that performs `primaryAction` for `.primaryActionTriggered`
    /// (`UIControl.init(frame:primaryAction:)`).
    public convenience init(frame: CGRect = .zero, primaryAction: Action?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: Tracking (UIControl's overridable hooks)

    /// Called when a touch begins tracking; return whether to keep tracking it
    /// (`beginTracking(_:with:)`). Default `true`.
    open func beginTracking(_ touch: Touch, with event: Transit.Event?) -> Bool { true }
    /// Called when the tracked touch moves; return whether to keep tracking it
    /// (`continueTracking(_:with:)`). Default `true`.
    open func continueTracking(_ touch: Touch, with event: Transit.Event?) -> Bool { true }
    /// Called when the tracked touch lifts (`endTracking(_:with:)`).
    open func endTracking(_ touch: Touch?, with event: Transit.Event?) {}
    /// Called when tracking is cancelled (`cancelTracking(with:)`).
    open func cancelTracking(with event: Transit.Event?) {}

    open override func touchesBegan(_ touches: Set<Touch>, with event: Transit.Event?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.ordered().first else { return }
        trackedTouch = touch
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Transit.Event?) {
        guard isEnabled, let touch = trackedTouch, touches.contains(touch) else { return }
        let wasInside = isTouchInside
        isTouchInside = point(inside: touch.location(in: self), with: event)
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if wasInside && !isTouchInside { events.insert(.touchDragExit) }
        if !wasInside && isTouchInside { events.insert(.touchDragEnter) }
        sendActions(for: events)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Transit.Event?) {
        guard isEnabled, let touch = trackedTouch, touches.contains(touch) else { return }
        isTouchInside = point(inside: touch.location(in: self), with: event)
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        trackedTouch = nil
        sendActions(for: isTouchInside ? touchUpInsideEvents : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Transit.Event?) {
        guard isEnabled, let touch = trackedTouch, touches.contains(touch) else { return }
        stopTracking()
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }

    /// A control's own tap beats a plain single tap recognizer of an ancestor (UIKit, iOS 6 and
    /// later: "default control actions prevent overlapping gesture recognizer behavior").
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        if let tap = gestureRecognizer as? TapGestureRecognizer, tap.view !== self, isEnabled,
            tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1
        {
            return false
        }
        return true
    }

    /// The events sent when the finger lifts inside (a button adds `.primaryActionTriggered`).
    var touchUpInsideEvents: Event { .touchUpInside }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changes (subclasses restyle).
    func controlStateDidChange() {}

    private func stopTracking() {
        trackedTouch = nil
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }
}
