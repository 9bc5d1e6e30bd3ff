import Foundation
import Testing
@testable import TransitLive
import TransitTesting
import TransitTestingReporting

extension LiveDisplayTests {
    /// Key latency through SDL's real queue and the display loop: a key pushed right after frame
    /// n is presented shows its effect in frame n + 1 — d the overlay, o the turned device, whose
    /// frame resizes the window and is presented whole.
    @Test func keysShowTheirEffectInTheNextFrameAndRotationResizesTheWindow() throws {
        let options = LiveOptions(
            title: "keys", videoDriver: "dummy", frameLimit: 3, quitsWhenIdle: true,
            framesPerSecond: 1000)
        let loop = try LiveApplication.openLoop(options: options) {
            LiveContent(size: CGSize(width: 200, height: 300), scale: 1, rootViewController: DraggedSquareController())
        }
        defer { loop.display.close() }
        var presented: [Int: (frame: Bitmap, content: Bitmap?, framebuffer: Bitmap)] = [:]
        loop.onPresent = { frame in
            let step = loop.session.frameCount
            presented[step] = (frame, loop.session.contentFrame, try loop.display.readFramebuffer())
            if step == 1 { loop.display.push(.keyDown(0x64)) }  // d
            if step == 2 { loop.display.push(.keyDown(0x6F)) }  // o
        }
        try loop.run(frameLimit: options.frameLimit, quitsWhenIdle: options.quitsWhenIdle)
        expectEqual(presented.keys.sorted(), [1, 2, 3], "each key is shown by the frame stepped next")
        let first = try unwrap(presented[1]), second = try unwrap(presented[2]), third = try unwrap(presented[3])
        expectEqual(first.frame, first.content, "no overlay: the renderer's frame")
        expectNotEqual(second.frame, second.content, "the overlay is drawn in the frame after d")
        expectEqual(second.content, first.content, "and the content's pixels are the same")
        expect((third.frame.width, third.frame.height) == (300, 200), "the frame after o is turned")
        expectEqual(loop.display.windowCoordinateSize, CGSize(width: 300, height: 200), "the window took its size")
        for (_, shown) in presented { expectEqual(shown.framebuffer, shown.frame, "the framebuffer is the frame") }
        expectEqual(loop.statistics.presentedFrames, 3)
        expectEqual(loop.statistics.frameTimes.count, 3)
    }

    /// The benchmark steps the content through the live window's frame path, presenting into the
    /// dummy driver, at display times 1/60 s apart.
    @Test func theBenchmarkPresentsEveryChangedFrameThroughSDL() throws {
        let result = LiveBenchmark.run(frameLimit: 120) {
            let content = LiveTestScene.content(diagnostics: DiagnosticLog())
            let navigation = content.window.rootViewController as? NavigationController
            navigation?.popViewController(animated: true)
            return content
        }
        expect(result.presentedThroughSDL)
        expectEqual(result.statistics.videoDriver, "dummy")
        expectGreaterThan(result.statistics.presentedFrames, 10, "the pop played and ended")
        expectLessThan(result.statistics.frames, 120, "the pop played and ended")
        expectEqual(result.statistics.frameTimes.count, result.statistics.presentedFrames)
        expectEqual(result.cpuStatistics.frameTimes.count, result.statistics.presentedFrames)
        expect(result.cpuStatistics.frameTimes.allSatisfy { $0 >= 0 })
        // The first frame apart, the steady state the frames after it, in both clocks.
        let first = try unwrap(result.firstFrame)
        expect(first.cpu == result.cpuStatistics.frameTimes[0] && first.wall == result.statistics.frameTimes[0])
        let (cpu, wall) = result.steadyState
        expectEqual(cpu.frameTimes, Array(result.cpuStatistics.frameTimes.dropFirst()))
        expectEqual(wall.frameTimes, Array(result.statistics.frameTimes.dropFirst()))
    }
}
