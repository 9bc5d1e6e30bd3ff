import Foundation

/// A change to a navigation stack that was asked for and waits for its transition.
@MainActor
struct NavigationChange {
    enum Kind {
        case push(ViewController)
        case pop
        case popTo(ViewController)
        case popToRoot
        case set([ViewController])
    }

    let kind: Kind
    let animated: Bool
    /// Whether the edge swipe drives the transition.
    var interactive = false

    /// The stack after this change is applied to `stack`.
    func applied(to stack: [ViewController]) -> [ViewController] {
        switch kind {
        case .push(let vc):
            return stack.contains { $0 === vc } ? stack : stack + [vc]
        case .pop:
            return stack.count > 1 ? Array(stack.dropLast()) : stack
        case .popTo(let vc):
            guard let index = stack.firstIndex(where: { $0 === vc }) else { return stack }
            return Array(stack.prefix(through: index))
        case .popToRoot:
            return Array(stack.prefix(1))
        case .set(let list):
            return list
        }
    }
}
