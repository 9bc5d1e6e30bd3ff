import Foundation

/// A finger holding a running transition along one axis (Transit extension): the pans of the tab
/// bar and of the custom container, and a sheet's drag, catch a transition that runs on its own
/// with `TransitionCoordinator.grab()` and move it in step with the finger. Progress along the
/// transition is `origin + translation · sign / distance`: one point of finger travel along
/// `sign` moves the transition by `1 / distance` of the whole way, so a transition whose view
/// travels `distance` points linearly (a paused animation scrubs linearly) stays under the
/// finger.
@MainActor
struct FingerGrab {
    /// The transition's progress less the finger's travel (along `sign`, over `distance`) where
    /// it was caught.
    let origin: CGFloat
    /// +1 when finger travel in the positive direction of the axis carries the transition on
    /// toward its end, −1 when it takes it back.
    let sign: CGFloat
    /// The finger travel, in points, that carries the transition the whole way.
    let distance: CGFloat
    /// The transition held; once it has ended, moving and releasing do nothing.
    private(set) weak var coordinator: TransitionCoordinator?

    /// Catches `running` where it is on screen (`TransitionCoordinator.grab()`), the finger's
    /// translation being `translation` at that moment; nil when it cannot be held or the
    /// distance is not a positive finite number.
    init?(catching running: TransitionCoordinator, translation: CGFloat, sign: CGFloat, distance: CGFloat) {
        guard distance.isFinite, distance > 0, translation.isFinite, let fraction = running.grab() else { return nil }
        self.sign = sign
        self.distance = distance
        coordinator = running
        origin = fraction - translation * sign / distance
    }

    /// Catches a container's switch between two of `controllers` (a tab switch, a custom
    /// container's switch), unless it is already turned back (it is left to return): a switch
    /// to a later controller is carried on by a leftward finger, one to an earlier controller by
    /// a rightward one, over `width`.
    init?(
        catchingSwitch running: TransitionCoordinator, among controllers: [ViewController],
        translation: CGFloat, width: CGFloat
    ) {
        guard !running.isTurnedBack,
            let from = running.context.viewController(forKey: .from), let to = running.context.viewController(forKey: .to),
            let i = controllers.firstIndex(where: { $0 === from }), let j = controllers.firstIndex(where: { $0 === to })
        else { return nil }
        self.init(catching: running, translation: translation, sign: j > i ? -1 : 1, distance: width)
    }

    /// The transition's progress when the finger's translation is `translation` (not clamped).
    func progress(at translation: CGFloat) -> CGFloat { origin + translation * sign / distance }

    /// The finger's velocity (points per second along the axis) in fractions of the whole way
    /// per second toward the end; 0 when not finite.
    func fractionVelocity(_ velocity: CGFloat) -> CGFloat {
        velocity.isFinite ? velocity * sign / distance : 0
    }

    /// Moves the held transition to where the finger at `translation` puts it.
    func move(translation: CGFloat) {
        coordinator?.drag(to: progress(at: translation))
    }

    /// Lets the held transition go when the finger lifts (`released`) or its gesture is
    /// cancelled: it runs on to its end when its progress plus the distance the finger's velocity
    /// projects (`DecelerationRate.normal`, in fractions of the way) passes `threshold`, carrying
    /// that velocity, and back to its start otherwise. A cancelled gesture carries no velocity.
    func release(translation: CGFloat, velocity: CGFloat, released: Bool, threshold: CGFloat) {
        let v = released ? fractionVelocity(velocity) : 0
        let projected = min(1, max(0, progress(at: translation))) + DecelerationRate.normal.projectedDistance(initialVelocity: v)
        coordinator?.release(toEnd: projected > threshold, velocity: v)
    }
}
