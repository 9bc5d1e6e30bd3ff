import Foundation

/// What the window knows about whether its layout has settled (Window+LayoutConvergence).
///
/// UIKit runs at most one layout pass per run-loop turn. A view that marks itself (or its
/// superview) for layout again during that pass — constraints deactivated and re-created in
/// `layoutSubviews()` or `viewDidLayoutSubviews()` is the usual case — is laid out again at the
/// next turn, silently, and when the pass computes the same frames nothing changes on screen.
/// Transit does the same, and uses the outcome to decide whether layout is pending. What a pass
/// changes (constraints made in `viewDidLayoutSubviews()`) shows in the next pass, so two passes
/// in a row that changed no view's position or bounds and left only their own marks behind have
/// settled: `hasPendingLayout` is then false (a `TestHost` can become idle) until something
/// outside the frame step's pass marks a view again. A pass that keeps changing geometry and re-marking views, turn after turn,
/// never converges: after ``Window/unsettledLayoutPassLimit`` such passes in a row the window
/// reports it once (`layout.neverSettles`).
struct LayoutConvergence {
    /// Counts changes to the position or bounds of views in the window (wrapping).
    var geometryChanges = 0
    /// Whether the window's frame step is running its layout pass.
    var isInStepPass = false
    /// Whether the last two passes changed nothing and every mark left is their own.
    var settled = false
    /// Consecutive passes that changed no geometry and left views marked.
    var quietPasses = 0
    /// Consecutive passes that changed geometry and left views marked.
    var unsettledPasses = 0
}

extension Window {
    /// How many frame steps in a row may end with a layout pass that changed views' geometry and
    /// left views marked for layout before the window reports that its layout never settles
    /// (Transit extension).
    public static let unsettledLayoutPassLimit = 120

    /// Runs the frame step's layout pass and notes whether layout has settled.
    func runLayoutPass() {
        let before = layoutConvergence.geometryChanges
        layoutConvergence.isInStepPass = true
        layoutIfNeeded()
        layoutConvergence.isInStepPass = false
        guard subtreeNeedsLayout else {
            layoutConvergence = LayoutConvergence(geometryChanges: layoutConvergence.geometryChanges)
            return
        }
        let changed = layoutConvergence.geometryChanges != before
        layoutConvergence.quietPasses = changed ? 0 : layoutConvergence.quietPasses + 1
        layoutConvergence.settled = layoutConvergence.quietPasses >= 2
        layoutConvergence.unsettledPasses = changed ? layoutConvergence.unsettledPasses + 1 : 0
        if layoutConvergence.unsettledPasses == Self.unsettledLayoutPassLimit {
            reportOnce(
                Diagnostic(
                    .warning, code: "layout.neverSettles",
                    "views changed their frames and asked for layout again in each of "
                        + "\(Self.unsettledLayoutPassLimit) layout passes in a row (\(unsettledViewDescription)); "
                        + "layout that changes what it depends on never converges"))
        }
    }

    /// The first view still marked for layout, for the report.
    private var unsettledViewDescription: String {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            if view.needsLayout { return "first: \(type(of: view))" }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return "none marked"
    }

    /// Notes a view marked for layout: a mark from outside the frame step's pass means layout is
    /// pending again.
    func noteLayoutMark() {
        guard !layoutConvergence.isInStepPass else { return }
        layoutConvergence.settled = false
        layoutConvergence.quietPasses = 0
    }

    /// Notes a change to a view's position or bounds.
    func noteGeometryChange() {
        layoutConvergence.geometryChanges &+= 1
    }
}
