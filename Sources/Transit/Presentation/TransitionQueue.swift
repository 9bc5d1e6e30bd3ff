/// Serialises the transitions of one window: a presentation or dismissal asked for while another
/// runs waits its turn, in order; none is dropped.
@MainActor
final class TransitionQueue {
    private var pending: [@MainActor () -> Void] = []
    /// Whether a transition is running (or starting).
    private(set) var isBusy = false

    /// Runs `work` now if idle, else after the transitions queued before it. `work` must call
    /// `finish()` exactly once when its transition has ended (at once if it does nothing).
    func enqueue(_ work: @escaping @MainActor () -> Void) {
        pending.append(work)
        if !isBusy { runNext() }
    }

    /// Marks the running transition as ended and starts the next queued one.
    func finish() {
        isBusy = false
        runNext()
    }

    /// The number of queued transitions, the running one excluded.
    var count: Int { pending.count }

    private func runNext() {
        guard !isBusy, !pending.isEmpty else { return }
        isBusy = true
        let work = pending.removeFirst()
        work()
    }
}
