import Foundation

/// Applies the changes of one container one at a time and runs their transitions, in UIKit's
/// order (DESIGN §4). Every container has one: a navigation stack, a tab bar, a
/// `ContainerViewController`, a window's presentations and dismissals, the demo's stage.
///
/// A change is asked for with `submit(_:)`. When no change is being applied, the runner hands it
/// to the container's `perform` at once. A change is being applied from the moment `perform`
/// starts until one of:
/// - `perform` returns `.ended` (a change shown without a transition);
/// - the transition it started with `run(_:)` ends (after the animator's `animationEnded(_:)`);
/// - the container calls `finish()` (a change that waits for the next turn and then finds it has
///   nothing to do).
///
/// A change asked for while another is being applied — from a delegate callback, an appearance or
/// containment callback of a child, or any code while a transition runs — is handled by the one
/// rule every container shares, its `Policy`: it is queued (`.queue`), queued so that it replaces a
/// waiting change it coalesces with (`.coalesce`), or refused (`.refuse`); `submit(_:)` says which,
/// and the container reports it under its own diagnostic code.
///
/// Before the policy, a change that asks for the state the running transition would reach if it
/// were turned around (a pop during the push it undoes, a dismissal during its presentation, the
/// previous tab during a tab switch) turns that transition around where it is on screen, when
/// the container allows it (`turnsAround`) and the transition can turn
/// (`TransitionCoordinator.turnAround()`); `submit(_:)` then says `.turnedAround`. This is iOS
/// 26's interruptible navigation, for every container and animator.
@MainActor
package final class TransitionRunner<Change> {
    /// What happens to a change asked for while another is being applied.
    package enum Policy: Sendable {
        /// It waits its turn, in order; none is dropped. Navigation stacks (UIKit queues pushes
        /// and pops asked for during a transition) and a window's presentations and dismissals.
        case queue
        /// It waits its turn; a newer change replaces a waiting one it coalesces with, so only
        /// the last one asked for is shown (a tab bar's selections).
        case coalesce
        /// It is refused (a custom container that disables its controls while it switches).
        case refuse
    }

    /// What `submit(_:)` did with a change.
    package enum Submission: Equatable, Sendable {
        /// Applied now (its transition may still be running).
        case started
        /// Waiting for the changes asked for before it.
        case queued
        /// Refused: another change is being applied and the policy is `.refuse`.
        case refused
        /// It undid (or redid) the running transition, which turned around where it was.
        case turnedAround
    }

    /// Whether a change ended with `perform` or continues (a transition, or work on a later turn).
    package enum Progress: Sendable {
        /// The change is over; the next waiting one may start.
        case ended
        /// The change goes on: its transition (run with `run(_:)`) or a `finish()` call ends it.
        case continues
    }

    /// The container's policy for changes asked for while another is applied.
    package let policy: Policy
    /// The changes waiting their turn, oldest first.
    package private(set) var pending: [Change] = []
    /// The coordinator of the running transition, from `run(_:)` until it ends.
    package private(set) var running: TransitionCoordinator?

    private let perform: @MainActor (Change) -> Progress
    private let coalesces: @MainActor (Change, Change) -> Bool
    private let turnsAround: @MainActor (Change, TransitionCoordinator) -> Bool
    /// The serial number of the change being applied, if one is.
    private var current: Int?
    private var serial = 0

    /// Creates a runner that applies changes with `perform`. With `.coalesce`, `coalesces(waiting,
    /// new)` says whether `new` replaces the last waiting change. `turnsAround(change, running)` is
    /// asked when `change` arrives while `running` animates and nothing waits: it turns `running`
    /// around (with `TransitionCoordinator.turnAround()`) when `change` undoes it, and says
    /// whether it did.
    package init(
        policy: Policy, coalesces: @escaping @MainActor (Change, Change) -> Bool = { _, _ in false },
        turnsAround: @escaping @MainActor (Change, TransitionCoordinator) -> Bool = { _, _ in false },
        perform: @escaping @MainActor (Change) -> Progress
    ) {
        self.policy = policy
        self.coalesces = coalesces
        self.turnsAround = turnsAround
        self.perform = perform
    }

    /// Whether a change is being applied (its transition included).
    package var isBusy: Bool { current != nil }

    /// Asks for `change`: applied now when no change is being applied, else handled by the
    /// policy.
    @discardableResult
    package func submit(_ change: Change) -> Submission {
        if isBusy {
            if pending.isEmpty, let running, running.canTurnAround, turnsAround(change, running) {
                return .turnedAround
            }
            switch policy {
            case .refuse:
                return .refused
            case .coalesce:
                if let last = pending.last, coalesces(last, change) { pending.removeLast() }
            case .queue:
                break
            }
            pending.append(change)
            return .queued
        }
        pending.append(change)
        runNext()
        return .started
    }

    /// Ends the change being applied (one that continued past `perform` without a transition)
    /// and starts the next waiting one.
    package func finish() {
        end(current)
    }

    private func runNext() {
        guard current == nil, !pending.isEmpty else { return }
        let change = pending.removeFirst()
        serial += 1
        let token = serial
        current = token
        if perform(change) == .ended { end(token) }
    }

    private func end(_ token: Int?) {
        guard let token, current == token else { return }
        current = nil
        runNext()
    }
}

