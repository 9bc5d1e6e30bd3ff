import Foundation

extension GestureTrace {
    /// The first line of a `.transit-gesture` file.
    public static let header = "# transit-gesture 1"

    /// The file extension of gesture traces, without the dot.
    public static let fileExtension = "transit-gesture"

    /// Reads a `.transit-gesture` file.
    ///
    /// The format is text, one event per line, five fields separated by spaces or tabs:
    ///
    /// ```
    /// # transit-gesture 1
    /// # time  finger  phase  x  y
    /// 0.0000  0  began  2  400
    /// 0.0167  0  moved  28  400
    /// 0.1000  0  ended  158  400
    /// ```
    ///
    /// - time: seconds from the start of the trace, a decimal number, never decreasing;
    /// - finger: 0...99;
    /// - phase: `began`, `moved`, `stationary`, `ended` or `cancelled`;
    /// - x, y: window coordinates in points, decimal numbers.
    ///
    /// Lines starting with `#` are comments, blank lines are skipped. The header line is
    /// optional; a `# transit-gesture N` line with a version other than 1 is an error. Each finger
    /// must begin before it moves and end at most once per touch. Every problem throws a
    /// `GestureTraceError` naming the line; nothing traps.
    public init(text: String) throws {
        var events: [(line: Int, event: Event)] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            let content = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if content.isEmpty { continue }
            if content.hasPrefix("#") {
                let words = content.dropFirst().split(whereSeparator: \.isWhitespace)
                if words.first == "transit-gesture" && words.count >= 2 && words[1] != "1" {
                    throw GestureTraceError(
                        line: line, "version \(words[1]) of the format is not supported (this reader knows version 1)")
                }
                continue
            }
            let fields = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count == 5 else {
                throw GestureTraceError(line: line, "expected 5 fields (time finger phase x y), found \(fields.count)")
            }
            guard let time = Double(fields[0]) else {
                throw GestureTraceError(line: line, "the time '\(fields[0])' is not a number of seconds")
            }
            guard let finger = Int(fields[1]) else {
                throw GestureTraceError(line: line, "the finger '\(fields[1])' is not a whole number")
            }
            guard let phase = Touch.Phase.allCases.first(where: { $0.traceName == fields[2] }) else {
                throw GestureTraceError(
                    line: line, "the phase '\(fields[2])' is not one of began, moved, stationary, ended, cancelled")
            }
            guard let x = Double(fields[3]), let y = Double(fields[4]) else {
                throw GestureTraceError(line: line, "the location '\(fields[3]) \(fields[4])' is not two numbers")
            }
            events.append((line, Event(time: time, finger: finger, phase: phase, location: CGPoint(x: x, y: y))))
        }
        try Self.validate(events)
        self.init(unchecked: events.map(\.event))
    }

    /// Reads a `.transit-gesture` file from disk; a file that cannot be read throws its
    /// Foundation error, one that cannot be parsed a `GestureTraceError`.
    public init(contentsOf url: URL) throws {
        try self.init(text: String(contentsOf: url, encoding: .utf8))
    }

    /// The trace as `.transit-gesture` text: the header, a comment naming the fields, one line per
    /// event. Times are written with four decimals (replay snaps each event to the nearest frame,
    /// so this loses nothing at up to 1,000 frames per second); coordinates are written exactly
    /// (the shortest decimal that reads back as the same number).
    public var text: String {
        var lines = [Self.header, "# time  finger  phase  x  y"]
        for event in events {
            lines.append(
                String(format: "%.4f", event.time) + "  \(event.finger)  \(event.phase.traceName)  "
                    + Self.number(event.location.x) + "  " + Self.number(event.location.y))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func number(_ value: CGFloat) -> String {
        let text = "\(Double(value))"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
