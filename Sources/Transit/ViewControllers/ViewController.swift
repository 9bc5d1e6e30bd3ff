import Foundation

/// An object that manages a view hierarchy (`UIViewController`).
@MainActor
open class ViewController {
    private var viewStorage: View?

    /// Creates a view controller.
    public init() {}

    /// The root view, loaded on first access through `loadView()` then `viewDidLoad()`
    /// (`UIViewController.view`).
    open var view: View! {
        get {
            if viewStorage == nil {
                loadView()
                if viewStorage == nil { viewStorage = View(frame: .zero) }
                viewDidLoad()
            }
            return viewStorage
        }
        set { viewStorage = newValue }
    }

    /// Whether the view is loaded (`UIViewController.isViewLoaded`).
    public var isViewLoaded: Bool { viewStorage != nil }

    /// Creates the root view; the default makes a plain `View` (`UIViewController.loadView()`).
    open func loadView() { viewStorage = View(frame: .zero) }

    /// Called after the view is loaded (`UIViewController.viewDidLoad()`).
    open func viewDidLoad() {}
}
