import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

@MainActor
@Suite(.serialized) struct TransactionTests {
    @Test func valuesNestAndInherit() {
        expectEqual(Transaction.animationDuration(), 0.25)
        expectNil(Transaction.animationTimingFunction())
        expectEqual(Transaction.disableActions(), false)
        Transaction.begin()
        Transaction.setAnimationDuration(2)
        Transaction.setDisableActions(true)
        Transaction.begin()
        expectEqual(Transaction.animationDuration(), 2)
        expect(Transaction.disableActions())
        Transaction.setAnimationDuration(3)
        Transaction.setAnimationTimingFunction(.easeIn)
        expectEqual(Transaction.animationDuration(), 3)
        expectEqual(Transaction.animationTimingFunction(), .easeIn)
        Transaction.commit()
        expectEqual(Transaction.animationDuration(), 2)
        expectNil(Transaction.animationTimingFunction())
        Transaction.commit()
        expectEqual(Transaction.animationDuration(), 0.25)
        expectEqual(Transaction.disableActions(), false)
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
        b.duration = 0  // takes the transaction's 2 s
        view.layer.add(b, forKey: "b")
        Transaction.commit()
        Transaction.commit()
        expectEqual(view.layer.animation(forKey: "b")?.duration, 2)
        window.step(to: 1)
        expect(log.isEmpty)
        window.step(to: 2)
        expectEqual(log, ["inner", "outer"])
    }

    @Test func aTransactionWithoutAnimationsCompletesAtCommit() {
        var done = false
        Transaction.begin()
        Transaction.setCompletionBlock { done = true }
        expect(!done)
        Transaction.commit()
        expect(done)
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
        expect(!done)
        view.layer.removeAllAnimations()
        expect(done)
    }

    /// Actions: a standalone layer's default action for an animatable key is a basic animation of
    /// it; `NSNull` in `actions` disables it; a view's own layer has none; other keys have none.
    @Test func actionsResolveAsCoreAnimationDescribes() {
        let layer = Layer()
        expectEqual((layer.action(forKey: "opacity") as? BasicAnimation)?.keyPath, "opacity")
        expectNil(layer.action(forKey: "contentsOfMyMind"))
        layer.actions = ["opacity": NSNull()]
        expectNil(layer.action(forKey: "opacity"))
        let custom = basic("opacity", to: 1.0, duration: 3)
        layer.actions = ["opacity": custom]
        expectIdentical(layer.action(forKey: "opacity"), custom)
        let view = View(frame: .zero)
        expectNil(view.layer.action(forKey: "opacity"))
    }

    /// A view's own layer does not animate outside animation blocks.
    @Test func aViewsLayerChangesAtOnce() {
        let (window, view) = explicitScene()
        view.layer.opacity = 0.5
        expectNil(view.layer.animationKeys())
        window.step(to: 0.1)
        expectEqual(view.layer.presentationState.opacity, 0.5)
    }
}

@MainActor
@Suite(.serialized) struct ImplicitAnimationTests {
    func scene() -> (Window, Layer) {
        let (window, view) = explicitScene()
        let layer = Layer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        view.layer.addSublayer(layer)
        return (window, layer)
    }

    /// A standalone layer's change animates from the old value over 0.25 s, linearly (Core
    /// Animation's default implicit animation), under the property's key.
    @Test func aStandaloneLayerAnimatesImplicitly() {
        let (window, layer) = scene()
        window.step(to: 1)
        layer.opacity = 0.2
        expectEqual(layer.opacity, 0.2)
        expectEqual(layer.animationKeys(), ["opacity"])
        window.step(to: 1.125)
        expectClose(layer.presentationState.opacity, 0.6, within: 1e-12)
        window.step(to: 1.25)
        expectEqual(layer.presentationState.opacity, 0.2)
        expectNil(layer.animationKeys())
    }

    /// The transaction sets the duration and timing function, or disables the action.
    @Test func theTransactionShapesOrDisablesImplicitAnimations() {
        let (window, layer) = scene()
        Transaction.begin()
        Transaction.setAnimationDuration(1)
        Transaction.setAnimationTimingFunction(.easeIn)
        layer.position = CGPoint(x: 105, y: 5)
        Transaction.commit()
        window.step(to: 0.5)
        let expected = 5 + 100 * Oracle.easeIn(0.5)
        expectClose(Double(layer.presentationState.position.x), expected, within: 1e-4)

        Transaction.begin()
        Transaction.setDisableActions(true)
        layer.cornerRadius = 4
        Transaction.commit()
        expectNil(layer.animation(forKey: "cornerRadius"))
        View.performWithoutAnimation { layer.borderWidth = 2 }
        expectNil(layer.animation(forKey: "borderWidth"))
        layer.actions = ["zPosition": NSNull()]
        layer.zPosition = 3
        expectNil(layer.animation(forKey: "zPosition"))
    }
}
