import Foundation

/// A container that manages a stack of view controllers, showing the top one below a navigation
/// bar (`UINavigationController`).
///
/// Stack changes (`pushViewController(_:animated:)`, the pops, `setViewControllers(_:animated:)`)
/// take effect in `viewControllers` at once, as in UIKit, and are shown by transitions that run
/// one at a time: a change asked for while a transition runs is queued and shown after it, in
/// order, so the stack, the children and the bar never get out of step (nested pushes cannot
/// corrupt the bar). Each transition asks the delegate for an animator
/// (`navigationController(_:animationControllerFor:from:to:)`) — without one the built-in
/// `NavigationSlideAnimator` runs — and, when the delegate vended one, for an interaction
/// controller. The controller's own left-edge pan (`interactivePopGestureRecognizer`) pops
/// interactively.
///
/// Children's views fill the whole view, under the bar, which is translucent by default
/// (`NavigationBar.isTranslucent`): the bar's extent reaches them as the top of their
/// `safeAreaInsets`, and a scroll view among them insets its content by it
/// (`ScrollView.adjustedContentInset`). A child whose `edgesForExtendedLayout` leaves out `.top`,
/// or any child under an opaque bar (unless its `extendedLayoutIncludesOpaqueBars` is `true`),
/// fills the area below the bar instead, as in UIKit. Appearance callbacks are forwarded by the controller itself
/// (`shouldAutomaticallyForwardAppearanceMethods` is `false`): a push or pop calls
/// `viewWillDisappear` on the old top and `viewWillAppear` on the new one at its start and the
/// "did" calls when it completes; a cancelled interactive pop then calls `viewWillDisappear`,
/// `viewDidDisappear` on the controller that was being revealed and `viewWillAppear`,
/// `viewDidAppear` on the one that stays. Containment: a pushed controller is added with
/// `addChild(_:)` when the change is asked for and gets `didMove(toParent:)` after its transition's
/// appearance callbacks; a popped one gets `willMove(toParent: nil)` when its transition starts and
/// `removeFromParent()` after it.
@MainActor
open class NavigationController: ViewController {
    /// The kind of transition (`UINavigationController.Operation`).
    public enum Operation: Int, Sendable, CustomStringConvertible {
        /// No transition (`.none`).
        case none
        /// A controller is pushed on top (`.push`).
        case push
        /// The top controller is popped (`.pop`).
        case pop

        public var description: String {
            switch self {
            case .none: "none"
            case .push: "push"
            case .pop: "pop"
            }
        }
    }

    /// The delegate (`UINavigationController.delegate`, held weakly).
    public weak var delegate: NavigationControllerDelegate?

    /// The bar shown above the children (`UINavigationController.navigationBar`).
    public let navigationBar = NavigationBar(frame: .zero)

    /// The left-edge pan that pops the top controller interactively
    /// (`UINavigationController.interactivePopGestureRecognizer`), installed on the controller's
    /// view. Set its `isEnabled` to `false` to turn it off; a gesture of yours that calls
    /// `require(toFail:)` with it waits until it fails (at once, for touches away from the left
    /// edge or when there is nothing to pop).
    public var interactivePopGestureRecognizer: GestureRecognizer? { popGesture }

    /// The pan anywhere in the content that pops the top controller interactively, as the edge
    /// swipe does (`UINavigationController.interactiveContentPopGestureRecognizer`, iOS 26),
    /// installed on the controller's view. It yields to inner scroll views and controls that take
    /// horizontal drags (see `NavigationContentPopGestureRecognizer`); set `isEnabled` to `false`
    /// to turn it off, or add failure requirements with `require(toFail:)`.
    public var interactiveContentPopGestureRecognizer: GestureRecognizer? { contentPopGesture }
    let contentPopGesture = NavigationContentPopGestureRecognizer()

    /// The view that holds the children's views and is the container view of every transition.
    let transitionContainer = View(frame: .zero)
    let popGesture = NavigationPopGestureRecognizer()
    /// The percent-driven interaction of edge-swipe pops when the delegate vends none; one object
    /// serves every pop.
    let edgeInteraction: PercentDrivenInteractiveTransition = {
        let interaction = PercentDrivenInteractiveTransition()
        interaction.tracksLinearly = true
        return interaction
    }()
    /// The interaction the edge swipe drives during its pop, when it can be driven by progress.
    var edgeDriven: PercentDrivenInteractiveTransition?
    /// What the back gesture this controller took is moving, while it runs.
    var backHold: BackHold?
    /// The back gesture one of this controller's pans began: the pan and the dispatcher it went to.
    var backGesture: BackGestureLink?
    /// Takes the back gestures of this controller's pans that no registered handler takes.
    lazy var backHandler = NavigationBackHandler(navigation: self)

