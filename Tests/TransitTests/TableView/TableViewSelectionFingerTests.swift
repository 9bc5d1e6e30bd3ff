import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

extension TableViewSelectionTests {
    /// During the edge-swipe pop the selected row's highlight fades in step with the finger, as
    /// UIKit's deselection alongside the interactive pop does: linear in the pop's progress
    /// (alpha = 1 − p) while the finger holds it, not along the animation's curve.
    @Test func theSelectionFadesLinearlyWithTheFinger() throws {
        let (host, navigation, _, cell) = listWithDetail()
        host.touchDown(at: CGPoint(x: 5, y: 400))
        var checked = 0
        for x in stride(from: 25, through: 305, by: 20) {
            host.touchMove(to: CGPoint(x: CGFloat(x), y: 400))
            let running = try unwrap(navigation.transitionRunner.running)
            guard running.isInteractive, running.percentComplete > 0 else { continue }
            let p = running.percentComplete
            expectClose(selectionAlpha(cell), (1 - p), within: 1e-6, "finger at \(x): progress \(p)")
            checked += 1
        }
        expectGreaterThanOrEqual(checked, 10)
        host.touchUp()
        host.runUntilIdle()
    }
}
