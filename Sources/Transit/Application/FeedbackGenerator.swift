import Foundation

/// The base of the haptic feedback generators (`UIFeedbackGenerator`).
///
/// There is no haptic engine where Transit runs, so every generator is inert by nature: its
/// methods are accepted and do nothing. The first call in a window says so once, as a note
/// (`feedback.noHaptics`) to the diagnostics of the generator's view's window, else of the key
/// window, else the console (which does not print notes). Code that plays feedback compiles and
/// runs unchanged; nothing else in Transit depends on it.
@MainActor
open class FeedbackGenerator {
    /// The view the feedback belongs to (`UIFeedbackGenerator.view`, iOS 17), if given.
    public private(set) weak var view: View?

    /// Creates a generator (`UIFeedbackGenerator.init()`).
    public init() {}

    /// Creates a generator for feedback in `view` (`UIFeedbackGenerator.init(view:)`, iOS 17).
    public init(view: View) {
        self.view = view
    }

    /// Readies the haptic engine to cut latency (`UIFeedbackGenerator.prepare()`). Inert: there is
    /// no engine to ready.
    open func prepare() {
        sayInert("prepare()")
    }

    /// Reports, once per window, that `call` has no effect.
    func sayInert(_ call: String) {
        let message =
            "\(String(describing: type(of: self))).\(call): there is no haptic hardware here, so "
            + "feedback generators do nothing"
        let diagnostic = Diagnostic(.note, code: "feedback.noHaptics", message)
        if let window = view?.window ?? Application.shared.keyWindow {
            window.reportOnce(diagnostic)
        } else {
            StandardErrorDiagnostics.console.report(diagnostic)
        }
    }
}

/// A generator of impact feedback, a tap felt as something collides (`UIImpactFeedbackGenerator`).
/// Inert by nature, as every `FeedbackGenerator` here.
@MainActor
open class ImpactFeedbackGenerator: FeedbackGenerator {
    /// The mass of the colliding objects (`UIImpactFeedbackGenerator.FeedbackStyle`).
    public enum FeedbackStyle: Int, Sendable {
        /// Small, light objects (`.light`).
        case light
        /// Medium objects (`.medium`).
        case medium
        /// Large, heavy objects (`.heavy`).
        case heavy
        /// Soft, flexible objects (`.soft`).
        case soft
        /// Hard, inflexible objects (`.rigid`).
        case rigid
    }

    /// The style given at creation.
    public let style: FeedbackStyle

    /// Creates a generator of the given style (`UIImpactFeedbackGenerator.init(style:)`).
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a generator of the given style for feedback in `view`
    /// (`UIImpactFeedbackGenerator.init(style:view:)`, iOS 17).
    public init(style: FeedbackStyle, view: View) {
        self.style = style
        super.init(view: view)
    }

    /// Creates a generator of medium impacts (`UIImpactFeedbackGenerator.init()`), UIKit's default.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// Plays an impact (`impactOccurred()`). Inert: there is no haptic hardware.
    open func impactOccurred() {
        sayInert("impactOccurred()")
    }

    /// Plays an impact of the given intensity, 0 to 1 (`impactOccurred(intensity:)`). Inert.
    open func impactOccurred(intensity: CGFloat) {
        sayInert("impactOccurred(intensity:)")
    }
}

/// A generator of selection feedback, felt as a selection changes (`UISelectionFeedbackGenerator`).
/// Inert by nature, as every `FeedbackGenerator` here.
@MainActor
open class SelectionFeedbackGenerator: FeedbackGenerator {
    /// Plays the feedback of a changed selection (`selectionChanged()`). Inert.
    open func selectionChanged() {
        sayInert("selectionChanged()")
    }
}

/// A generator of notification feedback, felt as a task succeeds, warns or fails
/// (`UINotificationFeedbackGenerator`). Inert by nature, as every `FeedbackGenerator` here.
@MainActor
open class NotificationFeedbackGenerator: FeedbackGenerator {
    /// The kind of outcome (`UINotificationFeedbackGenerator.FeedbackType`).
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded (`.success`).
        case success
        /// A task produced a warning (`.warning`).
        case warning
        /// A task failed (`.error`).
        case error
    }

    /// Plays the feedback of an outcome (`notificationOccurred(_:)`). Inert.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        sayInert("notificationOccurred(_:)")
    }
}
