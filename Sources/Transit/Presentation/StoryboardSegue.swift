import Foundation

/// A transition between two view controllers, prepared by the source and carried out by
/// `perform()` (`UIStoryboardSegue`).
///
/// There are no storyboards here: register a segue in code with
/// `registerSegue(withIdentifier:destination:segue:)` and run it by identifier with
/// `performSegue(withIdentifier:sender:)`, or create one and run it with
/// `source.perform(_:sender:)`; either calls `prepare(for:sender:)` on the source, then
/// `perform()` — so a custom segue subclass (a slide-menu segue) reads as it does in UIKit. The base `perform()` presents the destination
/// modally from the source, animated (a storyboard's "Present Modally" kind).
@MainActor
open class StoryboardSegue {
    // MARK: Identity, as `NSObject` has it (conformances in `Identity/ObjectIdentity.swift`)

    /// Whether `object` is this very object (`NSObject.isEqual(_:)`, which `UIStoryboardSegue` inherits):
    /// `==` and `!=` call it. Override it together with `hash`.
    nonisolated open func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }

    /// A hash consistent with `isEqual(_:)` (`NSObject.hash`): the object's identity.
    nonisolated open var hash: Int { ObjectIdentifier(self).hashValue }

    /// The class name and address, as `NSObject.description` prints them.
    open var description: String { identityDescription(of: self) }

    /// The segue's identifier (`identifier`).
    public let identifier: String?
    /// The controller the segue starts from (`source`).
    public let source: ViewController
    /// The controller the segue leads to (`destination`).
    public let destination: ViewController

    /// Creates a segue (`init(identifier:source:destination:)`).
    public init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Carries out the transition (`perform()`): by default, presents `destination` from
    /// `source`, animated. Override for custom segues.
    open func perform() {
        source.present(destination, animated: true, completion: nil)
    }
}

extension ViewController {
    /// Runs a segue from this controller (Transit's counterpart of
    /// `performSegue(withIdentifier:sender:)`, which needs a storyboard): asks
    /// `shouldPerformSegue(withIdentifier:sender:)`, calls `prepare(for:sender:)`, then the
    /// segue's `perform()`. A segue whose source is another controller is reported and not run.
    public func perform(_ segue: StoryboardSegue, sender: Any?) {
        guard segue.source === self else {
            report(
                .error, code: "segue.wrongSource",
                "perform(_:sender:) on \(timelineName) with a segue whose source is \(segue.source.timelineName); ignored")
            return
        }
        if let identifier = segue.identifier {
            record("shouldPerformSegue(withIdentifier: \(identifier))")
            guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return }
        }
        record("prepare(for: \(segue.identifier ?? "segue"))")
        prepare(for: segue, sender: sender)
        segue.perform()
    }
}

/// A segue registered in code: how to make its destination and the segue itself.
struct RegisteredSegue {
    let destination: @MainActor () -> ViewController
    let segue: @MainActor (String, ViewController, ViewController) -> StoryboardSegue
}

extension ViewController {
    /// Registers a segue under `identifier`, the part of a storyboard that
    /// `performSegue(withIdentifier:sender:)` needs (Transit extension: storyboards are not
    /// loaded). Each time it is performed, `destination` makes a new destination controller, as
    /// a storyboard instantiates one, and `segue` makes the segue from its identifier, source and
    /// destination (a `StoryboardSegue`, which presents modally, by default). Registering an
    /// identifier again replaces the segue.
    public func registerSegue(
        withIdentifier identifier: String, destination: @escaping @MainActor () -> ViewController,
        segue: @escaping @MainActor (String, ViewController, ViewController) -> StoryboardSegue = {
            StoryboardSegue(identifier: $0, source: $1, destination: $2)
        }
    ) {
        registeredSegues[identifier] = RegisteredSegue(destination: destination, segue: segue)
    }

    /// Runs the segue registered under `identifier` (`UIViewController.performSegue(withIdentifier:
    /// sender:)`): makes its destination and segue, calls `prepare(for:sender:)`, then the segue's
    /// `perform()`. As in UIKit, `shouldPerformSegue(withIdentifier:sender:)` is not asked when a
    /// segue is performed from code. An identifier with no registered segue — where UIKit raises
    /// an exception — is reported (`segue.unknownIdentifier`) and nothing runs.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let registered = registeredSegues[identifier] else {
            report(
                .error, code: "segue.unknownIdentifier",
                "performSegue(withIdentifier: \"\(identifier)\") on \(timelineName): no segue is registered under "
                    + "this identifier (registerSegue(withIdentifier:destination:)); ignored")
            return
        }
        let segue = registered.segue(identifier, self, registered.destination())
        record("prepare(for: \(identifier))")
        prepare(for: segue, sender: sender)
        segue.perform()
    }
}
