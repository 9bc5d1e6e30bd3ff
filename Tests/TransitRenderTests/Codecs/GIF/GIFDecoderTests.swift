import Testing
@testable import TransitRender
import TransitTestingReporting

/// The GIF decoder used by the encoder's round-trip tests, checked against GIFs written by Pillow
/// and optimised by gifsicle -O3 (cropped frames, transparent unchanged pixels), with the frames
/// Pillow composes as the expected pixels (Fixtures/make_fixtures.py).
@Suite struct GIFDecoderTests {
    @Test(arguments: ["pillow_anim", "gifsicle_O3"])
    func composesFramesAsPillowDoes(_ name: String) throws {
        let anim = try GIFDecoder.decode(try FixtureFiles.bytes("gif/\(name).gif"))
        let expected = try FixtureFiles.bytes("gif/anim.rgba")
        expectEqual(anim.width, 24)
        expectEqual(anim.height, 18)
        expectEqual(anim.frames.count, 4)
        expectEqual(anim.frames.flatMap(\.pixels), expected)
        expectEqual(anim.delays, [4, 5, 6, 7])
    }

    @Test func gifsicleCroppedTheLaterFrames() throws {
        // Sanity of the fixture itself: the optimised file really uses sub-rectangles.
        let anim = try GIFDecoder.decode(try FixtureFiles.bytes("gif/gifsicle_O3.gif"))
        expect(anim.rectangles.dropFirst().allSatisfy { $0.2 * $0.3 < 24 * 18 })
    }

    @Test func malformedGIFsAreRejected() throws {
        let good = try FixtureFiles.bytes("gif/pillow_anim.gif")
        #expect(throws: GIFDecoder.Failure.self) { try GIFDecoder.decode(Array(good.prefix(40))) }
        #expect(throws: GIFDecoder.Failure.self) { try GIFDecoder.decode(Array("GIF89a".utf8)) }
        #expect(throws: GIFDecoder.Failure.self) { try GIFDecoder.decode([UInt8](repeating: 0, count: 30)) }
    }
}
