import Foundation

/// MR SHIH's "iOS 實作SlideMenu": a slide menu presented by a custom segue with a presentation controller that dims
/// the presenter, dismissed by a tap on the dimming view.
extension DemoScene {
    static let slideMenu = DemoScene(
        name: "slide-menu", topic: "menus", title: "Slide menu",
        caption: "A custom segue sets the menu's presentation style to .custom and its transitioning delegate; the "
            + "presentation controller sizes the menu to 70 % of the width and fades a black dimming view to 0.55 "
            + "alongside; a tap on the dimming view dismisses the menu, which slides back out."
    ) { stage in
        stage.usePhoneSafeArea()
        let root = MenuHostScreen()
        stage.show(root)
        stage.wait(0.3)
        stage.tap(root.menuButton)
        stage.settle(hold: 0.5)
        stage.tap(CGPoint(x: 350, y: 420))
        stage.settle(hold: 0.4)
    }
}

/// The slide menu's segue: a custom presentation with the slide-menu transitioning delegate.
@MainActor
final class SlideMenuSegue: StoryboardSegue {
    let transitionDelegate = SlideMenuTransitioningDelegate()

    override func perform() {
        destination.modalPresentationStyle = .custom
        destination.transitioningDelegate = transitionDelegate
        // The menu keeps its delegate alive, as the original's `td` property does.
        (destination as? MenuScreen)?.retainedDelegate = transitionDelegate
        source.present(destination, animated: true, completion: nil)
    }
}

/// The menu.
@MainActor
final class MenuScreen: ViewController {
    var retainedDelegate: ViewControllerTransitioningDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        for (index, item) in ["Photos", "Albums", "Sharing", "Settings"].enumerated() {
            let label = Label(frame: CGRect(x: 24, y: 100 + CGFloat(index) * 56, width: 220, height: 30))
            label.text = item
            label.font = .systemFont(ofSize: 22, weight: .medium)
            label.textColor = .label
            view.addSubview(label)
        }
    }
}

/// The screen with the menu button.
@MainActor
final class MenuHostScreen: ViewController {
    let menuButton = Button(frame: CGRect(x: 16, y: 54, width: 64, height: 44))

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        let screen = SampleScreen(title: "初探切換", color: .systemGreen, rows: ["SlideMenu 實作", "過場動畫", "Naïve “menu”"])
        // The menu button's row sits over the screen's top, as a custom bar would: the screen's
        // content starts below it.
        screen.additionalSafeAreaInsets = EdgeInsets(top: 52, left: 0, bottom: 0, right: 0)
        addChild(screen)
        screen.view.frame = view.bounds
        view.addSubview(screen.view)
        screen.didMove(toParent: self)
        menuButton.setTitle("Menu", for: .normal)
        menuButton.setTitleColor(.white, for: .normal)
        menuButton.backgroundColor = Color(white: 0, alpha: 0.25)
        menuButton.layer.cornerRadius = 10
        menuButton.addAction(
            Action { [weak self] _ in
                guard let self else { return }
                self.perform(SlideMenuSegue(identifier: "showMenu", source: self, destination: MenuScreen()), sender: nil)
            }, for: .touchUpInside)
        view.addSubview(menuButton)
    }
}
