import Foundation

/// The ready-made transitions, by name: what `transit list` prints, `transit render` renders and
/// `transit gallery` draws.
///
/// The first entries are the classic animators the scenes are built on and Transit's own (kept as they were); the rest are
/// `CatalogTransition` values (`TransitionCatalog.transitions`), each in every direction it has.
@MainActor
public struct TransitionCatalog {
    /// One ready-made transition.
    public struct Entry {
        /// The name used on the command line (`fade`, `cube-horizontal`, …).
        public let name: String
        /// A one-line description.
        public let summary: String
        /// The default duration in seconds; `nil` when the animator's timing fixes it.
        public let defaultDuration: TimeInterval?
        /// Whether the entry moves or scales anything (false for pure fades).
        public let hasMotion: Bool
        /// The catalogue value behind the entry, for `CatalogTransition` entries.
        public let transition: CatalogTransition?
        /// Makes the presentation controller the entry is designed with, if any (the slide menu's).
        public let presentationController: (@MainActor (ViewController, ViewController?) -> PresentationController)?
        /// Makes the forward animator (push, present); the duration is `nil` for the default.
        public let make: @MainActor (TimeInterval?) -> ViewControllerAnimatedTransitioning
        /// Makes the backward animator (pop, dismiss).
        public let makeBackward: @MainActor (TimeInterval?) -> ViewControllerAnimatedTransitioning

        /// An entry made of two animator factories.
        public init(
            name: String, summary: String, defaultDuration: TimeInterval?, hasMotion: Bool = true,
            presentationController: (@MainActor (ViewController, ViewController?) -> PresentationController)? = nil,
            make: @escaping @MainActor (TimeInterval?) -> ViewControllerAnimatedTransitioning,
            makeBackward: (@MainActor (TimeInterval?) -> ViewControllerAnimatedTransitioning)? = nil
        ) {
            self.name = name
            self.summary = summary
            self.defaultDuration = defaultDuration
            self.hasMotion = hasMotion
            self.transition = nil
            self.presentationController = presentationController
            self.make = make
            self.makeBackward = makeBackward ?? make
        }

        /// The entry of a catalogue value.
        public init(_ transition: CatalogTransition) {
            name = transition.name
            summary = transition.summary
            defaultDuration = transition.duration
            hasMotion = transition.hasMotion
            self.transition = transition
            presentationController = transition.presentationController
            make = { d in (d.map { transition.duration($0) } ?? transition).animator(.forward) }
            makeBackward = { d in (d.map { transition.duration($0) } ?? transition).animator(.backward) }
        }
    }

    /// Every `CatalogTransition` of the catalogue, each direction of the directional ones.
    nonisolated public static var transitions: [CatalogTransition] {
        let edges: [RectEdge] = [.right, .left, .top, .bottom]
        var all: [CatalogTransition] = [.navigationPush, .coverVertical, .crossDissolve, .flipHorizontal, .pageSheetCard]
        all += edges.map { .push(from: $0) } + edges.map { .pull(from: $0) }
        all += edges.map { .cover(from: $0) } + edges.map { .uncover(to: $0) }
        all += edges.map { .slide(from: $0) } + edges.map { .zoomSlide(from: $0) }
        all += edges.map { .pageIn(from: $0) } + edges.map { .pageOut(to: $0) }
        let pieces: [CatalogTransition] = [
            .fade(), .zoomIn(), .zoomOut(), .cards(), .cube(axis: .horizontal), .cube(axis: .vertical),
            .flip(), .pageFlip(), .turn(), .fold(), .natGeo(), .portal(), .explode(),
            .circularReveal(), .deck()
        ]
        all += pieces
        all +=
            CatalogTransition.MaterialAxis.allCases.map { .sharedAxis($0) } + [.fadeThrough, .materialFade, .containerTransform()]
        return all
    }

    /// Every entry, in the order `transit list` prints them.
    public static var entries: [Entry] {
        [
            Entry(
                name: "fade", summary: "cross-fade: the new screen fades in over the old one (iOS 7 Day-by-Day, day 10)",
                defaultDuration: 2, hasMotion: false
            ) { FadeTransition(duration: $0 ?? 2) },
            Entry(
                name: "cover", summary: "the new screen slides up from the bottom edge over the old one",
                defaultDuration: 0.5, make: { CoverTransition(from: .bottom, duration: $0 ?? 0.5) },
                makeBackward: { CoverTransition(from: .bottom, duration: $0 ?? 0.5, isPresenting: false) }),
            Entry(
                name: "cover-top", summary: "the new screen slides down from the top edge",
                defaultDuration: 0.5, make: { CoverTransition(from: .top, duration: $0 ?? 0.5) },
                makeBackward: { CoverTransition(from: .top, duration: $0 ?? 0.5, isPresenting: false) }),
            Entry(
                name: "cover-left", summary: "the new screen slides in from the left edge",
                defaultDuration: 0.5, make: { CoverTransition(from: .left, duration: $0 ?? 0.5) },
                makeBackward: { CoverTransition(from: .left, duration: $0 ?? 0.5, isPresenting: false) }),
            Entry(
                name: "cover-right", summary: "the new screen slides in from the right edge",
                defaultDuration: 0.5, make: { CoverTransition(from: .right, duration: $0 ?? 0.5) },
                makeBackward: { CoverTransition(from: .right, duration: $0 ?? 0.5, isPresenting: false) }),
            Entry(
                name: "slide", summary: "objc.io's container spring: slide and fade with 16 pt padding",
                defaultDuration: nil
            ) { _ in ContainerSlideAnimator() },
            Entry(
                name: "push", summary: "the navigation push: over from the right, the old screen moves left under a dimming",
                defaultDuration: nil, make: { _ in NavigationSlideAnimator(operation: .push) },
                makeBackward: { _ in NavigationSlideAnimator(operation: .pop) }),
            Entry(
                name: "slide-menu", summary: "the side menu: slides in from the left over a 0.55 dimming, 70 % wide",
                defaultDuration: 0.3,
                presentationController: { SlideMenuPresentationController(presentedViewController: $0, presenting: $1) },
                make: { SlideMenuAnimator(presenting: true, duration: $0 ?? 0.3) },
                makeBackward: { SlideMenuAnimator(presenting: false, duration: $0 ?? 0.3) })
        ] + transitions.map(Entry.init)
    }

    /// The names of the classic animators and Transit's own, first in `entries`.
    nonisolated public static let animatorNames = [
        "fade", "cover", "cover-top", "cover-left", "cover-right", "slide", "push", "slide-menu"
    ]

    /// Every entry's name, in the order of `entries`.
    nonisolated public static var names: [String] { animatorNames + transitions.map(\.name) }

    /// The entry named `name`, if any.
    public static func entry(named name: String) -> Entry? { entries.first { $0.name == name } }
}
