import TransitUIKit

@MainActor
protocol DrawerMenuDelegate: AnyObject {
    func drawerMenuDidOpen(_ menu: DrawerMenuController)
    func drawerMenuWidth(_ menu: DrawerMenuController) -> CGFloat?
    var drawerDimmingAlpha: CGFloat? { get }
    var drawerTitle: String? { get }
}

extension DrawerMenuDelegate {
    func drawerMenuDidOpen(_ menu: DrawerMenuController) {}
    func drawerMenuWidth(_ menu: DrawerMenuController) -> CGFloat? { nil }
    var drawerDimmingAlpha: CGFloat? { nil }
    var drawerTitle: String? { nil }
}

final class DrawerMenuController: UIViewController {
    weak var delegate: DrawerMenuDelegate?
    weak var titleLabel: UILabel!
    let dimmingView = UIView()
    let panel = UIView()
    private(set) var isOpen = false

    override func viewDidLoad() {
        super.viewDidLoad()
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        view.addSubview(dimmingView)
        view.addSubview(panel)
        let tap = UITapGestureRecognizer(target: self, action: DrawerMenuController.close)
        dimmingView.addGestureRecognizer(tap)
        let closeButton = UIButton(type: .system)
        closeButton.addTarget(self, action: DrawerMenuController.close, for: .touchUpInside)
        panel.addSubview(closeButton)
    }

    func open() {
        let width = delegate?.drawerMenuWidth(self) ?? 280
        panel.frame = CGRect(x: 0, y: 0, width: width, height: view.bounds.height)
        dimmingView.frame = view.bounds
        dimmingView.alpha = delegate?.drawerDimmingAlpha ?? 0.4
        titleLabel?.text = delegate?.drawerTitle ?? "Menu"
        isOpen = true
        delegate?.drawerMenuDidOpen(self)
    }

    func close() {
        dimmingView.alpha = 0
        isOpen = false
    }
}

final class DrawerMenuHost: UIViewController, DrawerMenuDelegate {
    let drawer = DrawerMenuController()
    var openCount = 0
    var drawerDimmingAlpha: CGFloat? { 0.6 }

    func drawerMenuWidth(_ menu: DrawerMenuController) -> CGFloat? {
        300
    }

    func drawerMenuDidOpen(_ menu: DrawerMenuController) {
        openCount += 1
    }
}

// Keeps the drawer's edge handle; not a view controller.
@MainActor
final class DrawerEdgeHandle {
    let grip = UIView()

    func attach(to view: UIView) {
        grip.frame = CGRect(x: 0, y: 0, width: 12, height: view.bounds.height)
        view.addSubview(grip)
    }
}
