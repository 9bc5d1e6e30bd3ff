import Foundation

/// The ready-made transitions, by name: what `transit list` prints and `transit render` renders.
///
/// Each entry makes a fresh animator for a transition that brings a new screen in over (or in
/// place of) the current one.
@MainActor
public struct TransitionCatalog {
    /// One ready-made transition.
    public struct Entry {
        /// The name used on the command line (`fade`, `cover-left`, …).
        public let name: String
        /// A one-line description.
        public let summary: String
        /// The default duration in seconds; `nil` when the animator's timing fixes it.
        public let defaultDuration: TimeInterval?
        /// Makes the animator; the duration is `nil` for the default.
        public let make: @MainActor (TimeInterval?) -> ViewControllerAnimatedTransitioning
    }

    /// Every entry, in the order `transit list` prints them.
    public static var entries: [Entry] {
        [
            Entry(name: "fade", summary: "cross-fade: the new screen fades in over the old one (seed 002)",
                  defaultDuration: 2) { FadeTransition(duration: $0 ?? 2) },
            Entry(name: "cover", summary: "the new screen slides up from the bottom edge over the old one",
                  defaultDuration: 0.5) { CoverTransition(from: .bottom, duration: $0 ?? 0.5) },
            Entry(name: "cover-top", summary: "the new screen slides down from the top edge",
                  defaultDuration: 0.5) { CoverTransition(from: .top, duration: $0 ?? 0.5) },
            Entry(name: "cover-left", summary: "the new screen slides in from the left edge",
                  defaultDuration: 0.5) { CoverTransition(from: .left, duration: $0 ?? 0.5) },
            Entry(name: "cover-right", summary: "the new screen slides in from the right edge",
                  defaultDuration: 0.5) { CoverTransition(from: .right, duration: $0 ?? 0.5) },
            Entry(name: "slide", summary: "objc.io's container spring: slide and fade with 16 pt padding (seed 000)",
                  defaultDuration: nil) { _ in ContainerSlideAnimator() },
            Entry(name: "push", summary: "the navigation push: over from the right, the old screen moves left under a dimming",
                  defaultDuration: nil) { _ in NavigationSlideAnimator(operation: .push) },
            Entry(name: "slide-menu", summary: "seed 004's menu: the new screen slides in from the left edge",
                  defaultDuration: 0.3) { SlideMenuAnimator(presenting: true, duration: $0 ?? 0.3) },
        ]
    }

    /// The entry named `name`, if any.
    public static func entry(named name: String) -> Entry? { entries.first { $0.name == name } }
}
