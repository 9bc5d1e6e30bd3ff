import Foundation

/// A golden assertion that did not pass: a mismatch, a missing golden, or a golden just recorded.
public struct GoldenFailure: Error, Sendable, CustomStringConvertible {
    /// What went wrong and what to do, in a few lines.
    public var message: String
    /// The golden file the assertion compared with or wrote.
    public var golden: URL?
    /// Files written to help: the actual animation, the diff strip, the actual text.
    public var artifacts: [URL]
    /// The `#fileID` of the assertion.
    public var fileID: StaticString
    /// The `#filePath` of the assertion.
    public var filePath: StaticString
    /// The line of the assertion.
    public var line: UInt
    /// The column of the assertion.
    public var column: UInt

    /// Creates a failure.
    public init(
        message: String, golden: URL? = nil, artifacts: [URL] = [], fileID: StaticString,
        filePath: StaticString, line: UInt, column: UInt
    ) {
        self.message = message
        self.golden = golden
        self.artifacts = artifacts
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The message.
    public var description: String { message }
}
