import Foundation

/// The interactive switch (the article's exercise, as done by Alek Åström): a horizontal pan
/// across the children drives the switch to the neighbour on the side the finger comes from.
extension ContainerViewController {
    /// How far, as a fraction of the width, the projected release position must carry the switch
    /// for it to finish (0.5).
    static let completionThreshold: CGFloat = 0.5

    func handlePan(_ pan: PanGestureRecognizer) {
        let width = max(1, privateContainerView.bounds.width)
        let translation = pan.translation(in: privateContainerView).x
        switch pan.state {
        case .began:
            guard !transitionRunner.isBusy, let current = selectedStorage,
                  let index = viewControllers.firstIndex(where: { $0 === current }) else { return }
            let velocity = pan.velocity(in: privateContainerView).x
            let direction = translation != 0 ? translation : velocity
            // A finger moving left reveals the child to the right, and vice versa.
            let target = direction < 0 ? index + 1 : index - 1
            guard viewControllers.indices.contains(target) else { return }
            let interaction = PercentDrivenInteractiveTransition()
            self.interaction = interaction
            panDirection = direction < 0 ? -1 : 1
            transition(toChild: viewControllers[target], interactive: true)
        case .changed:
            guard let interaction, transitionRunner.running != nil else { return }
            interaction.update(max(0, translation * panDirection) / width)
        case .ended, .cancelled, .failed:
            guard let interaction, transitionRunner.running != nil else { self.interaction = nil; return }
            let velocity = pan.velocity(in: privateContainerView).x * panDirection
            let projected = max(0, translation * panDirection) + DecelerationRate.normal.projectedDistance(initialVelocity: velocity)
            if pan.state == .ended, projected / width > Self.completionThreshold {
                interaction.finish()
            } else {
                interaction.cancel()
            }
            self.interaction = nil
        default:
            break
        }
    }
}
