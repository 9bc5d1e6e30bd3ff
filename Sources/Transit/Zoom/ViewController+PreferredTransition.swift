import Foundation

extension ViewController {
    /// The transition a view controller asks for when it is pushed or presented
    /// (`UIViewController.Transition`, iOS 18).
    ///
    /// Set one as `preferredTransition` on the controller you push or present. The navigation
    /// controller's push and pop and modal presentation and dismissal use it whenever no delegate
    /// vends an animator (a delegate's animator always wins, as with `modalTransitionStyle`).
    ///
    /// - `.zoom(options:sourceViewProvider:)`: the controller's view zooms out of a source view and
    ///   back into it, continuously interactive (see `zoom(options:sourceViewProvider:)`).
    /// - `.coverVertical`, `.crossDissolve`, `.flipHorizontal`: the animations of the modal
    ///   transition styles of the same names (`ModalTransitionStyle`), used for presentations and,
    ///   with the same motion, for a push (forward) and pop (backward).
    ///
    /// UIKit's `.partialCurl` is not offered: Transit has no page-curl animation.
    @MainActor
    public final class Transition {
        enum Kind {
            case zoom(options: ZoomOptions, provider: @MainActor (ZoomSourceViewProviderContext) -> View?)
            case modal(ModalTransitionStyle)
        }

        let kind: Kind

        private init(kind: Kind) {
            self.kind = kind
        }

        /// A zoom transition from the view the provider returns
        /// (`zoom(options:sourceViewProvider:)`).
        ///
        /// The provider is called when the controller is pushed or presented, and again whenever
        /// the detail zooms back — on pop or dismissal, when a drag is released towards the
        /// source, and at every frame of the way into it (UIKit's header: it "may be called
        /// multiple times during the transition's lifecycle in order to ensure that the
        /// transition incorporates the most up-to-date visuals") — so the detail lands on the
        /// *current* source view, following a list that scrolls under it. Return `nil` when there
        /// is no source: the detail then fades and scales (to `ZoomOptions.fallbackScale` of its
        /// size, about its centre, and to transparency) instead; so it does, with a warning
        /// (`zoom.sourceView`), when the view returned is not in the transition's window or lies
        /// inside the zoomed view. A source that goes mid-flight (`nil`, or a view taken out of
        /// the window, while the detail zooms into it) gives way to that same fallback, the spring
        /// restarting from where the detail is with its velocity, so nothing jumps; Apple
        /// documents no behaviour for this case.
        ///
        /// A zoom closed before it has opened — a pop or back tap during the push, a dismissal
        /// during the presentation — turns around where it is on screen, carrying its velocity,
        /// and shrinks back into the source (the push or presentation then ends cancelled); one
        /// asked to open again while it closes turns forward (see
        /// `TransitionCoordinator.turnAround()`).
        ///
        /// With the window's `motionSettings.reduceMotion` on, the zoom is a cross-fade on the
        /// same spring (nothing moves or scales until a finger drags it);
        /// `motionSettings.animationSpeed` speeds the spring up or slows it down.
        ///
        /// The pushed or presented view starts exactly over the source view's frame — as the source
        /// view's frame in window coordinates, clipped to a rounded rectangle with the source's
        /// corner radius; the detail scaled to fill it (aspect-fill) and centred on it, or aligned
        /// by `ZoomOptions.alignmentRectProvider` — and grows to its own frame on a critically
        /// damped spring (`ZoomOptions.springResponse`). The source view is hidden while the zoom
        /// runs; the screen behind dims (`ZoomOptions.dimmingColor`). A modal presentation with
        /// `.automatic` style is shown full screen. The detail can be grabbed and dragged at any time, even
        /// while it is still zooming in (see `ZoomOptions.interactiveDismissShouldBegin`). In a
        /// navigation controller the edge swipe pops it as a zoom too, following the finger, as in
        /// iOS 18; a vertical scroll view in it scrolled to its top hands a pull down over to the
        /// drag.
        public static func zoom(
            options: ZoomOptions? = nil,
            sourceViewProvider: @escaping @MainActor (ZoomSourceViewProviderContext) -> View?
        ) -> Transition {
            Transition(kind: .zoom(options: options ?? ZoomOptions(), provider: sourceViewProvider))
        }

