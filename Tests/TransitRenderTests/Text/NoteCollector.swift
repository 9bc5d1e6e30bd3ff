import Foundation

/// Collects a font library's notes instead of printing them, for the tests that provoke them.
final class NoteCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []

    /// The notes so far, in order.
    var notes: [String] {
        lock.lock(); defer { lock.unlock() }
        return collected
    }

    /// The sink to give a `FontLibrary`.
    var sink: @Sendable (String) -> Void {
        { [self] note in
            lock.lock(); collected.append(note); lock.unlock()
        }
    }
}
