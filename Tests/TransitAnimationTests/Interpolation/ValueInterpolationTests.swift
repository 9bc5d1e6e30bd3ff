import Foundation
import Testing
@testable import TransitAnimation
import TransitTestingReporting

@Suite struct ValueInterpolationTests {
    @Test func vectorsInterpolateLinearlyAndExtrapolate() {
        expectEqual(CGFloat(10).interpolated(to: 20, amount: 0.25), 12.5)
        expectEqual(CGFloat(10).interpolated(to: 20, amount: 1.5), 25)  // never clamped
        expectEqual(CGFloat(10).interpolated(to: 20, amount: -0.5), 5)
        expectEqual(CGPoint(x: 0, y: 10).interpolated(to: CGPoint(x: 100, y: -10), amount: 0.5), CGPoint(x: 50, y: 0))
        expectEqual(
            CGSize(width: 10, height: 20).interpolated(to: CGSize(width: 30, height: 40), amount: 0.5),
            CGSize(width: 20, height: 30))
        let r = CGRect(x: 0, y: 0, width: 100, height: 100)
            .interpolated(to: CGRect(x: 100, y: 50, width: 300, height: 0), amount: 0.5)
        expectEqual(r, CGRect(x: 50, y: 25, width: 200, height: 50))
        expectEqual(Double(1).interpolated(to: 3, amount: 0.5), 2)
        expectEqual(Float(1).interpolated(to: 3, amount: 0.5), 2)
    }

    @Test func colorsInterpolatePremultiplied() {
        // Red fading to clear: premultiplied (1,0,0,1) → (0,0,0,0); half-way (0.5,0,0,0.5), which
        // unpremultiplies to pure red at half alpha (a straight interpolation would darken to 0.5 red).
        let half = Color.red.interpolated(to: .clear, amount: 0.5)
        expectEqual(half, Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        // Opaque colours interpolate component-wise.
        let mid = Color(red: 0, green: 0.2, blue: 1).interpolated(to: Color(red: 1, green: 0.4, blue: 0), amount: 0.25)
        expectClose(mid.red, 0.25, within: 1e-12)
        expectClose(mid.green, 0.25, within: 1e-12)
        expectClose(mid.blue, 0.75, within: 1e-12)
        // Zero alpha gives zero components, never NaN.
        expectEqual(Color.clear.interpolated(to: .clear, amount: 0.5), .clear)
        expectEqual(Color.red.interpolated(to: .blue, amount: 0), .red)
        expectEqual(Color.red.interpolated(to: .blue, amount: 1), .blue)
    }
}
