import Foundation

/// The sizes of a running transition's participants' views once its animator has placed them
/// (the one rule by which a size change reaches what a transition moves): a container's layout
/// leaves alone the views a running transition moves, so when a participant's view changed size
/// while the transition ran (a rotation, a window resize, a container resized mid-flight), it is
/// marked for layout as the transition ends, and the next layout pass places its children for the
/// new size; so is one whose size changed and changed back (a layout pass saw it at another
/// size). Every container's transitions end through `TransitionRunner.run(_:)`, which applies
/// the rule.
@MainActor
final class ParticipantSizes {
    private struct Entry {
        weak var view: View?
        let size: CGSize
        /// Whether a layout pass saw the view at another size meanwhile (a size change undone
        /// before the transition ended: two rotations).
        var changedMeanwhile = false
    }

    private var entries: [Entry] = []

    /// Notes the size of each participant's loaded view now.
    func note(_ participants: [ViewController]) {
        entries = participants.compactMap { vc in vc.viewIfLoaded.map { Entry(view: $0, size: $0.bounds.size) } }
    }

    /// Called when a participant's view is laid out while the transition runs: notes whether it
    /// is at another size than the one noted.
    func observeLayout(of view: View) {
        for index in entries.indices where entries[index].view === view && view.bounds.size != entries[index].size {
            entries[index].changedMeanwhile = true
        }
    }

    /// Marks for layout every noted view whose size changed since.
    func markChangedForLayout() {
        for entry in entries {
            guard let view = entry.view, entry.changedMeanwhile || view.bounds.size != entry.size else { continue }
            view.setNeedsLayout()
        }
    }
}
