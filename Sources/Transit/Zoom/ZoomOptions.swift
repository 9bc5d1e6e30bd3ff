import Foundation

extension ViewController.Transition {
    /// Options for a zoom transition (`UIViewController.Transition.ZoomOptions`,
    /// `UIZoomTransitionOptions`).
    ///
    /// UIKit's `dimmingVisualEffect` (a blur) is not offered.
    @MainActor
    public final class ZoomOptions {
        /// A closure that returns, in the zoomed view controller's view, the rectangle to align
        /// with the source view (`alignmentRectProvider`). UIKit's header: "Return a frame in the
        /// zoomed view controller's view to which to align the source view"; `nil` means no
        /// preference.
        ///
        /// Without it the whole view is aligned: scaled to fill the source's frame (aspect-fill)
        /// and centred on it. With it, that rectangle alone fills the source's frame — a detail's
        /// hero image lands exactly on its thumbnail. The zoomed view is clipped to the source's
        /// frame either way. A rectangle that is empty or not finite is reported
        /// (`zoom.alignmentRect`) and the whole view used.
        public var alignmentRectProvider: (@MainActor (AlignmentRectContext) -> CGRect?)?

        /// The colour that dims the screen behind the zoomed view (`dimmingColor`), reached when
        /// the zoomed view fills its frame and fading out as it shrinks back to its source.
        /// `nil` (the default) uses `defaultDimmingColor`. Apple's documentation gives no value
        /// for the system's dimming; Transit uses black at 20 % opacity, the dimming of the
        /// catalogue's zoom entry.
        public var dimmingColor: Color?

        /// Asked when a drag on the zoomed view would begin an interactive dismissal, or grab a
        /// zoom that is still running (`interactiveDismissShouldBegin`); return `false` to leave
        /// the zoom alone (the drag is then ignored until the finger lifts). `nil` allows it.
        public var interactiveDismissShouldBegin: (@MainActor (InteractionContext) -> Bool)?

        /// Options with nothing set (`init()`).
        public init() {}

        /// The dimming used when `dimmingColor` is `nil`: black at 20 % opacity (Transit's
        /// choice; Apple documents no value).
        public static let defaultDimmingColor = Color.black.withAlphaComponent(0.2)

        /// When the source view provider returns `nil`, the detail zooms from (and back to) this
        /// fraction of its size about its own centre while fading from (and to) transparency:
        /// 0.8, the start scale of Material's fade pattern (Material Components' `MaterialFade`
        /// enters from 80 % scale).
        public static let fallbackScale: CGFloat = 0.8

        /// The response of the critically damped spring every zoom, landing and springing back
        /// runs on: 0.5 s, the duration of SwiftUI's `Spring.smooth` (bounce 0), with stiffness
        /// (2π/0.5)² and damping 2·(2π/0.5) for mass 1. The finger's velocity at release is handed to it.
        public static let springResponse: TimeInterval = 0.5

        /// How the dragged detail shrinks: its scale falls linearly with the distance the finger
        /// has travelled, by `1 − minimumDragScale` over one container height, and never below
        /// `minimumDragScale` (0.5). Transit's choice; Apple documents no number.
        public static let minimumDragScale: CGFloat = 0.5

        /// A released drag dismisses when its projected position — the translation plus the
        /// distance the release velocity carries (`DecelerationRate.normal.projectedDistance`,
        /// Apple's "Designing Fluid Interfaces" projection) — lies more than this fraction of
        /// the container's height below where the drag began (0.25); it springs back to full
        /// size when the projection lies as far above. In between, a zoom grabbed while running
        /// carries on the way it was going, and a detail grabbed at rest springs back.
        public static let dismissalThreshold: CGFloat = 0.25

        /// The views a zoom aligns (`UIViewController.Transition.ZoomOptions.AlignmentRectContext`,
        /// `UIZoomTransitionAlignmentRectContext`).
        @MainActor
        public final class AlignmentRectContext {
            /// The zoomed-out view, for example a thumbnail image (`sourceView`).
            public let sourceView: View
            /// The zoomed-in view controller (`zoomedViewController`).
            public let zoomedViewController: ViewController

            init(sourceView: View, zoomedViewController: ViewController) {
                self.sourceView = sourceView
                self.zoomedViewController = zoomedViewController
            }
        }

        /// What `interactiveDismissShouldBegin` decides on
        /// (`UIViewController.Transition.ZoomOptions.InteractionContext`,
        /// `UIZoomTransitionInteractionContext`).
        @MainActor
        public final class InteractionContext {
            /// Where the touch is, in window coordinates (`location`).
            public let location: CGPoint
            /// The touch's velocity in points per second (`velocity`).
            public let velocity: CGVector
            /// Whether the drag would begin a new dismissal (`willBegin`): `true` for a detail at
            /// rest, `false` when it grabs a zoom that is already running.
            public let willBegin: Bool

            init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
                self.location = location
                self.velocity = velocity
                self.willBegin = willBegin
            }
        }
    }

    /// The controllers a source view provider is asked about
    /// (`UIViewController.Transition.ZoomSourceViewProviderContext`,
    /// `UIZoomTransitionSourceViewProviderContext`).
    @MainActor
    public final class ZoomSourceViewProviderContext {
        /// The controller the zoom starts from (`sourceViewController`): the controller below in a
        /// navigation stack, or the one that asked for the presentation.
        public let sourceViewController: ViewController
        /// The controller whose view zooms (`zoomedViewController`): the pushed or presented one.
        public let zoomedViewController: ViewController

        init(sourceViewController: ViewController, zoomedViewController: ViewController) {
            self.sourceViewController = sourceViewController
            self.zoomedViewController = zoomedViewController
        }
    }
}