        /// A zoom transition out of a bar button item (`zoom(options:sourceBarButtonItemProvider:)`,
        /// iOS 26): the zoom of `zoom(options:sourceViewProvider:)` whose source is the view that
        /// shows the item the provider returns — its button in a navigation bar of the window — so
        /// the detail grows out of the button's frame and shrinks back into it.
        ///
        /// The provider is asked exactly when a source view provider would be. Returning `nil`, or
        /// an item that no bar in the window shows (a hidden bar, an item not set on any
        /// navigation item), zooms without a source: the detail fades and scales about its centre.
        ///
        /// An unlabelled trailing closure that both overloads accept (`.zoom { _ in nil }`) means
        /// the source view provider, so code written for iOS 18 keeps its meaning.
        @_disfavoredOverload
        public static func zoom(
            options: ZoomOptions? = nil,
            sourceBarButtonItemProvider: @escaping @MainActor (ZoomSourceViewProviderContext) -> BarButtonItem?
        ) -> Transition {
            zoom(options: options) { context in
                sourceBarButtonItemProvider(context).flatMap {
                    BarButtonItem.shownView(of: $0, near: context.sourceViewController)
                }
            }
        }

        /// The new view slides up from the bottom of the screen (`coverVertical`), as
        /// `ModalTransitionStyle.coverVertical`.
        public static var coverVertical: Transition { Transition(kind: .modal(.coverVertical)) }

        /// The new view fades in (`crossDissolve`), as `ModalTransitionStyle.crossDissolve`.
        public static var crossDissolve: Transition { Transition(kind: .modal(.crossDissolve)) }

        /// A horizontal 3-D flip (`flipHorizontal`), as `ModalTransitionStyle.flipHorizontal`.
        public static var flipHorizontal: Transition { Transition(kind: .modal(.flipHorizontal)) }

        /// Whether this is a zoom transition.
        var isZoom: Bool {
            if case .zoom = kind { return true }
            return false
        }

        /// A fresh animator (and, for a zoom, interaction controller) for one transition of
        /// `zoomed`: forward (push, present) or backward (pop, dismiss).
        func makeAnimator(forward: Bool, zoomed: ViewController, source: ViewController, sheet: Bool = false)
            -> (animator: ViewControllerAnimatedTransitioning, interaction: ViewControllerInteractiveTransitioning?)
        {
            switch kind {
            case .modal(let style):
                return (ModalTransitionAnimator(style: style, sheet: sheet, isPresenting: forward), nil)
            case .zoom(let options, let provider):
                // A drag that began this pop or dismissal made its driver already (and holds it).
                let pending = zoomed.transitionState.pendingZoomDriver
                zoomed.transitionState.pendingZoomDriver = nil
                let driver =
                    pending.flatMap { $0.zoomingIn == forward ? $0 : nil }
                    ?? ZoomTransitionDriver(options: options, provider: provider, zoomingIn: forward)
                driver.attach(zoomed: zoomed, source: source)
                ZoomDismissInteraction.install(on: zoomed)
                zoomed.transitionState.zoomInteraction?.activeDriver = driver
                return (driver, driver)
            }
        }
    }

    /// The transition to use when this controller is pushed or presented (`preferredTransition`,
    /// iOS 18); `nil` (the default) keeps the container's own (the navigation slide, the modal
    /// transition style).
    public var preferredTransition: Transition? {
        get { transitionState.preferredTransition }
        set {
            transitionState.preferredTransition = newValue
            if newValue?.isZoom != true { transitionState.zoomInteraction?.uninstall() }
        }
    }
}
