import Testing
import TransitTestingReporting

/// `unwrap` and `require`, the plain counterparts of `try unwrap(optionalValue)` and
/// `try unwrap(condition)`: a present value comes back unwrapped and a true condition passes
/// with nothing recorded (an issue would fail the test); a failure's message names the missing
/// type, and the error that stops the test names the place (oracle: `#require`'s documented
/// behaviour, and the messages worked out by hand).
///
/// The failing path records its issue through `ExpectationSite`, as the plain expectations do;
/// it is not provoked here, since a recorded known issue would print on every passing run.
@Suite struct RequirementTests {
    @Test func aPresentValueComesBackAndATrueConditionPasses() throws {
        let five: Int? = 5
        expectEqual(try unwrap(five), 5)
        let nested: String?? = .some(nil)
        expectNil(try unwrap(nested), "only the outer optional is unwrapped")
        try require(1 < 2)
    }

    @Test func aMissingValueNamesItsType() {
        expectEqual(ExpectationFailure.required(Int.self), "expected a value of type Int, got nil")
        expectEqual(ExpectationFailure.required([String].self), "expected a value of type Array<String>, got nil")
    }

    @Test func theThrownErrorNamesThePlace() {
        let place = SourceLocation(fileID: "M/F.swift", filePath: "/M/F.swift", line: 12, column: 5)
        expectEqual(
            String(describing: RequirementFailure(sourceLocation: place)),
            "a requirement failed at M/F.swift:12; the test stopped there")
    }
}
