import Foundation

/// Progress of a long job on standard error: a bar redrawn in place when standard error is a
/// terminal; otherwise (a log file, a pipe) a plain line at each quarter, with no carriage returns.
struct ProgressBar {
    let total: Int
    let label: String
    let isTerminal: Bool
    private var lastQuarter = 0

    init(total: Int, label: String = "frames", isTerminal: Bool = isatty(STDERR_FILENO) == 1) {
        self.total = total
        self.label = label
        self.isTerminal = isTerminal
    }

    /// The text to write for `done` items, or nil when nothing is due.
    mutating func text(for done: Int) -> String? {
        if isTerminal {
            let width = 30, filled = total > 0 ? width * min(done, total) / total : width
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            return "\r[\(bar)] \(done)/\(total) \(label)"
        }
        let quarter = total > 0 ? 4 * min(done, total) / total : 4
        guard quarter > lastQuarter else { return nil }
        lastQuarter = quarter
        return "\(done)/\(total) \(label) (\(quarter * 25) %)\n"
    }

    mutating func update(_ done: Int) {
        if let text = text(for: done) { FileHandle.standardError.write(Data(text.utf8)) }
    }

    func finish() {
        if isTerminal { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
