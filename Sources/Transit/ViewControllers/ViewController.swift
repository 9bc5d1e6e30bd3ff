import Foundation

/// An object that manages a view hierarchy (`UIViewController`).
///
/// The view is created lazily, the first time `view` is read: `loadView()` then `viewDidLoad()`.
/// Appearance callbacks (`viewWillAppear(_:)` … `viewDidDisappear(_:)`) follow UIKit's appearance
/// state machine and are always balanced; containment (`addChild(_:)`, `removeFromParent()`,
/// `willMove(toParent:)`, `didMove(toParent:)`) and `transition(from:to:duration:options:
/// animations:completion:)` follow UIKit's container rules.
///
/// Every call Transit makes into these overridable methods is recorded, with the clock time, in
/// the callback timeline the controller resolves (see `callbackTimeline`), and every misuse is
/// reported to the diagnostic sink it resolves (see `diagnosticSink`).
///
/// As in UIKit, overrides of `viewWillAppear(_:)`, `willMove(toParent:)`, `didMove(toParent:)`,
/// `viewWillTransition(to:with:)` and `loadView()` (unless it assigns `view`) call `super`.
@MainActor
open class ViewController {
    // MARK: Identity, as `NSObject` has it (conformances in `Identity/ObjectIdentity.swift`)

