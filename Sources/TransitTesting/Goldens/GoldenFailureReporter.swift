import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where golden assertions send their failures.
///
/// `.automatic` (the default) records a Swift Testing issue at the assertion's source location
/// when a Swift Testing test is running, and calls `XCTFail` otherwise, so the same assertion
/// works in both frameworks. Give your own reporter to `withGoldenTesting(reporter:…)` to collect
/// failures instead (the package's own tests of the golden tools do).
public struct GoldenFailureReporter: Sendable {
    /// Called once for each failed assertion.
    public let report: @Sendable (GoldenFailure) -> Void

    /// A reporter that calls `report`.
    public init(_ report: @escaping @Sendable (GoldenFailure) -> Void) {
        self.report = report
    }

    /// Swift Testing's `Issue.record` under a Swift Testing test, `XCTFail` otherwise (standard
    /// error where neither framework is available).
    public static let automatic = GoldenFailureReporter { failure in
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: failure.message),
                         sourceLocation: SourceLocation(fileID: "\(failure.fileID)", filePath: "\(failure.filePath)",
                                                        line: Int(failure.line), column: Int(failure.column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(failure.message, file: failure.filePath, line: failure.line)
        #else
        FileHandle.standardError.write(Data("\(failure.filePath):\(failure.line): \(failure.message)\n".utf8))
        #endif
    }
}
