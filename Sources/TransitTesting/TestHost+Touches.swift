import Foundation

extension TestHost {
    /// Touches one finger down at `point` (window coordinates) in the next frame, and steps it.
    /// If the scripted finger is already down it is lifted first (reported).
    public func touchDown(at point: CGPoint) {
        liftIfDown()
        fingerLocation = point
        deliverInNextFrame([TouchInput(finger: Self.finger, phase: .began, location: point)])
    }

    /// Moves the scripted finger to `point` in the next frame, and steps it. Without a finger down
    /// this is reported and steps nothing.
    public func touchMove(to point: CGPoint) {
        guard fingerLocation != nil else {
            diagnostics.report(Diagnostic(.warning, code: "testhost.noTouch", "touchMove(to:) with no finger down; ignored"))
            return
        }
        fingerLocation = point
        deliverInNextFrame([TouchInput(finger: Self.finger, phase: .moved, location: point)])
    }

    /// Lifts the scripted finger where it is in the next frame, and steps it. Without a finger
    /// down this is reported and steps nothing.
    public func touchUp() {
        guard let location = fingerLocation else {
            diagnostics.report(Diagnostic(.warning, code: "testhost.noTouch", "touchUp() with no finger down; ignored"))
            return
        }
        fingerLocation = nil
        deliverInNextFrame([TouchInput(finger: Self.finger, phase: .ended, location: location)])
    }

    /// A tap at `point`: down in one frame, up in the next (two frames).
    public func tap(at point: CGPoint) {
        touchDown(at: point)
        touchUp()
    }

    /// A drag in a straight line at constant speed: the finger touches down at `from` in one frame,
    /// then moves once per frame for `n = max(1, round(duration × framesPerSecond))` frames,
    /// reaching `from + (to − from)·k/n` in the k-th, and lifts at `to` in the same frame as the
    /// last move. Every sample lies on the line through time, so a pan's velocity is exactly
    /// `(to − from) / (n / framesPerSecond)` — `(to − from) / duration` when the duration is a
    /// whole number of frames. Takes `n + 1` frames.
    public func drag(from: CGPoint, to: CGPoint, duration: TimeInterval) {
        guard duration.isFinite && duration >= 0,
            from.x.isFinite, from.y.isFinite, to.x.isFinite, to.y.isFinite
        else {
            diagnostics.report(
                Diagnostic(
                    .error, code: "testhost.drag",
                    "drag(from: \(from), to: \(to), duration: \(duration)) has a non-finite or negative value; nothing done"))
            return
        }
        let duration = bounded(duration, in: "drag(from:to:duration:)")
        touchDown(at: from)
        // The duration is bounded, so the frame count converts to Int safely.
        let n = max(1, Int((duration * framesPerSecond).rounded()))
        for k in 1...n {
            let f = CGFloat(k) / CGFloat(n)
            let p = CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
            var inputs = [TouchInput(finger: Self.finger, phase: .moved, location: p)]
            if k == n { inputs.append(TouchInput(finger: Self.finger, phase: .ended, location: p)) }
            fingerLocation = k == n ? nil : p
            deliverInNextFrame(inputs)
        }
    }

    /// Whether the scripted finger is down.
    public var isTouchDown: Bool { fingerLocation != nil }

    private func liftIfDown() {
        guard fingerLocation != nil else { return }
        diagnostics.report(
            Diagnostic(
                .warning, code: "testhost.touchAlreadyDown",
                "a new touch began while the scripted finger was down; lifting it first"))
        touchUp()
    }
}

extension TestHost {
    /// Taps the status bar (`Window.tapStatusBar()`) and steps one frame. Returns whether a
    /// scroll view scrolls to the top.
    @discardableResult
    public func tapStatusBar() -> Bool {
        let scrolls = window.tapStatusBar()
        step()
        return scrolls
    }
}
