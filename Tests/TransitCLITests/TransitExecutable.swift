import Foundation

/// Runs the built `transit` executable (next to the test bundle in the build folder) as a
/// subprocess and collects what it wrote and how it ended.
struct TransitExecutable {
    struct Outcome {
        /// The exit status, or the signal number when `signalled`.
        let status: Int32
        let signalled: Bool
        let standardOutput: String
        let standardError: String

        /// The non-empty lines of standard error.
        var errorLines: [Substring] { standardError.split(whereSeparator: \.isNewline) }
    }

    let url: URL

    /// The executable built with the tests: it sits in the same build folder as the test bundle.
    static func locate() -> TransitExecutable? {
        var folders: [URL] = []
        if let path = Bundle.main.executablePath { folders.append(URL(fileURLWithPath: path).deletingLastPathComponent()) }
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        for bundle in Bundle.allBundles { folders.append(bundle.bundleURL.deletingLastPathComponent()) }
        for folder in folders {
            let candidate = folder.appendingPathComponent("transit")
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path)
            {
                return TransitExecutable(url: candidate)
            }
        }
        return nil
    }

    /// Runs `transit` with `arguments` in `folder`, in `environment` (this process's when nil).
    /// Standard output and error go to files (a command that writes a lot can never stall on a
    /// full pipe); standard input is empty.
    func run(_ arguments: [String], in folder: URL, environment: [String: String]? = nil) throws -> Outcome {
        let outURL = folder.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let errURL = folder.appendingPathComponent(".stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let outHandle = try FileHandle(forWritingTo: outURL), errHandle = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if let environment { process.environment = environment }
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return Outcome(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
            standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}

/// A temporary folder, removed by `remove()`.
struct ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("transit-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
