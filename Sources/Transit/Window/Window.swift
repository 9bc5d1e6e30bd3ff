import Foundation

/// The backdrop of an app's user interface and the root of its view hierarchy (`UIWindow`).
///
/// A window owns what a hierarchy shares: the screen scale and safe-area insets, the diagnostics
/// sink, the callback timeline, and the frame step (`step(to:)`), which advances animations, runs
/// their completions, runs the work queued for the next run-loop turn, lays out, and keeps
/// `renderTree()` current. None of this is global: views reach it through `window` (the
/// `Application.shared` registry of windows only observes them).
/// Like `UIWindow`, a window is hidden until `makeKeyAndVisible()`.
@MainActor
open class Window: View {
    private var diagnosticSink: any DiagnosticSink
    /// The record of every call made into user code, stamped with the frame time.
    public let timeline: CallbackTimeline
    /// Pixels per point of the screen the window is on (`UIScreen.scale`).
    public var screenScale: CGFloat {
        didSet {
            if !(screenScale.isFinite && screenScale > 0) {
                diagnostics.report(
                    Diagnostic(
                        .error, code: "window.scale",
                        "screenScale set to \(screenScale); must be positive and finite; kept \(oldValue)"))
                screenScale = oldValue
            } else if screenScale != oldValue {
                var previous = windowTraits
                previous.displayScale = oldValue
                TraitSnapshot(of: self, inWindow: previous).notifyChanges()
            }
        }
    }
    /// The insets of the screen area covered by bars, notches and rounded corners, which every
    /// view's `safeAreaInsets` derives from (what `UIWindow` reads from the device).
    public var screenSafeAreaInsets: EdgeInsets = .zero {
        didSet {
            safeAreasNeedUpdate = true
            if !screenSafeAreaInsets.isFinite {
                diagnostics.report(
                    Diagnostic(
                        .error, code: "window.safeArea",
                        "screenSafeAreaInsets set to a non-finite value; kept \(oldValue)"))
                screenSafeAreaInsets = oldValue
            }
        }
    }
    /// The screen the window is shown on (`UIWindow.screen`): the window's own display, sized
    /// like the window at `screenScale`.
    public private(set) lazy var screen = Screen(window: self)
    /// The style of the status bar over this window, as the controller in charge last asked for
    /// it (`UIStatusBarManager.statusBarStyle`); see `setNeedsStatusBarAppearanceUpdate()`.
    public internal(set) var statusBarStyle: StatusBarStyle = .default
    /// Whether the status bar over this window is hidden, as the controller in charge last asked
    /// (`UIStatusBarManager.isStatusBarHidden`).
    public internal(set) var isStatusBarHidden = false
    /// The traits the screen reports — size classes, idiom, interface style — which every view in
    /// the window shares (what UIKit reads from the device; Transit extension). `displayScale`
    /// is ignored here: views get `screenScale`. All unspecified by default; a window with a
    /// `device` sets the size classes and idiom from it whenever its size changes (see
    /// `Window+Device`). Setting a different value tells every view and controller in the window
    /// whose traits change (`traitCollectionDidChange(_:)`; a view under an
    /// `overrideUserInterfaceStyle` keeps its style).
    public var screenTraits = TraitCollection() {
        didSet {
            var previous = oldValue
            previous.displayScale = screenScale
            if previous.layoutDirection != screenTraits.layoutDirection { layoutDirectionDidChange(subtree: true) }
            if oldValue != screenTraits { TraitSnapshot(of: self, inWindow: previous).notifyChanges() }
        }
    }
    /// The device model the window stands for (Transit extension; see `Window+Device`): its
    /// safe-area insets, size classes, idiom, status bar and home indicator. `nil` by default: a
    /// bare window has no safe area, unspecified size classes and idiom, and no system overlays.
    public var device: DeviceModel? {
        didSet { deviceDidChange(from: oldValue) }
    }
    /// The status bar and home indicator drawn over the content when `device` has them.
    var systemChrome: SystemChrome?
    /// Whether a view's safe area may have changed since the last layout pass of the whole window
    /// (a view marked for layout or moved, the screen's insets changed), so the next pass checks
    /// every view's (`View+SafeArea.swift`); frame steps with nothing moved skip that walk.
    var safeAreasNeedUpdate = true
    /// Whether a standalone layer in the window may be marked for layout (`Layer+Layout`), and
    /// how many such marks were made (wrapping), so a pass can tell whether one came during it.
    var layerLayoutPending = false
    var layerLayoutMarks = 0
    /// The interface orientation set by `rotate(to:duration:)`, while it fits the window's shape
    /// (see `interfaceOrientation`).
    var rotatedOrientation: InterfaceOrientation?
    /// The codes of the diagnostics this window reports once only (`reportOnce(_:)`).
    var reportedOnceCodes: Set<String> = []
    /// Whether the window is the key window (`UIWindow.isKeyWindow`).
    public internal(set) var isKeyWindow = false
    /// The window's run loop: work queued for the next turn, in queue order, and timers
    /// (Window+RunLoop).
    var runLoopQueue = RunLoopQueue()
    /// Whether the layout passes have settled (Window+LayoutConvergence).
    var layoutConvergence = LayoutConvergence()
    /// The time of the last frame step.
    public internal(set) var currentTime: TimeInterval
    private var rootStorage: ViewController?
    // MARK: Touch routing (owned by Events/)
    /// The touches in flight and the gesture recognizers handling them.
    lazy var touchRouter = TouchRouter(window: self)

