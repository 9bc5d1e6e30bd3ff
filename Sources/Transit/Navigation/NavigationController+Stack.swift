import Foundation

/// The public stack operations: validated against the stack as asked for so far, then queued.
extension NavigationController {
    /// Pushes `viewController` on top of the stack (`pushViewController(_:animated:)`); its view
    /// slides in (or the delegate's animator runs) once the transitions queued before it are done.
    /// Pushing a controller that is already in the stack, that has another parent, that is this
    /// controller or an ancestor of it, or a navigation controller, is reported and changes
    /// nothing.
    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard canAdd(viewController, to: viewControllers, operation: "pushViewController") else { return }
        enqueue(NavigationChange(kind: .push(viewController), animated: animated))
    }

    /// Pops the top controller and returns it (`popViewController(animated:)`). With only the root
    /// (or nothing) in the stack there is nothing to pop: a note is reported and the result is
    /// `nil`.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        let stack = viewControllers
        guard stack.count > 1 else {
            report(
                .note, code: "navigation.popRoot",
                "popViewController(animated:) on \(timelineName) with \(stack.count) controller(s): the root is never popped; nothing done"
            )
            return nil
        }
        enqueue(NavigationChange(kind: .pop, animated: animated))
        return stack.last
    }

    /// Pops every controller above the root and returns them, bottom first
    /// (`popToRootViewController(animated:)`); `nil`, with a note, when only the root is left.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        let stack = viewControllers
        guard stack.count > 1 else {
            report(
                .note, code: "navigation.popRoot",
                "popToRootViewController(animated:) on \(timelineName): already at the root; nothing done")
            return nil
        }
        enqueue(NavigationChange(kind: .popToRoot, animated: animated))
        return Array(stack.dropFirst())
    }

    /// Pops the controllers above `viewController` and returns them, bottom first
    /// (`popToViewController(_:animated:)`). A controller not in the stack is reported and the
    /// result is `nil`; popping to the top controller pops nothing and returns `[]`.
    @discardableResult
    public func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        let stack = viewControllers
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            report(
                .error, code: "navigation.notInStack",
                "popToViewController: \(viewController.timelineName) is not in the stack of \(timelineName); nothing done")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty { enqueue(NavigationChange(kind: .popTo(viewController), animated: animated)) }
        return popped
    }

    /// Replaces the stack (`setViewControllers(_:animated:)`). Animated, a new top controller is
    /// pushed if it was not in the stack and popped to otherwise. Duplicates, controllers with
    /// another parent, this controller or its ancestors, and navigation controllers make the call
    /// reported and ignored as a whole.
    public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        var accepted: [ViewController] = []
        for vc in viewControllers {
            guard canAdd(vc, to: accepted, operation: "setViewControllers") else { return }
            accepted.append(vc)
        }
        enqueue(NavigationChange(kind: .set(accepted), animated: animated))
    }

    /// Whether `vc` may join `stack`; reports why not.
    func canAdd(_ vc: ViewController, to stack: [ViewController], operation: String) -> Bool {
        let problem: String?
        if vc is NavigationController, vc !== self, !isDescendant(of: vc) {
            problem = "\(vc.timelineName) is a navigation controller, which cannot be pushed"
        } else if stack.contains(where: { $0 === vc }) {
            problem = "\(vc.timelineName) is already in the stack"
        } else {
            problem = adoptionProblem(vc)
        }
        guard let problem else { return true }
        report(.error, code: "navigation.invalidController", "\(operation) on \(timelineName): \(problem); nothing changed")
        return false
    }

    /// Asks for `change`: shown now when no other change is, else queued.
    func enqueue(_ change: NavigationChange) {
        transitionRunner.submit(change)
    }
}
