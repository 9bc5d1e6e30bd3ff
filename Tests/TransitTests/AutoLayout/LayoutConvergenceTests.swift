import Foundation
import Testing
import TransitTesting
import TransitTestingReporting

/// A controller that throws its constraints away and makes them again after every layout pass,
/// as real code does in `viewDidLayoutSubviews()`.
final class RebuildingConstraintsController: ViewController {
    let panel = View()
    var constraints: [LayoutConstraint] = []
    var passes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        panel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(panel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        passes += 1
        LayoutConstraint.deactivate(constraints)
        constraints = [
            panel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            panel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            panel.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            panel.heightAnchor.constraint(equalToConstant: 200)
        ]
        LayoutConstraint.activate(constraints)
    }
}

/// A view whose layout moves what it lays out by a point every pass: a loop that never converges.
final class DriftingView: View {
    let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    override func layoutSubviews() {
        super.layoutSubviews()
        if child.superview == nil { addSubview(child) }
        child.frame.origin.x += 1
        setNeedsLayout()
    }
}

/// Layout that asks for layout again: at most one pass per frame step, idle once the passes stop
/// changing anything, and one report for a loop that never converges.
@MainActor @Suite struct LayoutConvergenceTests {
    /// Constraints re-created in `viewDidLayoutSubviews()` solve to the same frames each time:
    /// UIKit lays out once per turn and reports nothing, and the host becomes idle.
    @Test func constraintsRecreatedAfterEveryPassSettle() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let controller = RebuildingConstraintsController()
        host.window.rootViewController = controller
        expect(host.runUntilIdle(timeout: 1))
        expect(host.diagnostics.diagnostics.isEmpty)
        expectEqual(controller.panel.frame, CGRect(x: 20, y: 100, width: 350, height: 200))
        let passes = controller.passes
        host.step()
        expectLessThanOrEqual(controller.passes, passes + 1, "at most one layout pass per frame step")
        expect(host.isIdle)
    }

    /// A change from outside the pass (the window resized) is pending layout again, and is laid out.
    @Test func aNewChangeAfterSettlingIsLaidOut() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let controller = RebuildingConstraintsController()
        host.window.rootViewController = controller
        host.runUntilIdle(timeout: 1)
        controller.view.frame.size.width = 300
        expect(host.window.hasPendingLayout)
        expect(host.runUntilIdle(timeout: 1))
        expectEqual(controller.panel.frame.width, 260)
    }

    /// Layout that changes geometry in every pass never converges: the host stays busy and the
    /// window says so once.
    @Test func aTrueLayoutLoopIsReportedOnce() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        host.diagnostics.forward = nil
        let drifting = DriftingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(drifting)
        expect(!host.runUntilIdle(timeout: 4))
        expectEqual(host.diagnostics.diagnostics(withCode: "layout.neverSettles").count, 1)
        expectEqual(drifting.child.frame.origin.x, 240, "one pass per frame step: 240 frames in 4 s")
        host.diagnostics.removeAll()
    }
}
