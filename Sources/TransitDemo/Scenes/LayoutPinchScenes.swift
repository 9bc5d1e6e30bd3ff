import Foundation

/// The fourth kind of transition of WWDC 2013 session 218: a collection view moving from one layout to another,
/// driven by a pinch.
extension DemoScene {
    static let layoutPinch = DemoScene(
        name: "layout-pinch", topic: "layout", title: "Layout-to-layout transition driven by a pinch",
        caption: "A pinch on a grid of large tiles starts an interactive transition to a grid of small ones; the "
            + "pinch's scale sets transitionProgress, every tile following the interpolation of its two frames. "
            + "Released past half way it finishes; a short pinch back out is released early and cancels."
    ) { stage in
        stage.usePhoneSafeArea()
        let grid = PinchGridController()
        stage.show(grid)
        stage.wait(0.3)
        let centre = CGPoint(x: 195, y: 420)
        // Closes to a third over 0.6 s: finishes.
        stage.replay(.pinch(center: centre, fromSpan: 240, toSpan: 80, duration: 0.6))
        stage.settle(hold: 0.4)
        // Opens a little (scale 1.5) over 0.4 s: cancels.
        stage.replay(.pinch(center: centre, fromSpan: 80, toSpan: 120, duration: 0.4))
        stage.settle(hold: 0.5)
    }
}

/// A grid of coloured tiles whose pinch drives a layout transition between large and small tiles.
@MainActor
final class PinchGridController: CollectionViewController {
    /// Never made from an archive.
    required init?(coder: NSCoder) { return nil }

    static let colors: [Color] = [.systemBlue, .systemGreen, .systemOrange, .systemPink, .systemPurple, .systemTeal]
    let large: CollectionViewFlowLayout
    let small: CollectionViewFlowLayout
    private var transition: CollectionViewTransitionLayout?
    private var closing = true

    init() {
        large = CollectionViewFlowLayout()
        large.itemSize = CGSize(width: 170, height: 170)
        large.sectionInset = EdgeInsets(top: 57, left: 20, bottom: 20, right: 20)
        small = CollectionViewFlowLayout()
        small.itemSize = CGSize(width: 80, height: 80)
        small.sectionInset = EdgeInsets(top: 57, left: 12, bottom: 12, right: 12)
        super.init(collectionViewLayout: large)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.addGestureRecognizer(PinchGestureRecognizer { [weak self] pinch in self?.pinched(pinch) })
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.contentView.backgroundColor = Self.colors[indexPath.item % Self.colors.count]
        cell.contentView.layer.cornerRadius = 12
        return cell
    }

    private func pinched(_ pinch: PinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            closing = collectionViewLayout === large
            transition = collectionView.startInteractiveTransition(to: closing ? small : large)
        case .changed:
            guard let transition else { return }
            let scale = pinch.scale
            let progress = closing ? (1 - scale) / 0.6 : (scale - 1) / 1.5
            transition.transitionProgress = min(1, max(0, progress))
        case .ended, .cancelled, .failed:
            guard let transition else { return }
            if pinch.state == .ended, transition.transitionProgress > 0.5 {
                collectionView.finishInteractiveTransition()
            } else {
                collectionView.cancelInteractiveTransition()
            }
            self.transition = nil
        default:
            break
        }
    }
}
