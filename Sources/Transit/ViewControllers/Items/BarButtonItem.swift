import Foundation

/// A button shown in a navigation bar or toolbar (`UIBarButtonItem`).
///
/// UIKit's target–action pair (`target` held weakly, `action` a selector) is spelled here with a
/// method reference, which needs no Objective-C runtime:
/// `BarButtonItem(title: "Done", style: .done, target: self, action: Editor.done)`, where
/// `Editor.done` is `func done(_ sender: BarButtonItem)`. The closure form is `primaryAction`.
@MainActor
open class BarButtonItem: BarItem {
    /// The look of a bar button item (`UIBarButtonItem.Style`).
    public enum Style: Int, Sendable {
        /// A plain button (`.plain`).
        case plain
        /// A button for a "done" action, drawn bold (`.done`).
        case done
    }

    /// The item's style (`UIBarButtonItem.style`).
    open var style: Style
    /// The object that receives the action, held weakly (`UIBarButtonItem.target`).
    public private(set) weak var target: AnyObject?
    /// The action sent to `target` when the item is tapped, if any.
    private var targetAction: ((AnyObject, BarButtonItem) -> Void)?
    /// A closure run when the item is tapped (`UIBarButtonItem.primaryAction`, taking the item).
    open var primaryAction: ((BarButtonItem) -> Void)?

    /// Creates an item with a title (`UIBarButtonItem.init(title:style:target:action:)`), with no
    /// action.
    public init(title: String?, style: Style = .plain) {
        self.style = style
        super.init(title: title)
    }

    /// Creates an item with an image (`UIBarButtonItem.init(image:style:target:action:)`), with no
    /// action.
    public init(image: Image?, style: Style = .plain) {
        self.style = style
        super.init(image: image)
    }

    /// Creates an item with a title and a target–action pair
    /// (`UIBarButtonItem.init(title:style:target:action:)`).
    public convenience init<Target: AnyObject>(
        title: String?, style: Style = .plain, target: Target,
        action: @escaping (Target) -> (BarButtonItem) -> Void
    ) {
        self.init(title: title, style: style)
        setTarget(target, action: action)
    }

    /// Creates an item with an image and a target–action pair
    /// (`UIBarButtonItem.init(image:style:target:action:)`).
    public convenience init<Target: AnyObject>(
        image: Image?, style: Style = .plain, target: Target,
        action: @escaping (Target) -> (BarButtonItem) -> Void
    ) {
        self.init(image: image, style: style)
        setTarget(target, action: action)
    }

    /// Creates an item with a title and an action method that takes no sender
    /// (`UIBarButtonItem.init(title:style:target:action:)` with `#selector(done)` for `func done()`).
    public convenience init<Target: AnyObject>(
        title: String?, style: Style = .plain, target: Target,
        action: @escaping (Target) -> () -> Void
    ) {
        self.init(title: title, style: style)
        setTarget(target) { target in { _ in action(target)() } }
    }

    /// Creates an item with an image and an action method that takes no sender
    /// (`UIBarButtonItem.init(image:style:target:action:)` with `#selector(done)` for `func done()`).
    public convenience init<Target: AnyObject>(
        image: Image?, style: Style = .plain, target: Target,
        action: @escaping (Target) -> () -> Void
    ) {
        self.init(image: image, style: style)
        setTarget(target) { target in { _ in action(target)() } }
    }

    /// Creates an item with a title or image that runs `primaryAction` when tapped
    /// (`UIBarButtonItem.init(title:image:primaryAction:menu:)`).
    public init(title: String? = nil, image: Image? = nil, primaryAction: @escaping (BarButtonItem) -> Void) {
        self.style = .plain
        self.primaryAction = primaryAction
        super.init(title: title, image: image)
    }

    /// Sets the target–action pair (`UIBarButtonItem.target` and `.action`); the target is held
    /// weakly, so the action is not sent once the target is gone.
    public func setTarget<Target: AnyObject>(
        _ target: Target,
        action: @escaping (Target) -> (BarButtonItem) -> Void
    ) {
        self.target = target
        targetAction = { object, item in
            if let typed = object as? Target { action(typed)(item) }
        }
    }

    /// Whether tapping the item would do something: it is enabled and has a live target–action
    /// pair or a primary action.
    public var hasAction: Bool {
        isEnabled && (primaryAction != nil || (target != nil && targetAction != nil))
    }

    /// Performs the item's actions as a tap does: `primaryAction`, then the target–action pair.
    /// Does nothing for a disabled item. Bars call this when the item is tapped; returns whether
    /// anything ran.
    @discardableResult
    public func sendActions() -> Bool {
        guard isEnabled else { return false }
        var ran = false
        if let primaryAction {
            primaryAction(self)
            ran = true
        }
        if let target, let targetAction {
            targetAction(target, self)
            ran = true
        }
        return ran
    }
}
