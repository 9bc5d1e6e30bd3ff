import Foundation
import Testing
@testable import TransitLive
import TransitTesting
import TransitTestingReporting

/// The real display path under SDL's headless "dummy" video driver, when SDL2 is installed
/// (`libsdl2-2.0-0`): events through SDL's own queue, frames written into the window's surface
/// (the driver has no accelerated renderer) or through SDL's software renderer and a texture,
/// and the framebuffer read back. SDL has one video subsystem per process, so these run one at
/// a time.
@MainActor
@Suite(.serialized, .enabled(if: SDLAvailability.isInstalled, "SDL2 is not installed (apt-get install libsdl2-2.0-0)"))
struct LiveDisplayTests {
    /// With `mirroring`, the frames' damaged rows are written into the window's surface as they
    /// are drawn (`SDLDisplay.mirror()`; a texture target has no mirror) and only shown.
    @Test(arguments: [true, false], [false, true])
    func thePresentedFramebufferIsTheRenderersFrame(allowingWindowSurface: Bool, mirroring: Bool) throws {
        let display = try SDLDisplay(
            sdl: SDLLibrary(name: SDLLibrary.defaultName), title: "test",
            width: 400, height: 600, videoDriver: "dummy", allowsWindowSurface: allowingWindowSurface)
        defer { display.close() }
        expectEqual(display.videoDriver, "dummy")
        if case .surface = display.target {
            expect(allowingWindowSurface, "the window's surface only when allowed")
        } else {
            expect(!allowingWindowSurface, "the dummy driver has no accelerated renderer: its surface is written")
        }
        expectEqual(display.windowCoordinateSize, CGSize(width: 400, height: 600))
        let log = DiagnosticLog()
        let session = LiveSession(displayTime: 0) { LiveTestScene.content(diagnostics: log) }
        session.setWindowCoordinateSize(display.windowCoordinateSize)
        var presented = 0, mirrored = 0
        for k in 1...40 {
            // The drag goes through SDL's queue: pushed, then read back by SDL_PollEvent.
            for record in LiveEventPathTests.records(forFrame: k) { display.push(record) }
            for record in display.events(waitingAtMost: 0) {
                if let event = LiveEvent(record) { session.handle(event, at: Double(k) / 60) }
            }
            let mirror = mirroring ? display.mirror() : nil
            expectEqual((mirror != nil), (mirroring && allowingWindowSurface && presented > 0), "frame \(k)")
            guard let frame = session.frame(at: Double(k) / 60, mirroringInto: mirror) else { continue }
            // Only the damaged rectangles are copied after the first frame.
            try display.present(frame, damage: session.presentedDamage, mirrored: session.presentedMirrored)
            presented += 1
            if session.presentedMirrored { mirrored += 1 }
            let oracle = Renderer().render(session.window.renderTree())
            expectEqual(try display.readFramebuffer(), oracle, "frame \(k)")
        }
        expectGreaterThan(presented, 20, "the drag and the pop's animation present frames")
        expectEqual(mirrored, (mirroring && allowingWindowSurface ? presented - 1 : 0), "all but the first frame mirrored")
        let navigation = try unwrap(session.window.rootViewController as? NavigationController)
        expectEqual(navigation.viewControllers.count, 1, "the drag through SDL's queue popped the second screen")
        expect(log.diagnostics.isEmpty, "\(log.diagnostics)")
    }

    /// Input-to-photon latency in frames: input that reaches SDL's queue just after a frame is
    /// presented shows its effect in the very next frame (the dragged square moves with the
    /// pointer), through SDL's real queue and the display loop.
    @Test func theFrameAfterTheInputShowsIt() throws {
        let options = LiveOptions(
            title: "latency", videoDriver: "dummy", frameLimit: 3, quitsWhenIdle: true,
            framesPerSecond: 1000)
        let loop = try LiveApplication.openLoop(options: options) {
            LiveContent(size: CGSize(width: 200, height: 300), scale: 1, rootViewController: DraggedSquareController())
        }
        defer { loop.display.close() }
        var presented: [Int: Bitmap] = [:]
        loop.onPresent = { frame in
            let step = loop.session.frameCount
            presented[step] = frame
            // Input arrives right after frame 1 (a press and a move) and right after frame 2 (a move).
            if step == 1 {
                loop.display.push(.mouseButton(down: true, x: 50, y: 50))
                loop.display.push(.mouseMotion(x: 90, y: 70, pressed: true))
            }
            if step == 2 { loop.display.push(.mouseMotion(x: 120, y: 100, pressed: true)) }
        }
        try loop.run(frameLimit: options.frameLimit, quitsWhenIdle: options.quitsWhenIdle)
        expectEqual(presented.keys.sorted(), [1, 2, 3], "each input is shown by the frame stepped next")
        let square = try unwrap(loop.session.window.rootViewController as? DraggedSquareController).square
        expectEqual(square.center, CGPoint(x: 50 + 70, y: 50 + 50), "the square is under the pointer's last move")
        expect(presented[2] != presented[1] && presented[3] != presented[2])
    }
}

/// Whether SDL2 can be loaded on this machine.
enum SDLAvailability {
    static let isInstalled = (try? SDLLibrary(name: SDLLibrary.defaultName)) != nil
}

/// A square that follows a pan (the UIKit pattern: the recognizer's translation moves the view).
@MainActor
final class DraggedSquareController: ViewController {
    let square = View(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
    private var start = CGPoint.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        square.backgroundColor = .systemRed
        view.addSubview(square)
        square.addGestureRecognizer(PanGestureRecognizer(target: self, action: DraggedSquareController.pan))
    }

    func pan(_ recognizer: PanGestureRecognizer) {
        if recognizer.state == .began { start = square.center }
        let t = recognizer.translation(in: view)
        square.center = CGPoint(x: start.x + t.x, y: start.y + t.y)
    }
}
