import Foundation
import TransitPort

// transit-port: rewrites UIKit Swift files for TransitUIKit (see `Porter`).
//
//   transit-port [--dry-run] FILE...
//
// Give every file of a project at once: the optional requirements of its protocols are ported
// consistently in all of them.
// Rewrites each file in place, or with --dry-run prints what would change as a diff. Places it
// cannot rewrite are printed as `file:line: what to do`. Exits 1 when a file cannot be read or
// written, 2 on bad usage.

let usage = """
    usage: transit-port [--dry-run] FILE...
    Rewrites UIKit Swift sources for TransitUIKit: the import, @objc/dynamic, optional protocol
    requirements, #selector actions, @MainActor where Swift 6 needs it. Prints each place left
    to do as file:line: message.
      --dry-run   print the changes as a diff instead of writing them
      --help      show this help
    """

var dryRun = false
var files: [String] = []
for argument in CommandLine.arguments.dropFirst() {
    switch argument {
    case "--dry-run": dryRun = true
    case "--help", "-h": print(usage); exit(0)
    default:
        if argument.hasPrefix("-") {
            FileHandle.standardError.write(Data("transit-port: unknown option \(argument)\n\(usage)\n".utf8))
            exit(2)
        }
        files.append(argument)
    }
}
guard !files.isEmpty else {
    FileHandle.standardError.write(Data("transit-port: no files given\n\(usage)\n".utf8))
    exit(2)
}

var failed = false
var sources: [(path: String, source: String)] = []
for path in files {
    guard let data = FileManager.default.contents(atPath: path), let source = String(data: data, encoding: .utf8) else {
        FileHandle.standardError.write(Data("transit-port: cannot read \(path)\n".utf8))
        failed = true
        continue
    }
    sources.append((path, source))
}
// The files given together are one project: their protocols' optional requirements are ported
// consistently in all of them.
let porter = Porter(project: sources.map(\.source))
for (path, source) in sources {
    let result = porter.port(source)
    for note in result.notes {
        FileHandle.standardError.write(Data("\(path):\(note.line): \(note.message)\n".utf8))
    }
    if dryRun {
        print(LineDiff.unified(source, result.source, path: path), terminator: "")
    } else if result.source != source {
        do {
            try Data(result.source.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("transit-port: cannot write \(path): \(error.localizedDescription)\n".utf8))
            failed = true
        }
    }
}
exit(failed ? 1 : 0)
