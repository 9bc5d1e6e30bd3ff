import Foundation
import Testing
@testable import TransitCatalog
import TransitTesting
import TransitTestingReporting

/// The zoom from a source view: at progress 0 the new screen covers exactly the source's frame,
/// at 1 its own; the source is hidden meanwhile; the provider is asked again on the way back,
/// so the screen zooms into the current source. Oracles: the source frames set by the test.
@MainActor
@Suite struct ZoomTransitionTests {
    final class Box: @unchecked Sendable { var view: View?; var asked = 0 }

    @Test func zoomsOutOfTheSourceAndBackIntoTheCurrentOne() throws {
        let box = Box()
        let stage = CatalogStage(
            .zoom {
                box.asked += 1; return box.view
            })
        let first = View(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
        first.layer.cornerRadius = 8
        let second = View(frame: CGRect(x: 50, y: 100, width: 20, height: 20))
        for v in [first, second] { v.backgroundColor = .white; stage.a.view.addSubview(v) }
        box.view = first
        stage.show(0)
        let b = stage.b.view!
        // The transform maps the screen's frame onto the source's.
        let start = b.frame.applying(b.layer.transform.affineTransform)
        #expect(
            abs(b.layer.presentation()!.frame.minX - 10) < 1e-9 && abs(b.layer.presentation()!.frame.width - 40) < 1e-9,
            "\(b.layer.presentation()!.frame) \(start)")
        expect(abs(b.layer.presentation()!.frame.minY - 20) < 1e-9 && abs(b.layer.presentation()!.frame.height - 30) < 1e-9)
        expect(first.isHidden)
        stage.interaction.gestureChanged(progress: 1)
        stage.host.step()
        expect(b.layer.transform.isIdentity || abs(b.layer.transform.m11 - 1) < 1e-12)
        stage.interaction.gestureEnded(progress: 1, velocity: 0)
        expect(stage.host.runUntilIdle())
        expect(!first.isHidden)
        expectIdentical(stage.navigation.topViewController, stage.b)
        // The list changed: the way back zooms into the second source.
        box.view = second
        stage.interaction.begin = { [navigation = stage.navigation] in navigation.popViewController(animated: true) }
        stage.show(0.75)  // three quarters of the way back into the source
        let frame = b.layer.presentation()!.frame
        let width: CGFloat = 100 + (20 - 100) * 0.75
        expectClose(frame.width, width, within: 1e-9, "\(frame)")
        expect(second.isHidden)
        expect(!first.isHidden)
        expectEqual(box.asked, 2)
        stage.interaction.gestureEnded(progress: 0.75, velocity: -3)
        expect(stage.host.runUntilIdle())
        expect(!second.isHidden)
    }

    @Test func withoutASourceTheScreenZoomsFromTheMiddle() {
        let stage = CatalogStage(.zoom { nil })
        stage.show(0.5)
        let frame = stage.b.view.layer.presentation()!.frame
        expectClose(frame.midX, 50, within: 1e-9)
        expectClose(frame.width, 50, within: 1e-9)
        stage.interaction.gestureEnded(progress: 0.5, velocity: 2)
        expect(stage.host.runUntilIdle())
    }
}
