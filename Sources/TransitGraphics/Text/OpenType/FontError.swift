import Foundation

/// Why a font file could not be read. Every read of a font file is bounds-checked: a truncated or
/// inconsistent file gives one of these, never a crash.
public struct FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, in broad terms.
    public enum Kind: Equatable, Sendable {
        /// The data is not an sfnt (TrueType/OpenType) font or collection.
        case notAFont
        /// A table the reader needs is absent.
        case missingTable
        /// A table or structure runs past the end of its data.
        case truncated
        /// A value is out of range or inconsistent with the rest of the file.
        case malformed
        /// A valid structure this reader does not handle (e.g. a CFF2 table).
        case unsupported
        /// The file could not be opened.
        case unreadable
    }

    /// The kind of failure.
    public var kind: Kind
    /// A sentence naming the table or structure and the problem.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
