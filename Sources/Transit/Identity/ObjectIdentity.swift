import Foundation

// UIKit's classes inherit `NSObject`'s identity: `==` is `isEqual(_:)`, which is `===` unless a
// class overrides it, and `hash` agrees with it, so `firstIndex(of:)`, `contains(_:)`, sets and
// dictionary keys work on views, controllers, layers and recognizers. Transit gives its UIKit
// classes the same members (`isEqual(_:)`, `hash`, `description`, declared in each class so that
// subclasses can override them) and the conformances below. Identity needs no actor, so `==` and
// hashing are nonisolated; `description` reads main-actor state, so that conformance is isolated
// to the main actor. A single generic `==` (in `ObjectIdentity`) serves every class: one operator
// per class would be one more overload for the type checker to try in every `==` expression.

/// NSObject's equality and hashing (`NSObjectProtocol.isEqual(_:)` and `hash`), which Transit's
/// UIKit classes adopt: `==` is `isEqual(_:)`, and hashing uses `hash`.
public protocol ObjectIdentity: AnyObject, Hashable {
    /// Whether `object` equals this object (`NSObjectProtocol.isEqual(_:)`).
    nonisolated func isEqual(_ object: Any?) -> Bool
    /// A hash that equal objects share (`NSObjectProtocol.hash`).
    nonisolated var hash: Int { get }
}

extension ObjectIdentity {
    /// Whether `lhs.isEqual(rhs)` (`NSObject`'s `==`).
    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool { lhs.isEqual(rhs) }
    /// Feeds `hash` to the hasher (`NSObject.hashValue`).
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

extension View: ObjectIdentity, @MainActor CustomStringConvertible {}
extension ViewController: ObjectIdentity, @MainActor CustomStringConvertible {}
extension GestureRecognizer: ObjectIdentity, @MainActor CustomStringConvertible {}
extension Layer: ObjectIdentity, @MainActor CustomStringConvertible {}
extension PresentationController: ObjectIdentity, @MainActor CustomStringConvertible {}
extension BarItem: ObjectIdentity, @MainActor CustomStringConvertible {}
extension NavigationItem: ObjectIdentity, @MainActor CustomStringConvertible {}
extension CollectionViewLayout: ObjectIdentity, @MainActor CustomStringConvertible {}
extension PercentDrivenInteractiveTransition: ObjectIdentity, @MainActor CustomStringConvertible {}
extension ViewPropertyAnimator: ObjectIdentity, @MainActor CustomStringConvertible {}
extension StoryboardSegue: ObjectIdentity, @MainActor CustomStringConvertible {}
extension Event: ObjectIdentity, @MainActor CustomStringConvertible {}

/// `NSObject.description`'s form for `object`: `<ClassName: 0x…>`, with `extra` after a semicolon.
func identityDescription(of object: AnyObject, extra: String? = nil) -> String {
    let address = String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    let name = String(describing: type(of: object))
    return "<\(name): 0x\(address)" + (extra.map { "; \($0)" } ?? "") + ">"
}

extension View {
    /// A rectangle as UIKit's descriptions print it: `(x y; width height)`.
    static func describe(_ r: CGRect) -> String {
        func n(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }
        return "(\(n(r.minX)) \(n(r.minY)); \(n(r.width)) \(n(r.height)))"
    }
}
