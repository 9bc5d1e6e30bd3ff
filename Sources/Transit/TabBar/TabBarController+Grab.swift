import Foundation

/// The interactive pan catching a tab switch that runs on its own (Transit extension, as iOS 26
/// lets a pan catch a running push): a pan begun while a switch animates holds it where it is on
/// screen; moving the way the switch goes (left toward a tab on the right, right toward one on
/// the left) carries it on, the other way takes it back, in step with the finger over the
/// content's width. On release the switch finishes when its progress plus the distance the
/// finger's velocity projects (`DecelerationRate.normal`) passes
/// `interactiveCompletionThreshold`, carrying that velocity; otherwise it turns back and the tab
/// it left stays selected. A switch already turned back, one the pan itself drives, or one with
/// switches waiting behind it is not caught.
extension TabBarController {
    /// Catches the running switch when the pan begins; returns whether it did.
    func beginSwitchGrab(translation: CGFloat, width: CGFloat) -> Bool {
        guard let running = transitionRunner.running, transitionRunner.pending.isEmpty, drivenInteraction == nil,
            let controllers = viewControllersStorage,
            let grab = FingerGrab(catchingSwitch: running, among: controllers, translation: translation, width: width)
        else { return false }
        switchGrab = grab
        return true
    }

    /// Moves the caught switch with the finger; returns whether a switch is caught.
    func moveSwitchGrab(translation: CGFloat) -> Bool {
        guard let grab = switchGrab else { return false }
        grab.move(translation: translation)
        return true
    }

    /// Lets the caught switch go; returns whether a switch was caught.
    func endSwitchGrab(translation: CGFloat, velocity: CGFloat, released: Bool) -> Bool {
        guard let grab = switchGrab else { return false }
        switchGrab = nil
        grab.release(
            translation: translation, velocity: velocity, released: released,
            threshold: Self.interactiveCompletionThreshold)
        return true
    }
}
