import ArgumentParser

/// Names given on the command line (scenes, catalogue entries, subcommands): matched without
/// regard to case, and, when unknown, answered with the closest known names ("did you mean")
/// instead of the whole list.
enum NameLookup {
    /// The known name equal to `name` when case is ignored (`Push` finds `push`), or nil.
    static func resolve(_ name: String, among names: [String]) -> String? {
        if names.contains(name) { return name }
        let folded = name.lowercased()
        return names.first { $0.lowercased() == folded }
    }

    /// The known names closest to `name`, best first: those within a few edits of it (about one
    /// in three of its characters, at least two), then those that contain it or that it
    /// contains. At most `limit`.
    static func suggestions(for name: String, among names: [String], limit: Int = 3) -> [String] {
        let folded = name.lowercased()
        guard !folded.isEmpty else { return [] }
        let allowed = max(2, folded.count / 3)
        let scored: [(name: String, distance: Int)] = names.compactMap { candidate in
            let other = candidate.lowercased()
            let distance = editDistance(folded, other)
            if distance <= allowed { return (candidate, distance) }
            if folded.count >= 3, other.contains(folded) || folded.contains(other) { return (candidate, allowed + 1) }
            return nil
        }
        return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(limit).map(\.name)
    }

    /// The message for an unknown `name` of a `kind` ("transition", "scene"): the suggestions
    /// when there are any, and where the full list is (`listHint`, e.g. "see 'transit list'"),
    /// which holds `listed` names (all of `names` unless told).
    static func unknown(_ kind: String, _ name: String, among names: [String], listHint: String, listed: Int? = nil) -> String {
        let question = didYouMean(name, among: names)
        let count = listed ?? names.count
        guard !question.isEmpty else { return "unknown \(kind) '\(name)'; \(listHint) for the \(count) names" }
        return "unknown \(kind) '\(name)'; \(question) (\(listHint) for all \(count))"
    }

    /// The value of the row of `table` that `text` names, in any case, for an option whose
    /// values are a few fixed names (`--fonts`, `--appearance`); an unknown name is refused with
    /// "`option` must be a or b, not 'text'" and the closest names.
    static func choice<Value>(_ text: String, for option: String, among table: [(name: String, value: Value)]) throws -> Value {
        let names = table.map(\.name)
        guard let name = resolve(text, among: names), let row = table.first(where: { $0.name == name }) else {
            let allowed = names.dropLast().joined(separator: ", ") + (names.count > 1 ? " or " : "") + (names.last ?? "")
            let question = didYouMean(text, among: names)
            throw ValidationError("\(option) must be \(allowed), not '\(text)'" + (question.isEmpty ? "" : "; " + question))
        }
        return row.value
    }

    /// "did you mean 'a', 'b' or 'c'?" with the suggestions for `name`, or "" when there are none.
    static func didYouMean(_ name: String, among names: [String]) -> String {
        let quoted = suggestions(for: name, among: names).map { "'\($0)'" }
        guard let last = quoted.last else { return "" }
        let choices = quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
        return "did you mean \(choices)?"
    }

    /// The Levenshtein distance: the fewest insertions, deletions and substitutions of one
    /// character that turn `a` into `b` (Wagner and Fischer's dynamic programme, one row kept).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
