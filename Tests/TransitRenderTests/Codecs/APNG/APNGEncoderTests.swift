import Foundation
import Testing
@testable import TransitRender
import TransitTestingReporting

@Suite struct APNGEncoderTests {
    func encode(_ frames: [Bitmap], delay: Double = 1.0 / 60, loop: Int = 0) throws -> [UInt8] {
        var e = try APNGEncoder(width: frames[0].width, height: frames[0].height, loopCount: loop)
        for f in frames { try e.addFrame(f, delay: delay) }
        return [UInt8](try e.finish())
    }

    @Test func framesRoundTripExactlyIncludingTranslucency() throws {
        let frames =
            (0..<4).map {
                AnimationFrames.square(30, 20, at: 3 * $0, 2 * $0, color: (UInt8(40 * $0), 60, 10, UInt8(90 + 50 * $0)))
            } + [AnimationFrames.gradient(30, 20)]
        let anim = try APNGDecoder.decode(try encode(frames, loop: 3))
        expectEqual(anim.frames, frames)
        expectEqual(anim.loopCount, 3)
        expect(anim.delays.allSatisfy { $0 == 1.0 / 60 })
        // The default image is the first frame.
        expectEqual(try Bitmap(pngData: Data(try encode(frames))), frames[0])
    }

    @Test func laterFramesAreCroppedToTheChange() throws {
        let a = AnimationFrames.square(50, 40, at: 10, 10), b = AnimationFrames.square(50, 40, at: 12, 11)
        let anim = try APNGDecoder.decode(try encode([a, b]))
        expect(anim.controls[0].width == 50 && anim.controls[0].height == 40)
        // Old square 10..<16 × 10..<16, new 12..<18 × 11..<17: union 10..<18 × 10..<17.
        expect(anim.controls[1].x == 10 && anim.controls[1].y == 10)
        expect(anim.controls[1].width == 8 && anim.controls[1].height == 7)
    }

    @Test func blendOverOnlyWhenChangedPixelsAreOpaque() throws {
        // Two far-apart changes: OVER makes the untouched middle transparent and compresses smaller.
        var a = AnimationFrames.gradient(60, 60), b = a
        b[0, 0] = (1, 2, 3, 255); b[59, 59] = (4, 5, 6, 255)
        let over = try APNGDecoder.decode(try encode([a, b]))
        expectEqual(over.frames, [a, b])
        expectEqual(over.controls[1].blend, 1)
        // A translucent changed pixel cannot be written OVER the old one.
        b[59, 59] = (4, 5, 6, 128)
        a = AnimationFrames.gradient(60, 60)
        let source = try APNGDecoder.decode(try encode([a, b]))
        expectEqual(source.frames, [a, b])
        expectEqual(source.controls[1].blend, 0)
    }

    @Test func identicalFramesMergeTheirDelays() throws {
        let a = AnimationFrames.square(10, 10, at: 0, 0), b = AnimationFrames.square(10, 10, at: 4, 4)
        let anim = try APNGDecoder.decode(try encode([a, a, b, b, b]))
        expectEqual(anim.frames, [a, b])
        let delays: [Double] = [1.0 / 30, 1.0 / 20]
        expectEqual(anim.delays, delays)
    }

    @Test func delaysAreExactFractions() {
        expect(APNGEncoder.fraction(1.0 / 60) == (1, 60))
        expect(APNGEncoder.fraction(0.04) == (1, 25))
        expect(APNGEncoder.fraction(2.5) == (5, 2))
        expect(APNGEncoder.fraction(0) == (0, 1))
        expect(APNGEncoder.fraction(1e9) == (65535, 1))
    }

    @Test func misuseIsReported() throws {
        #expect(throws: AnimationEncodingError.self) { try APNGEncoder(width: -1, height: 5) }
        #expect(throws: AnimationEncodingError.self) { try APNGEncoder(width: 1 << 20, height: 1 << 20) }
        var e = try APNGEncoder(width: 3, height: 3)
        #expect(throws: AnimationEncodingError.self) { try e.finish() }
        #expect(throws: AnimationEncodingError.self) { try e.addFrame(Bitmap(width: 3, height: 2), delay: 0) }
        #expect(throws: AnimationEncodingError.self) { try e.addFrame(Bitmap(width: 3, height: 3), delay: .infinity) }
    }
}

@Suite struct APNGAnimationTests {
    @Test func keptIdenticalFramesAndTextRoundTrip() throws {
        let a = AnimationFrames.square(20, 10, at: 2, 2), b = AnimationFrames.square(20, 10, at: 4, 2)
        var encoder = try APNGEncoder(width: 20, height: 10, mergesIdenticalFrames: false)
        encoder.textMetadata = ["Transit.times": "0 0.5 1", "Comment": "café"]
        for frame in [a, a, b, b] { try encoder.addFrame(frame, delay: 0.5) }
        let animation = try APNGAnimation(data: try encoder.finish())
        expectEqual(animation.frames, [a, a, b, b])
        expectEqual(animation.delays, [0.5, 0.5, 0.5, 0.5])
        expectEqual(animation.text, ["Transit.times": "0 0.5 1", "Comment": "café"])
    }

    @Test func mergingStaysTheDefault() throws {
        let a = AnimationFrames.square(20, 10, at: 2, 2)
        var encoder = try APNGEncoder(width: 20, height: 10)
        for _ in 0..<3 { try encoder.addFrame(a, delay: 0.25) }
        let animation = try APNGAnimation(data: try encoder.finish())
        expectEqual(animation.frames, [a])
        expectEqual(animation.delays, [0.75])
    }

    @Test func aStillPNGIsNotAnAnimation() throws {
        let still = try unwrap(AnimationFrames.square(8, 8, at: 1, 1).pngData())
        #expect(throws: PNGError.self) { try APNGAnimation(data: still) }
        do { _ = try APNGAnimation(data: still) } catch let error as PNGError {
            expectEqual(error.kind, .badAnimation)
        }
    }
}
