import Foundation

extension ViewController {
    /// The view the controller manages (`UIViewController.view`). Reading it loads it first if
    /// needed (`loadView()` then `viewDidLoad()`); assigning it makes that view the controller's
    /// root view; assigning `nil` unloads it. A view belongs to at most one controller: assigning
    /// one that another controller manages is reported and ignored.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set { setView(newValue) }
    }

    /// Whether the view is loaded (`UIViewController.isViewLoaded`). Never loads it.
    public var isViewLoaded: Bool { viewStorage != nil }

    /// The view if it is loaded, else `nil` (`UIViewController.viewIfLoaded`). Never loads it.
    public var viewIfLoaded: View? { viewStorage }

    /// Loads the view if it is not loaded yet (`UIViewController.loadViewIfNeeded()`): calls
    /// `loadView()` then `viewDidLoad()`, each recorded in the timeline. If `loadView()` does not
    /// assign a view, that is reported and a plain view is installed, so `view` is never `nil`
    /// after loading. Reading `view` from inside `loadView()` before assigning it (endless
    /// recursion in UIKit) is reported and answered with a plain view.
    public func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        if isLoadingView {
            report(
                .error, code: "viewController.viewReadInLoadView",
                "\(timelineName).view was read inside loadView() before loadView() assigned it; "
                    + "a plain view was installed")
            setView(View(frame: defaultViewFrame))
            return
        }
        isLoadingView = true
        record("loadView()")
        loadView()
        isLoadingView = false
        if viewStorage == nil {
            report(
                .error, code: "viewController.loadViewWithoutView",
                "\(timelineName).loadView() did not assign a view; a plain view was installed")
            setView(View(frame: defaultViewFrame))
        }
        record("viewDidLoad()")
        viewDidLoad()
    }

    /// Makes `newView` the controller's view, detaching the previous one.
    func setView(_ newView: View?) {
        if newView === viewStorage { return }
        if let newView, let owner = newView.viewDelegate, owner !== self {
            report(
                .error, code: "viewController.viewOwnedByAnother",
                "a view managed by \(owner.timelineName) cannot also be the view of "
                    + "\(timelineName); the assignment was ignored")
            return
        }
        viewStorage?.viewDelegate = nil
        viewStorage = newView
        newView?.viewDelegate = self
    }
}
