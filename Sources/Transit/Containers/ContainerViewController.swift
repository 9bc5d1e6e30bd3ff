import Foundation

/// A custom container that shows one of its children at a time, with a row of icon buttons to
/// switch between them (objc.io #12, "Custom Container View Controller Transitions").
///
/// It is a direct `ViewController` subclass, not a navigation or tab bar controller. Switching
/// children follows the article's three stages: containment calls (`willMove(toParent: nil)`,
/// `addChild`, add the new view, remove the old one, `removeFromParent`, `didMove(toParent:)`);
/// an animator — the delegate's, or the built-in `ContainerSlideAnimator` — driven through a
/// `TransitionContext` whose container view is the old child's superview and whose frames encode
/// the direction (the disappearing view moves by ∓ the container width, the appearing one comes
/// from the other side); and the delegate's `didSelect`. Buttons are disabled while a switch
/// runs. A horizontal pan across the children drives the switch interactively (the article's
/// exercise): a percent-driven interaction controller follows the finger and finishes or cancels
/// by progress and projected velocity. Begun while a switch runs on its own, the pan catches that
/// switch where it is on screen instead (Transit extension, as the tab bar's pan does).
///
/// Appearance callbacks are forwarded by the container itself
/// (`shouldAutomaticallyForwardAppearanceMethods` is `false`): at the start of a switch the old
/// child gets `viewWillDisappear` and the new one `viewWillAppear`; the "did" calls come when the
/// switch completes, and a cancelled interactive switch reverses them.
@MainActor
open class ContainerViewController: ViewController {
    /// The children, in button order (`viewControllers`). Set at creation.
    public let viewControllers: [ViewController]
    /// The delegate (held weakly).
    public weak var delegate: ContainerViewControllerDelegate?
    /// The view that hosts the selected child's view: the transition's container view.
    public let privateContainerView = View(frame: .zero)
    /// The row of buttons, one per child.
    public let buttonsView = View(frame: .zero)
    /// The height of the button row (44 pt), above the bottom safe-area inset.
    public var buttonRowHeight: CGFloat = 44 { didSet { view.setNeedsLayout() } }
    /// The pan that drives interactive switches (enabled by default).
    public private(set) lazy var interactivePanGestureRecognizer: PanGestureRecognizer = {
        let pan = PanGestureRecognizer { [weak self] recognizer in
            self?.handlePan(recognizer)
        }
        return pan
    }()

    var selectedStorage: ViewController?
    /// Applies switches one at a time. A switch asked for while another runs is refused (and
    /// noted as `container.busy`): the buttons are disabled meanwhile, as in the article. A
    /// switch back to the child being left turns the running switch around.
    /// A switch back to the child a running switch leaves turns that switch around instead
    /// (`turnAround(for:_:)`).
    lazy var transitionRunner = TransitionRunner<ContainerSwitch>(
        policy: .refuse, turnsAround: { [unowned self] change, running in turnAround(for: change, running) },
        perform: { [unowned self] change in performSwitch(to: change.child, interactive: change.interactive) })
    var interaction: PercentDrivenInteractiveTransition?
    var buttons: [Button] = []
    /// -1 when the interactive pan moves left (toward the next child), 1 when it moves right.
    var panDirection: CGFloat = -1
    /// The running switch the interactive pan caught, while it holds it.
    var switchGrab: FingerGrab?

    /// Creates an empty container from an archive (as `UIViewController.init(coder:)`). Transit has no nibs, storyboards
    /// or archives, so nothing is decoded: this is `init(viewControllers: [])`.
    public required convenience init?(coder: NSCoder) {
        self.init(viewControllers: [])
    }

