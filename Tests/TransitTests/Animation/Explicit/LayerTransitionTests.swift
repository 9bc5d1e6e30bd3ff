import Foundation
import Testing
import TransitTesting
@testable import Transit
import TransitTestingReporting

/// A 100 × 100 pt view at the window's top-left, red, rendered once (the old rendering), then
/// turned blue in the same turn the transition is added.
@MainActor
private func transitionScene(_ log: DiagnosticLog = DiagnosticLog()) -> (Window, View) {
    let window = makeWindow(log)
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.backgroundColor = .red
    window.addSubview(view)
    _ = window.renderTree()
    view.backgroundColor = .blue
    return (window, view)
}

@MainActor
private func transition(_ type: TransitionType, _ subtype: TransitionSubtype? = nil, duration: Double = 1) -> Transition {
    let t = Transition()
    t.type = type
    t.subtype = subtype
    t.duration = duration
    return t
}

/// The view's node in the window's frame (the window's last child).
@MainActor
private func viewNode(_ window: Window) -> RenderNode {
    window.renderTree().root.children.last!
}

/// The pixel at point `p` of the window's frame.
@MainActor
private func pixel(_ window: Window, _ p: CGPoint) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let tree = window.renderTree()
    let bitmap = Renderer().render(tree)
    let scale = CGFloat(bitmap.width) / tree.size.width
    return bitmap[Int(p.x * scale), Int(p.y * scale)]
}

@MainActor
@Suite struct LayerTransitionTests {
    /// Halfway through a linear fade, an opaque new rendering over an opaque old one gives
    /// `(old + new) / 2` in each channel: red (255, 0, 0) to blue (0, 0, 255) is (127.5, 0, 127.5),
    /// within one step of 8-bit rounding.
    @Test func fadeHalfwayIsTheAverageColour() {
        let (window, view) = transitionScene()
        view.layer.add(transition(.fade), forKey: nil)
        window.step(to: 0.5)
        let c = pixel(window, CGPoint(x: 50, y: 50))
        expectLessThanOrEqual(abs(Double(c.r) - 127.5), 1, "\(c)")
        expectEqual(c.g, 0, "\(c)")
        expectLessThanOrEqual(abs(Double(c.b) - 127.5), 1, "\(c)")
    }

    /// At 0.25 s of a 1 s linear transition from the right, the new rendering has come in 25 % of
    /// the width: it sits 75 pt right of its place (push, moveIn); the old one has gone 25 pt left
    /// (push, reveal) or stays (moveIn). Offsets are read from the frame's nodes, relative to the
    /// container's anchor point (50, 50).
    @Test func movingTypesOffsetByProgressFromTheRight() {
        let cases: [(TransitionType, old: CGFloat, new: CGFloat, newOnTop: Bool)] = [
            (.push, -25, 75, true), (.moveIn, 0, 75, true), (.reveal, -25, 0, false)
        ]
        for c in cases {
            let (window, view) = transitionScene()
            view.layer.add(transition(c.0, .fromRight), forKey: nil)
            window.step(to: 0.25)
            let node = viewNode(window)
            expectEqual(node.children.count, 2, "\(c.0)")
            guard node.children.count == 2 else { continue }
            let (old, new) = c.newOnTop ? (node.children[0], node.children[1]) : (node.children[1], node.children[0])
            expectEqual(old.backgroundColor, .red, "\(c.0)")
            expectEqual(new.backgroundColor, .blue, "\(c.0)")
            expectLessThan(abs(old.position.x - 50 - c.old), 1e-9, "\(c.0)")
            expectEqual(old.position.y, 50, "\(c.0)")
            expectLessThan(abs(new.position.x - 50 - c.new), 1e-9, "\(c.0)")
            expectEqual(new.position.y, 50, "\(c.0)")
        }
    }

    /// The same push seen in pixels: the old red covers x < 75, the new blue x ≥ 75.
    @Test func pushInPixels() {
        let (window, view) = transitionScene()
        view.layer.add(transition(.push, .fromRight), forKey: nil)
        window.step(to: 0.25)
        let left = pixel(window, CGPoint(x: 70, y: 50)), right = pixel(window, CGPoint(x: 80, y: 50))
        expectEqual(left.r, 255, "\(left)")
        expectEqual(left.b, 0, "\(left)")
        expectEqual(right.r, 0, "\(right)")
        expectEqual(right.b, 255, "\(right)")
    }

    /// Each subtype moves along its own axis: from the left the new one comes from x − 100 toward
    /// x; from the top from y − 100; from the bottom from y + 100 (the window's y-down space).
    @Test func subtypesPickTheSide() {
        let cases: [(TransitionSubtype, CGVector)] = [
            (.fromLeft, CGVector(dx: -75, dy: 0)), (.fromTop, CGVector(dx: 0, dy: -75)),
            (.fromBottom, CGVector(dx: 0, dy: 75))
        ]
        for (subtype, expected) in cases {
            let (window, view) = transitionScene()
            view.layer.add(transition(.moveIn, subtype), forKey: nil)
            window.step(to: 0.25)
            let new = viewNode(window).children[1]
            expectLessThan(abs(new.position.x - 50 - expected.dx), 1e-9, "\(subtype)")
            expectLessThan(abs(new.position.y - 50 - expected.dy), 1e-9, "\(subtype)")
        }
    }

