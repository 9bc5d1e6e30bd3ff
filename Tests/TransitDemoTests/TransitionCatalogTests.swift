import Foundation
import Testing
@testable import TransitDemo
import TransitTestingReporting

/// Every catalogue entry, run on a `TransitionStage`: it completes with no diagnostics, leaves the
/// incoming screen exactly at the container's bounds, and when scrubbed interactively shows the
/// outgoing screen untouched at progress 0.
@MainActor
@Suite struct TransitionCatalogTests {
    func stage() -> (TestHost, TransitionStage) {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let stage = TransitionStage(
            from: SampleScreen(title: "From", color: .systemBlue),
            to: SampleScreen(title: "To", color: .systemOrange))
        host.window.rootViewController = stage
        host.step()
        return (host, stage)
    }

    @Test(arguments: ["fade", "cover", "cover-top", "cover-left", "cover-right", "slide", "push", "slide-menu"])
    func entryCompletes(name: String) throws {
        let entry = try unwrap(TransitionCatalog.entry(named: name))
        let (host, stage) = stage()
        stage.run(entry.make(nil), interactive: false)
        expect(host.runUntilIdle(timeout: 5))
        expect(stage.isFinished)
        expectEqual(stage.toScreen.view.frame, stage.view.bounds)
        expectEqual(stage.toScreen.view.layer.presentation()!.frame, stage.view.bounds)
        expectEqual(stage.toScreen.view.alpha, 1)
        expectNil(stage.fromScreen.view.superview)
        expect(stage.children.count == 1 && stage.children[0] === stage.toScreen)
        expect(host.diagnostics.diagnostics.isEmpty, "\(host.diagnostics.diagnostics)")
    }

    @Test(arguments: ["fade", "cover", "cover-left", "slide", "push", "slide-menu"])
    func scrubbedToZeroShowsTheOutgoingScreenUntouched(name: String) throws {
        let entry = try unwrap(TransitionCatalog.entry(named: name))
        let (host, stage) = stage()
        stage.run(entry.make(nil), interactive: true)
        host.step()
        stage.interaction?.update(0)
        host.step()
        let from = stage.fromScreen.view.layer.presentation()!
        expectEqual(from.frame, stage.view.bounds)
        expectEqual(from.opacity, 1)
        stage.interaction?.cancel()
        expect(host.runUntilIdle(timeout: 5))
        expectIdentical(stage.fromScreen.view.superview, stage.view)
    }

    @Test func durationsCanBeOverridden() throws {
        let entry = try unwrap(TransitionCatalog.entry(named: "fade"))
        expectEqual(entry.make(0.25).transitionDuration(using: nil), 0.25)
        expectEqual(entry.make(nil).transitionDuration(using: nil), 2)
    }
}
