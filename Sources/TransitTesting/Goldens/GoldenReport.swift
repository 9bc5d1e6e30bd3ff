import Foundation

/// One HTML page per artefacts folder, `report.html`, showing every animation golden that failed
/// in this process: the golden (expected), the actual animation and the difference strip side by
/// side, with the failure's message — a report to open after a failed run, as Paparazzi's verify
/// task writes one. Rewritten after each failure; its path is given once, in the first failure's
/// message.
@MainActor
enum GoldenReport {
    /// One failed golden.
    struct Entry {
        var test: String
        var golden: URL
        var actual: String
        var diff: String?
        var message: String
    }

    /// The failures so far, by report file.
    private static var entries: [URL: [Entry]] = [:]

    /// The report of the artefacts folder `directory`.
    static func url(in directory: URL) -> URL { directory.appendingPathComponent("report.html") }

    /// Adds a failure to the report of `directory` and rewrites it. Returns the report's path the
    /// first time this process writes that report, nil after (or the reason it could not be written).
    static func add(_ entry: Entry, in directory: URL) -> String? {
        let report = url(in: directory)
        let first = entries[report] == nil
        entries[report, default: []].append(entry)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(html(entries[report] ?? [], in: directory).utf8).write(to: report)
        } catch {
            return "(could not write \(report.path): \(error))"
        }
        return first ? report.path : nil
    }

    /// The page: a row per failure, newest last.
    static func html(_ entries: [Entry], in directory: URL) -> String {
        var page = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>Failed goldens</title>
            <style>body{font:14px system-ui,sans-serif;margin:2em;background:#f4f4f4}section{background:#fff;padding:1em;margin:0 0 1.5em}
            .row{display:flex;gap:1em;align-items:flex-start;flex-wrap:wrap}figure{margin:0}figcaption{font-weight:600;margin-bottom:.3em}
            img{max-width:30vw;border:1px solid #ccc;image-rendering:pixelated}pre{white-space:pre-wrap;background:#f8f8f8;padding:.5em}</style>
            </head><body><h1>\(entries.count) failed golden\(entries.count == 1 ? "" : "s")</h1>
            <p>Expected (the golden), actual, and the failing frames as rows of expected | actual | difference
            (red: over the tolerance, yellow: within it but not equal).</p>

            """
        for entry in entries {
            page += "<section><h2>\(escape(entry.test)): \(escape(entry.golden.lastPathComponent))</h2>\n<div class=\"row\">"
            page += figure("Expected", entry.golden.absoluteString)
            page += figure("Actual", relative(entry.actual, to: directory))
            if let diff = entry.diff {
                page += figure("Failing frames: expected | actual | difference", relative(diff, to: directory))
            }
            page += "</div>\n<pre>\(escape(entry.message))</pre></section>\n"
        }
        return page + "</body></html>\n"
    }

    private static func figure(_ caption: String, _ source: String) -> String {
        "<figure><figcaption>\(escape(caption))</figcaption><img src=\"\(escape(source))\" alt=\"\(escape(caption))\"></figure>"
    }

    /// `path` relative to `directory` when it lies inside it, else a file URL.
    private static func relative(_ path: String, to directory: URL) -> String {
        let base = directory.standardizedFileURL.path + "/"
        if path.hasPrefix(base) { return String(path.dropFirst(base.count)) }
        return URL(fileURLWithPath: path).absoluteString
    }

    /// Text made safe for HTML text and attribute values.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
