import Foundation

/// The scoped settings of golden assertions: record mode, failure reporter and where failure
/// artefacts go. Set them for a block with `withGoldenTesting(record:reporter:artifactsDirectory:operation:)`;
/// nothing is global.
public struct GoldenConfiguration: Sendable {
    /// The record mode, or `nil` to fall back on the environment (see `GoldenRecordMode`).
    public var record: GoldenRecordMode?
    /// Where failures go, or `nil` for `GoldenFailureReporter.automatic`.
    public var reporter: GoldenFailureReporter?
    /// Where a failing assertion writes the actual output and the diff, or `nil` for the
    /// `TRANSIT_GOLDENS_ARTIFACTS` environment variable, else `<temporary directory>/TransitGoldens`.
    public var artifactsDirectory: URL?

    /// The configuration of the current task: the innermost `withGoldenTesting` scope's.
    @TaskLocal public static var current = GoldenConfiguration()

    /// A configuration; `nil` members fall back as their documentation says.
    public init(record: GoldenRecordMode? = nil, reporter: GoldenFailureReporter? = nil, artifactsDirectory: URL? = nil) {
        self.record = record
        self.reporter = reporter
        self.artifactsDirectory = artifactsDirectory
    }

    /// The environment variable naming the artefacts directory.
    public static let artifactsEnvironmentVariable = "TRANSIT_GOLDENS_ARTIFACTS"
}

/// Runs `operation` with golden assertions configured: `nil` arguments keep the enclosing
/// scope's value. Like swift-snapshot-testing's `withSnapshotTesting(record:)`.
///
/// ```swift
/// try withGoldenTesting(record: .failed) {
///     try assertTransition(of: host, sampling: .progress([0, 0.5, 1])) { $0.window.rootViewController = home }
/// }
/// ```
public func withGoldenTesting<Result>(
    record: GoldenRecordMode? = nil, reporter: GoldenFailureReporter? = nil,
    artifactsDirectory: URL? = nil,
    operation: () throws -> Result
) rethrows -> Result {
    var configuration = GoldenConfiguration.current
    if let record { configuration.record = record }
    if let reporter { configuration.reporter = reporter }
    if let artifactsDirectory { configuration.artifactsDirectory = artifactsDirectory }
    return try GoldenConfiguration.$current.withValue(configuration, operation: operation)
}

/// What one assertion resolves from its arguments, the scope and the environment.
struct GoldenContext {
    var record: GoldenRecordMode
    var reporter: GoldenFailureReporter
    var artifactsDirectory: URL
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt
    /// A problem with the environment (an unknown record mode), reported with the result.
    var environmentProblem: String?

    init(
        record argument: GoldenRecordMode?, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        let configuration = GoldenConfiguration.current
        var problem: String?
        var fromEnvironment: GoldenRecordMode?
        if let value = environment[GoldenRecordMode.environmentVariable], !value.isEmpty {
            fromEnvironment = GoldenRecordMode(value)
            if fromEnvironment == nil {
                problem =
                    "\(GoldenRecordMode.environmentVariable)=\(value) is not a record mode "
                    + "(missing, all, failed, never); compared without recording"
                fromEnvironment = .never
            }
        }
        record = argument ?? configuration.record ?? fromEnvironment ?? .missing
        environmentProblem = argument == nil && configuration.record == nil ? problem : nil
        reporter = configuration.reporter ?? .automatic
        if let directory = configuration.artifactsDirectory {
            artifactsDirectory = directory
        } else if let path = environment[GoldenConfiguration.artifactsEnvironmentVariable], !path.isEmpty {
            artifactsDirectory = URL(fileURLWithPath: path, isDirectory: true)
        } else {
            artifactsDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "TransitGoldens", isDirectory: true)
        }
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    func fail(_ message: String, golden: URL?, artifacts: [URL] = []) {
        reporter.report(
            GoldenFailure(
                message: message, golden: golden, artifacts: artifacts, fileID: fileID,
                filePath: filePath, line: line, column: column))
    }
}
