import Foundation
import Testing
import TransitTesting
import TransitUIKit
import TransitTestingReporting

/// `UIApplication.shared.keyWindow` / `windows` and `CACurrentMediaTime()`, which reads the key
/// window's clock (a manual clock here, so no wall-clock time leaks into tests).
@MainActor @Suite struct ApplicationTests {
    @Test func makingAWindowKeyRegistersItAndResignsTheOldOne() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        first.makeKeyAndVisible()
        expectIdentical(UIApplication.shared.keyWindow, first)
        expect(first.isKeyWindow)
        second.makeKey()
        expectIdentical(UIApplication.shared.keyWindow, second)
        expect(second.isKeyWindow)
        expect(!first.isKeyWindow, "only one window is key at a time")
        let windows = UIApplication.shared.windows
        let a = windows.firstIndex { $0 === first }, b = windows.firstIndex { $0 === second }
        expect(a != nil && b != nil && a! < b!)
    }

    @Test func windowsAreHeldWeakly() {
        weak var gone: UIWindow?
        do {
            let window = UIWindow(frame: .zero)
            window.makeKeyAndVisible()
            gone = window
        }
        expectNil(gone)
        expect(!UIApplication.shared.windows.contains { $0 === gone })
    }

    @Test func currentMediaTimeIsTheKeyWindowsClock() {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        expectEqual(CACurrentMediaTime(), host.now)
        host.advance(by: 0.5)
        expectEqual(CACurrentMediaTime(), 0.5)
        let clock = ManualClock(now: 42)
        let other = UIWindow(frame: .zero, scale: 2, clock: clock)
        other.makeKey()
        expectEqual(CACurrentMediaTime(), 42)
        clock.advance(by: 1)
        expectEqual(CACurrentMediaTime(), 43)
    }
}