/// One transition of a change, as its container describes it to `TransitionRunner.run(_:)`.
@MainActor
package struct TransitionSteps {
    /// The context handed to the animator, with its frames set.
    package var context: TransitionContext
    /// The animator the container chose (its delegate's, the moving controller's preferred
    /// transition, or the system's).
    package var animator: ViewControllerAnimatedTransitioning
    /// The interaction controller, if the transition may be interactive.
    package var interaction: ViewControllerInteractiveTransitioning?
    /// The controllers whose `transitionCoordinator` is this transition's while it runs.
    package var participants: [ViewController]
    /// The container whose children's appearance the transition holds (`holdAppearance(of:)`,
    /// then the children's `viewWillAppear`/`viewWillDisappear`), and the children held. The
    /// container's `cleanup` releases them at its point in UIKit's order.
    package var holdingAppearance: (container: ViewController, children: [ViewController])?
    /// Work after the coordinator exists and the appearance is held, before the animator runs
    /// (`presentationTransitionWillBegin()`, the navigation bar's transition).
    package var willBegin: @MainActor (TransitionCoordinator) -> Void = { _ in }
    /// Makes the container's work for when the animator completes (views, containment,
    /// appearance). Called after `willBegin`, so what it keeps of the views is where `willBegin`
    /// left them (a presenter's view put back under the presentation, say).
    package var makeCleanup: @MainActor () -> @MainActor (Bool) -> Void
    /// The caller's completion block, run after `cleanup` when the transition completed.
    package var completion: (@MainActor () -> Void)?
    /// The container's last work, after `animationEnded(_:)` and before the next change starts.
    package var didEnd: @MainActor (Bool) -> Void = { _ in }

    package init(
        context: TransitionContext, animator: ViewControllerAnimatedTransitioning,
        interaction: ViewControllerInteractiveTransitioning?, participants: [ViewController],
        cleanup makeCleanup: @escaping @MainActor () -> @MainActor (Bool) -> Void
    ) {
        self.context = context
        self.animator = animator
        self.interaction = interaction
        self.participants = participants
        self.makeCleanup = makeCleanup
    }
}

extension TransitionRunner {
    /// Runs the transition of the change being applied: makes its coordinator, names it as the
    /// participants' `transitionCoordinator`, holds the children's appearance, runs `willBegin`,
    /// then starts the animator. When the animator completes, the coordinator runs `cleanup`,
    /// `completion`, the alongside completions and `animationEnded(_:)`; then the runner clears
    /// the participants' coordinator, runs `didEnd`, and ends the change, so the next waiting one
    /// starts. Returns the coordinator (already started).
    @discardableResult
    package func run(_ steps: TransitionSteps) -> TransitionCoordinator {
        let coordinator = TransitionCoordinator(
            context: steps.context, animator: steps.animator,
            interactionController: steps.interaction)
        let token = current
        running = coordinator
        // A participant already in another running transition (a navigation controller pushing
        // while a presentation it makes runs) names the new coordinator until the new transition
        // ends, then the one still running again.
        let earlier = steps.participants.map { EarlierCoordinator(coordinator: $0.transitionState.coordinator) }
        for participant in steps.participants { participant.transitionState.coordinator = coordinator }
        if let (container, children) = steps.holdingAppearance {
            container.holdAppearance(of: children)
            container.reconcileChildAppearance(animated: true, settle: false)
        }
        steps.willBegin(coordinator)
        coordinator.cleanup = steps.makeCleanup()
        coordinator.completion = steps.completion
        let participants = steps.participants, didEnd = steps.didEnd
        // Noted once the animator has placed the views (after `start()`): only a size change
        // while the transition runs needs the extra layout pass.
        let sizes = coordinator.participantSizes
        coordinator.didEnd = { [weak self] completed in
            sizes.markChangedForLayout()
            if self?.running === coordinator { self?.running = nil }
            for (participant, earlier) in zip(participants, earlier)
            where participant.transitionState.coordinator === coordinator {
                participant.transitionState.coordinator = earlier.coordinator?.isFinished == false ? earlier.coordinator : nil
            }
            didEnd(completed)
            self?.end(token)
        }
        coordinator.start()
        if !coordinator.isFinished { sizes.note(participants) }
        return coordinator
    }
}

/// The coordinator a participant named before a transition it joined began (held weakly: the
/// transition that owns it keeps it alive while it runs).
@MainActor
private struct EarlierCoordinator {
    weak var coordinator: TransitionCoordinator?
}
