import Foundation

extension View {
    /// The traits of the view's environment (`UIView.traitCollection`): its window's
    /// `screenTraits` with the window's `screenScale` as `displayScale` (all unspecified outside a
    /// window), with the interface style of the nearest `overrideUserInterfaceStyle`.
    public var traitCollection: TraitCollection { traits(inWindow: windowTraits) }

    /// The interface style this view and its subviews use whatever their environment's
    /// (`UIView.overrideUserInterfaceStyle`); `.unspecified`, the default, follows the
    /// environment. The nearest override wins: a view's own, then its view controller's (for a
    /// controller's root view), then its superviews' and their controllers', up to the window's.
    /// Setting a different value tells every view and controller whose traits change
    /// (`traitCollectionDidChange(_:)`), after their dynamic colours are resolved again.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { styleOverride }
        set {
            guard newValue != styleOverride else { return }
            let snapshot = TraitSnapshot(of: self, inWindow: windowTraits)
            styleOverride = newValue
            snapshot.notifyChanges()
        }
    }

    /// What the window gives: its `screenTraits` with its `screenScale`, or nothing outside one.
    var windowTraits: TraitCollection {
        guard let window else { return TraitCollection() }
        var traits = window.screenTraits
        traits.displayScale = window.screenScale
        return traits
    }

    /// This view's traits if its window gave `base`: `base` with the nearest style override, and
    /// the elevated level inside a controller presented as a sheet.
    func traits(inWindow base: TraitCollection) -> TraitCollection {
        var traits = base
        if let style = nearestStyleOverride { traits.userInterfaceStyle = style }
        if isInSheet { traits.userInterfaceLevel = .elevated }
        return traits
    }

    /// Whether this view is in the view of a controller presented as a sheet (see
    /// `ViewController.isPresentedAsSheet`).
    var isInSheet: Bool {
        var view: View? = self
        while let current = view {
            if current.viewDelegate?.isPresentedAsSheet == true { return true }
            view = current.superview
        }
        return false
    }

    /// The style of the nearest override on this view, its controller, or above them.
    var nearestStyleOverride: UserInterfaceStyle? {
        var view: View? = self
        while let current = view {
            if current.styleOverride != .unspecified { return current.styleOverride }
            if let style = current.viewDelegate?.styleOverride, style != .unspecified { return style }
            view = current.superview
        }
        return nil
    }

    /// Resolves the dynamic colours of this subtree again after a move that changed its interface
    /// style or level (`from`, its traits before), which UIKit does as a view joins a
    /// differently styled hierarchy.
    func resolveDynamicColorsAfterMove(from previous: TraitCollection) {
        let now = traitCollection
        guard now.userInterfaceStyle != previous.userInterfaceStyle || now.userInterfaceLevel != previous.userInterfaceLevel
        else { return }
        resolveDynamicColorsInSubtree()
    }

    private func resolveDynamicColorsInSubtree() {
        layer.resolveDynamicColors(with: traitCollection)
        for view in subviews { view.resolveDynamicColorsInSubtree() }
    }
}

extension ViewController {
    /// The traits of the controller's environment (`UIViewController.traitCollection`): those of
    /// the window it belongs to (see `hostWindow`), or all unspecified outside a window, with the
    /// interface style of its own `overrideUserInterfaceStyle`, else its parent's.
    public var traitCollection: TraitCollection { traits(inWindow: hostWindow?.windowTraits ?? TraitCollection()) }

    /// The interface style this controller, its view hierarchy and its children use whatever
    /// their environment's (`UIViewController.overrideUserInterfaceStyle`); `.unspecified`, the
    /// default, follows the parent or the window. A view's own override wins over it inside that
    /// view. Presented controllers follow their window, not their presenter. Setting a different
    /// value tells every controller and view whose traits change (`traitCollectionDidChange(_:)`).
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { styleOverride }
        set {
            guard newValue != styleOverride else { return }
            let snapshot = TraitSnapshot(of: self)
            styleOverride = newValue
            snapshot.notifyChanges()
        }
    }

    /// This controller's traits if its window gave `base`.
    func traits(inWindow base: TraitCollection) -> TraitCollection {
        var traits = hostWindow?.traits(inWindow: base) ?? base
        var controller: ViewController? = self
        while let current = controller {
            if current.styleOverride != .unspecified {
                traits.userInterfaceStyle = current.styleOverride
                break
            }
            controller = current.parentStorage
        }
        controller = self
        while let current = controller {
            if current.isPresentedAsSheet { traits.userInterfaceLevel = .elevated }
            controller = current.parentStorage
        }
        return traits
    }

    /// Whether this controller is presented as a sheet — a page or form sheet, which UIKit shows
    /// above the window's main content at the elevated level (`UIUserInterfaceLevel.elevated`:
    /// "the system assigns the elevated level to alerts and popovers"; sheets too) — or as an
    /// alert or a phone's action sheet, rather than full screen or by a custom presentation
    /// controller, which stay at the base level.
    var isPresentedAsSheet: Bool {
        guard transitionState.presenting != nil else { return false }
        let controller = transitionState.presentationController
        return controller is SheetPresentationController || controller is AlertPresentationController
    }
}
