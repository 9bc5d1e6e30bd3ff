import Foundation
import Testing
@testable import TransitRender
import TransitTestingReporting

/// `APNGEncoder.addFrame(_:delay:damage:)` searches for changed pixels only inside the damage a
/// `FrameCompositor` reports; the oracle is the file `addFrame(_:delay:)` writes from the same
/// frames, byte for byte, and the frames decoded back.
@Suite struct APNGEncoderDamageTests {
    @Test func theDamagedPathWritesTheSameFile() throws {
        let trees = [10, 10, 12.5, 30, 30, 31.25, 60].map { FrameCompositorTests.scene(cardX: $0) }
        let compositor = FrameCompositor()
        var plain = try APNGEncoder(width: 96, height: 96), damaged = try APNGEncoder(width: 96, height: 96)
        var frames: [Bitmap] = []
        for tree in trees {
            let frame = compositor.render(tree)
            try plain.addFrame(Renderer().render(tree), delay: 0.05)
            try damaged.addFrame(frame.bitmap, delay: 0.05, damage: frame.damage)
            frames.append(frame.bitmap)
        }
        let file = try damaged.finish(), expected = try plain.finish()
        expectEqual(file, expected)
        let decoded = try APNGAnimation(data: file).frames
        // Identical frames merge into the one before: 7 frames, two of them repeats.
        expectEqual(decoded.count, 5)
        expectEqual(decoded.last, frames.last)
    }

    @Test func theGIFEncoderComparesEveryPixelWhateverTheDamage() throws {
        let trees = [10, 12.5, 30].map { FrameCompositorTests.scene(cardX: $0) }
        var plain = try GIFEncoder(width: 96, height: 96), damaged = try GIFEncoder(width: 96, height: 96)
        let compositor = FrameCompositor()
        for tree in trees {
            let frame = compositor.render(tree)
            try plain.addFrame(frame.bitmap, delay: 0.05)
            try damaged.addFrame(frame.bitmap, delay: 0.05, damage: frame.damage)
        }
        let file = try damaged.finish(), expected = try plain.finish()
        expectEqual(file, expected)
    }

    @Test func damageOutsideTheCanvasIsClampedToIt() throws {
        let a = Renderer().render(FrameCompositorTests.scene(cardX: 10)),
            b = Renderer().render(FrameCompositorTests.scene(cardX: 12))
        var plain = try APNGEncoder(width: 96, height: 96), damaged = try APNGEncoder(width: 96, height: 96)
        try plain.addFrame(a, delay: 0.1)
        try plain.addFrame(b, delay: 0.1)
        try damaged.addFrame(a, delay: 0.1, damage: [])
        // Rectangles reaching past every edge, and an empty and a negative one, cover the change.
        try damaged.addFrame(
            b, delay: 0.1,
            damage: [
                PixelRect(x: -50, y: -50, width: 400, height: 400),
                PixelRect(x: 3, y: 3, width: 0, height: 9),
                PixelRect(x: 90, y: 90, width: -20, height: 40)
            ])
        let file = try damaged.finish(), expected = try plain.finish()
        expectEqual(file, expected)
    }
}
