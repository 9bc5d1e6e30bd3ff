import Foundation

/// Manages the views and layout of a presented view controller for the whole time it is on
/// screen (`UIPresentationController`).
///
/// Subclass it for custom presentations (`modalPresentationStyle = .custom`, vended by the
/// transitioning delegate's `presentationController(forPresented:presenting:source:)`): set the
/// presented view's frame with `frameOfPresentedViewInContainerView`, add decoration views (a
/// dimming view) in `presentationTransitionWillBegin()`, animate them alongside the transition
/// with the presented controller's `transitionCoordinator`, and remove them in
/// `dismissalTransitionDidEnd(_:)`.
///
/// Lifetime: the presenting side keeps the presentation controller (and through it the presented
/// controller) from the start of the presentation to the end of the dismissal, then releases
/// both, so a presentation controller that refers to its controllers does not leak them.
@MainActor
open class PresentationController {
    // MARK: Identity, as `NSObject` has it (conformances in `Identity/ObjectIdentity.swift`)

    /// Whether `object` is this very object (`NSObject.isEqual(_:)`, which `UIPresentationController` inherits):
    /// `==` and `!=` call it. Override it together with `hash`.
    nonisolated open func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }

    /// A hash consistent with `isEqual(_:)` (`NSObject.hash`): the object's identity.
    nonisolated open var hash: Int { ObjectIdentifier(self).hashValue }

    /// The class name and address, as `NSObject.description` prints them.
    open var description: String { identityDescription(of: self) }

    /// The controller being presented (`presentedViewController`).
    public var presentedViewController: ViewController { presentedReference }
    /// The presented controller. Owned (`ownedPresented`) except by a presentation controller
    /// made early, when `ViewController.presentationController` is read before the presentation:
    /// the controller owns that one, so it refers back without owning until the presentation
    /// begins, or the two would keep each other alive.
    private unowned let presentedReference: ViewController
    private var ownedPresented: ViewController?
    /// The controller that presents (`presentingViewController`); held weakly. Implicitly
    /// unwrapped, so code written for UIKit's non-optional property
    /// (`presentingViewController.view`) and code that checks it (`presentingViewController?`)
    /// both compile. It is `nil` only for a presentation controller read from
    /// `ViewController.presentationController` before its presentation begins.
    public internal(set) weak var presentingViewController: ViewController!
    /// The object told about the user's attempts to dismiss the presentation
    /// (`UIPresentationController.delegate`); held weakly.
    open weak var delegate: AdaptivePresentationControllerDelegate?
    /// The view the presentation runs in (`containerView`); `nil` until the presentation begins.
    public internal(set) var containerView: View?

    /// Creates a presentation controller (`init(presentedViewController:presenting:)`).
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        presentedReference = presentedViewController
        ownedPresented = presentedViewController
        self.presentingViewController = presentingViewController
    }

    /// Turns a presentation controller made by `init` into one made early, which does not own
    /// its presented controller.
    func releasePresented() { ownedPresented = nil }

    /// Makes an early presentation controller own its presented controller, as the presentation
    /// begins.
    func retainPresented() { ownedPresented = presentedReference }

    /// The view to animate during the transition (`presentedView`): the presented controller's
    /// view by default. Override to wrap it in a decoration view.
    open var presentedView: View? { presentedViewController.view }

    /// The frame of the presented view in the container at the end of the presentation
    /// (`frameOfPresentedViewInContainerView`): by default, at the container's origin, of the
    /// size `size(forChildContentContainer:withParentContainerSize:)` gives for the container's
    /// size — the whole container unless that method is overridden.
    open var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let size = size(forChildContentContainer: presentedViewController, withParentContainerSize: bounds.size)
        return CGRect(origin: bounds.origin, size: size)
    }

    /// Whether the presenting controller's view is removed from the window once the presentation
    /// completes (`shouldRemovePresentersView`); `false` by default, as in UIKit.
    open var shouldRemovePresentersView: Bool { false }

    /// Whether the presentation covers the whole window (`shouldPresentInFullscreen`); `true` by
    /// default. When `false`, the container covers the presentation context instead: the view of
    /// the nearest controller up the presenter's parent chain that `definesPresentationContext`
    /// (the whole window if none does).
    open var shouldPresentInFullscreen: Bool { true }

    /// Called before the presentation animation starts (`presentationTransitionWillBegin()`).
    open func presentationTransitionWillBegin() {}
    /// Called after the presentation ends, `completed` false when it was cancelled
    /// (`presentationTransitionDidEnd(_:)`).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal animation starts (`dismissalTransitionWillBegin()`).
    open func dismissalTransitionWillBegin() {}
    /// Called after the dismissal ends, `completed` false when it was cancelled
    /// (`dismissalTransitionDidEnd(_:)`).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container lays out its subviews (`containerViewWillLayoutSubviews()`).
    /// The default sets the presented view's frame to `frameOfPresentedViewInContainerView` when
    /// no transition is running, so the presentation follows size changes.
    open func containerViewWillLayoutSubviews() {
        guard !isTransitioning, let view = presentedView, view.superview === containerView else { return }
        view.frame = frameOfPresentedViewInContainerView
        unplacedContainerSize = nil
    }
    /// Called after the container laid out its subviews (`containerViewDidLayoutSubviews()`).
    open func containerViewDidLayoutSubviews() {}

    /// The size of a child content container given the parent's size
    /// (`size(forChildContentContainer:withParentContainerSize:)`): the parent's size by default.
    open func size(forChildContentContainer container: ViewController, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// The presented controller's `preferredContentSize` changed
    /// (`preferredContentSizeDidChange(forChildContentContainer:)`); the base implementation does
    /// nothing. A popover resizes to it.
    open func preferredContentSizeDidChange(forChildContentContainer container: ViewController) {}

    /// Notifies the presentation controller that its container is about to change size
    /// (`UIPresentationController.viewWillTransition(to:with:)`), `size` being the container's
    /// new size. As in UIKit, the base implementation passes the news on to the presented
    /// controller, with the size `size(forChildContentContainer:withParentContainerSize:)` gives;
    /// overrides call `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
        let childSize = self.size(forChildContentContainer: presentedViewController, withParentContainerSize: size)
        presentedViewController.notifyViewWillTransition(to: childSize, with: coordinator)
    }

    /// Whether a presentation or dismissal transition of this controller is running. When one
    /// ends after the container's size changed under it (a rotation mid-flight, or one that
    /// landed between two transitions before a layout pass could place the view), the container
    /// is marked for layout: the next layout pass places the presented view at
    /// `frameOfPresentedViewInContainerView`, so the size change reaches it too. Without a size
    /// change the view keeps the frame the animator left it at.
    public internal(set) var isTransitioning = false {
        didSet {
            if isTransitioning && !oldValue, unplacedContainerSize == nil {
                unplacedContainerSize = containerView?.bounds.size
            }
            if oldValue && !isTransitioning, let placed = unplacedContainerSize {
                if let container = containerView, container.bounds.size != placed {
                    container.setNeedsLayout()
                } else {
                    unplacedContainerSize = nil
                }
            }
        }
    }
    /// The container's size the presented view was last placed for, while transitions run and
    /// until a layout pass places it for the container's size.
    private var unplacedContainerSize: CGSize?
    /// Whether the presented controller is on screen (presentation completed, not yet dismissed).
    public internal(set) var isPresented = false

    /// Whether the presented controller, or any controller inside it, is modal in presentation:
    /// the user may not dismiss it (a sheet pulled down, a tap outside a popover).
    var isModal: Bool {
        func modal(_ vc: ViewController) -> Bool { vc.isModalInPresentation || vc.children.contains(where: modal) }
        return modal(presentedViewController)
    }
}
