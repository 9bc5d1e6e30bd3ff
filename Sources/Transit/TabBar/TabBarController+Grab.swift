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
              !running.isTurnedBack, let controllers = viewControllersStorage,
              let from = running.context.viewController(forKey: .from), let to = running.context.viewController(forKey: .to),
              let i = controllers.firstIndex(where: { $0 === from }), let j = controllers.firstIndex(where: { $0 === to }),
              let fraction = running.grab() else { return false }
        // The finger's way toward the new tab: leftward for a tab to the right.
        let sign: CGFloat = j > i ? -1 : 1
        switchGrab = SwitchGrab(origin: fraction - translation * sign / width, sign: sign)
        return true
    }

    /// Moves the caught switch with the finger; returns whether a switch is caught.
    func moveSwitchGrab(translation: CGFloat, width: CGFloat) -> Bool {
        guard let grab = switchGrab else { return false }
        transitionRunner.running?.drag(to: grab.origin + translation * grab.sign / width)
        return true
    }

    /// Lets the caught switch go; returns whether a switch was caught.
    func endSwitchGrab(translation: CGFloat, velocity: CGFloat, width: CGFloat, released: Bool) -> Bool {
        guard let grab = switchGrab else { return false }
        switchGrab = nil
        let progress = grab.origin + translation * grab.sign / width
        let v = released && velocity.isFinite ? velocity * grab.sign / width : 0
        let projected = min(1, max(0, progress)) + DecelerationRate.normal.projectedDistance(initialVelocity: v)
        transitionRunner.running?.release(toEnd: projected > Self.interactiveCompletionThreshold, velocity: v)
        return true
    }
}

/// A running tab switch a pan holds.
struct SwitchGrab {
    /// The switch's progress less the finger's travel (along `sign`, over the width) where it
    /// was caught.
    var origin: CGFloat
    /// -1 when the switch goes to a tab on the right (the finger moves left to carry it on), 1
    /// for one on the left.
    var sign: CGFloat
}
