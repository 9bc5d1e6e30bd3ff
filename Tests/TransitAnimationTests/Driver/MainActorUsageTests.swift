import Foundation
import Testing
@testable import TransitAnimation
import TransitTestingReporting

/// A stand-in for a view: main-actor isolated, as every UI type is.
@MainActor final class FakeView {
    let engine: AnimationEngine
    let alphaProperty = AnimatableProperty<CGFloat>(1)
    var completed = false
    init(engine: AnimationEngine) { self.engine = engine }
    var alpha: CGFloat {
        get { alphaProperty.value }
        set { alphaProperty.setValue(newValue, in: engine) }
    }
}

/// The engine is used from main-actor code under Swift 6 strict concurrency: closures capturing
/// main-actor state are handed to the animator and run synchronously on the main actor.
@Suite @MainActor struct MainActorUsageTests {
    @Test func viewLikeClientAnimatesFromTheMainActor() {
        let clock = ManualClock()
        let engine = AnimationEngine(clock: clock) { _ in }
        let view = FakeView(engine: engine)
        let animator = PropertyAnimator(engine: engine, duration: 0.5, curve: .easeInOut) { view.alpha = 0 }
        animator.addCompletion { position in view.completed = position == .end }
        animator.startAnimation()
        expectEqual(view.alpha, 0)
        clock.advance(by: 0.25)
        engine.step()
        // Ease-in-out is symmetric: half-way in time is half-way in value.
        expectClose(view.alphaProperty.presentationValue, 0.5, within: 1e-6)
        clock.advance(by: 0.25)
        engine.step()
        expect(view.completed)
    }
}
