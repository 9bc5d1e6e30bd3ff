import Foundation

extension SoakScene {
    /// The geometry of a scene at rest: a size change has reached every view that shows
    /// something, whatever was in flight when it landed. UIKit's oracles: the root view fills its
    /// window (`UIWindow.rootViewController`); a presented view rests at its presentation
    /// controller's `frameOfPresentedViewInContainerView` ("the frame rectangle to assign to the
    /// presented view at the end of the animations") in a container that covers the window or its
    /// presentation context; each container's shown child fills that container's content area
    /// across its whole width; and the custom container's view holds no child view but its
    /// selected child's. Views a sheet makes recede keep their size (their transform scales them).
    /// A presented view at rest is opaque (every animator of the scene ends with alpha 1).
    func geometryViolations(step: Int) -> [SoakViolation] {
        var found: [SoakViolation] = []
        func fail(_ detail: String) { found.append(SoakViolation(invariant: "geometry", detail: detail, step: step)) }
        let window = host.window
        if let rootView = root.viewIfLoaded, rootView.superview === window, let problem = misplaced(rootView, window.bounds) {
            fail("the root's view \(problem) in a window of \(Self.text(window.bounds.size))")
        }
        for vc in presentedChain {
            guard let controller = vc.presentationController, let container = controller.containerView,
                container.window === window
            else { continue }
            let context =
                container.superview === window
                ? window.bounds
                : vc.presentingViewController?.viewIfLoaded.flatMap { $0.superview === container.superview ? $0.frame : nil }
            if let context, let problem = misplaced(container, context) {
                fail("the container of \(vc.timelineName) \(problem) over a context of \(Self.text(context.size))")
            }
            if let view = controller.presentedView, view.superview === container,
                let problem = misplaced(view, controller.frameOfPresentedViewInContainerView)
            {
                fail("\(vc.timelineName)'s view \(problem) in a container of \(Self.text(container.bounds.size))")
            }
            if let view = controller.presentedView, view.superview === container, view.alpha < 0.99 || view.isHidden {
                fail("\(vc.timelineName) is presented but its view is transparent (alpha \(Self.text(view.alpha)))")
            }
        }
        found += containerChildViolations(step: step)
        return found
    }

    /// Each container's shown child fills its content area across the container's width, and the
    /// custom container's view holds its selected child's view only.
    private func containerChildViolations(step: Int) -> [SoakViolation] {
        var found: [SoakViolation] = []
        func fail(_ detail: String) { found.append(SoakViolation(invariant: "geometry", detail: detail, step: step)) }
        let window = host.window
        let shown: [(ViewController, ViewController?)] = [
            (root, root.selectedViewController),
            (navigation, navigation.topViewController)
        ]
        for (container, child) in shown {
            guard let containerView = container.viewIfLoaded, containerView.window === window,
                let childView = child?.viewIfLoaded, childView.window === window, childView.transform.isIdentity,
                childView.isDescendant(of: containerView)
            else { continue }
            let width = containerView.bounds.width
            if abs(childView.frame.minX) > 0.5 || abs(childView.frame.width - width) > 0.5 {
                fail(
                    "\(child!.timelineName)'s view is at \(Self.text(childView.frame)) in \(container.timelineName), "
                        + "\(Self.text(width)) pt wide")
            }
        }
        if box.viewIfLoaded?.window === window {
            let area = box.privateContainerView
            for subview in area.subviews where subview !== box.selectedViewController?.viewIfLoaded {
                let owner = box.viewControllers.first { $0.viewIfLoaded === subview }?.timelineName ?? "a view"
                fail("\(owner) is left in the custom container's view beside its selected child")
            }
            if let child = box.selectedViewController, let view = child.viewIfLoaded, view.superview === area,
                let problem = misplaced(view, area.bounds)
            {
                fail("\(child.timelineName)'s view \(problem) in the custom container's area of \(Self.text(area.bounds.size))")
            }
        }
        return found
    }

    /// Where `view` is, when it is not at `expected` (within half a point): a view with a
    /// transform only needs the expected size.
    private func misplaced(_ view: View, _ expected: CGRect) -> String? {
        let size = view.bounds.size
        let sizeOff = abs(size.width - expected.width) > 0.5 || abs(size.height - expected.height) > 0.5
        if !view.transform.isIdentity {
            return sizeOff ? "is \(Self.text(size)) (scaled) instead of \(Self.text(expected.size))" : nil
        }
        let frame = view.frame
        let originOff = abs(frame.minX - expected.minX) > 0.5 || abs(frame.minY - expected.minY) > 0.5
        return sizeOff || originOff ? "is at \(Self.text(frame)) instead of \(Self.text(expected))" : nil
    }

    nonisolated static func text(_ value: CGFloat) -> String {
        value.isFinite && abs(value) < 1e9 && value == value.rounded()
            ? String(Int(value)) : String(format: "%.1f", Double(value))
    }

    nonisolated static func text(_ size: CGSize) -> String { "\(text(size.width))×\(text(size.height))" }

    nonisolated static func text(_ rect: CGRect) -> String {
        "\(text(rect.minX)),\(text(rect.minY)) \(text(rect.width))×\(text(rect.height))"
    }
}
