import Foundation

extension ViewController {
    /// The nearest navigation controller among this controller's ancestors
    /// (`UIViewController.navigationController`), found by walking `parent`; `nil` outside a
    /// navigation stack. A controller pushed onto a stack has it from the moment it is pushed.
    public var navigationController: NavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? NavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }
}
