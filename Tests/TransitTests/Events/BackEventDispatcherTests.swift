import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// One back-event model: the navigation controller's edge swipe and content pan are back gestures
/// a window's dispatcher offers to registered handlers (by priority, most recent first) before
/// their owner; the gesture commits when its projected progress passes the handler's threshold.
@MainActor
@Suite struct BackEventDispatcherTests {
    /// A handler that records what it receives and takes gestures when `takes` is true.
    final class Recorder: BackEventHandler {
        let name: String
        var takes = true
        var log: [String] = []
        var events: [BackEvent] = []
        var threshold: CGFloat = 0.5
        init(_ name: String, takes: Bool = true) { self.name = name; self.takes = takes }
        func backEventBegan(_ event: BackEvent) -> CGFloat? {
            log.append("began"); events.append(event)
            return takes ? event.progress : nil
        }
        func backEventProgressed(_ event: BackEvent) { log.append("progressed"); events.append(event) }
        func backEventCancelled(_ event: BackEvent) { log.append("cancelled"); events.append(event) }
        func backEventCommitted(_ event: BackEvent) { log.append("committed"); events.append(event) }
        var backCommitThreshold: CGFloat { threshold }
    }

    @Test func handlersAreOfferedByPriorityThenMostRecentFirstThenTheOwner() {
        let dispatcher = BackEventDispatcher()
        let old = Recorder("old"), recent = Recorder("recent"), overlay = Recorder("overlay", takes: false)
        let owner = Recorder("owner")
        dispatcher.addHandler(old)
        dispatcher.addHandler(overlay, priority: .overlay)
        dispatcher.addHandler(recent)
        expectEqual(dispatcher.handlers.map { ($0 as! Recorder).name }, ["overlay", "recent", "old"])
        expect(dispatcher.begin(.content, travel: 0.1, owner: owner))
        // The overlay passed; the most recent default handler took it, and only it hears the rest.
        expectEqual(overlay.log, ["began"])
        expectEqual(recent.log, ["began"])
        expect(old.log.isEmpty)
        expect(owner.log.isEmpty)
        dispatcher.progress(travel: 0.2)
        dispatcher.end(travel: 0.3, velocity: 0)
        expectEqual(recent.log, ["began", "progressed", "cancelled"])
        // Removed and released handlers are no longer offered anything: the owner takes it.
        dispatcher.removeHandler(recent)
        old.takes = false
        expect(dispatcher.begin(.edge(.left), travel: 0, owner: owner))
        expectEqual(owner.log, ["began"])
    }

    @Test func handlersAreHeldWeakly() {
        let dispatcher = BackEventDispatcher()
        do {
            let transient = Recorder("transient")
            dispatcher.addHandler(transient)
            expectEqual(dispatcher.handlers.count, 1)
        }
        expect(dispatcher.handlers.isEmpty)
        expect(!dispatcher.begin(.content, travel: 0, owner: nil))
    }

    @Test func aReleaseCommitsWhenItsProjectionPassesTheThreshold() {
        let dispatcher = BackEventDispatcher()
        let handler = Recorder("h")
        // 0.3 of the way at 0.4 widths per second: 0.3 + (0.4 / 1000) · 0.998 / 0.002 = 0.4996.
        dispatcher.begin(.content, travel: 0, owner: handler)
        dispatcher.end(travel: 0.3, velocity: 0.4)
        expectEqual(handler.log.last, "cancelled")
        expectClose(handler.events.last!.projectedProgress, 0.4996, within: 1e-9)
        // At 0.41 widths per second: 0.3 + 0.20459 > 0.5.
        dispatcher.begin(.content, travel: 0, owner: handler)
        dispatcher.end(travel: 0.3, velocity: 0.41)
        expect(handler.log.last == "committed" && handler.events.last!.velocity == 0.41)
        // A cancelled recognizer cancels, with no velocity, whatever the projection.
        dispatcher.begin(.content, travel: 0, owner: handler)
        dispatcher.end(travel: 0.9, velocity: 5, cancelled: true)
        expect(handler.log.last == "cancelled" && handler.events.last!.velocity == 0)
        // The handler's own threshold decides.
        handler.threshold = 0.25
        dispatcher.begin(.content, travel: 0, owner: handler)
        dispatcher.end(travel: 0.3, velocity: 0)
        expectEqual(handler.log.last, "committed")
    }