    /// The stack as shown, or as being shown by the running transition.
    var shownStack: [ViewController] = []
    /// Applies the stack's changes one at a time: a change asked for while another is shown
    /// (during its transition, or from a callback it sends) waits its turn, as UIKit queues
    /// pushes and pops made during a transition.
    lazy var transitionRunner = TransitionRunner<NavigationChange>(
        policy: .queue, turnsAround: { [unowned self] change, running in turnAround(for: change, running) },
        perform: { [unowned self] change in perform(change) })
    /// The stacks before and after the running animated push or pop, while it runs.
    var runningStacks: (previous: [ViewController], target: [ViewController])?
    /// Changes asked for and not shown yet, in order.
    var pendingChanges: [NavigationChange] { transitionRunner.pending }
    /// Whether a change is being shown (changes are queued meanwhile).
    var isTransitioning: Bool { transitionRunner.isBusy }
    private var barHiddenStorage = false
    /// The bar's bottom for the top child at rest when the children were last laid out (a change
    /// moves their safe area, so they lay out again).
    var laidOutBarBottom: CGFloat?

    /// Creates an empty navigation controller from an archive (`UINavigationController.init(coder:)`). Transit has no nibs, storyboards
    /// or archives, so nothing is decoded: this is `init()`.
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    /// Creates a navigation controller whose stack holds `rootViewController`
    /// (`init(rootViewController:)`).
    public init(rootViewController: ViewController) {
        super.init()
        configure()
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates a navigation controller with an empty stack.
    public override init() {
        super.init()
        configure()
    }

    private func configure() {
        popGesture.navigation = self
        popGesture.edges = .left
        popGesture.name = "interactivePopGestureRecognizer"
        popGesture.addTarget { [weak self] recognizer in self?.handlePopPan(recognizer) }
        contentPopGesture.navigation = self
        contentPopGesture.name = "interactiveContentPopGestureRecognizer"
        contentPopGesture.addTarget { [weak self] recognizer in self?.handlePopPan(recognizer) }
        navigationBar.fallbackTitle = { [weak self] item in
            self?.shownStack.first { $0.navigationItem === item }?.title
        }
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
        navigationBar.isManaged = true
        navigationBar.onHeightChange = { [weak self] in
            guard let self else { return }
            // The top child's safe area moves with the bar's resting height: it lays out first,
            // so content resting at its top stays there.
            if !self.isTransitioning {
                self.shownStack.last?.viewIfLoaded?.setNeedsLayoutInSubtree()
                self.updateBarFromContent()
            }
            self.viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Follows the top child's content scroll view (`contentScrollView(for: .top)`): the bar's
    /// large title collapses with its offset and the bar switches between its scroll-edge and
    /// standard appearances. Ignored during a transition (the transition animates the bar).
    override func childContentDidScroll(_ scrollView: ScrollView, child: ViewController) {
        super.childContentDidScroll(scrollView, child: child)
        guard !isTransitioning, child === shownStack.last, isViewLoaded,
            child.contentScrollView(for: .top) === scrollView
        else { return }
        updateBarFromContent()
    }

    /// Snaps a half-collapsed large title when the top child's content scroll view is released
    /// (see `NavigationBar.snappedLargeTitleScroll(for:scrolled:)`).
    override func childContentTarget(_ target: CGPoint, of scrollView: ScrollView, child: ViewController) -> CGPoint {
        let target = super.childContentTarget(target, of: scrollView, child: child)
        guard !isTransitioning, child === shownStack.last, isViewLoaded,
            child.contentScrollView(for: .top) === scrollView
        else { return target }
        let top = scrollView.adjustedContentInset.top
        let scrolled = navigationBar.snappedLargeTitleScroll(for: child.navigationItem, scrolled: target.y + top)
        return CGPoint(x: target.x, y: min(scrolled - top, max(target.y, scrollView.maximumContentOffset.y)))
    }

    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    // MARK: The stack

    /// The stack, bottom (root) first (`viewControllers`), including changes still waiting for
    /// their transition. Setting it is `setViewControllers(_:animated: false)`.
    public var viewControllers: [ViewController] {
        get { pendingChanges.reduce(shownStack) { $1.applied(to: $0) } }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack (`topViewController`).
    public var topViewController: ViewController? { viewControllers.last }

    /// The controller whose view is visible (`visibleViewController`): the controller presented
    /// modally over the navigation controller or its top controller (the last of a chain of
    /// presentations), else the top controller.
    public var visibleViewController: ViewController? {
        guard
            var visible = presentedViewController ?? topViewController?.presentedViewController
                ?? topViewController
        else { return nil }
        while let presented = visible.presentedViewController { visible = presented }
        return visible
    }

    /// Whether the bar is hidden (`isNavigationBarHidden`); setting it is
    /// `setNavigationBarHidden(_:animated: false)`.
    public var isNavigationBarHidden: Bool {
        get { barHiddenStorage }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar (`setNavigationBarHidden(_:animated:)`): animated, the bar slides up
    /// out of view (or back down) over 0.35 s (`NavigationBar`'s item duration, UIKit's
    /// `UINavigationControllerHideShowBarDuration` is 0.33 s); the top child's safe area loses (or
    /// regains) the bar, and a child laid out below the bar grows (or shrinks) with it.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHiddenStorage else { return }
        barHiddenStorage = hidden
        guard isViewLoaded else { return }
        if animated, view.window != nil {
            View.animate(withDuration: NavigationBar.itemAnimationDuration, animations: { self.layoutNavigation() })
        } else {
            layoutNavigation()
        }
    }

    // MARK: View

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        transitionContainer.autoresizesSubviews = true
        view.addSubview(transitionContainer)
        view.addSubview(navigationBar)
        view.addGestureRecognizer(popGesture)
        view.addGestureRecognizer(contentPopGesture)
        layoutNavigation()
        // The top's view loads first, so items it sets up in viewDidLoad() are shown.
        if let top = shownStack.last { install(top) }
        navigationBar.showItems(shownStack.map(\.navigationItem))
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutNavigation()
    }

    /// Places the bar (its content height below the top safe-area inset, above the top edge
    /// when hidden), the children's area over the whole view (the bar floats over it), and the top
    /// child's view in it (see `contentFrame(for:)`), unless a transition is moving it.
    func layoutNavigation() {
        let bounds = view.bounds
        transitionContainer.frame = bounds
        if !isTransitioning { updateBarFromContent(layout: false) }
        layoutBarFrame()
        guard !isTransitioning, let shown = shownStack.last, let shownView = shown.viewIfLoaded,
            shownView.superview === transitionContainer, shownView.transform.isIdentity
        else { return }
        let frame = contentFrame(for: shown)
        if shownView.frame != frame { shownView.frame = frame }
        let restingBottom = barHiddenStorage ? 0 : barBottom(for: shown)
        if laidOutBarBottom != restingBottom {
            laidOutBarBottom = restingBottom
            shownView.setNeedsLayoutInSubtree()
            updateBarFromContent()
        }
    }

    /// Places the bar: its current content height with its top at the top safe-area inset (below
    /// the status bar; its background extends up under it), wholly above the top edge when hidden.
    func layoutBarFrame() {
        let top = view.safeAreaInsets.top
        let barHeight = navigationBar.currentContentHeight
        navigationBar.topInset = top
        let y = barHiddenStorage ? -barHeight : top
        navigationBar.frame = CGRect(x: 0, y: y, width: view.bounds.width, height: barHeight)
    }

    /// Whether `vc`'s view extends under the bar: its `edgesForExtendedLayout` contains `.top` and
    /// the bar is translucent or the controller's `extendedLayoutIncludesOpaqueBars` is `true`
    /// (UIKit's rule).
    func extendsUnderBar(_ vc: ViewController) -> Bool {
        vc.edgesForExtendedLayout.contains(.top) && (navigationBar.isTranslucent || vc.extendedLayoutIncludesOpaqueBars)
    }

    /// The bottom of the bar as `vc` sees it, in the controller's view: the top safe-area inset
    /// plus the bar's height for `vc`'s item at rest (see `NavigationBar.restingContentHeight`).
    func barBottom(for vc: ViewController) -> CGFloat {
        view.safeAreaInsets.top + navigationBar.restingContentHeight(for: vc.navigationItem)
    }

    /// The frame of `vc`'s view when it is on top: the whole view when it extends under the bar
    /// (or the bar is hidden), else the part below the bar (as UIKit lays out a child under an
    /// opaque bar or one whose `edgesForExtendedLayout` leaves out the top).
    func contentFrame(for vc: ViewController) -> CGRect {
        let bounds = CGRect(origin: .zero, size: view.bounds.size)
        guard !barHiddenStorage, !extendsUnderBar(vc) else { return bounds }
        let top = min(barBottom(for: vc), bounds.height)
        return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }

    /// The bar covers the top of a child's view down to its bottom (at rest, for the child's
    /// item), unless it is hidden: that part becomes the child's top safe-area inset.
    override func barInsets(forChild child: ViewController, frame: CGRect) -> EdgeInsets {
        guard !barHiddenStorage, isViewLoaded, let window = view.window, let own = view.frameInWindow(window) else {
            return .zero
        }
        return EdgeInsets(top: own.minY + barBottom(for: child) - frame.minY, left: 0, bottom: 0, right: 0)
    }

    /// Adds `vc`'s view to the children's area, at `contentFrame(for:)`.
    func install(_ vc: ViewController) {
        let childView: View = vc.view
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        childView.transform = .identity
        childView.frame = contentFrame(for: vc)
        if childView.superview !== transitionContainer { transitionContainer.addSubview(childView) }
    }

    // MARK: Appearance forwarding (see `ViewController+ChildAppearance`)

    override var managesChildAppearance: Bool { true }

    /// The top of the stack as shown (the controller being moved to during a transition).
    override var managedShownChild: ViewController? { shownStack.last }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        layoutNavigation()
    }
}
