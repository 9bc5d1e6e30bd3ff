import Foundation
import Testing
import TransitTestingReporting

/// The plain expectation functions' messages: a failing check yields a message showing both
/// values as `#expect` shows them, a passing one yields none (oracle: the comparisons worked out
/// by hand and Swift Testing's own `String(describingForTest:)` formatting).
@Suite struct ExpectationFailureTests {
    @Test func equalityShowsBothValues() {
        #expect(ExpectationFailure.equal(3.0, 4.0) == "expected 3.0 == 4.0")
        #expect(ExpectationFailure.equal(3.0, 3.0) == nil)
        #expect(ExpectationFailure.equal("a", "b") == #"expected "a" == "b""#)
        #expect(ExpectationFailure.equal([1, 2], [1, 3]) == "expected [1, 2] == [1, 3]")
        #expect(ExpectationFailure.notEqual(2, 2) == "expected 2 != 2")
        #expect(ExpectationFailure.notEqual(1, 2) == nil)
    }

    @Test func orderingShowsTheOperator() {
        #expect(ExpectationFailure.comparison(3, "<", 2, holds: 3 < 2) == "expected 3 < 2")
        #expect(ExpectationFailure.comparison(2, ">=", 3, holds: 2 >= 3) == "expected 2 >= 3")
        #expect(ExpectationFailure.comparison(2, "<=", 2, holds: 2 <= 2) == nil)
    }

    @Test func nilChecksShowTheValue() {
        #expect(ExpectationFailure.isNil(Optional(5)) == "expected nil, got 5")
        #expect(ExpectationFailure.isNil(Int?.none) == nil)
        #expect(ExpectationFailure.notNil(Int?.none) == "expected a value, got nil")
        #expect(ExpectationFailure.notNil(Optional("x")) == nil)
    }

    /// `abs(1.0 - 1.5)` is 0.5 exactly in binary floating point, so the strict bound fails at a
    /// tolerance of 0.5 and holds just above it.
    @Test func closenessIsStrictAndShowsTheDifference() {
        #expect(ExpectationFailure.close(1.0, 1.5, within: 0.25) == "expected abs(1.0 - 1.5) < 0.25, got 0.5")
        #expect(ExpectationFailure.close(1.0, 1.5, within: 0.5) == "expected abs(1.0 - 1.5) < 0.5, got 0.5")
        #expect(ExpectationFailure.close(1.0, 1.5, within: 0.5.nextUp) == nil)
        #expect(ExpectationFailure.close(-2, 3, within: 6) == nil)
        #expect(ExpectationFailure.close(-2, 3, within: 5) == "expected abs(-2 - 3) < 5, got 5")
    }

    @Test func closenessFailsOnNaN() {
        #expect(ExpectationFailure.close(Double.nan, 1, within: 1) != nil)
        #expect(ExpectationFailure.close(1.0, 1, within: .nan) != nil)
    }

    @Test func identityNamesTheObjects() throws {
        let a = NSObject()
        let b = NSObject()
        #expect(ExpectationFailure.identical(a, a) == nil)
        #expect(ExpectationFailure.identical(nil, nil) == nil)
        let message = try #require(ExpectationFailure.identical(a, nil))
        #expect(message.hasPrefix("expected NSObject at 0x") && message.hasSuffix(" === nil"))
        #expect(ExpectationFailure.notIdentical(a, b) == nil)
        #expect(ExpectationFailure.notIdentical(b, b) != nil)
    }

    @Test func conditionFailsOnlyWhenFalse() {
        #expect(ExpectationFailure.condition(true) == nil)
        #expect(ExpectationFailure.condition(false) == "expected true, got false")
    }

    /// The comment follows the failure, and is not even evaluated when the check passes.
    @Test func commentFollowsAFailureOnly() {
        var evaluated = false
        let none = ExpectationFailure.message(nil) {
            evaluated = true
            return "t = 1"
        }
        #expect(none == nil && !evaluated)
        #expect(ExpectationFailure.message("expected 1 == 2") { "t = 1" } == "expected 1 == 2: t = 1")
        #expect(ExpectationFailure.message("expected 1 == 2") { "" } == "expected 1 == 2")
    }

    @Test func anIssueIsRecordedWhereTheCallIsOrWhereAHelperSays() {
        let line = #line
        let own = ExpectationSite(nil, #fileID, #filePath, line, 9).sourceLocation
        #expect(own.line == line && own.column == 9 && own.fileID == #fileID)
        let forwarded = SourceLocation(fileID: "M/F.swift", filePath: "/M/F.swift", line: 3, column: 4)
        #expect(ExpectationSite(forwarded, #fileID, #filePath, line, 9).sourceLocation == forwarded)
    }

    /// Each plain expectation, called with a check that holds, records no issue (one would fail
    /// this test).
    @Test func passingExpectationsRecordNothing() {
        let object = NSObject()
        expect(true)
        expectEqual(0.1 + 0.2, 0.30000000000000004)
        expectNotEqual(0.1 + 0.2, 0.3)
        expectLessThan(1, 2)
        expectLessThanOrEqual(2, 2)
        expectGreaterThan("b", "a")
        expectGreaterThanOrEqual(2, 2)
        expectNil(Int?.none)
        expectNotNil(Optional(0))
        expectIdentical(object, object)
        expectNotIdentical(object, NSObject())
        expectClose(0.1 + 0.2, 0.3, within: 1e-15)
    }
}
