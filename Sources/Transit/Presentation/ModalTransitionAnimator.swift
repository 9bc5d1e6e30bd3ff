import Foundation

/// The system's animations for presentations that have no animator from a transitioning delegate
/// (`UIModalTransitionStyle`), and the immediate transition of non-animated presentations.
///
/// - `coverVertical` (and sheets): the presented view slides up from the bottom edge to its final
///   frame, and back down on dismissal, over 0.5 s on a critically damped spring.
/// - `crossDissolve`: the presented view fades in over 0.4 s (ease in-out), out on dismissal.
/// - `flipHorizontal`: the presenter's and the presented views flip about the vertical axis over
///   0.75 s, as `View.transition(from:to:duration:options:)` with `.transitionFlipFromRight`
///   (`.transitionFlipFromLeft` on dismissal).
/// - popovers: the popover fades in over 0.25 s (ease in-out), out on dismissal.
/// - alerts (``AlertController``): the alert fades in while shrinking from 1.2 times its size to
///   its own over 0.4 s on the critically damped spring, and fades out over 0.25 s (ease in-out).
///   Apple publishes neither value: Transit's choice, a short, settled entrance close to iOS's.
///   An action sheet on a phone rises as `coverVertical` does.
/// - immediate: views are put at their final frames and the transition completes at once.
@MainActor
final class ModalTransitionAnimator: ViewControllerAnimatedTransitioning {
    enum Kind { case coverVertical, crossDissolve, flipHorizontal, popover, alert, immediate }

    /// The scale an alert appears from.
    static let alertEntranceScale: CGFloat = 1.2

    let kind: Kind
    let isPresenting: Bool

    init(style: ModalTransitionStyle, sheet: Bool, popover: Bool = false, isPresenting: Bool) {
        if sheet {
            kind = .coverVertical
        } else if popover {
            kind = .popover
        } else {
            switch style {
            case .crossDissolve: kind = .crossDissolve
            case .flipHorizontal: kind = .flipHorizontal
            default: kind = .coverVertical
            }
        }
        self.isPresenting = isPresenting
    }

    /// The system's animation for a presentation run by `controller`: sheets (and action sheets
    /// on a phone) cover vertically, popovers and alerts have their own, other presentations
    /// follow `style`.
    convenience init(style: ModalTransitionStyle, for controller: PresentationController, isPresenting: Bool) {
        let alertForm = (controller as? AlertPresentationController)?.form
        if alertForm == .alert {
            self.init(kind: .alert, isPresenting: isPresenting)
        } else {
            self.init(
                style: style, sheet: controller is SheetPresentationController || alertForm == .sheet,
                popover: controller is PopoverPresentationController, isPresenting: isPresenting)
        }
    }

    private init(kind: Kind, isPresenting: Bool) {
        self.kind = kind
        self.isPresenting = isPresenting
    }

    static func immediate(isPresenting: Bool) -> ModalTransitionAnimator {
        ModalTransitionAnimator(kind: .immediate, isPresenting: isPresenting)
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        switch kind {
        case .coverVertical: 0.5
        case .crossDissolve: 0.4
        case .popover: 0.25
        case .alert: isPresenting ? 0.4 : 0.25
        case .flipHorizontal: 0.75
        case .immediate: 0
        }
    }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        let container = context.containerView
        let duration = transitionDuration(using: context)
        guard let presentedVC = context.viewController(forKey: isPresenting ? .to : .from) else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let presentedView = context.view(forKey: isPresenting ? .to : .from) ?? presentedVC.view!
        let shownFrame = isPresenting ? context.finalFrame(for: presentedVC) : context.initialFrame(for: presentedVC)
        if isPresenting {
            presentedView.frame = shownFrame
            container.addSubview(presentedView)
        } else if let toView = context.view(forKey: .to), toView.superview == nil {
            container.insertSubview(toView, at: 0)
        }
        switch kind {
        case .immediate:
            context.completeTransition(true)
        case .coverVertical:
            let hidden = shownFrame.offsetBy(dx: 0, dy: container.bounds.height - shownFrame.minY)
            if isPresenting { presentedView.frame = hidden }
            View.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                options: [],
                animations: {
                    presentedView.frame = self.isPresenting ? shownFrame : hidden
                }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        case .crossDissolve, .popover, .alert:
            fade(presentedView, context: context, duration: duration)
        case .flipHorizontal:
            flip(presentedView, context: context, duration: duration)
        }
    }

    /// Fades the presented view in or out; an alert's entrance also shrinks it from
    /// `alertEntranceScale` on the critically damped spring.
    private func fade(_ presentedView: View, context: ViewControllerContextTransitioning, duration: TimeInterval) {
        let entrance = kind == .alert && isPresenting
        if isPresenting { presentedView.alpha = 0 }
        if entrance {
            presentedView.transform = CGAffineTransform(scaleX: Self.alertEntranceScale, y: Self.alertEntranceScale)
        }
        let animations = {
            presentedView.alpha = self.isPresenting ? 1 : 0
            if entrance { presentedView.transform = .identity }
        }
        let completion: (Bool) -> Void = { _ in
            // The fade belongs to this transition, not to the view: a view that stays on screen (a
            // cancelled dismissal) or leaves it now (a completed dismissal, a cancelled
            // presentation) is opaque and unscaled again, so a later presentation of the same
            // controller, with any transition, shows it.
            if !self.isPresenting || context.transitionWasCancelled {
                presentedView.alpha = 1
                presentedView.transform = .identity
            }
            context.completeTransition(!context.transitionWasCancelled)
        }
        if entrance {
            View.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                animations: animations, completion: completion)
        } else {
            View.animate(
                withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: animations,
                completion: completion)
        }
    }

    /// Flips about the vertical axis with perspective: the outgoing view turns away over the
    /// first half, the incoming one turns in over the second.
    private func flip(_ presentedView: View, context: ViewControllerContextTransitioning, duration: TimeInterval) {
        let other =
            context.view(forKey: isPresenting ? .from : .to)
            ?? context.viewController(forKey: isPresenting ? .from : .to)?.view
        let outgoing = isPresenting ? other : presentedView
        let incoming = isPresenting ? presentedView : other
        guard let outgoing, let incoming else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let direction: CGFloat = isPresenting ? 1 : -1
        func turned(_ angle: CGFloat) -> Transform3D {
            var t = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
            t.m34 = -1.0 / 1000
            return t
        }
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 1000
        incoming.layer.transform = turned(direction * .pi / 2)
        incoming.isHidden = false
        View.animateKeyframes(
            withDuration: duration, delay: 0, options: [],
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    outgoing.layer.transform = turned(-direction * .pi / 2)
                }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    incoming.layer.transform = perspective
                }
            },
            completion: { _ in
                outgoing.layer.transform = .identity
                incoming.layer.transform = .identity
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}
