import Foundation
import Testing
import TransitTesting
import TransitUIKit
import TransitTestingReporting

/// Counts the notifications of one name posted on the default centre while it is alive.
@MainActor
final class NotificationCounter {
    private(set) var count = 0
    private(set) var objects: [ObjectIdentifier] = []
    private var token: NSObjectProtocol?

    init(_ name: Notification.Name) {
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
            let object = note.object.map { ObjectIdentifier($0 as AnyObject) }
            MainActor.assumeIsolated {
                self?.count += 1
                if let object { self?.objects.append(object) }
            }
        }
    }

    func stop() {
        if let token { NotificationCenter.default.removeObserver(token) }
        token = nil
    }
}

final class HiddenStatusBarController: UIViewController {
    override var prefersStatusBarHidden: Bool { true }
}

/// The globals real code reads — status bar, orientations, the main screen — and the constant
/// constraint apps write with a redundant second attribute.
@MainActor @Suite struct GlobalsIdiomTests {
    /// A side drawer's width written as `toItem: nil, attribute: .width`: UIKit treats a second
    /// attribute with no second item as a constant constraint.
    @Test func aConstantWidthWithASecondAttributeAndNoSecondItem() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        host.diagnostics.forward = nil
        let drawer = UIView()
        drawer.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(drawer)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: drawer, attribute: .width, relatedBy: .equal, toItem: nil,
                attribute: .width, multiplier: 1, constant: 280),
            NSLayoutConstraint(
                item: drawer, attribute: .height, relatedBy: .equal, toItem: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: 844),
            drawer.leadingAnchor.constraint(equalTo: host.window.leadingAnchor),
            drawer.topAnchor.constraint(equalTo: host.window.topAnchor)
        ])
        host.window.layoutIfNeeded()
        expectEqual(drawer.frame, CGRect(x: 0, y: 0, width: 280, height: 844))
        expect(host.diagnostics.diagnostics.isEmpty)
        // A location equal to a constant is still refused, whatever the second attribute.
        let bad = NSLayoutConstraint(
            item: drawer, attribute: .leading, relatedBy: .equal, toItem: nil,
            attribute: .leading, multiplier: 1, constant: 10)
        bad.isActive = true
        expect(!bad.isActive)
        expectEqual(host.diagnostics.diagnostics(withCode: "layout.invalidConstraint").count, 1)
    }

    /// `statusBarFrame` spans the top of the screen, as tall as the status bar, and is `.zero`
    /// when the status bar is hidden.
    @Test func statusBarFrame() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        host.window.screenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        host.window.rootViewController = UIViewController()
        host.step()
        expectEqual(UIApplication.shared.statusBarFrame, CGRect(x: 0, y: 0, width: 390, height: 47))
        expect(!UIApplication.shared.isStatusBarHidden)
        host.window.rootViewController = HiddenStatusBarController()
        host.step()
        expect(UIApplication.shared.isStatusBarHidden)
        expectEqual(UIApplication.shared.statusBarFrame, .zero)
    }

    /// Turning the device: the screen's bounds follow, `statusBarOrientation` and
    /// `UIDevice.current.orientation` report it (their landscape names are swapped, as UIKit's raw
    /// values are), and `orientationDidChangeNotification` is posted with the device.
    @Test func orientationFollowsRotation() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        defer { UIDevice.current.endGeneratingDeviceOrientationNotifications() }
        let deviceChanges = NotificationCounter(UIDevice.orientationDidChangeNotification)
        let barChanges = NotificationCounter(UIApplication.didChangeStatusBarOrientationNotification)
        defer { deviceChanges.stop(); barChanges.stop() }
        expectEqual(UIApplication.shared.statusBarOrientation, .portrait)
        expectEqual(UIDevice.current.orientation, .portrait)
        expect(UIDevice.current.orientation.isPortrait)

        host.window.rotate(to: .landscapeRight, duration: 0.3)
        expect(host.runUntilIdle())
        expectEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 844, height: 390))
        expectEqual(UIApplication.shared.statusBarOrientation, .landscapeRight)
        expectEqual(UIDevice.current.orientation, .landscapeLeft)
        expectEqual(UIDevice.current.orientation.rawValue, UIInterfaceOrientation.landscapeRight.rawValue)
        expectEqual(deviceChanges.count, 1)
        expectEqual(barChanges.count, 1)
        expectEqual(deviceChanges.objects, [ObjectIdentifier(UIDevice.current)])

        // A half turn keeps the size and still changes the orientation.
        host.window.rotate(to: .landscapeLeft)
        expectEqual(UIScreen.main.bounds.size, CGSize(width: 844, height: 390))
        expectEqual(UIDevice.current.orientation, .landscapeRight)
        expectEqual(deviceChanges.count, 2)

        // A plain size change back to portrait is a rotation too.
        host.window.transition(toSize: CGSize(width: 390, height: 844))
        expectEqual(UIApplication.shared.statusBarOrientation, .portrait)
        expectEqual(deviceChanges.count, 3)
        expect(UIDevice.current.isGeneratingDeviceOrientationNotifications)
    }

    /// A controller that reads the orientation as its size changes sees the new one afterwards,
    /// and turning to the orientation it is in already does nothing.
    @Test func rotatingToTheSameOrientationDoesNothing() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        host.diagnostics.forward = nil
        let changes = NotificationCounter(UIDevice.orientationDidChangeNotification)
        defer { changes.stop() }
        expectNil(host.window.rotate(to: .portrait))
        expectNil(host.window.rotate(to: .unknown))
        expectEqual(host.diagnostics.diagnostics(withCode: "window.invalidOrientation").count, 1)
        expectEqual(changes.count, 0)
    }
}
