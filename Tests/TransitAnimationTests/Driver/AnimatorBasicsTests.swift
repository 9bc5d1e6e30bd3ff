import Foundation
import Testing
@testable import TransitAnimation
import TransitTestingReporting

@Suite struct AnimatorBasicsTests {
    @Test func linearAnimationMovesPresentationNotModel() {
        let rig = TestRig()
        let x = AnimatableProperty<CGFloat>(0)
        var positions: [AnimatingPosition] = []
        let a = PropertyAnimator(engine: rig.engine, duration: 1, curve: .linear) { x.setValue(100, in: rig.engine) }
        a.addCompletion { positions.append($0) }
        expectEqual(x.value, 0)  // blocks run at start, not at creation
        a.startAnimation()
        expectEqual(x.value, 100)  // the model changes at once (UIKit semantics)
        expectEqual(x.presentationValue, 0)
        rig.go(to: 0.25)
        expectClose(x.presentationValue, 25, within: 1e-12)
        expectEqual(a.state, .active)
        expect(a.isRunning)
        expectClose(a.fractionComplete, 0.25, within: 1e-12)
        rig.go(to: 1)
        expectEqual(x.presentationValue, 100)
        expectEqual(positions, [.end])
        expectEqual(a.state, .inactive)
        expect(!a.isRunning)
        expect(!x.isAnimating)
        expect(rig.reported.isEmpty)
    }
}
