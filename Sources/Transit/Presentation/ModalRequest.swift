import Foundation

/// A presentation or dismissal waiting its turn in its window's `transitionRunner`: the work
/// that checks, when its turn comes, that it still applies, and starts it.
@MainActor
struct ModalRequest {
    /// Starts the request: `.ended` when it turns out to have nothing to do, else `.continues`
    /// until its transition (or a `finish()` call) ends it.
    let start: @MainActor () -> TransitionRunner<ModalRequest>.Progress

    init(_ start: @escaping @MainActor () -> TransitionRunner<ModalRequest>.Progress) {
        self.start = start
    }
}
