/// A line-by-line unified diff (`diff -u` style) of two texts, for text goldens.
///
/// Lines are matched by a longest common subsequence; hunks carry three lines of context and
/// `@@ -a,b +c,d @@` headers. Equal texts give an empty diff.
public enum UnifiedDiff {
    /// The diff from `expected` to `actual`, headed `--- expectedName` / `+++ actualName`;
    /// empty when the texts are equal line for line.
    public static func diff(
        expected: String, actual: String, expectedName: String = "golden",
        actualName: String = "actual", context: Int = 3
    ) -> String {
        let a = lines(expected), b = lines(actual)
        guard a != b else { return "" }
        let edits = script(a, b)
        var out = ["--- \(expectedName)", "+++ \(actualName)"]
        var i = 0
        while i < edits.count {
            guard edits[i].kind != " " else { i += 1; continue }
            // A hunk: from `context` lines before this change to `context` lines after the last
            // change that is at most 2 × context unchanged lines from the next.
            let start = max(0, i - context)
            var end = i
            var j = i
            while j < edits.count {
                if edits[j].kind != " " { end = j; j += 1; continue }
                var k = j
                while k < edits.count && edits[k].kind == " " { k += 1 }
                if k < edits.count && k - j <= 2 * context { j = k } else { break }
            }
            let stop = min(edits.count, end + context + 1)
            let hunk = edits[start..<stop]
            let oldStart = hunk.first!.old, newStart = hunk.first!.new
            let oldCount = hunk.filter { $0.kind != "+" }.count, newCount = hunk.filter { $0.kind != "-" }.count
            out.append("@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@")
            out += hunk.map { String($0.kind) + $0.text }
            i = stop
        }
        return out.joined(separator: "\n") + "\n"
    }

    struct Edit {
        /// " " kept, "-" only in expected, "+" only in actual.
        var kind: Character
        var text: String
        /// 1-based line numbers where this edit sits in each text.
        var old: Int
        var new: Int
    }

    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    static func script(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count, m = b.count
        // lcs[i][j]: the longest common subsequence of a[i...] and b[j...].
        var lcs = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n && j < m && a[i] == b[j] {
                edits.append(Edit(kind: " ", text: a[i], old: i + 1, new: j + 1)); i += 1; j += 1
            } else if i < n && (j == m || lcs[i + 1][j] >= lcs[i][j + 1]) {
                edits.append(Edit(kind: "-", text: a[i], old: i + 1, new: j + 1)); i += 1
            } else {
                edits.append(Edit(kind: "+", text: b[j], old: i + 1, new: j + 1)); j += 1
            }
        }
        return edits
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        // diff -u writes an empty range as the line before it.
        count == 0 ? "\(start - 1),0" : count == 1 ? "\(start)" : "\(start),\(count)"
    }
}
