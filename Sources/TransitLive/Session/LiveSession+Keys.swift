import Foundation

extension LiveSession {
    /// Does what `key` asks, at display time `displayTime`.
    func perform(_ key: LiveKey, at displayTime: TimeInterval) {
        switch key {
        case .slowAnimations:
            motion.animationSpeed = motion.animationSpeed == 1 ? 0.1 : 1
            window.motionSettings = motion
        case .reduceMotion:
            motion.reduceMotion.toggle()
            window.motionSettings = motion
        case .pause:
            togglePause(at: displayTime)
        case .stepFrame:
            guard pausedTime != nil else { return }
            // A step hands a scrubbed transition back to time, from where the keys left it.
            releaseScrub()
            stepsRequested += 1
        case .scrubBackward, .scrubForward:
            scrub(forward: key == .scrubForward, at: displayTime)
        case .rotate:
            rotate()
        case .overlay:
            showsOverlay.toggle()
            if showsOverlay, window.runningTransitions.isEmpty { noteVisibleViews() }
            needsPresent = true
        case .restart:
            restart(at: displayTime)
        case .quit:
            quitRequested = true
        }
    }

    /// Pauses content time, or resumes it from where it stopped (and the transition the scrub
    /// keys held with it).
    func togglePause(at displayTime: TimeInterval) {
        if let paused = pausedTime {
            releaseScrub()
            offset = displayTime - paused
            pausedTime = nil
        } else {
            pausedTime = max(content.clock.now, displayTime - offset)
        }
    }

    /// Turns the device a quarter turn, portrait to landscape right or back, as the Simulator's
    /// Rotate Left and Rotate Right do: `Window.rotate(to:duration:)` swaps the window's width and
    /// height, and a window standing for a device takes that device's safe area and size classes
    /// for the new orientation (`Window.device`). The content is laid out at once, so the next
    /// frame shows it at its new size even while time is paused; the desktop window follows the
    /// frame's new size when it is presented.
    func rotate() {
        let landscape = window.interfaceOrientation.isLandscape
        guard window.rotate(to: landscape ? .portrait : .landscapeRight) != nil else { return }
        window.layoutIfNeeded()
        needsPresent = true
    }

    /// Makes the content again, keeping the motion settings, the pause and the overlay.
    func restart(at displayTime: TimeInterval) {
        let unitSize = CGSize(
            width: window.bounds.width / translator.pointsPerUnit.width,
            height: window.bounds.height / translator.pointsPerUnit.height)
        content = makeContent()
        content.window.motionSettings = motion
        offset = displayTime - content.clock.now
        preludeStart = content.prelude.isEmpty ? nil : displayTime
        if pausedTime != nil { pausedTime = content.clock.now }
        scrubbed = nil
        heldAnimator = nil
        layerTimeHold = nil
        shiftedTiming = nil
        translator.reset()
        pendingScroll = nil
        setWindowCoordinateSize(unitSize)
        needsPresent = true
    }
}
