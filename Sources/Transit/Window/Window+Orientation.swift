import Foundation

extension Window {
    /// The orientation of the window's interface (`UIWindowScene.interfaceOrientation`, which
    /// `UIApplication.statusBarOrientation` reports for the key window).
    ///
    /// Transit has no accelerometer: the orientation is the one last asked for with
    /// `rotate(to:duration:)` while it fits the window's shape; otherwise it follows the shape —
    /// `.portrait` when the window is at least as tall as it is wide, else `.landscapeRight` (the
    /// interface after the device is turned a quarter anticlockwise, home button or bottom edge
    /// on the right; the simulator's "Rotate Left").
    public var interfaceOrientation: InterfaceOrientation {
        let size = bounds.size
        let isLandscape = size.width > size.height
        if let rotatedOrientation, rotatedOrientation.isLandscape == isLandscape { return rotatedOrientation }
        return isLandscape ? .landscapeRight : .portrait
    }

    /// Turns the interface to `orientation` as a device rotation does (Transit extension; UIKit
    /// does this when the device turns).
    ///
    /// The window takes the shape of the orientation — its width and height swap when portrait
    /// becomes landscape or back — through `transition(toSize:duration:targetTransform:)`, with
    /// the quarter or half turn as the target transform; then `Device.current.orientation` and
    /// `Application.shared.statusBarOrientation` report the new orientation and, if this is the
    /// key window, `Device.orientationDidChangeNotification` and
    /// `Application.didChangeStatusBarOrientationNotification` are posted. `.unknown` is reported
    /// (`window.invalidOrientation`) and ignored. Returns the size transition's coordinator, or
    /// `nil` when the size does not change.
    @discardableResult
    public func rotate(to orientation: InterfaceOrientation, duration: TimeInterval = 0) -> SizeTransitionCoordinator? {
        guard orientation != .unknown else {
            diagnostics.report(
                Diagnostic(
                    .error, code: "window.invalidOrientation",
                    "rotate(to: .unknown): name the orientation to turn to; ignored"))
            return nil
        }
        let old = interfaceOrientation
        guard orientation != old else { return nil }
        let size = bounds.size
        let newSize =
            orientation.isLandscape == (size.width > size.height)
            ? size : CGSize(width: size.height, height: size.width)
        let turn = CGFloat(old.quarterTurns - orientation.quarterTurns) * .pi / 2
        rotatedOrientation = orientation
        let coordinator = transition(
            toSize: newSize, duration: duration,
            targetTransform: CGAffineTransform(rotationAngle: turn))
        if newSize == size { postOrientationChange(from: old) }
        return coordinator
    }

    /// Posts the orientation notifications when the interface orientation is no longer `old` and
    /// this is the key window, whose orientation the device and the application report.
    func postOrientationChange(from old: InterfaceOrientation) {
        if rotatedOrientation != interfaceOrientation { rotatedOrientation = nil }
        guard interfaceOrientation != old, isKeyWindow else { return }
        NotificationCenter.default.post(
            name: Application.didChangeStatusBarOrientationNotification,
            object: Application.shared)
        NotificationCenter.default.post(name: Device.orientationDidChangeNotification, object: Device.current)
    }

    /// Reports `diagnostic` unless this window has reported one with its code before: for
    /// conditions worth saying once, such as a call that can never have an effect here.
    func reportOnce(_ diagnostic: Diagnostic) {
        guard reportedOnceCodes.insert(diagnostic.code).inserted else { return }
        diagnostics.report(diagnostic)
    }
}
