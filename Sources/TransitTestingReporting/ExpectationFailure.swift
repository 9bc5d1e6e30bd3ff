#if canImport(Testing)
import Testing

/// The failure messages of the plain expectation functions: each check returns `nil` when it holds
/// and otherwise a message that shows the values, as `#expect` shows them ("expected 3.0 == 4.0").
///
/// Kept apart from the recording so that the message text is a pure function the tests can check;
/// values are described with Swift Testing's `String(describingForTest:)`, the description
/// `#expect` uses, so strings appear quoted and optionals unwrapped.
package enum ExpectationFailure {
    /// The failure of `condition`, which a Boolean expectation asks to be true.
    package static func condition(_ condition: Bool) -> String? {
        condition ? nil : "expected true, got false"
    }

    /// The failure of a comparison `lhs symbol rhs` whose result is `holds`.
    ///
    /// - Parameters:
    ///   - lhs: The left operand, shown in the message.
    ///   - symbol: The operator as written in Swift (`==`, `<=`, `===`).
    ///   - rhs: The right operand, shown in the message.
    ///   - holds: Whether `lhs symbol rhs` is true.
    package static func comparison<L, R>(_ lhs: L, _ symbol: String, _ rhs: R, holds: Bool) -> String? {
        holds ? nil : "expected \(describe(lhs)) \(symbol) \(describe(rhs))"
    }

    /// The failure of `lhs == rhs`.
    package static func equal<T: Equatable>(_ lhs: T, _ rhs: T) -> String? {
        comparison(lhs, "==", rhs, holds: lhs == rhs)
    }

    /// The failure of `lhs != rhs`.
    package static func notEqual<T: Equatable>(_ lhs: T, _ rhs: T) -> String? {
        comparison(lhs, "!=", rhs, holds: lhs != rhs)
    }

    /// The failure of `lhs === rhs`, objects described with their identity.
    package static func identical(_ lhs: AnyObject?, _ rhs: AnyObject?) -> String? {
        comparison(Identity(lhs), "===", Identity(rhs), holds: lhs === rhs)
    }

    /// The failure of `lhs !== rhs`, objects described with their identity.
    package static func notIdentical(_ lhs: AnyObject?, _ rhs: AnyObject?) -> String? {
        comparison(Identity(lhs), "!==", Identity(rhs), holds: lhs !== rhs)
    }

    /// The failure of `value == nil`.
    package static func isNil<T>(_ value: T?) -> String? {
        guard let value else { return nil }
        return "expected nil, got \(describe(value))"
    }

    /// The failure of `value != nil`.
    package static func notNil<T>(_ value: T?) -> String? {
        value == nil ? "expected a value, got nil" : nil
    }

    /// The failure of a requirement that a value of `type` be present, which found `nil`.
    package static func required<T>(_ type: T.Type) -> String {
        "expected a value of type \(T.self), got nil"
    }

    /// The failure of `abs(lhs - rhs) < tolerance`, the test written out in the message.
    ///
    /// The bound is strict, as in the `abs(x - y) < tolerance` checks it replaces; a NaN operand or
    /// tolerance fails, since every comparison with NaN is false.
    package static func close<T: SignedNumeric & Comparable>(_ lhs: T, _ rhs: T, within tolerance: T) -> String? {
        let difference = abs(lhs - rhs)
        guard !(difference < tolerance) else { return nil }
        return "expected abs(\(describe(lhs)) - \(describe(rhs))) < \(describe(tolerance)), got \(describe(difference))"
    }

    /// `failure` followed by the caller's comment, or `nil` when there is no failure.
    package static func message(_ failure: String?, comment: () -> String) -> String? {
        guard let failure else { return nil }
        let text = comment()
        return text.isEmpty ? failure : "\(failure): \(text)"
    }

    static func describe(_ value: some Any) -> String {
        String(describingForTest: value)
    }
}

/// An object reference described by its type and identity, for `===` messages.
private struct Identity: CustomStringConvertible {
    let object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
    var description: String {
        guard let object else { return "nil" }
        let address = UInt(bitPattern: ObjectIdentifier(object))
        return "\(type(of: object)) at 0x\(String(address, radix: 16))"
    }
}
#endif
