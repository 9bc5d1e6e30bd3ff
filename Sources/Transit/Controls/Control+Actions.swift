import Foundation

extension Control {
    /// Adds an action for `controlEvents` (`UIControl.addAction(_:for:)`). An action with the same
    /// identifier already registered for those events is replaced.
    public func addAction(_ action: Action, for controlEvents: Event) {
        removeAction(action, for: controlEvents)
        handlers.append((controlEvents, .action(action)))
    }

    /// Removes an action for `controlEvents` (`UIControl.removeAction(_:for:)`).
    public func removeAction(_ action: Action, for controlEvents: Event) {
        remove(for: controlEvents) { if case .action(let a) = $0 { a.matches(action) } else { false } }
    }

    /// Removes the action with `actionIdentifier` for `controlEvents`
    /// (`UIControl.removeAction(identifiedBy:for:)`).
    public func removeAction(identifiedBy actionIdentifier: Action.Identifier, for controlEvents: Event) {
        remove(for: controlEvents) { if case .action(let a) = $0 { a.identifier == actionIdentifier } else { false } }
    }

    /// Adds an instance method of `target` as the action for `controlEvents`:
    /// `addTarget(self, action: MyController.buttonTapped, for: .touchUpInside)`
    /// (`UIControl.addTarget(_:action:for:)`). The target is held weakly.
    public func addTarget<T: AnyObject>(
        _ target: T, action: @escaping (T) -> (Self) -> Void,
        for controlEvents: Event
    ) {
        handlers.append(
            (
                controlEvents,
                .target(
                    object: { [weak target] in target },
                    perform: { [weak target] control in
                        if let target, let typed = control as? Self { action(target)(typed) }
                    })
            ))
    }

    /// Adds an instance method of `target` that takes no sender as the action for
    /// `controlEvents`: `addTarget(self, action: MyController.close, for: .touchUpInside)`, where
    /// `close` is `func close()` (UIKit's `addTarget(_:action:for:)` takes an action method with
    /// or without its sender). The target is held weakly.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void, for controlEvents: Event) {
        handlers.append(
            (
                controlEvents,
                .target(
                    object: { [weak target] in target },
                    perform: { [weak target] _ in
                        if let target { action(target)() }
                    })
            ))
    }

    /// Removes `target`'s actions for `controlEvents`; a `nil` target removes every target–action
    /// pair for them (`UIControl.removeTarget(_:action:for:)` with a nil action).
    public func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        remove(for: controlEvents) {
            guard case .target(let object, _) = $0 else { return false }
            return target == nil || object() === target
        }
    }

    /// The events that have at least one action or target (`UIControl.allControlEvents`).
    public var allControlEvents: Event {
        handlers.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Performs the actions registered for each event in `controlEvents`, event by event (lowest
    /// raw value first), each in the order added (`UIControl.sendActions(for:)`).
    public func sendActions(for controlEvents: Event) {
        for bit in controlEvents.bits {
            for entry in handlers where entry.events.contains(bit) {
                window?.timeline.record(debugName, "action(\(bit))")
                switch entry.handler {
                case .action(let action): perform(action)
                case .target(_, let perform): perform(self)
                }
            }
        }
    }

    /// Performs one action with this control as its sender (`UIControl.sendAction(_:)`).
    public func sendAction(_ action: Action) {
        perform(action)
    }

    private func perform(_ action: Action) {
        let previous = action.sender
        action.sender = self
        action.handler(action)
        action.sender = previous
    }

    /// Removes `controlEvents` from the registrations that `matches`; drops emptied ones.
    private func remove(for controlEvents: Event, where matches: (Handler) -> Bool) {
        handlers = handlers.compactMap { entry in
            guard matches(entry.handler) else { return entry }
            let left = entry.events.subtracting(controlEvents)
            return left.isEmpty ? nil : (left, entry.handler)
        }
        handlers.removeAll { if case .target(let object, _) = $0.handler { object() == nil } else { false } }
    }
}