    @Test func progressStartsFromWhatTheHandlerAdopted() {
        final class Catcher: BackEventHandler {
            var seen: [CGFloat] = []
            func backEventBegan(_ event: BackEvent) -> CGFloat? { 0.6 }
            func backEventProgressed(_ event: BackEvent) { seen.append(event.progress) }
            func backEventCancelled(_ event: BackEvent) { seen.append(event.progress) }
            func backEventCommitted(_ event: BackEvent) { seen.append(event.progress) }
        }
        let dispatcher = BackEventDispatcher(), catcher = Catcher()
        dispatcher.begin(.content, travel: 0.05, owner: catcher)
        expect(!dispatcher.begin(.content, travel: 0, owner: catcher), "one gesture at a time")
        dispatcher.progress(travel: 0.15)
        dispatcher.progress(travel: .nan)
        dispatcher.end(travel: 0.25, velocity: 0)
        expect(zip(catcher.seen, [0.7, 0.8]).allSatisfy { abs($0 - $1) < 1e-12 })
        expectEqual(catcher.seen.count, 2)
        expect(!dispatcher.isHandlingGesture)
    }

    // MARK: The navigation controller's gestures

    private func pushed() -> (TestHost, NavigationController) {
        let (host, navigation) = makeNavigationHost(root: ViewController())
        navigation.pushViewController(ViewController(), animated: false)
        host.step()
        return (host, navigation)
    }

    @Test func aRegisteredHandlerTakesTheEdgeSwipeBeforeTheNavigationController() {
        let (host, navigation) = pushed()
        let handler = Recorder("confirm")
        host.window.backEventDispatcher.addHandler(handler)
        // 120 pt of 390 in 0.5 s: released at 240 pt/s, 0.3077 + 0.3071 > 0.5.
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 125, y: 400), duration: 0.5)
        expect(host.runUntilIdle())
        expectEqual(navigation.viewControllers.count, 2, "the handler took the swipe: nothing popped")
        expectEqual(handler.log.first, "began")
        expectEqual(handler.log.last, "committed")
        expectEqual(handler.events.first?.source, .edge(.left))
        let last = handler.events.last!
        expectClose(last.progress, 120.0 / 390, within: 1e-9)
        expectClose(last.velocity, 240.0 / 390, within: 1e-9)
    }

    @Test func aHandlerThatPassesLeavesThePopToTheNavigationController() {
        let (host, navigation) = pushed()
        let handler = Recorder("passes", takes: false)
        host.window.backEventDispatcher.addHandler(handler)
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 125, y: 400), duration: 0.5)
        expect(host.runUntilIdle())
        expectEqual(navigation.viewControllers.count, 1)
        expectEqual(handler.log, ["began"])
    }

    @Test func aSlowSwipeIsCancelledAndAContentPanIsAContentBackGesture() {
        let (host, navigation) = pushed()
        let handler = Recorder("watcher")
        host.window.backEventDispatcher.addHandler(handler)
        // 120 pt in 2 s: 60 pt/s, 0.3077 + 0.0768 < 0.5.
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 125, y: 400), duration: 2)
        expect(host.runUntilIdle())
        expectEqual(handler.log.last, "cancelled")
        handler.log.removeAll(); handler.events.removeAll()
        host.drag(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 270, y: 400), duration: 0.5)
        expect(host.runUntilIdle())
        expect(handler.events.first?.source == .content)
        expectEqual(handler.log.last, "committed")
        expectEqual(navigation.viewControllers.count, 2)
    }
}
