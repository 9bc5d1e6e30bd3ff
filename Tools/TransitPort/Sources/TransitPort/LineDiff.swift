/// A line diff for `--dry-run`: the changed lines of `old` and `new`, each block under an
/// `@@ -line +line @@` header, from a longest common subsequence of lines.
public enum LineDiff {
    /// The diff of two texts, with `---`/`+++` headers naming `path`; empty when equal.
    public static func unified(_ old: String, _ new: String, path: String) -> String {
        guard old != new else { return "" }
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // lcs[i][j]: the common length of a[i...] and b[j...].
        var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var out = ["--- \(path)", "+++ \(path) (ported)"]
        var i = 0, j = 0
        var block: [String] = []
        var blockStart = (0, 0)
        func flush() {
            guard !block.isEmpty else { return }
            out.append("@@ -\(blockStart.0 + 1) +\(blockStart.1 + 1) @@")
            out += block
            block = []
        }
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                flush(); i += 1; j += 1
            } else if i < a.count, j == b.count || lcs[i + 1][j] >= lcs[i][j + 1] {
                if block.isEmpty { blockStart = (i, j) }
                block.append("-" + a[i]); i += 1
            } else {
                if block.isEmpty { blockStart = (i, j) }
                block.append("+" + b[j]); j += 1
            }
        }
        flush()
        return out.joined(separator: "\n") + "\n"
    }
}
