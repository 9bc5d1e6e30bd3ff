import SwiftParser
import SwiftSyntax

/// Rewrites UIKit Swift source so that it compiles against TransitUIKit on platforms without the
/// Objective-C runtime, and lists what it could not rewrite.
///
/// What it does, each as a small text edit so the rest of the file keeps its formatting:
/// - `import UIKit` becomes `import TransitUIKit`; `import QuartzCore` and `import CoreGraphics`
///   go (TransitUIKit brings their names).
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBAction`, `@IBOutlet`,
///   `@IBInspectable`, `@IBDesignable` and the `dynamic` modifier are removed.
/// - An `@objc optional` protocol requirement becomes a plain requirement with a default
///   implementation in an extension of the protocol (no result: an empty body; otherwise `nil`,
///   the type made optional if it was not, and the conformers' members with it; see
///   `OptionalRequirements`); calls through `?(` lose the `?`. An `@objc` protocol keeps its
///   class bound as `AnyObject`.
/// - Code for iOS only (`#if os(iOS)`, `#if canImport(UIKit)`, whole files included) is kept,
///   without its `#if`; what iOS does not compile goes.
/// - Outlets, actions, `awakeFromNib()` and the storyboard and NIB loaders are reported, since
///   storyboards and NIBs are not loaded; a file whose only import was Core Graphics imports
///   Foundation (or TransitUIKit when it uses Core Animation's or Core Graphics' other types).
/// - `#selector(method(_:))` or `#selector(method)` passed as an `action:` becomes the method
///   itself, `EnclosingType.method`, which Transit's `addTarget(_:action:…)` and
///   `init(target:action:)` take with or without a sender; any other `#selector` is reported.
/// - A call of a UIKit optional protocol method through optional chaining
///   (`animator.animationEnded?(true)`) loses the `?`, since the method is now a requirement.
///
/// - `@MainActor` goes where Swift 6 needs it and does not infer it from UIKit's own isolation
///   (see `MainActorFinder`): classes and extensions that conform to a UIKit protocol only in an
///   extension, top-level and static helpers that use UIKit types, stored closures whose default
///   value does; the places it cannot decide are reported.
///
/// Porting is idempotent: porting ported source changes nothing.
public struct Porter {
    /// A place the porter could not rewrite, with what to do.
    public struct Note: Equatable, Sendable, CustomStringConvertible {
        /// The 1-based line.
        public var line: Int
        /// What to do there.
        public var message: String
        /// `line: message`.
        public var description: String { "\(line): \(message)" }
    }

    /// The result of porting one file.
    public struct Result: Sendable {
        /// The ported source.
        public var source: String
        /// The places left for a person, in source order.
        public var notes: [Note]
    }

    /// The UIKit protocol methods that are optional in Objective-C and called through optional
    /// chaining in UIKit code.
    static let optionalMethodNames: Set<String> = [
        "animationEnded", "interruptibleAnimator", "interactionControllerForPresentation",
        "interactionControllerForDismissal", "animationController", "presentationController",
        "navigationController", "navigationControllerSupportedInterfaceOrientations", "tabBarController",
        "gestureRecognizer", "gestureRecognizerShouldBegin", "presentationControllerDidDismiss",
        "presentationControllerWillDismiss", "presentationControllerShouldDismiss",
        "presentationControllerDidAttemptToDismiss", "adaptivePresentationStyle", "containerViewController",
        "prepareForPopoverPresentation", "popoverPresentationControllerShouldDismissPopover",
        "popoverPresentationControllerDidDismissPopover"
    ]

    /// The optional requirements of the project's own protocols.
    private let project: OptionalRequirements
    /// The protocols the project's isolated classes adopt.
    private let adopters: IsolatedAdopters

    /// Creates a porter for files ported one at a time.
    public init() {
        project = OptionalRequirements()
        adopters = IsolatedAdopters()
    }

    /// Creates a porter for the files of one project, given as their sources: the optional
    /// requirements of the protocols declared in any of them are ported consistently in all of
    /// them (calls lose their `?`; conformers keep implementing requirements whose type becomes
    /// optional), and a protocol that view controllers or views adopt in any of them is made
    /// `@MainActor`.
    public init(project sources: [String]) {
        project = OptionalRequirements(sources: sources)
        adopters = IsolatedAdopters(sources: sources)
    }

    /// Ports `source`.
    public func port(_ source: String) -> Result {
        let tree = Parser.parse(source: source)
        var requirements = project
        requirements.add(tree)
        var isolatedAdopters = adopters
        isolatedAdopters.add(tree)
        let finder = EditFinder(tree: tree, source: source, optionalRequirements: requirements)
        finder.walk(tree)
        finder.renameTimerTypes()
        let isolation = MainActorFinder(tree: tree, source: source, adopters: isolatedAdopters)
        isolation.run()
        let edited = TextEdits.apply(finder.edits + isolation.edits, to: source)
        var seen: Set<String> = []
        let notes = (finder.notes + isolation.notes).sorted { $0.line < $1.line }
            .filter { seen.insert($0.description).inserted }
        return Result(source: edited, notes: notes)
    }
}
