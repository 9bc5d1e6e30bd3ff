import Foundation
import Testing
import TransitTesting
import TransitTestingReporting

/// A view that throws its subview's constraints away and makes them again in its own
/// `layoutSubviews()` (after `super`, which placed the subview from the old ones), asking for
/// layout again as it does: the other shape of constraints rebuilt on every pass.
final class RebuildingLayoutView: View {
    let badge = View()
    var badgeConstraints: [LayoutConstraint] = []
    var passes = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        if badge.superview == nil {
            badge.translatesAutoresizingMaskIntoConstraints = false
            addSubview(badge)
        }
        LayoutConstraint.deactivate(badgeConstraints)
        badgeConstraints = [
            badge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
            badge.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            badge.widthAnchor.constraint(equalToConstant: 24),
            badge.heightAnchor.constraint(equalToConstant: 24)
        ]
        LayoutConstraint.activate(badgeConstraints)
    }
}

/// Layout rebuilt inside `layoutSubviews()` converges as UIKit's does: at most one pass per
/// frame step, the same frames every pass, nothing reported, and the host idle.
@MainActor @Suite struct LayoutSubviewsConvergenceTests {
    @Test func constraintsRecreatedInLayoutSubviewsSettle() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let card = RebuildingLayoutView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        host.window.addSubview(card)
        expect(host.runUntilIdle(timeout: 1))
        expect(host.diagnostics.diagnostics.isEmpty)
        expectEqual(card.badge.frame, CGRect(x: 300 - 12 - 24, y: 12, width: 24, height: 24))
        let passes = card.passes
        host.step()
        expectLessThanOrEqual(card.passes, passes + 1, "at most one layout pass per frame step")
        expectEqual(card.badge.frame, CGRect(x: 264, y: 12, width: 24, height: 24))
        expect(host.isIdle)
        // A real change is laid out at the next step.
        card.frame.size.width = 200
        expect(!host.isIdle)
        host.step()
        expectClose(card.badge.frame.minX, (200 - 12 - 24), within: 1e-9)
    }
}
