import Foundation

/// Shared elements: a photo of a scrolled grid flies into the header of its detail screen and
/// back, with the catalogue's fade running underneath.
extension DemoScene {
    static let sharedElementPhoto = DemoScene(
        name: "shared-element-photo", topic: "catalog", title: "A photo flies into its detail",
        caption: "A grid of photos, scrolled down a little. Opening one pushes its detail with the catalogue's fade "
            + "and shared elements on: the tapped tile and the detail's header carry the same sharedElementID, so "
            + "the tile flies from its place in the grid to the header (frame, rounded corners) on the snappy "
            + "spring while the screens cross-fade. An edge swipe back is let go early and the photo flies back "
            + "into the header; the next one goes all the way and the photo lands in the grid."
    ) { stage in
        let grid = PhotoGridScreen()
        let navigation = NavigationController(rootViewController: grid)
        navigation.isNavigationBarHidden = true
        let transitions = NavigationTransitions(CatalogTransition.fade().duration(0.5).sharedElements())
        navigation.delegate = transitions
        stage.show(navigation)
        stage.wait(0.3)
        let index = 7
        navigation.pushViewController(PhotoDetailScreen(index: index), animated: true)
        stage.settle(hold: 0.4)
        // An edge swipe let go early: the pop is cancelled and the photo flies back.
        stage.replay(.edgeSwipe(in: stage.window.bounds.size, finishing: false))
        stage.settle(hold: 0.3)
        // One that goes on: the pop finishes and the photo lands in the grid.
        stage.replay(.edgeSwipe(in: stage.window.bounds.size, finishing: true))
        stage.settle(hold: 0.5)
        withExtendedLifetime(transitions) {}
    }

    static let sharedElementSheet = DemoScene(
        name: "shared-element-sheet", topic: "catalog", title: "A photo flies into a sheet",
        caption: "The same grid presents a photo's detail as a page sheet with the catalogue's cover-vertical entry "
            + "and shared elements on: the tile flies up into the sheet's header while the grid recedes behind the "
            + "sheet. While the sheet is up the grid scrolls down by one row (124 points); dismissing, the header "
            + "flies back to where the tile is now, one row higher, as the grid comes forward again."
    ) { stage in
        let grid = PhotoGridScreen()
        stage.usePhoneSafeArea()
        stage.show(grid)
        stage.wait(0.3)
        let detail = PhotoDetailScreen(index: 4)
        let transitions = ModalTransitions(CatalogTransition.coverVertical.duration(0.5).sharedElements())
        detail.modalPresentationStyle = .pageSheet
        detail.transitioningDelegate = transitions
        grid.present(detail, animated: true)
        stage.settle(hold: 0.4)
        grid.scroll.contentOffset = CGPoint(x: 0, y: grid.scroll.contentOffset.y + 124)
        detail.dismiss(animated: true)
        stage.settle(hold: 0.5)
        withExtendedLifetime(transitions) {}
    }

    /// The colours of the photos, in grid order.
    static let photoColors: [Color] = [
        .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue,
        .systemIndigo, .systemPurple, .systemPink, .brown, .systemGray, .darkGray
    ]

    /// A photo: its colour with a white sun and a dark hill, so a flying snapshot shows what it is.
    static func photo(_ index: Int, frame: CGRect, cornerRadius: CGFloat) -> View {
        let photo = View(frame: frame)
        photo.backgroundColor = photoColors[index % photoColors.count]
        photo.layer.cornerRadius = cornerRadius
        photo.clipsToBounds = true
        photo.sharedElementID = "photo-\(index)"
        let w = frame.width, h = frame.height
        let sun = View(frame: CGRect(x: w * 0.62, y: h * 0.14, width: w * 0.22, height: w * 0.22))
        sun.backgroundColor = .white
        sun.layer.cornerRadius = w * 0.11
        let hill = View(frame: CGRect(x: -w * 0.2, y: h * 0.62, width: w * 1.4, height: h * 0.8))
        hill.backgroundColor = Color(white: 0, alpha: 0.35)
        hill.layer.cornerRadius = w * 0.5
        photo.addSubview(sun)
        photo.addSubview(hill)
        return photo
    }
}

/// Twelve photos in a three-column grid inside a scroll view, scrolled down by 60 points (a
/// second scene scrolls it further).
final class PhotoGridScreen: ViewController {
    let scroll = ScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scroll.frame = view.bounds
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scroll.contentInsetAdjustmentBehavior = .never
        let side: CGFloat = 118, gap: CGFloat = 6, top: CGFloat = 110
        for index in 0..<12 {
            let x = gap + CGFloat(index % 3) * (side + gap), y = top + CGFloat(index / 3) * (side + gap)
            scroll.addSubview(DemoScene.photo(index, frame: CGRect(x: x, y: y, width: side, height: side), cornerRadius: 14))
        }
        scroll.contentSize = CGSize(width: view.bounds.width, height: top + 4 * (side + gap) + 300)
        scroll.contentOffset = CGPoint(x: 0, y: 60)
        view.addSubview(scroll)
    }
}

/// A photo's detail: the photo as a square header, with lines of text under it.
final class PhotoDetailScreen: ViewController {
    let index: Int
    init(index: Int) { self.index = index; super.init() }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let width = view.bounds.width
        view.addSubview(DemoScene.photo(index, frame: CGRect(x: 0, y: 0, width: width, height: width), cornerRadius: 0))
        for line in 0..<5 {
            let text = View(
                frame: CGRect(
                    x: 20, y: width + 28 + CGFloat(line) * 26, width: line == 0 ? 220 : width - 40 - CGFloat(line * 30),
                    height: line == 0 ? 16 : 10))
            text.backgroundColor = line == 0 ? .label : .secondaryLabel
            text.layer.cornerRadius = 4
            view.addSubview(text)
        }
    }
}
