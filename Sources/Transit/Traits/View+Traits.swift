import Foundation

extension View {
    /// The traits of the view's environment (`UIView.traitCollection`): its window's
    /// `screenTraits` with the window's `screenScale` as `displayScale`, or all unspecified
    /// outside a window.
    public var traitCollection: TraitCollection {
        guard let window else { return TraitCollection() }
        var traits = window.screenTraits
        traits.displayScale = window.screenScale
        return traits
    }

    /// Tells this view and its subtree, parents first, that their traits changed from
    /// `previous`: each root view's controller hears it before its view.
    func notifyTraitCollectionDidChange(from previous: TraitCollection) {
        if let controller = viewDelegate {
            controller.record("traitCollectionDidChange(_:)")
            controller.traitCollectionDidChange(previous)
        }
        traitCollectionDidChange(previous)
        for view in subviews { view.notifyTraitCollectionDidChange(from: previous) }
    }
}

extension ViewController {
    /// The traits of the controller's environment (`UIViewController.traitCollection`): those of
    /// the window it belongs to (see `hostWindow`), or all unspecified outside a window.
    public var traitCollection: TraitCollection {
        hostWindow?.traitCollection ?? TraitCollection()
    }
}
