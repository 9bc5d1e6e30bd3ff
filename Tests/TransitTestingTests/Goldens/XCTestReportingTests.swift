import Foundation
import TransitTesting
import TransitTestingReporting
import XCTest

/// The XCTest side of `GoldenFailureReporter.automatic`: under an XCTest test case a failing
/// golden assertion becomes an XCTest failure at the assertion's file and line, and a passing one
/// records nothing. The test case catches its own failures (`recordFailure`, which `XCTFail`
/// reaches) so the expected ones can be checked instead of failing the run.
///
/// The two stored goldens are the sliding sheet of `GoldenScene` at progress 0, 0.25, 0.5, 0.75
/// and 1, the same frames as `AssertTransitionTests.sheetSlidesUpAtProgressPoints`.
final class XCTestReportingTests: XCTestCase {
    struct Caught: Equatable {
        var description: String
        var file: String
        var line: Int
    }

    private var caught: [Caught] = []
    private var catching = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
        expected: Bool
    ) {
        guard catching else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        caught.append(Caught(description: description, file: filePath, line: lineNumber))
    }

    /// Runs `body` with this test case's failures caught, and returns them.
    private func catchingFailures(_ body: @MainActor () -> Void) -> [Caught] {
        catching = true
        defer { catching = false }
        caught = []
        MainActor.assumeIsolated { body() }
        return caught
    }

    func testReportingIsAutomatic() {
        XCTAssertTrue(GoldenFailureReporter.isAutomaticReportingAvailable)
    }

    func testAMatchingGoldenRecordsNothing() {
        var matched = false
        let failures = catchingFailures {
            let host = GoldenScene.host(), scene = GoldenScene()
            matched = assertTransition(of: host, sampling: .progress([0, 0.25, 0.5, 0.75, 1]), record: .never) {
                scene.start(on: $0)
            }
        }
        XCTAssertTrue(matched)
        XCTAssertEqual(failures, [])
    }

    func testAChangedFrameFailsTheTestAtTheAssertion() {
        var matched = true
        var line = 0
        let failures = catchingFailures {
            let host = GoldenScene.host(), scene = GoldenScene()
            scene.loadViewIfNeeded()
            // The stored golden's sheet is orange; this one is red, so every frame after the first
            // (which shows only the home screen) differs.
            scene.sheet.view.backgroundColor = .systemRed
            line = #line + 1
            matched = assertTransition(of: host, sampling: .progress([0, 0.25, 0.5, 0.75, 1]), record: .never) {
                scene.start(on: $0)
            }
        }
        XCTAssertFalse(matched)
        XCTAssertEqual(failures.count, 1)
        guard let failure = failures.first else { return }
        XCTAssertEqual(failure.file, #filePath)
        XCTAssertEqual(failure.line, line)
        XCTAssertTrue(failure.description.contains("does not match"), failure.description)
        XCTAssertTrue(failure.description.contains("4 of 5 compared frames differ"), failure.description)
        XCTAssertTrue(failure.description.contains("the first is frame 1"), failure.description)
    }

    func testAMissingGoldenFailsUnderRecordModeNever() {
        var line = 0
        let failures = catchingFailures {
            let host = GoldenScene.host(), scene = GoldenScene()
            line = #line + 1
            assertTransition(of: host, sampling: .progress([0, 1]), named: "absent", record: .never) { scene.start(on: $0) }
        }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(failures.first?.description.contains("No golden at") == true)
        XCTAssertTrue(failures.first?.description.contains("testAMissingGoldenFailsUnderRecordModeNever.absent.apng") == true)
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Goldens__/XCTestReportingTests/testAMissingGoldenFailsUnderRecordModeNever.absent.apng")
        XCTAssertFalse(FileManager.default.fileExists(atPath: golden.path), "record mode .never must not write")
    }
}
