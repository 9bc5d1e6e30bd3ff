import Foundation

/// The zoom transition over a grid that scrolls, and a zoom closed before it has opened.
extension DemoScene {
    static let zoomScrollingGrid = DemoScene(
        name: "zoom-scrolling-grid", topic: "zoom", title: "A zoom that follows a scrolling grid, and one closed while it opens",
        caption: "A tap on a tile of a scrolling grid pushes its photo with preferredTransition = .zoom. The page is "
            + "popped, and the grid scrolls 120 pt up while the page zooms back: the source view provider is asked "
            + "at every frame, so the page lands on the tile where it is now, not where it was. A second tile is "
            + "tapped and the pop asked for while its page still grows: the zoom turns around where it is, carrying "
            + "its velocity, and shrinks back into the tile. Tapped again, the tile opens and closes as usual."
    ) { stage in
        stage.window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let grid = ZoomScrollingGridScreen()
        let navigation = NavigationController(rootViewController: grid)
        stage.show(navigation)
        stage.wait(0.3)
        stage.tap(grid.tiles[4])
        stage.settle(hold: 0.4)
        navigation.popViewController(animated: true)
        // The grid scrolls 120 pt up under the landing page, 8 pt a frame.
        for _ in 0..<15 {
            stage.wait(1.0 / 60)
            grid.scrollView.contentOffset.y += 8
        }
        stage.settle(hold: 0.4)
        stage.tap(grid.tiles[10])
        stage.wait(0.12)
        navigation.popViewController(animated: true)
        stage.settle(hold: 0.4)
        stage.tap(grid.tiles[10])
        stage.settle(hold: 0.4)
        navigation.popViewController(animated: true)
        stage.settle(hold: 0.5)
    }
}

/// Twenty-four rounded photo tiles, three a row, in a vertically scrolling grid; a tap pushes the
/// tile's photo with a zoom.
@MainActor
final class ZoomScrollingGridScreen: ViewController, ZoomTileGrid {
    let scrollView = ScrollView(frame: .zero)
    private(set) var tiles: [View] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        view.backgroundColor = .systemBackground
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)
        let side: CGFloat = 110, gap: CGFloat = 15
        for i in 0..<24 {
            let tile = makeTile(
                item: i, color: zoomPhotoColors[i % zoomPhotoColors.count],
                frame: CGRect(
                    x: gap + CGFloat(i % 3) * (side + gap), y: 110 + CGFloat(i / 3) * (side + gap),
                    width: side, height: side))
            scrollView.addSubview(tile)
            tiles.append(tile)
        }
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 110 + 8 * (side + gap) + gap)
    }
}
