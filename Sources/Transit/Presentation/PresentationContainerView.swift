import Foundation

/// The view a presentation runs in (UIKit's private `UITransitionView`): it covers the
/// presentation context and tells its presentation controller when it lays out.
@MainActor
final class PresentationContainerView: View {
    weak var presentationController: PresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
