import Foundation

/// A container that shows one of several child controllers at a time, chosen with a tab bar
/// along the bottom (`UITabBarController`).
///
/// Every controller in `viewControllers` is a child (containment calls when the array is set);
/// only the selected one's view is in the hierarchy, inside the content area above the tab bar
/// (the bar is opaque: the content area ends at its top edge). Tapping an item selects its
/// controller, after asking the delegate's `tabBarController(_:shouldSelect:)`.
///
/// Switching tabs: the delegate's `tabBarController(_:animationControllerForTransitionFrom:to:)`
/// is asked for an animator. With none the switch is immediate — `viewWillDisappear(false)` on
/// the old tab, `viewWillAppear(false)` on the new one, the views swapped, then
/// `viewDidDisappear(false)` and `viewDidAppear(false)` — as in UIKit, unless
/// `selectionTransition` asks for a cross-fade (Transit extension). With one, the switch runs
/// through a `TransitionContext` whose container view is the content area: the old tab's initial
/// frame and the new tab's final frame are the content bounds, the other two `.zero` (UIKit's
/// values for tab switches). `willDisappear`/`willAppear(true)` come at the start, the "did"
/// calls after `completeTransition(true)`; a cancelled interactive switch reverses them
/// (`viewWillDisappear`/`viewDidDisappear` on the new tab, `viewWillAppear`/`viewDidAppear` on the
/// old one) and restores the selection.
///
/// Queueing rule: a selection or `setViewControllers(_:animated:)` requested while a switch runs,
/// or from inside another such change (a child's `viewWillAppear`, `didMove(toParent:)`, …), is
/// queued (reported as the note `tabBarController.queued`) and applied, in request order, when
/// the switch or the change ends; a selection replaces a selection queued right before it (the
/// latest tap wins). `selectedIndex` meanwhile reports the switch's destination.
///
/// Appearance callbacks are forwarded by the controller itself
/// (`shouldAutomaticallyForwardAppearanceMethods` is `false`), to the selected tab only.
@MainActor
open class TabBarController: ViewController, TabBarDelegate {
    /// The delegate (`UITabBarController.delegate`), held weakly.
    public weak var delegate: TabBarControllerDelegate?
    /// The controller's tab bar (`UITabBarController.tabBar`). Its delegate is the controller.
    public let tabBar = TabBar(frame: .zero)
    /// The content area hosting the selected tab's view: the container view of tab switches.
    public let transitionView = View(frame: .zero)
    /// How a switch animates when the delegate vends no animator (Transit extension; see
    /// `SelectionTransition`): `.none` (the default) switches at once, as UIKit documents;
    /// `.crossDissolve` cross-fades.
    public var selectionTransition: SelectionTransition = .none

    var viewControllersStorage: [ViewController]?
    var selectedStorage: ViewController?
    /// The controller whose view is in `transitionView` outside switches.
    var displayedStorage: ViewController?
    /// Applies selections and tab replacements one at a time. One asked for while another is
    /// applied (during a switch, or from a child's callback inside a change) waits its turn; a
    /// newer selection replaces a waiting one, so only the last selection asked for is shown.
    /// A selection of the tab a running switch leaves turns the switch around instead
    /// (`turnAround(for:_:)`).
    lazy var transitionRunner = TransitionRunner<PendingOperation>(
        policy: .coalesce,
        coalesces: { waiting, new in
            if case .select = waiting, case .select = new { return true }
            return false
        }, turnsAround: { [unowned self] operation, running in turnAround(for: operation, running) },
        perform: { [unowned self] operation in apply(operation) })
    /// The percent-driven interaction the pan drives during an interactive switch.
    var drivenInteraction: PercentDrivenInteractiveTransition?
    /// The pan that switches tabs interactively (see `interactivePanGestureRecognizer`).
    lazy var panStorage: PanGestureRecognizer = PanGestureRecognizer { [weak self] recognizer in
        self?.handlePan(recognizer)
    }
    /// -1 when the interactive pan moves left (toward the next tab), 1 when it moves right.
    var panDirection: CGFloat = -1
    /// The running switch the interactive pan caught, while it holds it.
    var switchGrab: FingerGrab?

    /// A change to the tab bar controller, applied by `transitionRunner`.
    enum PendingOperation {
        case select(ViewController, byUser: Bool)
        /// A selection by the interactive pan, which drives the switch.
        case pan(ViewController)
        case setViewControllers([ViewController]?, animated: Bool)
    }

