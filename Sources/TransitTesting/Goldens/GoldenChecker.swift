import Foundation

/// Where one failing assertion writes what helps: `<artefacts>/<TestFile>/<golden name>.<suffix>`.
struct GoldenArtifacts {
    var directory: URL
    var baseName: String

    /// Writes `data`; returns the path, or a note when writing failed.
    func write(_ data: Data, suffix: String) -> String {
        let url = directory.appendingPathComponent(baseName + "." + suffix)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: url)
            return url.path
        } catch {
            return "(could not write \(url.path): \(error))"
        }
    }
}

/// The record-mode logic shared by animation and text goldens.
struct GoldenChecker {
    var context: GoldenContext
    var golden: URL

    var artifacts: GoldenArtifacts {
        let testFile = golden.deletingLastPathComponent().lastPathComponent
        return GoldenArtifacts(
            directory: context.artifactsDirectory.appendingPathComponent(testFile, isDirectory: true),
            baseName: String(golden.lastPathComponent.prefix { $0 != "." }) + baseSuffix)
    }

    /// The golden's name between the test name and the extension(s), with its dot: `.fade`.
    private var baseSuffix: String {
        let parts = golden.lastPathComponent.split(separator: ".", omittingEmptySubsequences: false).dropFirst()
        let name = parts.dropLast(golden.pathExtension == "txt" ? 2 : 1)
        return name.isEmpty ? "" : "." + name.joined(separator: ".")
    }

    /// Records or compares the actual output; `compare` returns `nil` for a match or the
    /// failure's details. `actual` makes the bytes only when they are written (a recording):
    /// nil when they cannot be made, a failure it has reported.
    func check(actual: () -> Data?, compare: (Data) -> String?) -> Bool {
        let mode = context.record
        let problem = context.environmentProblem.map { "\n" + $0 } ?? ""
        let name = golden.path
        if mode == .all {
            guard let actual = actual() else { return false }
            return record(
                actual, "Recorded the golden \(name) (record mode .all); run again without recording to compare." + problem)
        }
        guard let expected = FileManager.default.contents(atPath: golden.path) else {
            if mode == .never {
                context.fail(
                    "No golden at \(name) (record mode .never). Record it with record: .missing or "
                        + "\(GoldenRecordMode.environmentVariable)=missing." + problem, golden: golden)
                return false
            }
            guard let actual = actual() else { return false }
            return record(actual, "No golden was there; recorded \(name). Run again to compare." + problem)
        }
        guard let details = compare(expected) else {
            if !problem.isEmpty { context.fail(String(problem.dropFirst()), golden: golden) }
            return problem.isEmpty
        }
        if mode == .failed {
            guard let actual = actual() else { return false }
            return record(actual, "Golden \(name) did not match; re-recorded it (record mode .failed):\n" + details + problem)
        }
        context.fail(
            "Golden \(name) does not match:\n" + details
                + "\nIf the change is intended, re-record with record: .failed or \(GoldenRecordMode.environmentVariable)=failed."
                + problem,
            golden: golden)
        return false
    }

    private func record(_ data: Data, _ message: String) -> Bool {
        do {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: golden)
            context.fail(message, golden: golden, artifacts: [golden])
        } catch {
            context.fail("Could not record the golden \(golden.path): \(error)", golden: golden)
        }
        return false
    }
}
