import Foundation

/// The delegate of a `TabBar` (`UITabBarDelegate`). A tab bar managed by a
/// `TabBarController` has the controller as its delegate; don't change it.
@MainActor
public protocol TabBarDelegate: AnyObject {
    /// The user selected `item` by tapping it (`tabBar(_:didSelect:)`).
    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
}
