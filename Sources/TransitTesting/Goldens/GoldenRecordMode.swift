import Foundation

/// When a golden assertion writes its golden file instead of (or as well as) comparing with it.
///
/// The same four modes as swift-snapshot-testing's `SnapshotTestingConfiguration.Record`. Every
/// mode that writes a golden also fails the assertion, saying so, so a test run that recorded
/// something never passes unnoticed: run again to compare.
///
/// The mode of an assertion is, first found: its `record:` argument; the innermost
/// `withGoldenTesting(record:…)` scope; the `TRANSIT_GOLDENS_RECORD` environment variable
/// (`missing`, `all`, `failed` or `never`); `.missing`.
public struct GoldenRecordMode: Sendable, Hashable, CustomStringConvertible {
    let name: String

    /// Record goldens that do not exist yet; compare the others (the default).
    public static let missing = GoldenRecordMode(name: "missing")
    /// Record every golden, overwriting what is there; nothing is compared.
    public static let all = GoldenRecordMode(name: "all")
    /// Compare, and overwrite a golden that does not match (or record a missing one).
    public static let failed = GoldenRecordMode(name: "failed")
    /// Never write: a missing golden is a failure (for CI).
    public static let never = GoldenRecordMode(name: "never")

    /// Every mode, in the order above.
    public static let allModes: [GoldenRecordMode] = [.missing, .all, .failed, .never]

    /// The environment variable read when no scope or argument sets the mode.
    public static let environmentVariable = "TRANSIT_GOLDENS_RECORD"

    /// The mode named `name` (`"missing"`, `"all"`, `"failed"`, `"never"`; case-insensitive),
    /// or `nil`.
    public init?(_ name: String) {
        guard let mode = Self.allModes.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = mode
    }

    private init(name: String) { self.name = name }

    /// The mode's name, as the environment variable spells it.
    public var description: String { name }
}
