import Foundation

extension SheetPresentationController {
    /// A height at which a sheet naturally rests (`UISheetPresentationController.Detent`).
    ///
    /// A detent's value is the height of the sheet above the bottom safe-area inset, as in UIKit:
    /// the sheet's view is that much plus the inset tall. `large()` is the full height
    /// (`maximumDetentValue`), `medium()` half of it (the Human Interface Guidelines, "Sheets":
    /// "medium is about half the fully expanded height"; the `medium()` reference: "inactive in
    /// compact height"), a custom detent whatever its resolver returns,
    /// clamped to `0...maximumDetentValue`; a resolver returning `nil` (or a non-finite value)
    /// makes the detent inactive.
    @MainActor
    public final class Detent {
        /// The detent's identifier (`identifier`).
        public let identifier: Identifier
        /// How many detents were made without an identifier, for their unique names.
        private static var unnamedCount = 0
        private let resolver: @MainActor (SheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(
            identifier: Identifier,
            resolver: @escaping @MainActor (SheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// The system detent at full height (`large()`).
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// The system detent at half the full height, inactive when the container's vertical
        /// size class is compact (`medium()`).
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                context.containerTraitCollection.verticalSizeClass == .compact ? nil : context.maximumDetentValue / 2
            }
        }

        /// A detent whose value `resolver` computes from the context
        /// (`custom(identifier:resolver:)`). Without an identifier, the detent gets a unique one,
        /// as in UIKit. The resolver runs whenever the sheet lays out and after
        /// `invalidateDetents()`.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @MainActor (SheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            if let identifier { return Detent(identifier: identifier, resolver: resolver) }
            // A count, not a random UUID: identifiers are the same from run to run.
            unnamedCount += 1
            return Detent(identifier: Identifier(rawValue: "custom-\(unnamedCount)"), resolver: resolver)
        }

        /// The detent's value in `context`, or `nil` when the detent is inactive there
        /// (`resolvedValue(in:)`): the resolver's answer clamped to `0...maximumDetentValue`.
        public func resolvedValue(in context: SheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite else { return nil }
            return min(max(0, value), max(0, context.maximumDetentValue))
        }

        /// A detent's identifier (`UISheetPresentationController.Detent.Identifier`).
        public struct Identifier: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
            /// The identifier's string.
            public var rawValue: String
            /// Creates an identifier.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Creates an identifier from a string.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The identifier of `medium()` (`.medium`).
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The identifier of `large()` (`.large`).
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
            /// The raw value.
            public var description: String { rawValue }
        }
    }
}

extension SheetPresentationController {
    /// `detents` without the later ones of each repeated identifier (reported), or `nil` when
    /// every identifier is unique.
    func detentsWithoutDuplicates() -> [Detent]? {
        var seen = Set<Detent.Identifier>(), unique: [Detent] = [], repeated: [Detent.Identifier] = []
        for detent in detents {
            if seen.insert(detent.identifier).inserted { unique.append(detent) } else { repeated.append(detent.identifier) }
        }
        guard !repeated.isEmpty else { return nil }
        presentedViewController.report(
            .error, code: "sheet.duplicateDetentIdentifier",
            "detents has more than one detent with the identifier \(repeated.map(\.rawValue).joined(separator: ", ")); "
                + "each detent needs a unique identifier; the later ones are dropped")
        return unique
    }

    /// The detents whose resolvers give a height of zero in the current context, reported once
    /// each: they are inactive.
    func reportZeroHeightDetents() {
        guard containerView != nil else { return }
        let context = resolutionContext
        for detent in detents where detent.resolvedValue(in: context) == 0 {
            guard reportedZeroHeightDetents.insert(detent.identifier).inserted else { continue }
            presentedViewController.report(
                .warning, code: "sheet.zeroHeightDetent",
                "the detent \(detent.identifier.rawValue) resolves to a height of 0; a sheet cannot rest there, "
                    + "so the detent is inactive")
        }
    }
}

/// What a custom detent's resolver is told
/// (`UISheetPresentationControllerDetentResolutionContext`).
@MainActor
public protocol SheetPresentationControllerDetentResolutionContext {
    /// The traits of the sheet's container (`containerTraitCollection`).
    var containerTraitCollection: TraitCollection { get }
    /// The value of the largest detent the sheet can take (`maximumDetentValue`): the large
    /// detent's value.
    var maximumDetentValue: CGFloat { get }
}

/// The resolution context a sheet hands its detents.
struct SheetDetentContext: SheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: TraitCollection
    let maximumDetentValue: CGFloat
}
