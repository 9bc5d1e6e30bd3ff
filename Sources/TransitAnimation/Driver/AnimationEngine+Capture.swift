import Foundation

extension AnimationEngine {
    /// Runs `body` and returns the animators it started (registered with this engine while it
    /// ran), in creation order. An interactive transition uses it to take hold of the animations
    /// an animator starts in `animateTransition(using:)`, the way UIKit's percent-driven
    /// interaction takes hold of the animations added to the transition's container layer.
    public func capturingAnimators(_ body: () -> Void) -> [PropertyAnimator] {
        let firstSerial = nextSerial + 1
        body()
        return active.compactMap { $0 }.filter { $0.serial >= firstSerial }.sorted { $0.serial < $1.serial }
    }
}
