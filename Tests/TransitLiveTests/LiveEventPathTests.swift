import Foundation
import Testing
@testable import TransitLive
import TransitTesting
import TransitTestingReporting

/// The live window's event path — SDL event records decoded, translated to touches and stepped
/// by the session — against `TestHost`'s scripted touches: the same drag must give the same
/// frames, byte for byte, with no SDL loaded.
@MainActor
@Suite struct LiveEventPathTests {
    /// The drag both sides perform: an edge swipe from (5, 150) to (165, 150) points over 16
    /// frames, 10 points a frame. TestHost places the k-th move at `from + (to − from)·k/16`,
    /// which is exact in binary for 16 moves, so the SDL side's whole window coordinates (at
    /// scale 2) give the very same points, and the release velocity is the same to the bit.
    static let from = CGPoint(x: 5, y: 150), to = CGPoint(x: 165, y: 150)
    static let moves = 16

    /// SDL records for frame `k` (1-based): frame 1 settles, frame 2 presses, frames 3…18 move
    /// once each, and the last move's frame also releases — what a mouse sends for this drag.
    static func records(forFrame k: Int) -> [SDLEventRecord] {
        func px(_ p: CGPoint) -> (Int32, Int32) { (Int32(p.x * LiveTestScene.scale), Int32(p.y * LiveTestScene.scale)) }
        let step = (to.x - from.x) / CGFloat(moves)
        switch k {
        case 2:
            let (x, y) = px(from)
            return [.mouseButton(down: true, x: x, y: y)]
        case 3...(2 + moves):
            let (x, y) = px(CGPoint(x: from.x + step * CGFloat(k - 2), y: from.y))
            let motion = SDLEventRecord.mouseMotion(x: x, y: y, pressed: true)
            return k == 2 + moves ? [motion, .mouseButton(down: false, x: x, y: y)] : [motion]
        default:
            return []
        }
    }

    @Test func aDragThroughTheLiveEventPathDrawsTheFramesOfTheSameScriptedDrag() throws {
        let host = TestHost(size: LiveTestScene.size, scale: LiveTestScene.scale)
        host.window.rootViewController = LiveTestScene.makeRoot()
        var expected: [Bitmap] = []
        host.onFrame = { expected.append($0.render()) }
        host.step()
        host.drag(from: Self.from, to: Self.to, duration: Double(Self.moves) / 60)
        expect(host.runUntilIdle(timeout: 5))
        let navigation = try unwrap(host.window.rootViewController as? NavigationController)
        expectEqual(navigation.viewControllers.count, 1, "the scripted edge swipe pops the second screen")

        let log = DiagnosticLog()
        let session = LiveSession(displayTime: 0) { LiveTestScene.content(diagnostics: log) }
        session.setWindowCoordinateSize(CGSize(width: 400, height: 600))
        var screen: Bitmap?
        for k in 1...expected.count {
            for record in Self.records(forFrame: k) {
                session.handle(try unwrap(LiveEvent(record)), at: Double(k) / 60)
            }
            if let frame = session.frame(at: Double(k) / 60) { screen = frame }
            expectEqual(screen, expected[k - 1], "frame \(k) of \(expected.count) differs")
        }
        expect(!session.wantsFrames, "the live session is idle when the host is")
        expect(log.diagnostics.isEmpty, "\(log.diagnostics)")
    }
}
