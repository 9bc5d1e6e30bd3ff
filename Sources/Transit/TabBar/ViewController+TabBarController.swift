import Foundation

extension ViewController {
    /// The nearest ancestor that is a tab bar controller (`UIViewController.tabBarController`).
    public var tabBarController: TabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? TabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }
}
