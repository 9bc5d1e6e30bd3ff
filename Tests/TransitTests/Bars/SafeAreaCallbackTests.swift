import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A log shared by the views and controllers of one test.
@MainActor
final class SafeAreaLog {
    var entries: [String] = []
}

/// A view that logs its safe-area and margin callbacks with the insets it sees.
@MainActor
final class SafeAreaLoggingView: View {
    required init?(coder: NSCoder) { return nil }
    let name: String
    let log: SafeAreaLog
    init(_ name: String, log: SafeAreaLog, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }
    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        let i = safeAreaInsets
        log.entries.append("\(name).safeAreaInsetsDidChange \(Int(i.top)) \(Int(i.left)) \(Int(i.bottom)) \(Int(i.right))")
    }
    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        log.entries.append("\(name).layoutMarginsDidChange")
    }
}

/// A controller whose view is a `SafeAreaLoggingView` and which logs its own callbacks.
@MainActor
final class SafeAreaLoggingController: ViewController {
    required init?(coder: NSCoder) { return nil }
    let log: SafeAreaLog
    init(log: SafeAreaLog) {
        self.log = log
        super.init()
    }
    override func loadView() { view = SafeAreaLoggingView("view", log: log) }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.entries.append("viewWillAppear")
    }
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        let i = view.safeAreaInsets
        log.entries.append("viewSafeAreaInsetsDidChange \(Int(i.top)) \(Int(i.left)) \(Int(i.bottom)) \(Int(i.right))")
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.entries.append("viewWillLayoutSubviews")
    }
    override func viewLayoutMarginsDidChange() {
        super.viewLayoutMarginsDidChange()
        log.entries.append("viewLayoutMarginsDidChange")
    }
}

/// `UIView.safeAreaInsetsDidChange()`, `UIViewController.viewSafeAreaInsetsDidChange()` and
/// `viewLayoutMarginsDidChange()`: called once per actual change, the view before its
/// controller, both before `viewWillLayoutSubviews()` (UIKit's order on first appearance:
/// viewWillAppear, viewSafeAreaInsetsDidChange, viewWillLayoutSubviews). Oracles: the insets of a
/// 390 × 844 window with 47/34 pt screen insets under a 44 pt navigation bar (91 at the top).
@MainActor
@Suite struct SafeAreaCallbackTests {
    func makeHost(_ log: SafeAreaLog) -> (TestHost, NavigationController, SafeAreaLoggingController) {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let controller = SafeAreaLoggingController(log: log)
        let navigation = NavigationController(rootViewController: controller)
        host.window.rootViewController = navigation
        host.window.makeKeyAndVisible()
        host.advance(by: 1.0 / 60)
        return (host, navigation, controller)
    }

    /// The log's entries with the given prefixes only.
    func entries(_ log: SafeAreaLog, _ prefixes: String...) -> [String] {
        log.entries.filter { entry in prefixes.contains { entry.hasPrefix($0) } }
    }

    @Test func firstAppearanceInAWindowUnderABar() {
        let log = SafeAreaLog()
        let (host, _, _) = makeHost(log)
        defer { withExtendedLifetime(host) {} }
        let expected: [String] = [
            "viewWillAppear", "view.safeAreaInsetsDidChange 91 0 34 0",
            "viewSafeAreaInsetsDidChange 91 0 34 0", "viewWillLayoutSubviews"
        ]
        expectEqual(Array(entries(log, "viewWillAppear", "view.safe", "viewSafe", "viewWillLayout").prefix(4)), expected)
        expectEqual(entries(log, "view.safe").count, 1)
        expectEqual(entries(log, "viewSafe").count, 1)
    }

    @Test func additionalSafeAreaInsetsCallOncePerChange() {
        let log = SafeAreaLog()
        let (host, _, controller) = makeHost(log)
        log.entries.removeAll()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 6, right: 0)
        host.step()
        expectEqual(
            entries(log, "view.safe", "viewSafe"),
            [
                "view.safeAreaInsetsDidChange 101 0 40 0",
                "viewSafeAreaInsetsDidChange 101 0 40 0"
            ])
        log.entries.removeAll()
        // The same value again, and frames with nothing changing: no call.
        controller.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 6, right: 0)
        host.step()
        host.step()
        expect(entries(log, "view.safe", "viewSafe").isEmpty)
        controller.additionalSafeAreaInsets = .zero
        host.step()
        expectEqual(
            entries(log, "view.safe", "viewSafe"),
            [
                "view.safeAreaInsetsDidChange 91 0 34 0",
                "viewSafeAreaInsetsDidChange 91 0 34 0"
            ])
    }

    @Test func hidingAndShowingTheBar() {
        let log = SafeAreaLog()
        let (host, navigation, _) = makeHost(log)
        log.entries.removeAll()
        navigation.setNavigationBarHidden(true, animated: false)
        host.step()
        expectEqual(entries(log, "viewSafe"), ["viewSafeAreaInsetsDidChange 47 0 34 0"])
        navigation.setNavigationBarHidden(false, animated: false)
        host.step()
        expectEqual(
            entries(log, "viewSafe"),
            [
                "viewSafeAreaInsetsDidChange 47 0 34 0",
                "viewSafeAreaInsetsDidChange 91 0 34 0"
            ])
        expectEqual(entries(log, "view.safe").count, 2)
    }

    @Test func plainSubviewsHearOnlyWhenTheirOwnInsetsChange() {
        let log = SafeAreaLog()
        let (host, _, controller) = makeHost(log)
        // 41 pt of this one lies under the 91 pt band; the other is inside the safe area.
        let under = SafeAreaLoggingView("under", log: log, frame: CGRect(x: 10, y: 50, width: 100, height: 100))
        let inside = SafeAreaLoggingView("inside", log: log, frame: CGRect(x: 10, y: 300, width: 100, height: 100))
        controller.view.addSubview(under)
        controller.view.addSubview(inside)
        host.step()
        expectEqual(entries(log, "under", "inside"), ["under.safeAreaInsetsDidChange 41 0 0 0"])
        log.entries.removeAll()
        // Moved down into the safe area: zero now.
        under.frame.origin.y = 120
        host.step()
        expectEqual(entries(log, "under", "inside"), ["under.safeAreaInsetsDidChange 0 0 0 0"])
        log.entries.removeAll()
        // Leaving the window: the controller's view goes back to zero; the inside view was zero.
        host.window.rootViewController = nil
        expectEqual(entries(log, "view.safe"), ["view.safeAreaInsetsDidChange 0 0 0 0"])
        expect(entries(log, "under", "inside").isEmpty)
    }

    @Test func layoutMarginsCallTheViewThenItsController() {
        let log = SafeAreaLog()
        let (host, _, controller) = makeHost(log)
        defer { withExtendedLifetime(host) {} }
        log.entries.removeAll()
        controller.view.layoutMargins = EdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
        expectEqual(log.entries, ["view.layoutMarginsDidChange", "viewLayoutMarginsDidChange"])
        controller.view.layoutMargins = EdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
        expectEqual(log.entries.count, 2)
        // A view that is not a controller's calls only itself.
        let plain = SafeAreaLoggingView("plain", log: log)
        plain.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        expectEqual(log.entries.last, "plain.layoutMarginsDidChange")
        expectEqual(log.entries.count, 3)
    }
}
