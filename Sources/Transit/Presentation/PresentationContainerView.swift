import Foundation

/// The view a presentation runs in (UIKit's private `UITransitionView`): it covers the
/// presentation context and tells its presentation controller when it lays out.
@MainActor
final class PresentationContainerView: View {
    weak var presentationController: PresentationController?

    /// Touches outside a sheet that rests at or below its largest undimmed detent go through to
    /// the views underneath (the presenter stays interactive, as in UIKit).
    override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        if let sheet = presentationController as? SheetPresentationController, sheet.passesTouchesThrough,
            hit === self || hit === sheet.dimmingView
        {
            return nil
        }
        return hit
    }

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
