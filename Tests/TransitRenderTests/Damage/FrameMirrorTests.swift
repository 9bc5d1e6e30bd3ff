import Foundation
import Testing
@testable import TransitRender
import TransitTestingReporting

/// `FrameCompositor.render(_:mirroringInto:)`: the rows a frame redraws reach the mirror as they
/// are drawn, in the mirror's byte order, so the mirror always equals the frame returned; and
/// offscreen groups drawn band by band as their parent reads them (`Surface.flushDeferred()`)
/// give the pixels worked out by hand.
@Suite struct FrameMirrorTests {
    typealias S = RenderTestSupport

    /// A mirror's memory: `width` × `height` pixels, rows `pitch` bytes apart, filled with a
    /// pattern no frame draws.
    final class Memory {
        let width: Int, height: Int, pitch: Int
        let bytes: UnsafeMutableRawPointer

        init(width: Int, height: Int, padding: Int) {
            self.width = width; self.height = height; pitch = 4 * width + padding
            bytes = .allocate(byteCount: pitch * height, alignment: 16)
            bytes.initializeMemory(as: UInt8.self, repeating: 0xA5, count: pitch * height)
        }

        deinit { bytes.deallocate() }

        func mirror(swapping: Bool) -> FrameMirror? {
            FrameMirror(pixels: bytes, pitch: pitch, width: width, height: height, swapsRedAndBlue: swapping)
        }

        /// The mirror read back as RGBA bytes: the first and third byte of each pixel exchanged
        /// when it holds BGRA.
        func rgba(swapped: Bool) -> [UInt8] {
            var out: [UInt8] = []
            for y in 0..<height {
                for x in 0..<width {
                    let p = (bytes + y * pitch + 4 * x).assumingMemoryBound(to: UInt8.self)
                    out += swapped ? [p[2], p[1], p[0], p[3]] : [p[0], p[1], p[2], p[3]]
                }
            }
            return out
        }
    }

    /// A card moving over stripes, its child faded (a group), on a white frame.
    static func scene(cardX: CGFloat) -> RenderTree {
        FrameCompositorTests.scene(cardX: cardX, cardOpacity: 0.7)
    }

    @Test(arguments: [false, true], [1, 3])
    func theMirrorHoldsEveryFrameInItsByteOrder(swapping: Bool, threads: Int) {
        var renderer = Renderer()
        renderer.workers = RenderWorkers(count: threads, minimumBandPixels: 1)
        let compositor = FrameCompositor(renderer: renderer)
        let memory = Memory(width: 96, height: 96, padding: 12)
        for (i, x) in ([10, 10.3, 11.7, 40, 40, 41] as [CGFloat]).enumerated() {
            let tree = Self.scene(cardX: x)
            let frame = compositor.render(tree, mirroringInto: memory.mirror(swapping: swapping))
            expect(frame.isMirrored, "frame \(i)")
            expectEqual(frame.bitmap, Renderer().render(tree), "frame \(i): the frame is the full render")
            expectEqual(memory.rgba(swapped: swapping), frame.bitmap.pixels, "frame \(i): the mirror is the frame")
        }
        // The padding after each row is never written.
        for y in 0..<memory.height {
            let pad = (memory.bytes + y * memory.pitch + 4 * memory.width).assumingMemoryBound(to: UInt8.self)
            expect((0..<12).allSatisfy { pad[$0] == 0xA5 }, "row \(y)")
        }
    }

    @Test func aMirrorOfAnotherSizeIsLeftAlone() throws {
        let compositor = FrameCompositor()
        let memory = Memory(width: 95, height: 96, padding: 0)
        let frame = compositor.render(Self.scene(cardX: 10), mirroringInto: memory.mirror(swapping: true))
        expect(!frame.isMirrored)
        expectEqual(frame.damage.count, 1)
        expect(memory.rgba(swapped: false).allSatisfy { $0 == 0xA5 })
        expectNil(FrameMirror(pixels: memory.bytes, pitch: 4 * 95 - 1, width: 95, height: 1, swapsRedAndBlue: false))
    }

    /// A group at opacity 0.5 (a red square with a blue one inside), clipped by its parent to the
    /// top half and partly hidden by an opaque green bar, over white. By hand: the factor is
    /// round(0.5 × 255) = 128; red (255, 0, 0, 255) scaled is (128, 0, 0, 128), and over white
    /// each channel gains 255 × (255 − 128) / 255 = 127: (255, 127, 127, 255); blue likewise
    /// (127, 127, 255, 255). Below the clip the frame is white, under the bar green.
    @Test(arguments: [1, 3])
    func aGroupDrawnAsItIsReadHasTheHandWorkedPixels(threads: Int) {
        var group = S.box(CGRect(x: 0, y: 0, width: 40, height: 40), Color(red: 1, green: 0, blue: 0))
        group.opacity = 0.5
        group.children = [S.box(CGRect(x: 10, y: 10, width: 10, height: 10), Color(red: 0, green: 0, blue: 1))]
        var clip = RenderNode(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        clip.masksToBounds = true
        clip.children = [group]
        let bar = S.box(CGRect(x: 0, y: 4, width: 40, height: 4), Color(red: 0, green: 1, blue: 0))
        let tree = S.tree([clip, bar], size: CGSize(width: 40, height: 40), scale: 1, background: .white)
        var renderer = Renderer()
        renderer.workers = RenderWorkers(count: threads, minimumBandPixels: 1)
        let bitmap = renderer.render(tree)
        for y in 0..<40 {
            for x in 0..<40 {
                let expected = Self.groupFramePixel(x, y)
                let p = bitmap[x, y]
                expect(p == expected, "(\(x), \(y))")
            }
        }
    }

    /// The pixel at (x, y) of that frame, worked out above.
    static func groupFramePixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        if y >= 4 && y < 8 { return (0, 255, 0, 255) }
        if y >= 20 { return (255, 255, 255, 255) }
        return (10..<20).contains(x) && (10..<20).contains(y) ? (127, 127, 255, 255) : (255, 127, 127, 255)
    }
}
