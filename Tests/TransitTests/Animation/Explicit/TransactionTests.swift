import Foundation
import Testing
@testable import Transit

@MainActor
@Suite(.serialized) struct TransactionTests {
    @Test func valuesNestAndInherit() {
        #expect(Transaction.animationDuration() == 0.25)
        #expect(Transaction.animationTimingFunction() == nil)
        #expect(Transaction.disableActions() == false)
        Transaction.begin()
        Transaction.setAnimationDuration(2)
        Transaction.setDisableActions(true)
        Transaction.begin()
        #expect(Transaction.animationDuration() == 2)
        #expect(Transaction.disableActions())
        Transaction.setAnimationDuration(3)
        Transaction.setAnimationTimingFunction(.easeIn)
        #expect(Transaction.animationDuration() == 3)
        #expect(Transaction.animationTimingFunction() == .easeIn)
        Transaction.commit()
        #expect(Transaction.animationDuration() == 2)
        #expect(Transaction.animationTimingFunction() == nil)
        Transaction.commit()
        #expect(Transaction.animationDuration() == 0.25)
        #expect(Transaction.disableActions() == false)
    }

    /// A transaction's completion block runs once every animation added while it (or a
    /// transaction inside it) was open has stopped; the inner one first.
    @Test func completionWaitsForTheTransactionsAnimations() {
        let (window, view) = explicitScene()
        var log: [String] = []
        Transaction.begin()
        Transaction.setCompletionBlock { log.append("outer") }
        view.layer.add(basic("opacity", from: 0.0, to: 1.0, duration: 1), forKey: "a")
        Transaction.begin()
        Transaction.setAnimationDuration(2)
        Transaction.setCompletionBlock { log.append("inner") }
        let b = basic("position.x", from: 0.0, to: 1.0)
        b.duration = 0   // takes the transaction's 2 s
        view.layer.add(b, forKey: "b")
        Transaction.commit()
        Transaction.commit()
        #expect(view.layer.animation(forKey: "b")?.duration == 2)
        window.step(to: 1)
        #expect(log.isEmpty)
        window.step(to: 2)
        #expect(log == ["inner", "outer"])
    }

    @Test func aTransactionWithoutAnimationsCompletesAtCommit() {
        var done = false
        Transaction.begin()
        Transaction.setCompletionBlock { done = true }
        #expect(!done)
        Transaction.commit()
        #expect(done)
    }

    /// Removing an animation counts as its stop for the transaction.
    @Test func removalCompletesTheTransaction() {
        let (window, view) = explicitScene()
        defer { withExtendedLifetime(window) {} }
        var done = false
        Transaction.begin()
        Transaction.setCompletionBlock { done = true }
        view.layer.add(basic("opacity", from: 0.0, to: 1.0, duration: 5), forKey: "a")
        Transaction.commit()
        #expect(!done)
        view.layer.removeAllAnimations()
        #expect(done)
    }

    /// Actions: a standalone layer's default action for an animatable key is a basic animation of
    /// it; `NSNull` in `actions` disables it; a view's own layer has none; other keys have none.
    @Test func actionsResolveAsCoreAnimationDescribes() {
        let layer = Layer()
        #expect((layer.action(forKey: "opacity") as? BasicAnimation)?.keyPath == "opacity")
        #expect(layer.action(forKey: "contentsOfMyMind") == nil)
        layer.actions = ["opacity": NSNull()]
        #expect(layer.action(forKey: "opacity") == nil)
        let custom = basic("opacity", to: 1.0, duration: 3)
        layer.actions = ["opacity": custom]
        #expect(layer.action(forKey: "opacity") === custom)
        let view = View(frame: .zero)
        #expect(view.layer.action(forKey: "opacity") == nil)
    }

    /// A view's own layer does not animate outside animation blocks.
    @Test func aViewsLayerChangesAtOnce() {
        let (window, view) = explicitScene()
        view.layer.opacity = 0.5
        #expect(view.layer.animationKeys() == nil)
        window.step(to: 0.1)
        #expect(view.layer.presentationState.opacity == 0.5)
    }
}
