import TransitUIKit

// Compiled, not run: calls as they appear in UIKit transition code, with only the import
// changed. If one of these spellings stops compiling, the test target does not build.
@MainActor func uikitSpellingsCompile(_ ctx: UIViewControllerContextTransitioning, _ v: UIView, _ vc: UIViewController) {
    let container = ctx.containerView
    container.bringSubviewToFront(v)
    container.sendSubviewToBack(v)
    _ = (ctx.isAnimated, ctx.isInteractive, ctx.transitionWasCancelled, ctx.presentationStyle)
    _ = ctx.initialFrame(for: vc)
    UIView.transition(with: v, duration: 0.3, options: .transitionCrossDissolve, animations: nil, completion: nil)
    UIView.transition(from: v, to: v, duration: 0.3, options: [.transitionFlipFromLeft], completion: nil)
    UIView.performWithoutAnimation { v.alpha = 1 }
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { v.alpha = 0 }
    animator.addCompletion { position in if position == .end { v.alpha = 1 } }
    animator.startAnimation()
    let spring = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.8) { v.center.x += 10 }
    spring.startAnimation(afterDelay: 0.1)
    let params = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 1, dy: 0))
    _ = UIViewPropertyAnimator(duration: 0.4, timingParameters: params)
    _ = UIViewPropertyAnimator(duration: 0.4, controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1)) {}
    v.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
    v.layer.shadowOpacity = 0.3
    v.layer.shadowColor = UIColor.black.cgColor
    v.layer.shadowPath = UIBezierPath(rect: v.bounds).cgPath
    v.layer.borderColor = UIColor.white.cgColor
    v.layer.zPosition = 10
    var t = CATransform3DIdentity
    t.m34 = -1.0 / 500
    t = CATransform3DRotate(t, .pi / 2, 0, 1, 0)
    v.layer.transform = t
    v.transform = CGAffineTransform(scaleX: 0.5, y: 0.5).concatenating(CGAffineTransform(translationX: 10, y: 0))
    _ = v.convert(v.bounds, to: nil)
    _ = v.convert(CGPoint.zero, from: container)
    _ = UIScreen.main.bounds.width
    _ = UIApplication.shared.keyWindow?.rootViewController
    _ = vc.view.safeAreaInsets.top
    _ = (vc.presentingViewController, vc.presentedViewController, vc.navigationController, vc.tabBarController)
    vc.view.layoutIfNeeded()
    _ = v.snapshotView(afterScreenUpdates: false)
    _ = v.layer.presentation()?.frame
    v.layer.removeAllAnimations()
    _ = v.subviews.first { $0 is UIImageView }
    UIImageView(image: nil).contentMode = .scaleAspectFill
    _ = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
    _ = vc.transitionCoordinator?.isInteractive
    vc.transitionCoordinator?.animate(alongsideTransition: nil) { context in _ = context.isCancelled }
    vc.transitionCoordinator?.notifyWhenInteractionChanges { context in _ = context.isCancelled }
    _ = UIView.AnimationOptions.curveEaseOut.union(.beginFromCurrentState)
    _ = CACurrentMediaTime()
    _ = NSStringFromCGRect(v.frame)
}

// Compiled, not run: iOS 18's zoom transition as UIKit code sets it up.
@MainActor func uikitZoomSpellingsCompile(_ detail: UIViewController, _ thumbnail: UIView) {
    let options = UIViewController.Transition.ZoomOptions()
    options.alignmentRectProvider = { context in context.zoomedViewController.view.bounds.insetBy(dx: 0, dy: 0) }
    options.dimmingColor = UIColor.black.withAlphaComponent(0.3)
    options.interactiveDismissShouldBegin = { context in context.willBegin && context.velocity.dy > 0 }
    detail.preferredTransition = .zoom(options: options) { context in
        _ = (context.sourceViewController, context.zoomedViewController)
        return thumbnail
    }
    detail.preferredTransition = .zoom { _ in nil }
    let add = UIBarButtonItem(title: "Add", style: .plain)
    detail.preferredTransition = .zoom(options: options, sourceBarButtonItemProvider: { _ in add })
    let other: UIViewController.Transition = .crossDissolve
    detail.preferredTransition = other
    let objc: UIZoomTransitionOptions = options
    _ = objc
}
