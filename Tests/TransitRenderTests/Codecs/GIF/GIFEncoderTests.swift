import Foundation
import Testing
@testable import TransitRender
import TransitTestingReporting

@Suite struct GIFEncoderTests {
    func encode(_ frames: [Bitmap], delays: [Int]? = nil, loop: Int = 0, dither: Bool = false) throws -> [UInt8] {
        var e = try GIFEncoder(width: frames[0].width, height: frames[0].height, loopCount: loop, usesOrderedDithering: dither)
        for (i, f) in frames.enumerated() { try e.addFrame(f, delayCentiseconds: delays?[i] ?? 4) }
        return [UInt8](try e.finish())
    }

    @Test func exactPaletteFramesRoundTripWithCroppedRectangles() throws {
        let frames = (0..<5).map { AnimationFrames.square(40, 30, at: 2 + 5 * $0, 3 + 2 * $0) }
        let bytes = try encode(frames, delays: [3, 4, 3, 3, 4], loop: 2)
        expect(bytes.starts(with: Array("GIF89a".utf8)))
        expectEqual(bytes.last, 0x3B)
        let anim = try GIFDecoder.decode(bytes)
        expectEqual(anim.frames, frames)
        expectEqual(anim.delays, [3, 4, 3, 3, 4])
        expectEqual(anim.loopCount, 2)
        expect(anim.hasGlobalTable)  // later frames reuse the first palette
        expectEqual(anim.localTables, 0)
        // Frame 1 covers exactly the union of the square's old and new positions:
        // x 2...12 (old 2..<8, new 7..<13), y 3...10 (old 3..<9, new 5..<11).
        expect(anim.rectangles[0] == (0, 0, 40, 30))
        expect(anim.rectangles[1] == (2, 3, 11, 8))
    }

    @Test func identicalFramesMergeIntoOneDelay() throws {
        let a = AnimationFrames.square(20, 20, at: 1, 1), b = AnimationFrames.square(20, 20, at: 9, 9)
        let anim = try GIFDecoder.decode(try encode([a, a, a, b, b], delays: [2, 3, 4, 5, 6]))
        expectEqual(anim.frames, [a, b])
        expectEqual(anim.delays, [9, 11])
    }

    @Test func newColoursGetALocalTable() throws {
        let a = AnimationFrames.square(20, 20, at: 1, 1)
        let b = AnimationFrames.square(20, 20, at: 1, 1, color: (10, 200, 10, 255))
        let anim = try GIFDecoder.decode(try encode([a, b]))
        expectEqual(anim.frames, [a, b])
        expectEqual(anim.localTables, 1)
    }

    @Test func alphaBecomesOneBitTransparencyAndClears() throws {
        // Alpha ≥ 128 → opaque with the un-premultiplied colour; below → transparent. Frame 2 makes
        // opaque pixels transparent, which needs disposal to background on frame 1.
        let clear: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        let f1 = AnimationFrames.square(16, 16, at: 4, 4, color: (100, 50, 0, 200), background: (0, 0, 0, 255))
        let f2 = AnimationFrames.square(16, 16, at: 6, 6, color: (10, 10, 10, 100), background: clear)
        let f3 = AnimationFrames.square(16, 16, at: 0, 0, color: (9, 9, 9, 255), background: clear)
        let anim = try GIFDecoder.decode(try encode([f1, f2, f3]))
        // 100·255/200 = 127.5 → 128; 50·255/200 = 63.75 → 64.
        var e1 = f1
        for y in 4..<10 { for x in 4..<10 { e1[x, y] = (128, 64, 0, 255) } }
        expectEqual(anim.frames, [e1, Bitmap(width: 16, height: 16), f3])
    }

