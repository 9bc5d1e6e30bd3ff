import Foundation

/// Runs `body` with this process's standard error (file descriptor 2) sent to a temporary file,
/// and returns what was written meanwhile; standard error is restored afterwards. For tests of
/// what a sink prints: the printed lines are asserted instead of reaching the test log. Lines
/// other writers print in that moment are written back to standard error after `body`.
func capturingStandardError(_ body: () -> Void) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("transit-stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: url) }
    let file = try FileHandle(forWritingTo: url)
    let saved = dup(2)
    guard saved >= 0, dup2(file.fileDescriptor, 2) >= 0 else {
        try file.close()
        throw CocoaError(.fileWriteUnknown)
    }
    body()
    dup2(saved, 2)
    close(saved)
    try file.close()
    let text = try String(contentsOf: url, encoding: .utf8)
    let others = text.split(separator: "\n", omittingEmptySubsequences: false).filter {
        !$0.hasPrefix("transit: ") && !$0.isEmpty
    }
    if !others.isEmpty { FileHandle.standardError.write(Data((others.joined(separator: "\n") + "\n").utf8)) }
    return text
}
