/// A report of animation API misuse or bad input: the cases where UIKit raises an exception or
/// silently misbehaves. Transit reports them through the engine's `diagnosticHandler` and leaves
/// the animation in a safe state instead.
public struct AnimationDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, as an open set of named kinds.
    public struct Kind: RawRepresentable, Hashable, Sendable {
        /// The kind's name.
        public var rawValue: String
        /// Creates a kind with the given name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A method was called in a state where UIKit does not allow it (it raises there).
        public static let illegalStateTransition = Kind(rawValue: "illegalStateTransition")
        /// A property was set in a state where it cannot change.
        public static let illegalPropertyChange = Kind(rawValue: "illegalPropertyChange")
        /// A NaN, infinite or negative value was replaced by a safe one.
        public static let invalidValue = Kind(rawValue: "invalidValue")
        /// Time was asked to move backwards.
        public static let timeWentBackwards = Kind(rawValue: "timeWentBackwards")
    }

    /// What went wrong.
    public var kind: Kind
    /// A sentence for the developer, naming the call and what was done instead.
    public var message: String

    /// Creates a diagnostic.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// `kind: message`.
    public var description: String { "\(kind.rawValue): \(message)" }
}