    /// The clock that times this window's animations (a `ManualClock` unless another is given).
    public let clock: any AnimationClock
    /// The engine that drives every animation of views in this window; `step(to:)` advances it.
    public let animationEngine: AnimationEngine
    /// Serialises the window's modal transitions: a presentation or dismissal asked for while
    /// another runs waits its turn, in order; none is dropped. A request that undoes the running
    /// one turns it around instead (`turnAround(for:_:)`).
    lazy var transitionRunner = TransitionRunner<ModalRequest>(
        policy: .queue, turnsAround: { [unowned self] request, running in turnAround(for: request, running) },
        perform: { request in request.start() })
    /// The window's back gestures and the handlers they go to: register a handler here to take
    /// edge and content pops before the navigation controller that owns them.
    public let backEventDispatcher = BackEventDispatcher()
    /// The running transitions, watched for stalls at every frame step.
    var watchedTransitions: [WatchedTransition] = []
    /// What moves at each frame step besides the animation engine (scroll views' motion).
    var tickers: [WeakTicker] = []
    /// The storage of `motionSettings` (Window+MotionSettings).
    var motionSettingsStorage = MotionSettings()
    /// The frame `renderTree()` produced since the last frame step, if any: what is on screen,
    /// where a `Transition` finds the old rendering of its layer (a step forgets it).
    var lastRenderTree: RenderTree?
    /// How many layers this window has numbered for its render trees (`Layer.renderSerial`).
    var renderSerials: UInt64 = 0
    /// This window's number among render-tree hosts (`LayerHost.renderHostID`).
    let renderHostID = Window.makeRenderHostID()
    /// The root of the last frame `renderTree()` produced, which the next one updates in place.
    var keptRenderRoot = RenderNode()
    /// How many system overlay nodes (`systemChromeNodes()`) end `keptRenderRoot`'s children.
    var keptChromeCount = 0

    /// Creates a hidden window from an archive (`UIWindow.init(coder:)`). Transit has no nibs, storyboards
    /// or archives, so nothing is decoded: this is `init(frame: .zero)`.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// Creates a hidden window (`UIWindow.init(frame:)`) at `scale`, timed by `clock` (a new
    /// `ManualClock` at 0 by default), reporting to `diagnostics` (standard error by default).
    public init(
        frame: CGRect, scale: CGFloat = 1, clock: (any AnimationClock)? = nil,
        diagnostics: any DiagnosticSink = StandardErrorDiagnostics()
    ) {
        diagnosticSink = diagnostics
        timeline = CallbackTimeline()
        screenScale = scale.isFinite && scale > 0 ? scale : 1
        let clock = clock ?? ManualClock()
        self.clock = clock
        animationEngine = AnimationEngine(clock: clock)
        currentTime = clock.now
        super.init(frame: frame)
        windowStorage = self
        isHidden = true
        timeline.now = currentTime
        animationEngine.diagnosticHandler = { [weak self] d in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.diagnostics.report(Diagnostic(.error, code: "animation.\(d.kind.rawValue)", d.message))
            }
        }
        if !(scale.isFinite && scale > 0) {
            diagnostics.report(
                Diagnostic(.error, code: "window.scale", "window scale \(scale) is not positive and finite; using 1"))
        }
    }

    /// Creates a hidden window covering a screen of the given size in points.
    public convenience init(
        size: CGSize, scale: CGFloat = 1, clock: (any AnimationClock)? = nil,
        diagnostics: any DiagnosticSink = StandardErrorDiagnostics()
    ) {
        self.init(frame: CGRect(origin: .zero, size: size), scale: scale, clock: clock, diagnostics: diagnostics)
    }

    /// Creates a hidden window with a zero frame.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, scale: 1)
    }

    /// Where every view in this window reports misuse; injectable, never global.
    open override var diagnostics: any DiagnosticSink {
        get { diagnosticSink }
        set { diagnosticSink = newValue }
    }

    /// The window itself (`UIWindow.window` is the window).
    open override var window: Window? { self }

    /// The root view controller (`UIWindow.rootViewController`). Its view is installed as the
    /// window's content, sized to the window's bounds with flexible width and height, when the
    /// window is shown; setting it on a visible window replaces the content at once.
    open var rootViewController: ViewController? {
        get { rootStorage }
        set {
            guard newValue !== rootStorage else { return }
            let old = rootStorage
            rootStorage = newValue
            old?.install(in: nil)
            newValue?.install(in: self)
            if !isHidden {
                installRoot(replacing: old)
                updateStatusBarAppearance()
            }
        }
    }

    /// Shows the window and makes it key (`UIWindow.makeKeyAndVisible()`), installing the root
    /// view controller's view.
    public func makeKeyAndVisible() {
        makeKey()
        guard isHidden else { return }
        isHidden = false
        installRoot(replacing: nil)
        updateStatusBarAppearance()
    }

    /// Makes the window key without changing its visibility (`UIWindow.makeKey()`). The window
    /// becomes `Application.shared.keyWindow`, and the previous key window stops being key.
    public func makeKey() {
        isKeyWindow = true
        Application.shared.windowDidBecomeKey(self)
    }

    private func installRoot(replacing old: ViewController?) {
        if let old, old.isViewLoaded, old.view.superview === self { old.view.removeFromSuperview() }
        guard let root = rootStorage else { return }
        let view: View = root.view
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
    }

    // MARK: Membership

    /// Called as a view joins this window's hierarchy.
    func viewDidJoin(_ view: View) {
        if view.needsLayout { noteLayoutMark() }
    }

    /// Called as a view leaves this window's hierarchy: its animations and those of its standalone
    /// sublayers are removed (the model values stay) and the runs that animated it will complete with `finished == false`.
    func viewWillLeave(_ view: View) {
        if view.layer.props.isAnimating || !view.layer.activeAnimations.isEmpty {
            view.layer.removeAllAnimations()
        }
        for sublayer in view.layer.sublayerStorage where !sublayer.isViewBacked {
            sublayer.removeAnimationsInStandaloneSubtree()
        }
    }
}
