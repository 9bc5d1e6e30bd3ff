import Foundation
import Testing
import TransitCatalog
import TransitTesting
import TransitTestingReporting

/// Seed 002 (iOS 7 Day-by-Day, day 10): a navigation controller delegate returns the 2 s fade
/// for every push and pop. The incoming view's alpha at time t is the ease-in-out curve of t / 2,
/// computed here independently from the Bézier control points (0.42, 0, 0.58, 1).
@MainActor
@Suite struct NavigationFadeTests {
    final class FadeDelegate: NavigationControllerDelegate {
        var operations: [NavigationController.Operation] = []
        func navigationController(
            _ navigationController: NavigationController,
            animationControllerFor operation: NavigationController.Operation,
            from fromVC: ViewController, to toVC: ViewController
        ) -> ViewControllerAnimatedTransitioning? {
            operations.append(operation)
            return .fade(duration: 2)
        }
    }

    final class Screen: ViewController {
        /// Never made from an archive.
        required init?(coder: NSCoder) { return nil }

        init(_ name: String) {
            super.init()
            title = name
        }
    }

    /// y(x) of the cubic Bézier (0,0), (x1,y1), (x2,y2), (1,1), x solved by bisection to 1e-12.
    static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var lo = 0.0, hi = 1.0
        while hi - lo > 1e-12 {
            let mid = (lo + hi) / 2
            if coordinate(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return coordinate((lo + hi) / 2, y1, y2)
    }

    static func easeInOut(_ x: Double) -> Double { bezier(x, 0.42, 0, 0.58, 1) }

    @Test func theCurveOracleMatchesTheDocumentedValue() {
        // DESIGN §4: easeInOut(0.25) = 0.129162.
        expectClose(Self.easeInOut(0.25), 0.129162, within: 1e-6)
    }

    @Test func pushAndPopFadeOverTwoSeconds() {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let a = Screen("A")
        let navigation = NavigationController(rootViewController: a)
        let delegate = FadeDelegate()
        navigation.delegate = delegate
        host.window.rootViewController = navigation
        host.step()
        let b = Screen("B")
        for operation in [NavigationController.Operation.push, .pop] {
            let start = host.now
            if operation == .push {
                navigation.pushViewController(b, animated: true)
            } else {
                navigation.popViewController(animated: true)
            }
            let incoming = operation == .push ? b : a
            var frames = 0
            while host.now - start < 2 - 1e-9 {
                host.step()
                frames += 1
                let t = host.now - start
                guard t < 2 - 1e-9 else { break }
                let alpha = Double(incoming.view.layer.presentation()!.opacity)
                // Tolerance 1e-5: the engine solves the curve to 1e-6 in x; alpha is stored as CGFloat.
                expectClose(alpha, Self.easeInOut(t / 2), within: 1e-5, "t = \(t)")
                if frames == 30 { expectClose(alpha, 0.129162, within: 1e-5) }  // t = 0.5 s: x = 0.25
            }
            host.runUntilIdle()
            expectEqual(incoming.view.alpha, 1)
            expectIdentical(navigation.topViewController, incoming)
        }
        expectEqual(delegate.operations, [.push, .pop])
        expectNil(b.parent)
        expect(host.diagnostics.diagnostics.isEmpty)
    }
}
