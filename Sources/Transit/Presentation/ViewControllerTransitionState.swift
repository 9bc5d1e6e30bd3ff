import Foundation

/// The presentation and transition state of a view controller, kept in one object so the
/// controller class carries a single stored property for it.
@MainActor
final class ViewControllerTransitionState {
    /// The controller this one presents (strong, as in UIKit). Clearing it releases the
    /// presentation controller of that presentation too.
    var presented: ViewController? {
        didSet { if presented == nil { ownedPresentationController = nil } }
    }
    /// The presentation controller of the presentation this controller makes: the presenting
    /// side owns it (it owns the presented controller), so the presented controller's own link
    /// back to it is weak and no cycle keeps either alive.
    var ownedPresentationController: PresentationController?
    /// The controller that presented this one.
    weak var presenting: ViewController?
    /// The presentation controller managing this controller's presentation, from the start of
    /// its presentation to the end of its dismissal (owned by the presenting side).
    weak var presentationController: PresentationController? {
        didSet { if presentationController == nil { adaptedPopover = nil } }
    }
    /// The popover this controller's presentation adapted from (to its adaptive sheet, in a
    /// compact width), so `popoverPresentationController` still finds it; held until the
    /// presentation ends.
    var adaptedPopover: PopoverPresentationController?
    /// The transitioning delegate (weak, as in UIKit).
    weak var transitioningDelegate: ViewControllerTransitioningDelegate?
    /// `definesPresentationContext`.
    var definesPresentationContext = false
    /// The coordinator of the transition this controller takes part in, while it runs.
    var coordinator: TransitionCoordinator?
    /// Where the presenter's view lived before a presentation removed it: restored on dismissal.
    var presenterViewHome: PresenterViewHome?
    /// The child the latest `transition(from:to:…)` of this container moved to.
    var latestChildTransitionTarget: ObjectIdentifier?
    /// The two children of every `transition(from:to:…)` of this container still running (a
    /// child once per transition it takes part in): their appearance ends with the transition.
    var childTransitionParticipants: [ObjectIdentifier] = []
    /// Whether a dismissal of this controller's presented controller is queued or running.
    var isDismissing = false
    /// The presentation controller made for this controller before it was presented, because
    /// `presentationController` was read (UIKit makes it then), with the style it was made for;
    /// the presentation uses it if the style is still the same.
    var preparedPresentationController: (controller: PresentationController, style: ModalPresentationStyle)?
    /// The interaction controller of a dismissal the system starts (a sheet pulled down), used
    /// by the next dismissal of this controller when the transitioning delegate gives none.
    var systemDismissalInteraction: ViewControllerInteractiveTransitioning?
    /// The style this controller's presentation uses, after adaptation (see
    /// `adaptPresentation(of:controller:style:in:)`).
    var presentationStyleInUse: ModalPresentationStyle?
    /// `isModalInPresentation`.
    var isModalInPresentation = false
    /// `preferredTransition`.
    var preferredTransition: ViewController.Transition?
    /// The drag of a controller that zooms in (see `ViewController.Transition.zoom`).
    var zoomInteraction: ZoomDismissInteraction?
    /// The zoom driver a drag made for the pop or dismissal it is starting, taken by the
    /// container when that transition begins.
    var pendingZoomDriver: ZoomTransitionDriver?
}

/// Where a presenter's view lived before a full-screen presentation took it out of the window.
/// The superview is held weakly: it is usually the window, which owns the presenter.
typealias PresenterViewHome = ViewPlace
