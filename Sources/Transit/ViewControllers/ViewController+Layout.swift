import Foundation

extension ViewController {
    /// Called by the controller's view just before its `layoutSubviews()` runs in a layout pass:
    /// records and calls `viewWillLayoutSubviews()`, as UIKit's view does for its controller.
    func rootViewWillLayoutSubviews() {
        if let coordinator = transitionState.coordinator, !coordinator.isFinished, let view = viewStorage {
            coordinator.participantSizes.observeLayout(of: view)
        }
        record("viewWillLayoutSubviews()")
        viewWillLayoutSubviews()
    }

    /// Called by the controller's view just after its `layoutSubviews()` ran: records and calls
    /// `viewDidLayoutSubviews()`.
    func rootViewDidLayoutSubviews() {
        record("viewDidLayoutSubviews()")
        viewDidLayoutSubviews()
    }

    /// Calls `viewWillTransition(to:with:)` on behalf of Transit, recording it.
    func notifyViewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            report(
                .error, code: "viewController.invalidSize",
                "viewWillTransition(to: \(size)) for \(timelineName): the size is not finite "
                    + "and non-negative; ignored")
            return
        }
        record("viewWillTransition(to: \(Self.describe(size)), with:)")
        viewWillTransition(to: size, with: coordinator)
    }

    static func describe(_ size: CGSize) -> String {
        "\(describe(size.width))×\(describe(size.height))"
    }

    static func describe(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
