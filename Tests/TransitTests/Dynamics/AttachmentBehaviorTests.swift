import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Attachments against the harmonic oscillator: a spring of frequency f oscillates at f when
/// undamped and at f·√(1−ζ²) with damping ratio ζ; a rigid attachment keeps its length.
@MainActor
@Suite struct AttachmentBehaviorTests {
    /// The frequency measured from the zero crossings of the stretch, sampled at 60 fps.
    /// Tolerance 0.5%: interpolating crossings between frames and the integrator's phase error
    /// (about (2πf·h)²/24 with h = 1/600 s) are far below it.
    func measuredFrequency(frequency: Double, damping: Double, betweenItems: Bool) -> Double {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 200, y: 400))
        let attachment: AttachmentBehavior
        let other: View?
        if betweenItems {
            other = scene.item(at: CGPoint(x: 200, y: 200))
            attachment = AttachmentBehavior(item: item, attachedTo: other!)
        } else {
            other = nil
            attachment = AttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 200, y: 200))
        }
        expectEqual(attachment.length, 200)
        scene.animator.addBehavior(attachment)
        attachment.frequency = CGFloat(frequency)
        attachment.damping = CGFloat(damping)
        attachment.length = 150
        let stretch = scene.record(frames: 180) { () -> Double in
            let top = other?.center ?? CGPoint(x: 200, y: 200)
            return Double(item.center.y - top.y) - 150
        }
        let times = (1...180).map { Double($0) / 60 }
        let crossings = zeroCrossings(stretch, at: times)
        let halfPeriod = (crossings.last! - crossings.first!) / Double(crossings.count - 1)
        return 1 / (2 * halfPeriod)
    }

    @Test(arguments: [1.0, 2.0, 3.5])
    func undampedSpringOscillatesAtItsFrequency(frequency: Double) {
        let measured = measuredFrequency(frequency: frequency, damping: 0, betweenItems: false)
        expectClose(measured / frequency, 1, within: 0.005, "measured \(measured) Hz")
    }

    @Test func springBetweenItemsOscillatesAtItsFrequency() {
        let measured = measuredFrequency(frequency: 2, damping: 0, betweenItems: true)
        expectClose(measured / 2, 1, within: 0.005, "measured \(measured) Hz")
    }

    @Test func dampedSpringOscillatesAtTheDampedFrequency() {
        let measured = measuredFrequency(frequency: 2, damping: 0.2, betweenItems: false)
        let expected = 2 * (1 - 0.04).squareRoot()
        expectClose(measured / expected, 1, within: 0.005, "measured \(measured) Hz, expected \(expected)")
    }

    /// A rigid rod under gravity: a pendulum whose bob stays 200 pt from the anchor (within the
    /// 0.25 pt the position projection allows per substep), and whose small-swing period is
    /// 2π·√(L/g) for a point mass (a 20 pt square is close to one: within 1%).
    @Test func rigidAttachmentSwingsAsAPendulum() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 220, y: 400), size: CGSize(width: 20, height: 20))
        let rod = AttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 200, y: 200))
        let length = Double(rod.length)
        scene.animator.addBehavior(rod)
        scene.animator.addBehavior(GravityBehavior(items: [item]))
        let samples = scene.record(frames: 240) { (Double(item.center.x) - 200, Double(item.center.y) - 200) }
        for (dx, dy) in samples { expectClose((dx * dx + dy * dy).squareRoot(), length, within: 0.25) }
        let times = (1...240).map { Double($0) / 60 }
        let crossings = zeroCrossings(samples.map(\.0), at: times)
        let period = 2 * (crossings.last! - crossings.first!) / Double(crossings.count - 1)
        let expected = 2 * Double.pi * (length / 1000).squareRoot()
        expectClose(period / expected, 1, within: 0.01, "period \(period), expected \(expected)")
    }

    /// A limit attachment is slack while its items come closer and taut at its length: an item
    /// falling away from a fixed one stops at the rope's length, then hangs there.
    @Test func limitAttachmentIsARope() {
        let scene = DynamicsScene()
        let top = scene.item(at: CGPoint(x: 200, y: 100), size: CGSize(width: 20, height: 20))
        let bob = scene.item(at: CGPoint(x: 200, y: 250), size: CGSize(width: 20, height: 20))
        let rope = AttachmentBehavior.limitAttachment(
            with: top, offsetFromCenter: .zero, attachedTo: bob, offsetFromCenter: .zero)
        expectEqual(rope.length, 150)
        expectEqual(rope.attachmentRange, FloatRange(minimum: -150, maximum: 0))
        let pin = DynamicItemBehavior(items: [top])
        scene.animator.addBehavior(rope)
        scene.animator.addBehavior(pin)
        scene.animator.addBehavior(GravityBehavior(items: [bob]))
        pin.isAnchored = true
        bob.center.y = 120
        scene.animator.updateItem(usingCurrentState: bob)
        // Slack: free fall from 120 for 0.2 s (20 pt), the rope still loose.
        scene.host.advance(by: 0.2)
        expectClose(Double(bob.center.y), 140, within: 1e-6)
        scene.host.runUntilIdle()
        expectClose(bob.center.y, 250, within: 0.25)
        expectEqual(top.center.y, 100)
    }
}