    /// The delegate hears the start, then the stop with `finished == true`; the transition is kept
    /// under "transition" (`kCATransition`) whatever the key, and is gone at the end, leaving the
    /// plain new rendering.
    @Test func delegateAndRemovalAtTheEnd() {
        let (window, view) = transitionScene()
        let recorder = DelegateRecorder()
        let t = transition(.fade)
        t.delegate = recorder
        view.layer.add(t, forKey: "mine")
        expectEqual(view.layer.animationKeys(), ["transition"])
        window.step(to: 0.5)
        expectEqual(recorder.events, ["a.start"])
        window.step(to: 1)
        expectEqual(recorder.events, ["a.start", "a.stop(true)"])
        expectNil(view.layer.animationKeys())
        let node = viewNode(window)
        expect(node.children.isEmpty)
        expectEqual(node.backgroundColor, .blue)
    }

    /// `startProgress` 0.2 and `endProgress` 0.6: the fade's new opacity runs 0.2 → 0.6, so it is
    /// 0.2 at the start and 0.4 halfway.
    @Test func progressRangeClipsTheTransition() {
        let (window, view) = transitionScene()
        let t = transition(.fade)
        t.startProgress = 0.2
        t.endProgress = 0.6
        view.layer.add(t, forKey: nil)
        window.step(to: 0)
        expectClose(viewNode(window).children[1].opacity, 0.2, within: 1e-6)
        window.step(to: 0.5)
        expectClose(viewNode(window).children[1].opacity, 0.4, within: 1e-6)
    }

    /// The idiom `label.text = "B"; label.layer.add(transition, forKey: nil)`: the old rendering
    /// shows "A", the new one "B".
    @Test func labelTextChangeInOneTurn() {
        let window = makeWindow()
        let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "A"
        window.addSubview(label)
        window.step(to: 0)
        _ = window.renderTree()
        label.text = "B"
        label.layer.add(transition(.push, .fromBottom), forKey: nil)
        window.step(to: 0.5)
        let node = viewNode(window)
        func text(_ n: RenderNode) -> String? { if case let .text(t)? = n.content { t.text } else { nil } }
        expectEqual(node.children.count, 2)
        expectEqual(node.children.map(text), ["A", "B"])
    }

    /// Swapping subviews, then adding the transition to their superview: the old subtree holds
    /// the old subview, the new one the new.
    @Test func swappedSubviewsTransition() {
        let window = makeWindow()
        let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = View(frame: container.bounds), second = View(frame: container.bounds)
        first.backgroundColor = .red; second.backgroundColor = .blue
        container.addSubview(first)
        window.addSubview(container)
        _ = window.renderTree()
        first.removeFromSuperview()
        container.addSubview(second)
        container.layer.add(transition(.fade), forKey: nil)
        window.step(to: 0.5)
        let node = viewNode(window)
        expectEqual(node.children.map { $0.children.map(\.backgroundColor) }, [[.red], [.blue]])
    }

    /// A progress range outside 0…1 or backwards is reported and the transition not attached.
    @Test func badProgressIsReported() {
        let log = DiagnosticLog()
        let (window, view) = transitionScene(log)
        defer { withExtendedLifetime(window) {} }
        let t = transition(.fade)
        t.startProgress = 0.8
        t.endProgress = 0.2
        view.layer.add(t, forKey: nil)
        let u = transition(.fade)
        u.endProgress = .nan
        view.layer.add(u, forKey: nil)
        expectNil(view.layer.animationKeys())
        expectEqual(log.diagnostics(withCode: "animation.invalid").count, 2)
    }

    /// The old rendering is taken when the transition is added, not from an older frame: rendered
    /// red at 0, turned green and stepped to 1 without a frame rendered since, the transition
    /// added at 1 (then the view turned blue) fades from green to blue; rendering later frames
    /// does not change what it fades from.
    @Test func theOldRenderingIsTakenWhenAdded() {
        let window = makeWindow()
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        window.addSubview(view)
        _ = window.renderTree()
        view.backgroundColor = .green
        window.step(to: 1)
        view.layer.add(transition(.fade), forKey: nil)
        view.backgroundColor = .blue
        window.step(to: 1.25)
        expectEqual(viewNode(window).children.map(\.backgroundColor), [.green, .blue])
        view.backgroundColor = .white
        window.step(to: 1.5)
        expectEqual(viewNode(window).children.map(\.backgroundColor), [.green, .white])
    }
}
