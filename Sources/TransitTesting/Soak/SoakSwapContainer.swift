import Foundation

/// A container of a soak scene that swaps its children with
/// `ViewController.transition(from:to:duration:options:animations:completion:)`, as Apple's
/// "Implementing a Container View Controller" shows: `willMove(toParent: nil)` and `addChild(_:)`
/// before, the new child's view sized to the container with a flexible width and height,
/// `removeFromParent()` and `didMove(toParent:)` in the completion. Appearance is forwarded
/// automatically. A swap asked for while another runs starts from the child the running one
/// brings in; candidates adopted by another container or presented are skipped (a controller is
/// shown from one place at a time; `addChild(_:)` refuses a presented one).
@MainActor
final class SoakSwapContainer: ViewController {
    /// Every child it can show; the first is shown at first.
    let candidates: [SoakProbe]
    /// The child shown, or being swapped in.
    private(set) var shown: SoakProbe

    init(candidates: [SoakProbe]) {
        self.candidates = candidates
        shown = candidates[0]
        super.init()
    }

    /// Never made from an archive.
    required init?(coder: NSCoder) { nil }

    override var timelineName: String { "Swap" }

    override func viewDidLoad() {
        super.viewDidLoad()
        // A candidate another container took meanwhile (a push of an existing controller), or
        // one presented, is left where it is.
        guard let first = candidates.first(where: \.isFree) else { return }
        shown = first
        addChild(shown)
        shown.view.frame = view.bounds
        shown.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(shown.view)
        shown.didMove(toParent: self)
    }

    /// Swaps the shown child for the next one that is not a child (animated over 0.3 s when
    /// `animated`, with a cross-dissolve when `dissolve`).
    func swap(animated: Bool, dissolve: Bool) {
        let from = shown
        guard isViewLoaded, from.parent === self, let start = candidates.firstIndex(where: { $0 === from }) else { return }
        let order = candidates[(start + 1)...] + candidates[..<start]
        guard let to = order.first(where: \.isFree) else { return }
        from.willMove(toParent: nil)
        addChild(to)
        to.view.frame = view.bounds
        to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        to.view.alpha = dissolve ? 1 : 0
        shown = to
        transition(
            from: from, to: to, duration: animated ? 0.3 : 0, options: dissolve ? [.transitionCrossDissolve] : [],
            animations: {
                to.view.alpha = 1
            },
            completion: { [weak self] _ in
                from.removeFromParent()
                to.didMove(toParent: self)
            })
    }
}

extension SoakProbe {
    /// Whether a container may adopt it: neither another container's child nor presented.
    var isFree: Bool { parent == nil && presentingViewController == nil }
}
