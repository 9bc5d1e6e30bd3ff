#if canImport(Testing)
import Testing

// Plain expectation functions: what `#expect` checks for the common shapes, without the macro.
//
// Each records a Swift Testing issue at the caller's line when its check fails, with a message
// that shows the values (see `ExpectationFailure`) followed by the comment. They are ordinary
// generic functions, so a test file that uses them type-checks far faster than the same checks
// written with `#expect`, whose expansion the compiler must type-check at every use. `package`
// access keeps them out of the `TransitTesting` product's public API. A helper that forwards its
// own caller's location passes `sourceLocation:`, as it would to `#expect`.

/// Records a failure of `condition`, like `#expect(condition, comment)`.
package func expect(
    _ condition: Bool, _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    let place = ExpectationSite(sourceLocation, fileID, filePath, line, column)
    place.record(ExpectationFailure.condition(condition), comment)
}

/// Records a failure unless `lhs == rhs`, like `#expect(lhs == rhs, comment)`.
package func expectEqual<T: Equatable>(
    _ lhs: T, _ rhs: T, _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    let place = ExpectationSite(sourceLocation, fileID, filePath, line, column)
    place.record(ExpectationFailure.equal(lhs, rhs), comment)
}

/// Records a failure unless `lhs != rhs`, like `#expect(lhs != rhs, comment)`.
package func expectNotEqual<T: Equatable>(
    _ lhs: T, _ rhs: T, _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    let place = ExpectationSite(sourceLocation, fileID, filePath, line, column)
    place.record(ExpectationFailure.notEqual(lhs, rhs), comment)
}

/// Records a failure unless `lhs < rhs`, like `#expect(lhs < rhs, comment)`.
package func expectLessThan<T: Comparable>(
    _ lhs: T, _ rhs: T, _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    let place = ExpectationSite(sourceLocation, fileID, filePath, line, column)
    place.record(ExpectationFailure.comparison(lhs, "<", rhs, holds: lhs < rhs), comment)
}

/// Records a failure unless `lhs <= rhs`, like `#expect(lhs <= rhs, comment)`.
package func expectLessThanOrEqual<T: Comparable>(
    _ lhs: T, _ rhs: T, _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    let place = ExpectationSite(sourceLocation, fileID, filePath, line, column)
    place.record(ExpectationFailure.comparison(lhs, "<=", rhs, holds: lhs <= rhs), comment)
}

/// Records a failure unless `lhs > rhs`, like `#expect(lhs > rhs, comment)`.
package func expectGreaterThan<T: Comparable>(
    _ lhs: T, _ rhs: T, _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    let place = ExpectationSite(sourceLocation, fileID, filePath, line, column)
    place.record(ExpectationFailure.comparison(lhs, ">", rhs, holds: lhs > rhs), comment)
}

/// Records a failure unless `lhs >= rhs`, like `#expect(lhs >= rhs, comment)`.
package func expectGreaterThanOrEqual<T: Comparable>(
    _ lhs: T, _ rhs: T, _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    let place = ExpectationSite(sourceLocation, fileID, filePath, line, column)
    place.record(ExpectationFailure.comparison(lhs, ">=", rhs, holds: lhs >= rhs), comment)
}

/// Records a failure unless `value` is `nil`, like `#expect(value == nil, comment)`.
package func expectNil<T>(
    _ value: T?, _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    let place = ExpectationSite(sourceLocation, fileID, filePath, line, column)
    place.record(ExpectationFailure.isNil(value), comment)
}

/// Records a failure if `value` is `nil`, like `#expect(value != nil, comment)`.
package func expectNotNil<T>(
    _ value: T?, _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    let place = ExpectationSite(sourceLocation, fileID, filePath, line, column)
    place.record(ExpectationFailure.notNil(value), comment)
}

/// Records a failure unless `lhs` and `rhs` are the same object, like `#expect(lhs === rhs, comment)`.
package func expectIdentical(
    _ lhs: AnyObject?, _ rhs: AnyObject?, _ comment: @autoclosure () -> String = "",
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    let place = ExpectationSite(sourceLocation, fileID, filePath, line, column)
    place.record(ExpectationFailure.identical(lhs, rhs), comment)
}

/// Records a failure if `lhs` and `rhs` are the same object, like `#expect(lhs !== rhs, comment)`.
package func expectNotIdentical(
    _ lhs: AnyObject?, _ rhs: AnyObject?, _ comment: @autoclosure () -> String = "",
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    let place = ExpectationSite(sourceLocation, fileID, filePath, line, column)
    place.record(ExpectationFailure.notIdentical(lhs, rhs), comment)
}

/// Records a failure unless `abs(lhs - rhs) < tolerance`, like `#expect(abs(lhs - rhs) < tolerance)`.
///
/// The bound is strict and absolute; the tolerance belongs to the test, which says why it is
/// what it is. A NaN value or tolerance fails.
package func expectClose<T: SignedNumeric & Comparable>(
    _ lhs: T, _ rhs: T, within tolerance: T, _ comment: @autoclosure () -> String = "",
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    let place = ExpectationSite(sourceLocation, fileID, filePath, line, column)
    place.record(ExpectationFailure.close(lhs, rhs, within: tolerance), comment)
}

/// Where a plain expectation records its issue: the `sourceLocation` a helper forwarded, else the
/// line of the expectation call itself (its `#fileID`, `#filePath`, `#line` and `#column` defaults).
package struct ExpectationSite {
    /// The location the issue is recorded at.
    package let sourceLocation: SourceLocation

    /// The forwarded `sourceLocation` if there is one, else the one the other arguments name.
    package init(_ forwarded: SourceLocation?, _ fileID: String, _ filePath: String, _ line: Int, _ column: Int) {
        sourceLocation =
            forwarded ?? SourceLocation(fileID: fileID, filePath: filePath, line: max(line, 1), column: max(column, 1))
    }

    /// Records `failure` with the comment appended as a Swift Testing issue; nothing when it is `nil`.
    func record(_ failure: String?, _ comment: () -> String) {
        guard let message = ExpectationFailure.message(failure, comment: comment) else { return }
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
#endif
