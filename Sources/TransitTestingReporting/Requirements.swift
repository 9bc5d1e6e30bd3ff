#if canImport(Testing)
import Testing

// A plain requirement function: what `try #require(optionalValue)` checks, without the macro.
//
// Like the plain expectation functions (Expectations.swift), it is an ordinary generic function,
// so a test that uses it type-checks far faster than one written with the macro, whose expansion
// the compiler type-checks at every use.

/// Returns `value` unwrapped, or records an issue at the caller's line and throws when it is `nil`,
/// like `try #require(value, comment)`.
///
/// The thrown ``RequirementFailure`` stops the test, as `#require`'s error does. Swift Testing
/// records an error a test throws as an issue of its own, so a failed requirement shows two
/// issues: the one at the call, with the type that was missing and the comment, and the caught
/// error, which names the same place. A `Bool` condition is checked by
/// ``require(_:_:sourceLocation:fileID:filePath:line:column:)``; passed here it draws a compile-time
/// warning (see the overload below), where the generic version would wrap it in an optional and
/// never fail.
package func unwrap<T>(
    _ value: T?, _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) throws -> T {
    if let value { return value }
    let place = ExpectationSite(sourceLocation, fileID, filePath, line, column)
    place.record(ExpectationFailure.required(T.self), comment)
    throw RequirementFailure(sourceLocation: place.sourceLocation)
}

/// Records an issue at the caller's line and throws when `condition` is false, like
/// `try #require(condition, comment)`.
///
/// The thrown ``RequirementFailure`` stops the test, as with ``unwrap(_:_:sourceLocation:fileID:filePath:line:column:)``.
package func require(
    _ condition: Bool, _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) throws {
    if condition { return }
    let place = ExpectationSite(sourceLocation, fileID, filePath, line, column)
    place.record(ExpectationFailure.condition(false), comment)
    throw RequirementFailure(sourceLocation: place.sourceLocation)
}

/// Checks a `Bool` condition as ``require(_:_:sourceLocation:fileID:filePath:line:column:)`` does,
/// and warns at compile time that `unwrap` was meant for an optional.
///
/// Without this overload a `Bool` would be promoted to `Bool?` and returned, so the check could
/// never fail; the warning (which fails the build) points at `require`.
@available(*, deprecated, renamed: "require", message: "unwrap(_:) unwraps an optional; check a condition with require(_:)")
package func unwrap(
    _ condition: Bool, _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) throws {
    try require(
        condition, comment(), sourceLocation: sourceLocation, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The error ``unwrap(_:_:sourceLocation:fileID:filePath:line:column:)`` throws after recording
/// that a required value was `nil` (or ``require(_:_:sourceLocation:fileID:filePath:line:column:)``
/// after a false condition); it stops the test, as `#require`'s `ExpectationFailedError` does.
package struct RequirementFailure: Error, CustomStringConvertible {
    /// Where the requirement that failed was written.
    package let sourceLocation: SourceLocation

    /// The failure of the requirement written at `sourceLocation`.
    package init(sourceLocation: SourceLocation) {
        self.sourceLocation = sourceLocation
    }

    /// Names the place of the failed requirement, whose issue carries the details.
    package var description: String {
        "a requirement failed at \(sourceLocation.fileID):\(sourceLocation.line); the test stopped there"
    }
}
#endif
