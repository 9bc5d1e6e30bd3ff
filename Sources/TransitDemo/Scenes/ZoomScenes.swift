import Foundation

/// iOS 18's zoom transition (`preferredTransition = .zoom(options:sourceViewProvider:)`) in a
/// navigation controller over a grid of photos.
extension DemoScene {
    static let zoomGrid = DemoScene(
        name: "zoom-grid", topic: "zoom", title: "iOS 18's zoom transition over a photo grid",
        caption: "A tap on a tile pushes its photo with preferredTransition = .zoom: the page grows out of the tile, "
            + "through the tile's rounded frame, its hero image aligned on the tile (alignmentRectProvider), while "
            + "the grid dims. The page then moves on to another photo and is dragged down: it shrinks with the "
            + "finger and, released, zooms back into the tile of the photo it shows now — the source view provider "
            + "is asked again. A second tap is caught while the page still grows, dragged down and let go: the "
            + "push is cancelled and the page lands back in its tile."
    ) { stage in
        stage.usePhoneSafeArea()
        let grid = ZoomGridScreen()
        let navigation = NavigationController(rootViewController: grid)
        stage.show(navigation)
        stage.wait(0.3)
        stage.tap(grid.tiles[4])
        stage.settle(hold: 0.4)
        (navigation.topViewController as? ZoomPhotoScreen)?.show(item: 7)
        stage.wait(0.3)
        stage.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 215, y: 620), duration: 0.6)
        stage.settle(hold: 0.4)
        stage.tap(grid.tiles[2])
        stage.wait(0.12)
        let point = grid.tiles[2].convert(CGPoint(x: 50, y: 120), to: nil)
        stage.drag(from: point, to: CGPoint(x: point.x, y: point.y + 260), duration: 0.7)
        stage.settle(hold: 0.5)
    }
}

/// The colours of the grid's photos.
let zoomPhotoColors: [Color] = [
    .systemBlue, .systemOrange, .systemGreen, .systemPink, .systemPurple, .systemTeal,
    .systemIndigo, .systemRed, .systemYellow, Color(rgb: 0x30B0C7), Color(rgb: 0xA2845E), .systemGray
]

/// A screen of photo tiles whose photos open with a zoom out of their tile.
@MainActor
protocol ZoomTileGrid: ViewController {
    /// The tiles, photo `i` in tile `i`.
    var tiles: [View] { get }
}

extension ZoomTileGrid {
    /// A rounded photo tile of `color` at `frame` (a sun over a hill) that opens photo `item`
    /// when tapped.
    func makeTile(item: Int, color: Color, frame: CGRect) -> View {
        let tile = View(frame: frame)
        tile.backgroundColor = color
        tile.layer.cornerRadius = 14
        tile.clipsToBounds = true
        let sun = View(frame: CGRect(x: 62, y: 18, width: 30, height: 30))
        sun.backgroundColor = Color.white.withAlphaComponent(0.85)
        sun.layer.cornerRadius = 15
        tile.addSubview(sun)
        let hill = View(frame: CGRect(x: -20, y: 70, width: 150, height: 80))
        hill.backgroundColor = Color.black.withAlphaComponent(0.25)
        hill.layer.cornerRadius = 40
        tile.addSubview(hill)
        tile.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.open(item: item) })
        return tile
    }

    /// Pushes photo `item` with a zoom out of its tile, its hero image aligned on the tile; the
    /// source view provider answers the tile of the photo shown at the time it is asked.
    func open(item: Int) {
        let photo = ZoomPhotoScreen(item: item)
        let options = ViewController.Transition.ZoomOptions()
        options.alignmentRectProvider = { context in
            (context.zoomedViewController as? ZoomPhotoScreen)?.heroFrame
        }
        photo.preferredTransition = .zoom(options: options) { context in
            guard let grid = context.sourceViewController as? ZoomTileGrid,
                let photo = context.zoomedViewController as? ZoomPhotoScreen,
                grid.tiles.indices.contains(photo.item)
            else { return nil }
            return grid.tiles[photo.item]
        }
        navigationController?.pushViewController(photo, animated: true)
    }
}

/// A grid of twelve rounded photo tiles, three a row; a tap pushes the tile's photo with a zoom.
@MainActor
final class ZoomGridScreen: ViewController, ZoomTileGrid {
    private(set) var tiles: [View] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.backgroundColor = .systemBackground
        let side: CGFloat = 110, gap: CGFloat = 15
        for (i, color) in zoomPhotoColors.enumerated() {
            let tile = makeTile(
                item: i, color: color,
                frame: CGRect(
                    x: gap + CGFloat(i % 3) * (side + gap), y: 110 + CGFloat(i / 3) * (side + gap),
                    width: side, height: side))
            view.addSubview(tile)
            tiles.append(tile)
        }
    }
}

/// One photo: a square hero image at the top (under the bar), its title and a few lines of text.
@MainActor
final class ZoomPhotoScreen: ViewController {
    required init?(coder: NSCoder) { nil }
    private(set) var item: Int
    private let hero = View()
    private let caption = Label()

    init(item: Int) {
        self.item = item
        super.init()
        title = "Photo \(item + 1)"
    }

    /// Where the hero image is, in the page's coordinates.
    var heroFrame: CGRect { CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.width) }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        hero.frame = heroFrame
        hero.clipsToBounds = true
        let sun = View(frame: CGRect(x: 220, y: 64, width: 106, height: 106))
        sun.backgroundColor = Color.white.withAlphaComponent(0.85)
        sun.layer.cornerRadius = 53
        hero.addSubview(sun)
        let hill = View(frame: CGRect(x: -70, y: 248, width: 530, height: 284))
        hill.backgroundColor = Color.black.withAlphaComponent(0.25)
        hill.layer.cornerRadius = 142
        hero.addSubview(hill)
        view.addSubview(hero)
        caption.frame = CGRect(x: 20, y: 410, width: 350, height: 40)
        caption.font = .systemFont(ofSize: 28, weight: .bold)
        caption.textColor = .label
        view.addSubview(caption)
        for line in 0..<4 {
            let bar = View(frame: CGRect(x: 20, y: 466 + CGFloat(line) * 26, width: line == 3 ? 200 : 350, height: 12))
            bar.backgroundColor = Color.black.withAlphaComponent(0.12)
            bar.layer.cornerRadius = 6
            view.addSubview(bar)
        }
        show(item: item)
    }

    /// Shows another photo (as a swipe through the album would).
    func show(item: Int) {
        self.item = item
        title = "Photo \(item + 1)"
        hero.backgroundColor = zoomPhotoColors[item % zoomPhotoColors.count]
        caption.text = "Photo \(item + 1)"
    }
}
