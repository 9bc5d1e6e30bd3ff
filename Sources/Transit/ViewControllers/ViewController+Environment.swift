import Foundation

/// How a controller finds its callback timeline and diagnostic sink, without global state.
///
/// A controller belongs to at most one window: the window its view is in (or is joining or
/// leaving, during that move), else the window its parent belongs to, else the window it was
/// installed in as root view controller (a window installs its root before the root's view is
/// loaded, so the root's `loadView()` and `viewDidLoad()` triggered by `makeKeyAndVisible()` are
/// recorded in that window's timeline).
/// Overrides set on a controller (`callbackTimelineOverride`, `diagnosticSinkOverride`) win over
/// the window and apply to the controller's descendants too, which lets tests drive controllers
/// without any window.
extension ViewController {
    /// The window this controller belongs to or is on its way into (Transit extension): its
    /// view's window (or the one it is moving into or out of), else its parent's, else the window
    /// it was installed in as root.
    public var hostWindow: Window? {
        viewStorage?.window ?? movingWindow ?? parentStorage?.hostWindow ?? installedWindow
    }

    /// Where Transit records the calls it makes into this controller (Transit extension): the
    /// controller's `callbackTimelineOverride`, else its parent's timeline, else its host
    /// window's; `nil` when none of these exists (nothing is recorded then).
    public var callbackTimeline: CallbackTimeline? {
        callbackTimelineOverride ?? parentStorage?.callbackTimeline ?? hostWindow?.timeline
    }

    /// Where this controller reports misuse (Transit extension): its `diagnosticSinkOverride`,
    /// else its parent's sink, else its host window's, else standard error.
    public var diagnosticSink: any DiagnosticSink {
        if let sink = diagnosticSinkOverride { return sink }
        if let parent = parentStorage { return parent.diagnosticSink }
        if let window = hostWindow { return window.diagnostics }
        return StandardErrorDiagnostics.console
    }

    /// The window used for sizes when loading the view.
    var resolvedWindow: Window? { hostWindow }

    /// The frame of a view the controller makes itself: its window's bounds, or, outside any
    /// window, the main screen's bounds (UIKit gives a controller's default view the screen's
    /// bounds wherever it is loaded).
    var defaultViewFrame: CGRect { resolvedWindow?.bounds ?? Screen.main.bounds }

    /// Records that the window is installing this controller as its root (called by `Window`
    /// before it loads the root's view), so the controller resolves that window's timeline and
    /// diagnostics before its view is in it. `nil` uninstalls it.
    func install(in window: Window?) {
        installedWindow = window
    }

    /// Records a call Transit is about to make into this controller.
    func record(_ callback: String) {
        callbackTimeline?.record(timelineName, callback)
    }

    /// Reports a diagnostic through the resolved sink.
    func report(_ severity: Diagnostic.Severity, code: String, _ message: String) {
        diagnosticSink.report(Diagnostic(severity, code: code, message))
    }
}

extension ViewController {
    /// Tells the window that the status-bar preferences changed
    /// (`UIViewController.setNeedsStatusBarAppearanceUpdate()`): the window asks the controller
    /// in charge for `preferredStatusBarStyle` and `prefersStatusBarHidden` again, now. Outside a
    /// window there is no status bar and nothing happens.
    public func setNeedsStatusBarAppearanceUpdate() {
        hostWindow?.updateStatusBarAppearance()
    }

    /// Tells the window that the home-indicator preference changed
    /// (`UIViewController.setNeedsUpdateOfHomeIndicatorAutoHidden()`): the window asks the
    /// controller in charge for `prefersHomeIndicatorAutoHidden` again, now (see
    /// `Window.device` for when the indicator then hides). Outside a window nothing happens.
    public func setNeedsUpdateOfHomeIndicatorAutoHidden() {
        hostWindow?.updateHomeIndicatorAutoHidden()
    }
}
