import Foundation
import Testing
@testable import Transit
import TransitTesting

/// A 400 × 800 point reference view in a test host, and items to drop in it. Diagnostics are kept
/// in the host's log and not printed, so tests that provoke them can assert them.
@MainActor
struct DynamicsScene {
    let host: TestHost
    let reference: View
    let animator: DynamicAnimator

    init() {
        host = TestHost(size: CGSize(width: 400, height: 800), scale: 1)
        host.diagnostics.forward = nil
        reference = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        host.window.addSubview(reference)
        animator = DynamicAnimator(referenceView: reference)
    }

    /// A view of `size` centred on `center`, added to the reference view.
    func item(at center: CGPoint, size: CGSize = CGSize(width: 100, height: 100)) -> View {
        let view = View(frame: CGRect(origin: .zero, size: size))
        view.center = center
        reference.addSubview(view)
        return view
    }

    /// Steps `frames` frames and returns `sample` after each.
    func record<T>(frames: Int, _ sample: () -> T) -> [T] {
        (0..<frames).map { _ in
            host.step()
            return sample()
        }
    }
}

/// The times at which `values` (sampled at `times`) cross zero, by linear interpolation.
func zeroCrossings(_ values: [Double], at times: [Double]) -> [Double] {
    var crossings: [Double] = []
    for i in 1..<values.count where (values[i - 1] < 0) != (values[i] < 0) {
        let f = values[i - 1] / (values[i - 1] - values[i])
        crossings.append(times[i - 1] + f * (times[i] - times[i - 1]))
    }
    return crossings
}

/// Records the animator's delegate calls.
@MainActor
final class AnimatorEvents: DynamicAnimatorDelegate {
    var events: [String] = []
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator) { events.append("resume") }
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { events.append("pause") }
}
