import Foundation
import Testing
import TransitTesting
import TransitUIKit
import TransitTestingReporting

/// Records the notifications of one observation.
@MainActor
final class ChangeLog<Value> {
    var changes: [NSKeyValueObservedChange<Value>] = []
}

/// `observe(\.frame)`, `\.contentOffset`, … on views and scroll views, with Foundation's documented
/// option semantics as the oracle.
@MainActor @Suite struct KeyValueObservingIdiomTests {
    /// `.initial` calls the handler before `observe` returns; `.new` and `.old` fill the change.
    @Test func initialNewAndOld() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let log = ChangeLog<CGRect>()
        let observation = view.observe(\.frame, options: [.initial, .new, .old]) { _, change in
            log.changes.append(change)
        }
        expectEqual(log.changes.count, 1)
        expectEqual(log.changes[0].newValue, CGRect(x: 0, y: 0, width: 100, height: 50))
        expectNil(log.changes[0].oldValue)
        view.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        expectEqual(log.changes.count, 2, "setting frame notifies once")
        expectEqual(log.changes[1].oldValue, CGRect(x: 0, y: 0, width: 100, height: 50))
        expectEqual(log.changes[1].newValue, CGRect(x: 10, y: 20, width: 30, height: 40))
        expect(log.changes[1].kind == .setting && !log.changes[1].isPrior)
        view.center = CGPoint(x: 100, y: 100)
        expectEqual(log.changes.count, 3, "a frame derived from center changes with it")
        expectEqual(log.changes[2].newValue, CGRect(x: 85, y: 80, width: 30, height: 40))
        observation.invalidate()
        view.frame = .zero
        expectEqual(log.changes.count, 3, "no notification after invalidate()")
    }

    /// Without `.new` or `.old` the values are nil; `.prior` adds a notification before the
    /// change, with the old value and no new one.
    @Test func priorNotifications() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let log = ChangeLog<CGPoint>()
        var seenDuringPrior: CGPoint?
        let observation = view.observe(\.center, options: [.prior, .old]) { view, change in
            if change.isPrior { seenDuringPrior = view.center }
            log.changes.append(change)
        }
        view.center = CGPoint(x: 7, y: 8)
        expectEqual(log.changes.count, 2)
        expect(log.changes[0].isPrior && log.changes[0].oldValue == CGPoint(x: 50, y: 25))
        expectNil(log.changes[0].newValue)
        expectEqual(seenDuringPrior, CGPoint(x: 50, y: 25), "the prior notification comes before the change")
        expect(!log.changes[1].isPrior && log.changes[1].newValue == nil)
        _ = observation
    }

    /// Releasing the observation stops it, as `NSKeyValueObservation`'s deinit does.
    @Test func releasingTheObservationStopsIt() {
        let view = UIView(frame: .zero)
        var count = 0
        var observation: NSKeyValueObservation? = view.observe(\.bounds) { _, _ in count += 1 }
        view.bounds.size = CGSize(width: 10, height: 10)
        expectEqual(count, 1)
        observation = nil
        view.bounds.size = CGSize(width: 20, height: 20)
        expectEqual(count, 1)
        _ = observation
    }

    /// A scroll view's `contentOffset` notifies as it scrolls; `contentSize` when it is set.
    @Test func scrollViewOffsetAndSize() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let scrollView = UIScrollView(frame: host.window.bounds)
        host.window.addSubview(scrollView)
        var sizes: [CGSize] = []
        var offsets: [CGFloat] = []
        let sizeObservation = scrollView.observe(\.contentSize, options: .new) { _, change in
            sizes.append(change.newValue ?? .zero)
        }
        let offsetObservation = scrollView.observe(\.contentOffset, options: .new) { _, change in
            offsets.append(change.newValue?.y ?? .nan)
        }
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        expectEqual(sizes, [CGSize(width: 390, height: 2000)])
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        expectEqual(offsets.last, 300)
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.3)
        host.runUntilIdle()
        expectGreaterThan(offsets.count, 5, "dragging moves the offset frame after frame")
        expectEqual(offsets.last, scrollView.contentOffset.y)
        _ = (sizeObservation, offsetObservation)
    }

    /// A key path Transit does not observe is reported and never notifies.
    @Test func unsupportedKeyPathIsReported() {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        host.diagnostics.forward = nil
        let view = UIView(frame: .zero)
        host.window.addSubview(view)
        var count = 0
        let observation = view.observe(\.tag) { _, _ in count += 1 }
        view.tag = 3
        expectEqual(count, 0)
        expectEqual(host.diagnostics.diagnostics.map(\.code), ["kvo.unsupportedKeyPath"])
        _ = observation
    }
}
