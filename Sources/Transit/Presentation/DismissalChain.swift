import Foundation

/// The controllers a dismissal takes away: the one presented by the dismissing controller and
/// every controller above it. Only the topmost animates (as UIKit animates only the topmost of a
/// chain); the containers in between leave at once.
@MainActor
struct DismissalChain {
    /// From the controller presented by the dismissing one up to the topmost.
    let controllers: [ViewController]
    /// The presentation controller and container of the first controller of the chain.
    let container: View
    /// The topmost controller, the one that animates away, with its presentation controller and
    /// container.
    let animating: ViewController
    let topController: PresentationController
    let topContainer: View
    /// The containers between the first and the topmost, with where each was.
    let between: [(View, ViewPlace)]

    init(from presented: ViewController, controller: PresentationController, container: View) {
        var top = presented
        var chain = [presented]
        while let next = top.transitionState.presented { chain.append(next); top = next }
        controllers = chain
        self.container = container
        animating = top
        topController = top.transitionState.presentationController ?? controller
        topContainer = topController.containerView ?? container
        between = chain.dropFirst().dropLast().reversed().compactMap { vc -> (View, ViewPlace)? in
            guard let view = vc.transitionState.presentationController?.containerView else { return nil }
            return (view, ViewPlace(of: view))
        }
    }

    /// Puts the containers in between back where they were (a cancelled dismissal).
    func restoreContainersBetween() {
        for (view, place) in between.reversed() where view.superview == nil {
            guard let home = place.superview else { continue }
            view.frame = place.frame(autoresizing: view)
            home.insertSubview(view, at: min(place.index, home.subviews.count))
        }
    }

    /// Undoes every presentation link of the chain (a completed dismissal).
    func unlink() {
        for vc in controllers {
            vc.transitionState.presenting?.transitionState.presented = nil
            vc.transitionState.presenting = nil
            vc.transitionState.presentationController = nil
        }
    }
}
