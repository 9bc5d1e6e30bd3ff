import Foundation

/// The fourth kind of transition of WWDC 2013 session 218: pushing a collection view controller that uses
/// layout-to-layout navigation transitions animates the layout instead of sliding a screen in.
extension DemoScene {
    static let layoutPush = DemoScene(
        name: "layout-push", topic: "layout", title: "Layout-to-layout navigation",
        caption: "A navigation controller shows a grid of small tiles; pushing a collection view controller with "
            + "useLayoutToLayoutNavigationTransitions animates every tile to the large layout instead of a screen push; "
            + "popping animates back."
    ) { stage in
        let grid = TileGridController(side: 80, title: "Tiles")
        let navigation = NavigationController(rootViewController: grid)
        stage.show(navigation)
        stage.wait(0.4)
        let detail = TileGridController(side: 170, title: "Large")
        detail.useLayoutToLayoutNavigationTransitions = true
        navigation.pushViewController(detail, animated: true)
        stage.settle(hold: 0.6)
        navigation.popViewController(animated: true)
        stage.settle(hold: 0.5)
    }
}

/// A grid of coloured tiles of one size.
@MainActor
final class TileGridController: CollectionViewController {
    /// Never made from an archive.
    required init?(coder: NSCoder) { return nil }

    init(side: CGFloat, title: String) {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: side, height: side)
        layout.sectionInset = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        super.init(collectionViewLayout: layout)
        self.title = title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 24 }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.contentView.backgroundColor = PinchGridController.colors[indexPath.item % PinchGridController.colors.count]
        cell.contentView.layer.cornerRadius = 12
        return cell
    }
}
