import Foundation

/// The values a key-value observation reports (`NSKeyValueObservingOptions`), with Foundation's
/// raw values. Transit extension: Foundation on Linux has no key-value observing.
public struct KeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Report the new value in each change (`.new`).
    public static let new = KeyValueObservingOptions(rawValue: 0x01)
    /// Report the old value in each change (`.old`).
    public static let old = KeyValueObservingOptions(rawValue: 0x02)
    /// Call the handler once at once, before `observe` returns (`.initial`).
    public static let initial = KeyValueObservingOptions(rawValue: 0x04)
    /// Call the handler before each change as well as after it (`.prior`).
    public static let prior = KeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change (`NSKeyValueChange`): observed view properties are only ever set.
public enum KeyValueChange: UInt, Sendable {
    /// The value was set (`.setting`).
    case setting = 1
    /// Objects were inserted into a to-many relationship (`.insertion`; never reported here).
    case insertion = 2
    /// Objects were removed from a to-many relationship (`.removal`; never reported here).
    case removal = 3
    /// Objects were replaced in a to-many relationship (`.replacement`; never reported here).
    case replacement = 4
}

/// One notification of an observation (`NSKeyValueObservedChange`).
public struct KeyValueObservedChange<Value> {
    /// What happened: always `.setting` for the properties Transit observes.
    public let kind: KeyValueChange
    /// The value after the change, when the observation asked for `.new` (nil in a prior
    /// notification, as in Foundation).
    public let newValue: Value?
    /// The value before the change, when the observation asked for `.old`.
    public let oldValue: Value?
    /// The indexes of a to-many change: always `nil` here.
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change (`.prior`).
    public let isPrior: Bool
}

/// A running key-value observation (`NSKeyValueObservation`): it lasts until `invalidate()` is
/// called or the object is released, as Foundation's does — keep a strong reference to it.
@MainActor
public final class KeyValueObservation {
    /// What the observed view calls; released with the observation.
    let entry: KeyValueObserverEntry

    init(entry: KeyValueObserverEntry) { self.entry = entry }

    /// Stops the observation (`NSKeyValueObservation.invalidate()`); no handler call follows.
    public func invalidate() { entry.isActive = false }
}

/// One observation as the observed view holds it: the inputs it depends on and what to do before
/// and after they change. The view holds it weakly, so releasing the observation ends it.
@MainActor
final class KeyValueObserverEntry {
    var isActive = true
    /// Bits of the inputs the observed value depends on (`KeyValueObservers.bit(_:)`).
    let inputs: UInt64
    let willChange: @MainActor () -> Void
    let didChange: @MainActor () -> Void

    init(inputs: UInt64, willChange: @escaping @MainActor () -> Void, didChange: @escaping @MainActor () -> Void) {
        self.inputs = inputs
        self.willChange = willChange
        self.didChange = didChange
    }
}

/// The observations of one view, and the change in progress (changes nest: setting `frame` sets
/// the layer's position and bounds, and observers hear one change).
@MainActor
final class KeyValueObservers {
    private struct Weak { weak var entry: KeyValueObserverEntry? }
    private var entries: [Weak] = []
    private var depth = 0
    private var pending: [KeyValueObserverEntry] = []

    /// The input bit of a layer property.
    static func bit(_ property: LayerProperty) -> UInt64 { 1 << UInt64(property.rawValue) }
    /// The input bit of a scroll view's `contentSize`.
    static let contentSizeBit: UInt64 = 1 << 40

    var isEmpty: Bool {
        entries.removeAll { $0.entry?.isActive != true }
        return entries.isEmpty
    }

    func add(_ entry: KeyValueObserverEntry) { entries.append(Weak(entry: entry)) }

    /// Opens a change of the inputs in `inputs`: the observations that depend on them take their
    /// old values (and send their prior notifications) once per outermost change.
    func willChange(_ inputs: UInt64) {
        depth += 1
        guard inputs != 0 else { return }
        for weak in entries {
            guard let entry = weak.entry, entry.isActive, entry.inputs & inputs != 0,
                !pending.contains(where: { $0 === entry })
            else { continue }
            pending.append(entry)
            entry.willChange()
        }
    }

    /// Closes a change; the outermost one notifies the observations it touched, in the order they
    /// were made.
    func didChange() {
        depth -= 1
        guard depth == 0, !pending.isEmpty else { return }
        let touched = pending
        pending.removeAll()
        for entry in touched where entry.isActive { entry.didChange() }
    }
}