    /// Whether `object` is this very object (`NSObject.isEqual(_:)`, which `UIViewController` inherits):
    /// `==` and `!=` call it. Override it together with `hash`.
    nonisolated open func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }

    /// A hash consistent with `isEqual(_:)` (`NSObject.hash`): the object's identity.
    nonisolated open var hash: Int { ObjectIdentifier(self).hashValue }

    /// The class name and address, as `NSObject.description` prints them.
    open var description: String { identityDescription(of: self) }

    // MARK: Stored state (behaviour lives in the `ViewController+…` extensions)

    var viewStorage: View?
    var isLoadingView = false
    /// The appearance state; see `appearanceState`.
    var appearanceStateStorage: AppearanceState = .disappeared
    /// The `animated` flag of the current (or last) appearance transition.
    var appearanceAnimated = false
    /// Whether the current appearance transition was begun by the view entering or leaving a
    /// window (so the matching window move ends it).
    var appearanceBegunByWindowMove = false
    /// The container (weak, as UIKit's `parent`: the container owns its children).
    weak var parentStorage: ViewController?
    /// The style `overrideUserInterfaceStyle` set (see `View+Traits.swift`).
    var styleOverride: UserInterfaceStyle = .unspecified
    var childrenStorage: [ViewController] = []
    var isMovingToParentStorage = false
    var isMovingFromParentStorage = false
    /// The window this controller was installed in as its root, before its view is in it.
    weak var installedWindow: Window?
    /// The window the view is joining or leaving, between the view's will-move and did-move
    /// notifications, so the appearance callbacks of that move are recorded in that window.
    weak var movingWindow: Window?
    /// Children whose appearance a running transition of this container holds open (see
    /// `ViewController+ChildAppearance`).
    var appearanceHolds: [ObjectIdentifier] = []
    /// Presentation links and the running transition (see `ViewController+Presentation`).
    let transitionState = ViewControllerTransitionState()
    /// The segues registered in code, by identifier (see `registerSegue(withIdentifier:…)`).
    var registeredSegues: [String: RegisteredSegue] = [:]

    /// Creates a view controller with no view yet (`UIViewController.init()`).
    public init() {}

    /// Creates a view controller with no view yet (`UIViewController.init(nibName:bundle:)`).
    /// Transit loads no nibs: the name and bundle are kept (`nibName`, `nibBundle`) and the
    /// default `loadView()` makes the standard view, reporting a warning if a nib was named.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibNameStorage = nibNameOrNil
        nibBundleStorage = nibBundleOrNil
    }

    /// Creates a view controller from an archive (`UIViewController.init(coder:)`). Transit has no
    /// storyboards or archives, so nothing is decoded: the controller starts as `init()` does. It
    /// is `required`, as in UIKit, so the standard subclass templates compile unchanged.
    public required init?(coder: NSCoder) {}

    private var nibNameStorage: String?
    private var nibBundleStorage: Bundle?

    /// The name of the nib given to `init(nibName:bundle:)` (`UIViewController.nibName`).
    open var nibName: String? { nibNameStorage }

    /// The bundle given to `init(nibName:bundle:)` (`UIViewController.nibBundle`).
    open var nibBundle: Bundle? { nibBundleStorage }

    // MARK: Public stored properties

    /// A localized string that represents the view this controller manages
    /// (`UIViewController.title`). As Apple documents, assigning it also sets the title of the
    /// controller's navigation item and tab bar item when they exist. Also names the controller
    /// in the callback timeline unless `timelineName` is overridden.
    open var title: String? {
        didSet {
            navigationItemStorage?.title = title
            tabBarItemStorage?.title = title
        }
    }

    /// The item that represents this controller in a tab bar (`UIViewController.tabBarItem`).
    /// Created on first access with the controller's title.
    open var tabBarItem: TabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = TabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }
    private var tabBarItemStorage: TabBarItem?

    /// The item that represents this controller in a navigation bar
    /// (`UIViewController.navigationItem`). Created on first access with the controller's title.
    open var navigationItem: NavigationItem {
        if let item = navigationItemStorage { return item }
        let item = NavigationItem(title: title)
        navigationItemStorage = item
        return item
    }
    private var navigationItemStorage: NavigationItem?

    /// The size the controller would like its content to have, used by containers and popovers
    /// (`UIViewController.preferredContentSize`). `.zero` means no preference. Negative or
    /// non-finite components are reported and the value is ignored.
    open var preferredContentSize: CGSize {
        get { preferredContentSizeStorage }
        set {
            guard newValue.width.isFinite, newValue.height.isFinite,
                newValue.width >= 0, newValue.height >= 0
            else {
                report(
                    .warning, code: "viewController.invalidContentSize",
                    "preferredContentSize \(newValue) of \(timelineName) is not a finite, "
                        + "non-negative size; kept \(preferredContentSizeStorage)")
                return
            }
            guard newValue != preferredContentSizeStorage else { return }
            preferredContentSizeStorage = newValue
            // UIKit tells the container: the parent, or the presentation controller of a
            // presented controller.
            if let parent {
                parent.preferredContentSizeDidChange(forChildContentContainer: self)
            } else if let controller = transitionState.presentationController {
                controller.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }
    private var preferredContentSizeStorage: CGSize = .zero

    /// The edges of the controller's view that extend under the bars of its container
    /// (`UIViewController.edgesForExtendedLayout`, `.all` by default). A navigation controller
    /// lays a child whose set contains `.top` out from its own top edge, under the navigation bar
    /// (when the bar is translucent or `extendedLayoutIncludesOpaqueBars` is `true`), and a tab bar
    /// controller lays one whose set contains `.bottom` out to its bottom edge, under the tab bar;
    /// otherwise the view stops at the bar. Either way the bars' extent reaches the view as
    /// `safeAreaInsets`.
    open var edgesForExtendedLayout: RectEdge = .all {
        didSet { parentStorage?.viewIfLoaded?.setNeedsLayout() }
    }

    /// Whether the view extends under opaque bars too
    /// (`UIViewController.extendedLayoutIncludesOpaqueBars`, `false` by default, as in UIKit).
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { parentStorage?.viewIfLoaded?.setNeedsLayout() }
    }

    /// Insets added to the safe area the controller's view gets from its window and its
    /// container's bars (`UIViewController.additionalSafeAreaInsets`, zero by default). Non-finite
    /// insets are reported and ignored.
    open var additionalSafeAreaInsets: EdgeInsets {
        get { additionalSafeAreaInsetsStorage }
        set {
            guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite) else {
                report(
                    .warning, code: "viewController.invalidSafeAreaInsets",
                    "additionalSafeAreaInsets \(newValue) of \(timelineName) is not finite; kept "
                        + "\(additionalSafeAreaInsetsStorage)")
                return
            }
            additionalSafeAreaInsetsStorage = newValue
            viewIfLoaded?.setNeedsLayout()
        }
    }
    private var additionalSafeAreaInsetsStorage: EdgeInsets = .zero

    /// The scroll views set with `setContentScrollView(_:for:)`, top and bottom.
    weak var topContentScrollView: ScrollView?
    weak var bottomContentScrollView: ScrollView?

    /// The presentation style used when this controller is presented modally
    /// (`UIViewController.modalPresentationStyle`, `.automatic` by default).
    open var modalPresentationStyle: ModalPresentationStyle = .automatic

    /// The transition style used when this controller is presented modally
    /// (`UIViewController.modalTransitionStyle`, `.coverVertical` by default).
    open var modalTransitionStyle: ModalTransitionStyle = .coverVertical

    /// Whether the controller is being presented, during its presentation's appearance
    /// callbacks (`UIViewController.isBeingPresented`). Set by the presentation machinery.
    public internal(set) var isBeingPresented = false

    /// Whether the controller is being dismissed, during its dismissal's appearance callbacks
    /// (`UIViewController.isBeingDismissed`). Set by the presentation machinery.
    public internal(set) var isBeingDismissed = false

    /// A sink that overrides where this controller (and its descendants that have none of their
    /// own) reports misuse. Transit extension; `nil` by default. See `diagnosticSink`.
    public var diagnosticSinkOverride: (any DiagnosticSink)?

    /// A timeline that overrides where this controller (and its descendants that have none of
    /// their own) records its callbacks. Transit extension; `nil` by default. See
    /// `callbackTimeline`.
    public var callbackTimelineOverride: CallbackTimeline?

    /// How the controller is named in the callback timeline and in diagnostics: its `title` if
    /// set, else its type name. Transit extension; override to give a stable name.
    open var timelineName: String { title ?? String(describing: type(of: self)) }

    // MARK: Overridable lifecycle (UIKit's hooks; the base implementations do what UIKit's do)

    /// Creates the view that the controller manages (`UIViewController.loadView()`). The base
    /// implementation creates a plain `View` sized like the window the controller is in or is
    /// being installed in, or outside any window like the main screen (`Screen.main.bounds`), as
    /// UIKit sizes it. Overrides assign `view` and do not call `super`.
    open func loadView() {
        if let nibName {
            report(
                .warning, code: "viewController.nibNotLoaded",
                "\(timelineName) names the nib \"\(nibName)\"; Transit loads no nibs, so loadView() made a plain view")
        }
        view = View(frame: defaultViewFrame)
    }

    /// Prepares the controller after it is loaded from a storyboard or NIB (`awakeFromNib()`, which
    /// UIKit inherits from `NSObject`). Inert by nature: Transit loads no storyboards or NIBs, so it
    /// never calls this; it exists so that overrides that call `super` compile. Move their work to
    /// `init` or `viewDidLoad()`.
    open func awakeFromNib() {}

    /// Called after the view is loaded (`UIViewController.viewDidLoad()`).
    open func viewDidLoad() {}

    /// Notifies the controller that its view is about to be added to a view hierarchy
    /// (`UIViewController.viewWillAppear(_:)`).
    open func viewWillAppear(_ animated: Bool) {}

    /// Notifies the controller that its view was added to a view hierarchy
    /// (`UIViewController.viewDidAppear(_:)`).
    open func viewDidAppear(_ animated: Bool) {}

    /// Notifies the controller that its view is about to be removed from a view hierarchy
    /// (`UIViewController.viewWillDisappear(_:)`).
    open func viewWillDisappear(_ animated: Bool) {}

    /// Notifies the controller that its view was removed from a view hierarchy
    /// (`UIViewController.viewDidDisappear(_:)`).
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called just before the view lays out its subviews
    /// (`UIViewController.viewWillLayoutSubviews()`).
    open func viewWillLayoutSubviews() {}

    /// Called just after the view laid out its subviews
    /// (`UIViewController.viewDidLayoutSubviews()`).
    open func viewDidLayoutSubviews() {}

    /// Called when the safe-area insets of the controller's view changed
    /// (`UIViewController.viewSafeAreaInsetsDidChange()`, iOS 11+): in the layout pass, right
    /// after the view's `safeAreaInsetsDidChange()` and before `viewWillLayoutSubviews()` — a bar
    /// shown or hidden, `additionalSafeAreaInsets` set, the view moved into a window. Only when the
    /// value changes. Does nothing by default.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when the layout margins of the controller's view changed
    /// (`UIViewController.viewLayoutMarginsDidChange()`, iOS 11+), right after the view's
    /// `layoutMarginsDidChange()`. Only when the value changes. Does nothing by default.
    open func viewLayoutMarginsDidChange() {}

    /// Called just before the controller is added to or removed from a container
    /// (`UIViewController.willMove(toParent:)`); `parent` is `nil` on removal. `addChild(_:)`
    /// calls it; a container calls it with `nil` before removing a child. The base
    /// implementation marks the controller as moving from its parent when `parent` is `nil`.
    open func willMove(toParent parent: ViewController?) {
        if parent == nil, parentStorage != nil { isMovingFromParentStorage = true }
    }

    /// Called after the controller is added to or removed from a container
    /// (`UIViewController.didMove(toParent:)`); `parent` is `nil` on removal. A container calls it
    /// when its transition completes; `removeFromParent()` calls it with `nil`. The base
    /// implementation ends the "moving to parent" period.
    open func didMove(toParent parent: ViewController?) {
        if parent != nil, parent === parentStorage { isMovingToParentStorage = false }
    }

    /// Whether appearance callbacks are forwarded to children automatically
    /// (`UIViewController.shouldAutomaticallyForwardAppearanceMethods`, `true` by default).
    /// Override to return `false` and call `beginAppearanceTransition(_:animated:)` /
    /// `endAppearanceTransition()` on the children yourself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Notifies the controller that the size of its view is about to change
    /// (`UIViewController.viewWillTransition(to:with:)`); views still have their old size. Add
    /// animations to run alongside the change, and blocks to run after it, with `coordinator`.
    /// The base implementation forwards the call to every child, as UIKit's does; overrides call
    /// `super`. `Window.transition(toSize:duration:targetTransform:)` starts a size change.
    open func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
        for child in childrenStorage { child.notifyViewWillTransition(to: size, with: coordinator) }
    }

    /// A child's `preferredContentSize` changed
    /// (`UIContentContainer.preferredContentSizeDidChange(forChildContentContainer:)`); the base
    /// implementation does nothing. Override to resize the child.
    open func preferredContentSizeDidChange(forChildContentContainer container: ViewController) {}

    // MARK: Child appearance (see `ViewController+ChildAppearance`)

    /// Whether this controller is one of Transit's single-child containers, which forward
    /// appearance to their children through `reconcileChildAppearance(animated:settle:)`.
    var managesChildAppearance: Bool { false }

    /// How far this container's bars reach into `child`'s view, whose frame in window
    /// coordinates is `frame`: the part of the child's safe area its container contributes
    /// (a navigation bar at the top, a tab bar at the bottom). None for plain controllers.
    func barInsets(forChild child: ViewController, frame: CGRect) -> EdgeInsets { .zero }

    /// A scroll view in `child`'s view (or deeper) moved its content. Containers with bars
    /// override this to follow their top child's content scroll view; others pass it up.
    func childContentDidScroll(_ scrollView: ScrollView, child: ViewController) {
        parent?.childContentDidScroll(scrollView, child: self)
    }

    /// Where a drag just released in a scroll view of `child`'s view should bring its content to
    /// rest, given the deceleration's own `target`. Containers with bars override this (a large
    /// title snaps); others pass it up.
    func childContentTarget(_ target: CGPoint, of scrollView: ScrollView, child: ViewController) -> CGPoint {
        parent?.childContentTarget(target, of: scrollView, child: self) ?? target
    }

    /// The child such a container shows, or is moving to during a transition.
    var managedShownChild: ViewController? { nil }

    /// Called after `child` left this controller's children (its `removeFromParent()`, or
    /// another container adopting it): a container that still shows it moves on. Nothing by
    /// default.
    func childWasRemoved(_ child: ViewController) {}

    /// Called when the controller's traits changed (`UIViewController.traitCollectionDidChange(_:)`):
    /// when the traits or the scale of the window its view is in change, just before its view
    /// hears of it (see `View.traitCollectionDidChange(_:)`). Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: Status bar

    /// The status-bar style the controller wants (`UIViewController.preferredStatusBarStyle`);
    /// `.default` unless overridden. Read when the window updates the status bar (after
    /// `setNeedsStatusBarAppearanceUpdate()`, a root change, or a presentation's end), and only
    /// if this controller is in charge (see `modalPresentationCapturesStatusBarAppearance`).
    open var preferredStatusBarStyle: StatusBarStyle { .default }

    /// Whether the controller wants the status bar hidden
    /// (`UIViewController.prefersStatusBarHidden`); `false` unless overridden. Read as
    /// `preferredStatusBarStyle` is.
    open var prefersStatusBarHidden: Bool { false }

    /// A child whose `preferredStatusBarStyle` is used instead of this controller's
    /// (`UIViewController.childForStatusBarStyle`); `nil` unless overridden.
    open var childForStatusBarStyle: ViewController? { nil }

    /// A child whose `prefersStatusBarHidden` is used instead of this controller's
    /// (`UIViewController.childForStatusBarHidden`); `nil` unless overridden.
    open var childForStatusBarHidden: ViewController? { nil }

    /// Whether this controller, presented other than `.fullScreen`, takes over the status bar
    /// from its presenter (`UIViewController.modalPresentationCapturesStatusBarAppearance`);
    /// `false` by default, as in UIKit, where only a `.fullScreen` presentation passes control.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Whether the controller lets the system hide the home indicator
    /// (`UIViewController.prefersHomeIndicatorAutoHidden`); `false` unless overridden. Read as
    /// `prefersStatusBarHidden` is, and again on `setNeedsUpdateOfHomeIndicatorAutoHidden()`.
    open var prefersHomeIndicatorAutoHidden: Bool { false }

    /// A child whose `prefersHomeIndicatorAutoHidden` is used instead of this controller's
    /// (`UIViewController.childForHomeIndicatorAutoHidden`); `nil` unless overridden.
    open var childForHomeIndicatorAutoHidden: ViewController? { nil }

    // MARK: Segues

    /// Called before a segue from this controller runs (`UIViewController.prepare(for:sender:)`):
    /// configure `segue.destination` here. Does nothing by default.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// Whether the segue with `identifier` should run (`UIViewController.shouldPerformSegue(
    /// withIdentifier:sender:)`); `true` by default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
}
