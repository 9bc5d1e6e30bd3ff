import Foundation

/// The interactive switch (the article's exercise, as done by Alek Åström): a horizontal pan
/// across the children drives the switch to the neighbour on the side the finger comes from.
///
/// Begun while a switch runs on its own (a button, `selectedViewController`), the pan catches it
/// instead (Transit extension, as iOS 26 lets a pan catch a running push, and as the tab bar's
/// pan does): the switch is held where it is on screen; moving the way the switch goes (left
/// toward a child on the right, right toward one on the left) carries it on, the other way takes
/// it back, in step with the finger over the container's width. On release it finishes when its
/// progress plus the distance the finger's velocity projects (`DecelerationRate.normal`) passes
/// `completionThreshold`, carrying that velocity, and otherwise turns back: the child it left
/// stays selected, with the appearance callbacks of a cancelled switch. A switch already turned
/// back is not caught.
extension ContainerViewController {
    /// How far, as a fraction of the width, the projected release position must carry the switch
    /// for it to finish (0.5).
    static let completionThreshold: CGFloat = 0.5

    func handlePan(_ pan: PanGestureRecognizer) {
        let width = max(1, privateContainerView.bounds.width)
        let translation = pan.translation(in: privateContainerView).x
        switch pan.state {
        case .began:
            if let running = transitionRunner.running, interaction == nil {
                switchGrab = FingerGrab(catchingSwitch: running, among: viewControllers, translation: translation, width: width)
                return
            }
            guard !transitionRunner.isBusy, let current = selectedStorage,
                let index = viewControllers.firstIndex(where: { $0 === current })
            else { return }
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
            if let grab = switchGrab { return grab.move(translation: translation) }
            guard let interaction, transitionRunner.running != nil else { return }
            interaction.update(max(0, translation * panDirection) / width)
        case .ended, .cancelled, .failed:
            let velocity = pan.velocity(in: privateContainerView).x
            if let grab = switchGrab {
                switchGrab = nil
                return grab.release(
                    translation: translation, velocity: velocity, released: pan.state == .ended,
                    threshold: Self.completionThreshold)
            }
            guard let interaction, transitionRunner.running != nil else { self.interaction = nil; return }
            let projected =
                max(0, translation * panDirection)
                + DecelerationRate.normal.projectedDistance(initialVelocity: velocity * panDirection)
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
