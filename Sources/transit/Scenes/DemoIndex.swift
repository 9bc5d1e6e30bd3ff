import Foundation
import TransitDemo

/// The `index.html` of `transit demo`, and its summary table.
@MainActor
struct DemoIndex {
    let results: [DemoResult]
    let format: DemoFormat

    func write(into folder: URL) throws {
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>Transit demo</title>
            <style>
            body { font: 15px/1.45 -apple-system, system-ui, sans-serif; margin: 2rem; background: #f2f2f7; color: #1c1c1e; }
            h1 { margin-bottom: 0.2rem; } .scenes { display: flex; flex-wrap: wrap; gap: 1.5rem; }
            figure { background: white; border-radius: 14px; padding: 1rem; margin: 0; width: 300px; box-shadow: 0 1px 3px #0002; }
            figure img { width: 100%; border-radius: 8px; background: #000; }
            figcaption h2 { font-size: 1rem; margin: 0.6rem 0 0.2rem; } .meta { color: #6e6e73; font-size: 0.8rem; }
            code { font: 0.78rem ui-monospace, Menlo, monospace; background: #f2f2f7; padding: 0 0.25rem; border-radius: 4px; }
            </style></head><body>
            <h1>Transit demo</h1>
            <p>The demo scenes, rendered headless by Transit's own renderer on a deterministic clock.</p>
            <div class="scenes">

            """
        for result in results {
            html += """
                <figure><img src="\(escape(result.file))" alt="\(escape(result.scene.title))">
                <figcaption><h2>\(escape(result.scene.topic)) · \(inline(result.scene.title))</h2>
                <p>\(inline(result.scene.caption))</p>
                <p class="meta">\(result.frames) frames · \(String(format: "%.2f", result.seconds)) s · \(result.callbacks) callbacks · <code>transit inspect \(escape(result.scene.name))</code></p>
                </figcaption></figure>

                """
        }
        html += "</div></body></html>\n"
        try Data(html.utf8).write(to: folder.appendingPathComponent("index.html"))
    }

    /// Text for HTML with code spans written as in Markdown (`name`) shown as code, never as
    /// literal backticks. An unpaired backtick is dropped.
    func inline(_ s: String) -> String {
        s.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { index, part in
            index % 2 == 1 ? "<code>\(escape(String(part)))</code>" : escape(String(part))
        }.joined()
    }

    func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static func table(_ results: [DemoResult]) -> String {
        func pad(_ s: String, _ n: Int) -> String { s.padding(toLength: max(n, s.count), withPad: " ", startingAt: 0) }
        var lines = [
            pad("scene", 28) + pad("frames", 8) + pad("seconds", 9) + pad("KiB", 8) + pad("callbacks", 11) + "diagnostics"
        ]
        for r in results {
            lines.append(
                pad(r.scene.name, 28) + pad("\(r.frames)", 8) + pad(String(format: "%.2f", r.seconds), 9)
                    + pad("\(r.bytes / 1024)", 8) + pad("\(r.callbacks)", 11) + "\(r.diagnostics.count)")
        }
        return lines.joined(separator: "\n")
    }
}
