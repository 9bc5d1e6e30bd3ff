import Foundation

/// Changing the zoom's way while its spring runs, from where the view is on screen: turning it
/// around (a dismissal requested while the zoom still grows, a push requested again while it
/// shrinks back) and switching its landing between the source and the fallback (a source that
/// leaves the window mid-flight, or one that appears). Position and velocity carry over: the new
/// spring starts where the old one had the view, with the part of its velocity that lies along
/// the new way.
extension ZoomTransitionDriver: SelfTurningAnimator {
    /// The zoom turns while its spring runs by itself; a finger holding it decides instead.
    var canTurnAround: Bool { !isFinished && spring != nil && !isGrabbed }

    /// Turns the zoom toward where its transition started (the source for a push or
    /// presentation, full size for a pop or dismissal), or on toward its end again. Heading into
    /// the source, the provider is asked again, so the zoom lands where the source is now.
    func turnAround(towardStart: Bool) {
        guard let spring else { return }
        let speed = container?.window?.motionSettings.animationSpeed ?? 1
        let t = max(0, (now - spring.startTime) * speed)
        let target = spring.toSource ? atSource : full
        let toSource = towardStart == zoomingIn
        if toSource { askForSource() }
        restartSpring(at: t, from: target, toSource: toSource)
    }

    /// Asks for the source at a frame of the way into it (`t` seconds of spring time in). When
    /// the source goes (or comes back), the landing switches between the source and the
    /// fallback, and the spring restarts from where the view is. Returns whether it restarted.
    func followSource(at t: Double) -> Bool {
        let before = atSource, hadSource = source != nil
        askForSource(following: true)
        guard (source != nil) != hadSource else { return false }
        restartSpring(at: t, from: before, toSource: true)
        return true
    }

    /// Puts the view where the running spring has it `t` seconds (spring time) into its way to
    /// `target`, and starts a new spring from there into the source or to full size. The new
    /// spring's initial velocity is the old one's geometric velocity projected on the new way,
    /// over the clip's (x, y, width, height): (V · D) / |D|², in whole distances per second.
    /// Landing on the fallback (no source), it is capped at ω = 2π / `springResponse`, the most a
    /// critically damped spring can start with and still not overshoot — (1 + (ω − v₀)t)e^(−ωt)
    /// stays positive — since the fallback fades to transparent and a fade cannot go past it.
    func restartSpring(at t: Double, from target: ZoomGeometry, toSource: Bool) {
        guard let spring else { return }
        let q = spring.curve.progress(at: t), rate = spring.curve.velocity(at: t)
        current = .mix(spring.start, target, CGFloat(q))
        apply()
        let moving = (target.clipVector - spring.start.clipVector) * rate
        let way = (toSource ? atSource : full).clipVector - current.clipVector
        let length2 = (way * way).sum()
        var v0 = length2 > 1 ? (moving * way).sum() / length2 : 0
        if !v0.isFinite { v0 = 0 }
        if toSource, source == nil { v0 = min(v0, 2 * Double.pi / Options.springResponse) }
        startSpring(toSource: toSource, velocity: v0)
    }
}

extension ZoomGeometry {
    /// The clip's rectangle as a vector (x, y, width, height), to project velocities on.
    var clipVector: SIMD4<Double> {
        SIMD4(Double(clip.minX), Double(clip.minY), Double(clip.width), Double(clip.height))
    }
}
