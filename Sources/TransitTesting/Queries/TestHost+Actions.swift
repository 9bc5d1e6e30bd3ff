import Foundation
import Transit

/// Acting on views found on the host's screen, as a UI test does: tap, drag and swipe a view
/// without converting its frame to window coordinates by hand, and wait for a condition on the
/// manual clock.
extension TestHost {
    /// The direction of a swipe: where the finger moves.
    public enum SwipeDirection: Sendable {
        case left, right, up, down
    }

    /// Taps the centre of the visible part of `view` (two frames). Like a UI test's tap, it
    /// requires the view to be hittable there: the window's hit test must find the view, a view
    /// inside it, or the view containing it (a label's button); otherwise nothing is tapped, the
    /// miss is reported (`testhost.notHittable`, naming the view found instead) and the result
    /// is `false`.
    @discardableResult
    public func tap(_ view: View) -> Bool {
        guard let point = hittablePoint(of: view, action: "tap") else { return false }
        tap(at: point)
        return true
    }

    /// Taps the frontmost visible view matching `query`; `false` (reported) when none is
    /// visible or it is not hittable.
    @discardableResult
    public func tap(_ query: ViewQuery) -> Bool {
        guard let view = view(query) else { return false }
        return tap(view)
    }

    /// Drags from the centre of `view`'s visible part by `translation`, in a straight line over
    /// `duration` seconds (see `drag(from:to:duration:)`); `false` (reported) when the view is
    /// not hittable.
    @discardableResult
    public func drag(_ view: View, by translation: CGVector, duration: TimeInterval = 0.3) -> Bool {
        guard let start = hittablePoint(of: view, action: "drag") else { return false }
        drag(from: start, to: CGPoint(x: start.x + translation.dx, y: start.y + translation.dy), duration: duration)
        return true
    }

    /// Swipes across `view` in `direction`: a quick drag (0.15 s) from the centre of its visible
    /// part over `distance` points (by default 40 % of the visible part's extent in that
    /// direction: 156 pt at about 1,000 pt/s across a 390 pt screen).
    @discardableResult
    public func swipe(_ view: View, _ direction: SwipeDirection, distance: CGFloat? = nil) -> Bool {
        guard let frame = visibleFrame(of: view) else { return reportNotHittable(view, action: "swipe", found: nil) }
        let horizontal = direction == .left || direction == .right
        let length = distance ?? (horizontal ? frame.width : frame.height) * 0.4
        let sign: CGFloat = direction == .left || direction == .up ? -1 : 1
        let translation = horizontal ? CGVector(dx: sign * length, dy: 0) : CGVector(dx: 0, dy: sign * length)
        return drag(view, by: translation, duration: 0.15)
    }

    /// Steps frames until `condition` holds or `timeout` seconds of host time have passed;
    /// returns whether it held. Checks before stepping, so a condition already true steps nothing.
    @discardableResult
    public func wait(until condition: @MainActor () -> Bool, timeout: TimeInterval = 5) -> Bool {
        let limit = timeout.isFinite ? max(0, timeout) : 5
        let deadline = now + limit
        while !condition() {
            guard now + frameDuration <= deadline + 1e-9 else { return false }
            step()
        }
        return true
    }

    /// Steps frames until a visible view matches `query` (or `timeout` passes) and returns it.
    public func waitForView(_ query: ViewQuery, timeout: TimeInterval = 5) -> View? {
        guard wait(until: { !views(query).isEmpty }, timeout: timeout) else {
            diagnostics.report(
                Diagnostic(
                    .warning, code: "testhost.noMatch",
                    "no visible view matches \(query) after \(timeout) s"))
            return nil
        }
        return views(query).last
    }

    /// The centre of `view`'s visible part when a touch there reaches it; else reported.
    private func hittablePoint(of view: View, action: String) -> CGPoint? {
        guard let frame = visibleFrame(of: view) else {
            reportNotHittable(view, action: action, found: nil)
            return nil
        }
        let point = CGPoint(x: frame.midX, y: frame.midY)
        let hit = window.hitTest(point, with: nil)
        guard let hit, hit === view || hit.isDescendant(of: view) || view.isDescendant(of: hit) else {
            reportNotHittable(view, action: action, found: hit)
            return nil
        }
        return point
    }

    @discardableResult
    private func reportNotHittable(_ view: View, action: String, found: View?) -> Bool {
        let reason = found.map { "a touch at its centre reaches \(type(of: $0)) instead" } ?? "no part of it is on screen"
        diagnostics.report(
            Diagnostic(
                .warning, code: "testhost.notHittable",
                "\(action) \(type(of: view)): \(reason); nothing done"))
        return false
    }
}
