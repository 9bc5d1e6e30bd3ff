import Foundation

/// A presentation or dismissal waiting its turn in its window's `transitionRunner`: the work
/// that checks, when its turn comes, that it still applies, and starts it.
@MainActor
struct ModalRequest {
    /// What was asked for, so that a request undoing the running transition can turn it around.
    enum Kind {
        /// `present(_:animated:completion:)` of the controller, called on `caller`.
        case present(ViewController)
        /// `dismiss(animated:completion:)`, called on `caller`.
        case dismiss
    }

    let kind: Kind
    /// The controller the call was made on.
    let caller: ViewController
    let animated: Bool
    /// The caller's completion block.
    let completion: (@MainActor () -> Void)?
    /// Starts the request: `.ended` when it turns out to have nothing to do, else `.continues`
    /// until its transition (or a `finish()` call) ends it.
    let start: @MainActor () -> TransitionRunner<ModalRequest>.Progress

    init(
        _ kind: Kind, on caller: ViewController, animated: Bool, completion: (@MainActor () -> Void)?,
        start: @escaping @MainActor () -> TransitionRunner<ModalRequest>.Progress
    ) {
        self.kind = kind
        self.caller = caller
        self.animated = animated
        self.completion = completion
        self.start = start
    }

    /// Whether this request dismisses `presented` and nothing else: a dismissal called on it
    /// (when it presents nothing) or on the controller that presents it.
    func dismissesOnly(_ presented: ViewController) -> Bool {
        guard case .dismiss = kind else { return false }
        if caller === presented { return presented.presentedViewController == nil }
        return caller.presentedViewController === presented && presented.presentedViewController == nil
    }

    /// Whether this request presents `presented` from `presenter` (or one of its children).
    func presents(_ presented: ViewController, from presenter: ViewController) -> Bool {
        guard case .present(let vc) = kind, vc === presented else { return false }
        var node: ViewController? = caller
        while let current = node {
            if current === presenter { return true }
            node = current.parent
        }
        return false
    }
}

extension Window {
    /// Turns the running presentation or dismissal around when `request` undoes it: a dismissal
    /// of the controller being presented, or the presentation again of the controller being
    /// dismissed (by its presenter); once turned back, the request that asks for it again turns
    /// it forward. The presentation (or dismissal) then ends cancelled, as a cancelled
    /// interactive one does: `presentationTransitionDidEnd(false)` (or
    /// `dismissalTransitionDidEnd(false)`), the views and links back as they were. The request's
    /// completion runs when the turned transition ends. An unanimated request, or one that leads
    /// anywhere else, waits its turn. See `TransitionCoordinator.turnAround()`.
    func turnAround(for request: ModalRequest, _ running: TransitionCoordinator) -> Bool {
        guard request.animated, let from = running.context.viewController(forKey: .from),
            let to = running.context.viewController(forKey: .to)
        else { return false }
        let undoes: Bool
        if to.isBeingPresented, to.presentingViewController === from {
            undoes = running.isTurnedBack ? request.presents(to, from: from) : request.dismissesOnly(to)
        } else if from.isBeingDismissed, from.presentingViewController === to {
            undoes = running.isTurnedBack ? request.dismissesOnly(from) : request.presents(from, from: to)
        } else {
            return false
        }
        guard undoes, running.turnAround() else { return false }
        if let completion = request.completion {
            _ = running.animateAlongsideTransition(in: nil, animation: nil, completion: { _ in completion() })
        }
        return true
    }
}
