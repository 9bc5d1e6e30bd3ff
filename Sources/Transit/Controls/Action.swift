import Foundation

/// A closure-based action a control performs for its events (`UIAction`).
@MainActor
public final class Action {
    /// A string that identifies an action (`UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title (`UIAction.title`); a button created with a primary action shows it.
    public var title: String
    /// The image (`UIAction.image`); a button created with a primary action shows it.
    public var image: Image?
    /// The identifier (`UIAction.identifier`). Adding an action whose identifier is already
    /// registered for an event replaces the old one. Actions created without an identifier have the
    /// empty identifier and are told apart by identity (UIKit generates a unique string instead).
    public let identifier: Identifier
    /// The control performing the action, set while the handler runs (`UIAction.sender`).
    public internal(set) weak var sender: AnyObject?
    let handler: (Action) -> Void

    /// Creates an action (`UIAction.init(title:image:identifier:handler:)`).
    public init(
        title: String = "", image: Image? = nil, identifier: Identifier? = nil,
        handler: @escaping (Action) -> Void
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(rawValue: "")
        self.handler = handler
    }

    /// Whether this action stands for the same registration as `other`.
    func matches(_ other: Action) -> Bool {
        self === other || (!identifier.rawValue.isEmpty && identifier == other.identifier)
    }
}
