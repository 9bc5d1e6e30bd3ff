import Foundation

/// The traits of every view and controller a change may reach, taken before the change, so that
/// after it each one whose traits differ hears of it (`traitCollectionDidChange(_:)`), with its
/// own previous traits, and no other. The order is UIKit's: parents first, each root view's
/// controller before its view. A view has its dynamic layer colours resolved again (see
/// `Layer+DynamicColors.swift`) just before it hears of the change.
@MainActor
struct TraitSnapshot {
    private enum Entry {
        case view(View, TraitCollection)
        case controller(ViewController, TraitCollection)
    }
    private var entries: [Entry] = []
    private var seen: Set<ObjectIdentifier> = []

    /// The traits of `root`'s subtree (and the controllers of its root views) as they would be if
    /// the window gave `base`.
    init(of root: View, inWindow base: TraitCollection) {
        add(root, base)
    }

    /// The traits of `controller`, its children and their views, as they are now.
    init(of controller: ViewController) {
        let base = controller.hostWindow?.windowTraits ?? TraitCollection()
        add(controller, base)
    }

    private mutating func add(_ view: View, _ base: TraitCollection) {
        if let controller = view.viewDelegate, seen.insert(ObjectIdentifier(controller)).inserted {
            entries.append(.controller(controller, controller.traits(inWindow: base)))
        }
        entries.append(.view(view, view.traits(inWindow: base)))
        for subview in view.subviews { add(subview, base) }
    }

    private mutating func add(_ controller: ViewController, _ base: TraitCollection) {
        if let view = controller.viewStorage {
            add(view, base)
        }
        if seen.insert(ObjectIdentifier(controller)).inserted {
            entries.append(.controller(controller, controller.traits(inWindow: base)))
        }
        for child in controller.children where !seen.contains(ObjectIdentifier(child)) { add(child, base) }
    }

    /// Tells each view and controller whose traits now differ from the snapshot's.
    func notifyChanges() {
        for entry in entries {
            switch entry {
            case .controller(let controller, let previous):
                guard controller.traitCollection != previous else { continue }
                controller.record("traitCollectionDidChange(_:)")
                controller.traitCollectionDidChange(previous)
            case .view(let view, let previous):
                let now = view.traitCollection
                guard now != previous else { continue }
                view.layer.resolveDynamicColors(with: now)
                view.traitCollectionDidChange(previous)
            }
        }
    }
}
