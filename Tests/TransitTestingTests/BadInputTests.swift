import Foundation
import Testing
@testable import TransitTesting
import TransitTestingReporting

/// Bad input to the host and to block animations: each gets a diagnostic naming the call and a
/// safe outcome (bounded work, no trap, nothing stuck).
@MainActor
@Suite struct BadInputTests {
    // The bound tests step an hour of frames: at one frame a second (the bound is in seconds,
    // not frames), 3,600 steps rather than 216,000.
    @Test func hugeAdvanceIsBoundedAndReported() {
        let host = TestHost(size: CGSize(width: 50, height: 50), scale: 1)
        host.diagnostics.forward = nil
        host.framesPerSecond = 1
        host.advance(by: 1e300)
        expectClose(host.now, TestHost.maximumDuration, within: 1e-6)
        expectEqual(host.diagnostics.diagnostics(withCode: "testhost.durationBound").count, 1)
        host.advance(by: .nan)
        host.advance(by: -1)
        expectEqual(host.diagnostics.diagnostics(withCode: "testhost.duration").count, 2)
        expectClose(host.now, TestHost.maximumDuration, within: 1e-6)
    }

    @Test func hugeDragIsBoundedAndReported() {
        let host = TestHost(size: CGSize(width: 50, height: 50), scale: 1)
        host.diagnostics.forward = nil
        host.framesPerSecond = 1
        host.drag(from: CGPoint(x: 1, y: 1), to: CGPoint(x: 40, y: 1), duration: 1e300)
        expect(!host.isTouchDown)
        expectEqual(host.diagnostics.diagnostics(withCode: "testhost.durationBound").count, 1)
        // One frame for the touch down, then the bounded drag's frames.
        expectEqual(host.frameCount, 1 + Int(TestHost.maximumDuration * host.framesPerSecond))
    }

    @Test func extremeFrameRatesAreRefused() {
        let host = TestHost(size: CGSize(width: 50, height: 50), scale: 1)
        host.diagnostics.forward = nil
        host.framesPerSecond = 1e300
        host.framesPerSecond = 0
        host.framesPerSecond = .infinity
        expectEqual(host.framesPerSecond, 60)
        expectEqual(host.diagnostics.diagnostics(withCode: "testhost.fps").count, 3)
    }

    @Test func runUntilIdleTimeoutIsBounded() {
        let host = TestHost(size: CGSize(width: 50, height: 50), scale: 1)
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        View.animate(withDuration: 1, delay: 0, options: [.repeat], animations: { view.alpha = 0 })
        host.diagnostics.forward = nil
        host.framesPerSecond = 1
        host.waitsForRepeatingAnimations = true
        expectEqual(host.runUntilIdle(timeout: 1e300), false)
        expectClose(host.now, TestHost.maximumDuration, within: 1e-6)
        expectEqual(host.diagnostics.diagnostics(withCode: "testhost.durationBound").count, 1)
        expectEqual(host.diagnostics.diagnostics(withCode: "testhost.idleTimeout").count, 1)
    }

    @Test func negativeDurationAndBadDelaysAreReportedUnderTheirCall() {
        let host = TestHost(size: CGSize(width: 50, height: 50), scale: 1)
        host.diagnostics.forward = nil
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        var finished: [Bool] = []
        View.animate(withDuration: -1, animations: { view.alpha = 0.5 }, completion: { finished.append($0) })
        expectEqual(view.alpha, 0.5)
        View.animate(withDuration: 1, delay: .nan, animations: { view.alpha = 0.2 }, completion: { finished.append($0) })
        View.animate(withDuration: 1, delay: -3, animations: { view.alpha = 0.1 }, completion: { finished.append($0) })
        let messages = host.diagnostics.diagnostics(withCode: "animation.invalidValue").map(\.message)
        expectEqual(messages.count, 3)
        expect(messages.allSatisfy { $0.hasPrefix("View.animate(withDuration:") })
        expect(messages.contains { $0.contains("duration -1.0") })
        expect(messages.contains { $0.contains("delay nan") })
        expect(messages.contains { $0.contains("delay -3.0") })
        // A delay replaced by 0 runs the animation at once: it ends after its one second.
        expect(host.runUntilIdle(timeout: 2))
        expectClose(host.now, 1, within: 0.02)
        expectEqual(finished.count, 3)
    }

    @Test func hugeDurationsAndDelaysNeverHang() {
        let host = TestHost(size: CGSize(width: 50, height: 50), scale: 1)
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        View.animate(withDuration: 1e300, animations: { view.alpha = 0.4 })
        View.animate(withDuration: 1, delay: 1e300, animations: { view.frame.origin.x = 20 })
        View.animate(
            withDuration: 1e300, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
            animations: { view.frame.origin.y = 20 })
        host.diagnostics.forward = nil
        expectEqual(host.runUntilIdle(timeout: 1), false)
        expectEqual(host.diagnostics.diagnostics(withCode: "testhost.idleTimeout").count, 1)
        expectGreaterThan(view.layer.presentation()!.opacity, 0.99)
    }

    @Test func aHugeWindowRendersWithinTheBudget() {
        let host = TestHost(size: CGSize(width: 20000, height: 20000), scale: 1)
        host.diagnostics.forward = nil
        host.window.backgroundColor = .red
        let bitmap = host.render()
        expectLessThanOrEqual(bitmap.width * bitmap.height, Renderer.defaultMaximumPixelCount)
        expectEqual(bitmap.width, 8192)
        expectEqual(bitmap.height, 8192)
        expectEqual(host.diagnostics.diagnostics(withCode: "render.reduced").count, 1)
        // Within the budget, the frame is exactly size × scale.
        let small = TestHost(size: CGSize(width: 390, height: 844), scale: 3)
        let frame = small.render()
        expectEqual(frame.width, 1170)
        expectEqual(frame.height, 2532)
        expect(small.diagnostics.diagnostics(withCode: "render.reduced").isEmpty)
    }

    @Test func theConsolePrintsWarningsOncePerCause() throws {
        let console = StandardErrorDiagnostics()
        let warning = Diagnostic(.warning, code: "test.console", "the same cause")
        let printed = try capturingStandardError {
            console.report(warning)
            console.report(warning)
            console.report(Diagnostic(.note, code: "test.note", "not printed"))
            console.report(Diagnostic(.error, code: "test.console", "another cause"))
        }
        expectEqual(
            printed.split(separator: "\n").filter { $0.hasPrefix("transit: ") },
            ["transit: [warning] test.console: the same cause", "transit: [error] test.console: another cause"])
        expectEqual(
            console.repeats,
            [
                "transit: \(warning)": 2,
                "transit: [error] test.console: another cause": 1
            ])
        // A host prints through one by default.
        let host = TestHost(size: CGSize(width: 10, height: 10), scale: 1)
        expect(host.diagnostics.forward is StandardErrorDiagnostics)
    }

    @Test func aQueuedPresentationDoesNotKeepAReleasedWindowAlive() {
        weak var weakWindow: Window?
        weak var weakPresented: ViewController?
        do {
            let host = TestHost(size: CGSize(width: 50, height: 50), scale: 1)
            let root = ViewController()
            host.window.rootViewController = root
            host.step()
            let presented = ViewController()
            root.present(presented, animated: true)
            root.dismiss(animated: true)
            weakWindow = host.window
            weakPresented = presented
        }
        expectNil(weakWindow)
        expectNil(weakPresented)
    }
}