    /// Creates an empty tab bar controller from an archive (`UITabBarController.init(coder:)`). Transit has no nibs, storyboards
    /// or archives, so nothing is decoded: this is `init()`.
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    /// Creates a tab bar controller with no tabs.
    public override init() {
        super.init()
        tabBar.delegate = self
        tabBar.isManaged = true
    }

    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// The tabs, in tab-bar order (`UITabBarController.viewControllers`). Setting it is
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [ViewController]? {
        get { viewControllersStorage }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The selected tab (`UITabBarController.selectedViewController`). Setting a controller that
    /// is not one of `viewControllers` is reported (`tabBarController.notATab`) and ignored.
    open var selectedViewController: ViewController? {
        get { selectedStorage }
        set {
            guard let newValue else { return }
            guard (viewControllersStorage ?? []).contains(where: { $0 === newValue }) else {
                report(
                    .error, code: "tabBarController.notATab",
                    "selectedViewController = \(newValue.timelineName), which is not one of viewControllers; ignored")
                return
            }
            requestSelection(newValue, byUser: false)
        }
    }

    /// The index of the selected tab (`UITabBarController.selectedIndex`); `NSNotFound` when there
    /// are no tabs. Setting an index outside `viewControllers` is reported
    /// (`tabBarController.indexOutOfRange`) and ignored.
    open var selectedIndex: Int {
        get {
            guard let selectedStorage, let index = viewControllersStorage?.firstIndex(where: { $0 === selectedStorage }) else {
                return NSNotFound
            }
            return index
        }
        set {
            guard let controllers = viewControllersStorage, controllers.indices.contains(newValue) else {
                report(
                    .error, code: "tabBarController.indexOutOfRange",
                    "selectedIndex = \(newValue) with \(viewControllersStorage?.count ?? 0) tabs; ignored")
                return
            }
            requestSelection(controllers[newValue], byUser: false)
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        transitionView.clipsToBounds = true
        view.addSubview(transitionView)
        view.addSubview(tabBar)
        transitionView.addGestureRecognizer(panStorage)
        layoutBar()
        if let selected = selectedStorage { show(selected, replacing: nil, animatedAppearance: false) }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutBar()
    }

    /// Places the tab bar along the bottom (49 pt plus the bottom safe-area inset) and the
    /// content area over the whole view (the bar floats over it), with the shown child's view at
    /// `contentFrame(for:)`.
    func layoutBar() {
        let bounds = view.bounds
        let barHeight = TabBar.barHeight + view.safeAreaInsets.bottom
        let top = max(0, bounds.height - barHeight)
        tabBar.frame = CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
        transitionView.frame = bounds
        if transitionRunner.running == nil, let shown = displayedStorage, shown.isViewLoaded {
            let frame = contentFrame(for: shown)
            if shown.view.frame != frame {
                shown.view.frame = frame
                shown.view.setNeedsLayoutInSubtree()
            }
        }
        tabBar.layoutItems()
        updateTabBarScrollEdge()
    }

    /// The frame of `vc`'s view: the whole view when it extends under the tab bar (its
    /// `edgesForExtendedLayout` contains `.bottom` and the bar is translucent or the controller's
    /// `extendedLayoutIncludesOpaqueBars` is `true`), else the part above the bar.
    func contentFrame(for vc: ViewController) -> CGRect {
        let bounds = CGRect(origin: .zero, size: view.bounds.size)
        let extends = vc.edgesForExtendedLayout.contains(.bottom) && (tabBar.isTranslucent || vc.extendedLayoutIncludesOpaqueBars)
        guard !extends else { return bounds }
        return CGRect(x: 0, y: 0, width: bounds.width, height: max(0, tabBar.frame.minY))
    }

    /// The tab bar covers the bottom of a child's view up from its top edge: that part becomes the
    /// child's bottom safe-area inset.
    override func barInsets(forChild child: ViewController, frame: CGRect) -> EdgeInsets {
        guard isViewLoaded, tabBar.superview === view, !tabBar.isHidden, let window = view.window,
            let own = view.frameInWindow(window)
        else { return .zero }
        return EdgeInsets(top: 0, left: 0, bottom: frame.maxY - (own.minY + tabBar.frame.minY), right: 0)
    }

    // MARK: TabBarDelegate

    /// The user tapped an item of the controller's tab bar: selects its tab (after the delegate's
    /// `shouldSelect`) and reports it with `didSelect` (`UITabBarController`'s tab bar delegate).
    open func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
        guard let controller = viewControllersStorage?.first(where: { $0.tabBarItem === item }) else { return }
        requestSelection(controller, byUser: true)
        // The bar shows the selection the controller settled on (it may be vetoed or queued).
        tabBar.selectedItem = selectedStorage?.tabBarItem
    }

    // MARK: Appearance forwarding (see `ViewController+ChildAppearance`)

    override var managesChildAppearance: Bool { true }

    /// The selected tab (the one being switched to during a transition).
    override var managedShownChild: ViewController? { selectedStorage }

    /// The selected tab's content scrolled: the bar's scroll-edge state follows.
    override func childContentDidScroll(_ scrollView: ScrollView, child: ViewController) {
        super.childContentDidScroll(scrollView, child: child)
        guard child === selectedStorage, isViewLoaded else { return }
        updateTabBarScrollEdge()
    }
}
