import Foundation

/// The presentation controller of `.fullScreen` and `.currentContext` presentations: the
/// presented view fills the container and the presenter's view is removed once the presentation
/// completes.
@MainActor
final class FullScreenPresentationController: PresentationController {
    override var shouldRemovePresentersView: Bool { true }
}

/// The presentation controller of `.overFullScreen` and `.overCurrentContext` presentations: the
/// presented view fills the container and the views underneath stay.
@MainActor
final class OverFullScreenPresentationController: PresentationController {}