    @Test func manyColoursAreQuantizedDeterministically() throws {
        let g = AnimationFrames.gradient(64, 64)  // 4096 colours
        let bytes = try encode([g])
        expectEqual(try encode([g]), bytes)
        let frame = try unwrap(try GIFDecoder.decode(bytes).frames.first)
        var total = 0, worst = 0, colours = Set<UInt32>()
        for y in 0..<64 {
            for x in 0..<64 {
                let a = g[x, y], b = frame[x, y]
                let e = [abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b))].max()!
                total += e; worst = max(worst, e)
                colours.insert(UInt32(b.r) | UInt32(b.g) << 8 | UInt32(b.b) << 16)
            }
        }
        expectLessThanOrEqual(colours.count, 255)
        // 4096 colours on a 64×64 grid of red × green (steps of ~4 levels) into 255 boxes: each box
        // holds ~16 colours, about 4×4 grid steps, so the mean error is at most ~2 steps (8 levels)
        // and no pixel is off by more than a box's full width (~16 levels).
        expectLessThanOrEqual(Double(total) / 4096, 8)
        expectLessThanOrEqual(worst, 16)
    }

    /// A pixel left unchanged inside a later frame's rectangle may repeat its colour only as it is
    /// shown: after a quantized frame that is the palette's colour, not the source's. Frame 1 is
    /// a gradient (quantized) whose first row repeats three colours a little off its own; frame 2
    /// paints the corner before them in the same pattern, so the compressor would gladly continue
    /// the pattern over the unchanged pixels, which must still decode as frame 1 showed them.
    @Test func unchangedPixelsKeepTheirQuantizedColour() throws {
        let g = AnimationFrames.gradient(64, 64)
        let tempting: [(UInt8, UInt8, UInt8, UInt8)] = [(60, 3, 133, 255), (130, 2, 123, 255), (200, 4, 134, 255)]
        var f1 = g
        for x in 4..<16 { f1[x, 0] = tempting[x % 3] }
        var f2 = f1
        for y in 0..<4 {
            for x in 0..<4 {
                f2[x, y] = tempting[(x + 3 * y) % 3]
                f2[60 + x, 60 + y] = tempting[x % 3]
            }
        }
        let anim = try GIFDecoder.decode(try encode([f1, f2]))
        expectEqual(anim.frames.count, 2)
        expect(anim.rectangles[1] == (0, 0, 64, 64))
        let (shown1, shown2) = (anim.frames[0], anim.frames[1])
        // The pattern's colours are quantized in frame 1 (so repeating the source would differ).
        expect((4..<16).allSatisfy { x in shown1[x, 0] != f1[x, 0] })
        var wrong = 0
        for y in 0..<64 {
            for x in 0..<64 {
                let corner = (x < 4 && y < 4) || (x >= 60 && y >= 60)
                if shown2[x, y] != (corner ? f2[x, y] : shown1[x, y]) { wrong += 1 }
            }
        }
        expectEqual(wrong, 0)
    }

    @Test func orderedDitheringOnlyTouchesQuantizedFrames() throws {
        // Exact-palette frames are never dithered.
        let squares = [AnimationFrames.square(20, 20, at: 1, 1), AnimationFrames.square(20, 20, at: 5, 2)]
        expectEqual(try GIFDecoder.decode(try encode(squares, dither: true)).frames, squares)
        // A quantized frame is dithered deterministically, and each pixel stays within the
        // quantization error plus the dither amplitude (±ditherSpread/2 levels per channel).
        let g = AnimationFrames.gradient(64, 64)
        let dithered = try encode([g], dither: true)
        expectEqual(try encode([g], dither: true), dithered)
        expectNotEqual(try encode([g], dither: false), dithered)
        let f = try unwrap(try GIFDecoder.decode(dithered).frames.first)
        var worst = 0
        for y in 0..<64 {
            for x in 0..<64 {
                worst = max(worst, abs(Int(g[x, y].r) - Int(f[x, y].r)), abs(Int(g[x, y].g) - Int(f[x, y].g)))
            }
        }
        expectLessThanOrEqual(worst, 16 + GIFEncoder.ditherSpread / 2)
    }

    @Test func delaysInSecondsCarryRounding() throws {
        var t = TickAccumulator(ticksPerSecond: 100)
        let d = (0..<30).map { _ in t.ticks(for: 1.0 / 30) }
        expectEqual(d.reduce(0, +), 100)
        expect(d.allSatisfy { $0 == 3 || $0 == 4 })
    }

    @Test func misuseIsReported() throws {
        #expect(throws: AnimationEncodingError.self) { try GIFEncoder(width: 0, height: 5) }
        #expect(throws: AnimationEncodingError.self) { try GIFEncoder(width: 70000, height: 5) }
        #expect(throws: AnimationEncodingError.self) { try GIFEncoder(width: 65535, height: 65535) }
        var e = try GIFEncoder(width: 4, height: 4)
        #expect(throws: AnimationEncodingError(.noFrames, "a GIF needs at least one frame")) { try e.finish() }
        #expect(throws: AnimationEncodingError.self) { try e.addFrame(Bitmap(width: 5, height: 4), delay: 0.1) }
        #expect(throws: AnimationEncodingError.self) { try e.addFrame(Bitmap(width: 4, height: 4), delay: .nan) }
        #expect(throws: AnimationEncodingError.self) { try e.addFrame(Bitmap(width: 4, height: 4), delay: -1) }
        try e.addFrame(Bitmap(width: 4, height: 4), delay: 0.1)
        _ = try e.finish()
        #expect(throws: AnimationEncodingError.self) { try e.finish() }
        #expect(throws: AnimationEncodingError.self) { try e.addFrame(Bitmap(width: 4, height: 4), delay: 0.1) }
    }
}
