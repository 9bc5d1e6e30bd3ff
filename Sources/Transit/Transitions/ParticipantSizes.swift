import Foundation

/// The sizes of a running transition's participants' views once its animator has placed them
/// (the one rule by which a size change reaches what a transition moves): a container's layout
/// leaves alone the views a running transition moves, so when a participant's view changed size
/// while the transition ran (a rotation, a window resize, a container resized mid-flight), it is
/// marked for layout as the transition ends, and the next layout pass places its children for the
/// new size. Every container's transitions end through `TransitionRunner.run(_:)`, which applies
/// the rule.
@MainActor
final class ParticipantSizes {
    private struct Entry {
        weak var view: View?
        let size: CGSize
    }

    private var entries: [Entry] = []

    /// Notes the size of each participant's loaded view now.
    func note(_ participants: [ViewController]) {
        entries = participants.compactMap { vc in vc.viewIfLoaded.map { Entry(view: $0, size: $0.bounds.size) } }
    }

    /// Marks for layout every noted view whose size changed since.
    func markChangedForLayout() {
        for entry in entries {
            guard let view = entry.view, view.bounds.size != entry.size else { continue }
            view.setNeedsLayout()
        }
    }
}
