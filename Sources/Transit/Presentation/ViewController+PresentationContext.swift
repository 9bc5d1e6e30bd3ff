import Foundation

/// The presentations shown in a controller's presentation context belong where its view belongs.
///
/// A `.currentContext` or `.overCurrentContext` presentation (or a custom one that does not cover
/// the window) runs in a container over the view of the controller that defines the context, in
/// that view's superview. When the context's own container hides or shows that controller — a tab
/// bar controller switching tabs, replacing them — the presentation's container goes and comes
/// back with it, above it, and a view the presentation took off screen (`.currentContext`) stays
/// off: as in UIKit, a tab's current-context presentation leaves with its tab and is there again
/// when the tab is selected.
extension ViewController {
    /// The containers of the presentations over this controller's view in its context, bottom
    /// first (empty when it presents nothing in context).
    var contextPresentationContainers: [View] {
        var containers: [View] = []
        var current = transitionState.presented
        while let vc = current, let controller = vc.transitionState.presentationController,
            let container = controller.containerView, controller.isInContext(of: vc), !(container.superview is Window)
        {
            containers.append(container)
            current = vc.transitionState.presented
        }
        return containers
    }

    /// The views that show this controller in a container's view, bottom first: its own view
    /// (unless a presentation took it off screen) and the containers of the presentations over it
    /// in its context.
    var viewsShowingInContext: [View] {
        let own = transitionState.presenterViewHome == nil ? viewIfLoaded.map { [$0] } ?? [] : []
        return own + contextPresentationContainers
    }

    /// Puts the views that show this controller in `superview`, on top, in `frame`.
    func showInContext(in superview: View, frame: CGRect) {
        for view in viewsShowingInContext {
            view.frame = frame
            superview.addSubview(view)
        }
    }

    /// Takes the views that show this controller out of `superview`.
    func hideFromContext(in superview: View) {
        for view in viewsShowingInContext where view.superview === superview { view.removeFromSuperview() }
    }

    /// The view a presentation covers: the context controller's view for the current-context
    /// styles, else the window.
    func presentationContextView(
        of presenter: ViewController, style: ModalPresentationStyle,
        window: Window, fullscreen: Bool
    ) -> View {
        let inContext = style == .currentContext || style == .overCurrentContext || (style == .custom && !fullscreen)
        guard inContext else { return window }
        var context = presenter
        if style == .custom {
            // The presenter of a custom style is the root of the chain; look for a context
            // from the controller that asked for the presentation.
            context = presentingHost(for: .currentContext)
        }
        if context.definesPresentationContext || context.parent != nil, let view = context.viewIfLoaded, view.window === window {
            return view
        }
        return window
    }

}

extension PresentationController {
    /// Whether this presentation of `presented` runs over a presentation context rather than
    /// the whole window.
    func isInContext(of presented: ViewController) -> Bool {
        switch presented.transitionState.presentationStyleInUse ?? presented.resolvedPresentationStyle {
        case .currentContext, .overCurrentContext: true
        case .custom: !shouldPresentInFullscreen
        default: false
        }
    }
}
