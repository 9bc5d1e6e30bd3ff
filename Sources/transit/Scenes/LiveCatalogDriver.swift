import Foundation
import TransitDemo
import TransitLive

/// A catalogue entry in a live window: the entry between two sample screens, driven by the
/// pointer. A tap plays the transition; a drag scrubs it (progress is the drag's distance over
/// the screen's width or height, whichever is further), and releasing finishes it when past
/// half way or flicked at more than 500 points a second, and cancels it otherwise. It runs once;
/// restart (r) stages it again.
@MainActor
final class LiveCatalogDriver {
    let scene: CatalogScene
    private var dragIsInteractive = false

    /// Keeps the driver of the content on screen alive; restart replaces it.
    final class Current {
        var driver: LiveCatalogDriver?
    }

    init(
        entry: TransitionCatalog.Entry, size: CGSize, scale: CGFloat, duration: TimeInterval?, device: DeviceChoice? = nil,
        direction: CatalogTransition.Direction = .forward
    ) {
        scene = CatalogScene(
            entry: entry, from: SampleScreen(title: "Before", color: .systemBlue),
            to: SampleScreen(title: "After", color: .systemOrange),
            size: size, scale: scale, duration: duration, device: device, direction: direction)
        let window = scene.host.window
        window.addGestureRecognizer(TapGestureRecognizer(target: self, action: LiveCatalogDriver.tapped))
        window.addGestureRecognizer(PanGestureRecognizer(target: self, action: LiveCatalogDriver.panned))
    }

    /// The scene's window and clock, for the live window.
    var content: LiveContent { LiveContent(window: scene.host.window, clock: scene.host.clock) }

    func tapped(_ recognizer: TapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        scene.begin(interactive: false)
    }

    func panned(_ recognizer: PanGestureRecognizer) {
        let window = scene.host.window
        switch recognizer.state {
        case .began:
            dragIsInteractive = !scene.hasBegun
            if dragIsInteractive { scene.begin(interactive: true) }
        case .changed where dragIsInteractive:
            scene.interaction?.update(progress(recognizer.translation(in: window), in: window.bounds.size))
        case .ended where dragIsInteractive, .cancelled where dragIsInteractive:
            dragIsInteractive = false
            let velocity = recognizer.velocity(in: window)
            let p = progress(recognizer.translation(in: window), in: window.bounds.size)
            let flicked = max(abs(velocity.x), abs(velocity.y)) > 500
            if recognizer.state == .ended && (p > 0.5 || flicked) {
                scene.interaction?.finish()
            } else {
                scene.interaction?.cancel()
            }
        default:
            break
        }
    }

    private func progress(_ translation: CGPoint, in size: CGSize) -> CGFloat {
        min(1, max(abs(translation.x) / size.width, abs(translation.y) / size.height))
    }
}
