import Foundation

/// Objects whose properties can be observed with a Swift key path (Foundation's
/// `_KeyValueCodingAndObserving` for `NSObject`): views and scroll views, without the
/// Objective-C runtime. Transit extension.
@MainActor
public protocol KeyValueObservingView: View {}

extension View: KeyValueObservingView {}

extension KeyValueObservingView {
    /// Observes the value at `keyPath` (`NSObject.observe(_:options:changeHandler:)`): the
    /// handler runs after each change, with the new and old values the options ask for; with
    /// `.initial` once before this returns, with `.prior` also before each change. The observation
    /// lasts until `invalidate()` or until the returned object is released.
    ///
    /// The properties observed are `frame`, `bounds`, `center`, `transform` and `alpha` of any
    /// view and a scroll view's `contentOffset` and `contentSize`. A change is any set of the
    /// property or of what it derives from (a view's `frame` also changes when its `center`,
    /// `bounds` or transform is set, or when layout or an animation block sets them): like
    /// Foundation's automatic notifications, a set notifies even when the value stays the same,
    /// and inside an animation block the handler sees the new model value at once. A change made
    /// through the layer (`layer.position`) notifies too. Setting `frame` notifies once.
    ///
    /// What cannot be done without the Objective-C runtime: `observeValue(forKeyPath:of:change:
    /// context:)` with `addObserver(_:forKeyPath:options:context:)` and string key paths (there
    /// are no selectors or string key paths to dispatch on); observing properties other than the
    /// ones above, or an app's own `@objc dynamic` properties (use `didSet`, or Observation's
    /// `@Observable`). Such a key path is reported (`kvo.unsupportedKeyPath`) and never notifies.
    @discardableResult
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (Self, KeyValueObservedChange<Value>) -> Void
    ) -> KeyValueObservation {
        let inputs = Self.observedInputs(of: keyPath)
        if inputs == 0 {
            diagnostics.report(
                Diagnostic(
                    .warning, code: "kvo.unsupportedKeyPath",
                    "observe(\(keyPath)): Transit observes frame, bounds, center, transform and alpha "
                        + "(and a scroll view's contentOffset and contentSize); this observation never notifies"))
        }
        weak let object = self
        var old = self[keyPath: keyPath]
        let entry = KeyValueObserverEntry(
            inputs: inputs,
            willChange: {
                guard let object else { return }
                old = object[keyPath: keyPath]
                guard options.contains(.prior) else { return }
                changeHandler(
                    object,
                    KeyValueObservedChange(
                        kind: .setting, newValue: nil,
                        oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: true))
            },
            didChange: {
                guard let object else { return }
                let new = object[keyPath: keyPath]
                changeHandler(
                    object,
                    KeyValueObservedChange(
                        kind: .setting, newValue: options.contains(.new) ? new : nil,
                        oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
            })
        let observers = keyValueObservers ?? KeyValueObservers()
        keyValueObservers = observers
        observers.add(entry)
        if options.contains(.initial) {
            changeHandler(
                self,
                KeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? old : nil,
                    oldValue: nil, indexes: nil, isPrior: false))
        }
        return KeyValueObservation(entry: entry)
    }

    /// The inputs the value at `keyPath` derives from, or 0 for a key path Transit does not observe.
    static func observedInputs(of keyPath: AnyKeyPath) -> UInt64 {
        typealias O = KeyValueObservers
        let table: [(AnyKeyPath, UInt64)] = [
            (\Self.frame, O.bit(.position) | O.bit(.bounds) | O.bit(.transform) | O.bit(.anchorPoint)),
            (\Self.bounds, O.bit(.bounds)),
            (\Self.center, O.bit(.position)),
            (\Self.transform, O.bit(.transform)),
            (\Self.alpha, O.bit(.opacity))
        ]
        if let inputs = table.first(where: { $0.0 == keyPath })?.1 { return inputs }
        return (Self.self as? any ScrollViewKeyPaths.Type)?.scrollInputs(of: keyPath) ?? 0
    }
}

/// The key paths only scroll views have.
@MainActor
protocol ScrollViewKeyPaths: ScrollView {}

extension ScrollView: ScrollViewKeyPaths {}

extension ScrollViewKeyPaths {
    static func scrollInputs(of keyPath: AnyKeyPath) -> UInt64 {
        if keyPath == \Self.contentOffset { return KeyValueObservers.bit(.bounds) }
        if keyPath == \Self.contentSize { return KeyValueObservers.contentSizeBit }
        return 0
    }
}

extension View {
    /// Runs `change` as one change of the observed inputs `inputs`, so observers of this view
    /// hear it once (nothing to do when none observe it).
    func notifyingObservers(of inputs: UInt64, _ change: () -> Void) {
        guard let observers = keyValueObservers else { return change() }
        observers.willChange(inputs)
        change()
        observers.didChange()
    }
}
