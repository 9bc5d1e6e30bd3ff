import Foundation
import Testing
@testable import TransitAnimation

@Suite struct AnimatorBasicsTests {
    @Test func linearAnimationMovesPresentationNotModel() {
        let rig = TestRig()
        let x = AnimatableProperty<CGFloat>(0)
        var positions: [AnimatingPosition] = []
        let a = PropertyAnimator(engine: rig.engine, duration: 1, curve: .linear) { x.setValue(100, in: rig.engine) }
        a.addCompletion { positions.append($0) }
        #expect(x.value == 0)  // blocks run at start, not at creation
        a.startAnimation()
        #expect(x.value == 100)  // the model changes at once (UIKit semantics)
        #expect(x.presentationValue == 0)
        rig.go(to: 0.25)
        #expect(abs(x.presentationValue - 25) < 1e-12)
        #expect(a.state == .active && a.isRunning)
        #expect(abs(a.fractionComplete - 0.25) < 1e-12)
        rig.go(to: 1)
        #expect(x.presentationValue == 100)
        #expect(positions == [.end])
        #expect(a.state == .inactive && !a.isRunning)
        #expect(!x.isAnimating)
        #expect(rig.reported.isEmpty)
    }
}