    /// Creates a container with its children (`init(viewControllers:)`); the first is selected.
    /// Duplicate controllers are reported and dropped.
    public init(viewControllers: [ViewController]) {
        var unique: [ViewController] = []
        for vc in viewControllers where !unique.contains(where: { $0 === vc }) { unique.append(vc) }
        self.viewControllers = unique
        super.init()
        if unique.count != viewControllers.count {
            report(
                .warning, code: "container.duplicateChild",
                "ContainerViewController(viewControllers:) got the same controller twice; duplicates dropped")
        }
    }

    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// The selected child (`selectedViewController`). Setting it switches children; the change
    /// is animated when the container is on screen, as in the article. Controllers that are not
    /// children are reported and ignored. Before the view loads, the child it will show first: the
    /// first one no other container (or presentation, or window) has taken. A child taken
    /// elsewhere is never shown: the container reports it and shows the next child it can, or
    /// none (`container.childAdoptedElsewhere`).
    public var selectedViewController: ViewController? {
        get { isViewLoaded ? selectedStorage : selectedStorage ?? firstAvailableChild(after: nil) }
        set {
            guard let newValue else { return }
            guard viewControllers.contains(where: { $0 === newValue }) else {
                report(
                    .error, code: "container.notAChild",
                    "selectedViewController = \(newValue.timelineName), which is not one of the container's children; ignored")
                return
            }
            transition(toChild: newValue, interactive: false)
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        privateContainerView.backgroundColor = .black
        buttonsView.backgroundColor = Color(white: 0.1)
        view.addSubview(privateContainerView)
        view.addSubview(buttonsView)
        for (index, vc) in viewControllers.enumerated() {
            let button = Button(frame: .zero)
            button.tag = index
            let item = vc.tabBarItem
            button.setImage(item?.image, for: .normal)
            button.setImage(item?.selectedImage ?? item?.image, for: .selected)
            if item?.image == nil { button.setTitle(vc.title ?? "\(index + 1)", for: .normal) }
            button.addAction(
                Action { [weak self, weak vc] _ in
                    guard let self, let vc else { return }
                    self.selectedViewController = vc
                }, for: .touchUpInside)
            buttonsView.addSubview(button)
            buttons.append(button)
        }
        privateContainerView.addGestureRecognizer(interactivePanGestureRecognizer)
        layoutContainer()
        if let first = viewControllers.first, let problem = adoptionProblem(first) {
            reportUnavailable(first, because: problem)
        }
        if let first = firstAvailableChild(after: nil) { transition(toChild: first, interactive: false) }
    }

    /// The first child after `child` (from the start when `nil`, wrapping around) that this
    /// container can adopt, `child` itself excluded.
    func firstAvailableChild(after child: ViewController?) -> ViewController? {
        let start = child.flatMap { current in viewControllers.firstIndex { $0 === current } }.map { $0 + 1 } ?? 0
        let order = viewControllers[start...] + viewControllers[..<start]
        return order.first { $0 !== child && adoptionProblem($0) == nil }
    }

    func reportUnavailable(_ child: ViewController, because reason: String) {
        let next = firstAvailableChild(after: child)
        report(
            .warning, code: "container.childAdoptedElsewhere",
            "\(timelineName) cannot show its child \(child.timelineName): \(reason); it shows "
                + (next.map { $0.timelineName } ?? "no child") + " instead")
    }

    /// The shown child left (removed, or adopted by another container): its view leaves the
    /// container's view, and the next available child is shown at once.
    override func childWasRemoved(_ child: ViewController) {
        guard child === selectedStorage, !transitionRunner.isBusy else { return }
        reportUnavailable(child, because: "it left the container (removed, or adopted by another container)")
        if let view = child.viewIfLoaded, view.superview === privateContainerView { view.removeFromSuperview() }
        selectedStorage = nil
        updateButtons()
        if let next = firstAvailableChild(after: child) { transition(toChild: next, interactive: false) }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutContainer()
    }

    /// Places the child area above the button row, the buttons, and the selected child's view
    /// over the whole child area.
    func layoutContainer() {
        let bounds = view.bounds
        let bottom = view.safeAreaInsets.bottom
        let rowTop = max(0, bounds.height - bottom - buttonRowHeight)
        privateContainerView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: rowTop)
        // The selected child fills the area, unless a switch is moving it (the switch's end marks
        // the container for layout when its size changed meanwhile).
        if !transitionRunner.isBusy, let child = selectedStorage?.viewIfLoaded, child.superview === privateContainerView,
            child.transform.isIdentity, child.frame != privateContainerView.bounds
        {
            child.frame = privateContainerView.bounds
        }
        buttonsView.frame = CGRect(x: 0, y: rowTop, width: bounds.width, height: bounds.height - rowTop)
        let count = CGFloat(max(1, buttons.count))
        let size: CGFloat = min(buttonRowHeight, bounds.width / count)
        let spacing = (bounds.width - size * count) / (count + 1)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(
                x: spacing + CGFloat(index) * (size + spacing),
                y: (buttonRowHeight - size) / 2, width: size, height: size)
        }
    }

    // MARK: Appearance forwarding

    override var managesChildAppearance: Bool { true }

    /// The selected child (the one being switched to during a transition).
    override var managedShownChild: ViewController? { selectedStorage }

    func updateButtons() {
        for (index, button) in buttons.enumerated() {
            button.isSelected = viewControllers[index] === selectedStorage
        }
    }
}
