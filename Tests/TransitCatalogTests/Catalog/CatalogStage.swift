import Foundation
@testable import TransitCatalog
import TransitTesting

/// A navigation controller of two plain screens whose push runs a catalogue entry, driven by a
/// `GestureInteraction` that the tests move by hand: progress `p` is exactly what the effect is
/// asked to show.
@MainActor
final class CatalogStage {
    final class Screen: ViewController {
        let name: String
        let color: Color
        init(_ name: String, _ color: Color) { self.name = name; self.color = color; super.init() }
        required init?(coder: NSCoder) { nil }
        override var timelineName: String { name }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = color
            let bar = View(frame: CGRect(x: 8, y: 8, width: 20, height: 6))
            bar.backgroundColor = .white
            view.addSubview(bar)
        }
    }

    let host: TestHost
    let a = Screen("A", .systemBlue), b = Screen("B", .systemOrange)
    let navigation: NavigationController
    let transitions: NavigationTransitions
    let interaction = GestureInteraction()

    init(_ transition: CatalogTransition, size: CGSize = CGSize(width: 100, height: 160)) {
        host = TestHost(size: size, scale: 1)
        navigation = NavigationController(rootViewController: a)
        navigation.isNavigationBarHidden = true
        transitions = NavigationTransitions(transition, interactionController: interaction)
        navigation.delegate = transitions
        host.window.rootViewController = navigation
        host.step()
        interaction.begin = { [navigation, b] in navigation.pushViewController(b, animated: true) }
    }

    /// Starts the push interactively and shows progress `p`.
    func show(_ p: CGFloat) {
        if !interaction.isInteracting {
            interaction.gestureBegan()
            host.step()
        }
        interaction.gestureChanged(progress: p)
        host.step()
    }

    /// The animator of the running push.
    var animator: CatalogAnimator? { host.window.runningTransitions.first?.animator as? CatalogAnimator }
}
