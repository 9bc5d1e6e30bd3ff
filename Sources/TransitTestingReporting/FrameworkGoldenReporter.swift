import Foundation
import TransitTesting
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Sends golden failures to the test framework that is running: a Swift Testing issue at the
/// assertion's source location under a Swift Testing test, `XCTFail` otherwise.
///
/// Part of the `TransitTesting` product, kept in a module of its own so that only test
/// processes load Swift Testing and XCTest; `GoldenFailureReporter.automatic` finds it by name.
public enum FrameworkGoldenReporter: GoldenFailureReportingHook {
    public static func report(_ failure: GoldenFailure) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: failure.message),
                sourceLocation: SourceLocation(
                    fileID: "\(failure.fileID)", filePath: "\(failure.filePath)",
                    line: Int(failure.line), column: Int(failure.column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(failure.message, file: failure.filePath, line: failure.line)
        #else
        FileHandle.standardError.write(Data("\(failure.filePath):\(failure.line): error: \(failure.message)\n".utf8))
        #endif
    }
}
