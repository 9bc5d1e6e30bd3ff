import Foundation
@testable import TransitLive
import TransitTesting

/// The scene the live tests drive: a navigation controller with a second screen pushed, so an
/// edge swipe from the left pops it interactively (a gesture recognizer, an interactive
/// transition and a spring after release, all through the window's touch path).
@MainActor
enum LiveTestScene {
    static let size = CGSize(width: 200, height: 300)
    static let scale: CGFloat = 2

    static func makeRoot() -> ViewController {
        let first = ViewController()
        first.title = "First"
        first.view.backgroundColor = .systemBlue
        let second = ViewController()
        second.title = "Second"
        second.view.backgroundColor = .systemOrange
        let navigation = NavigationController(rootViewController: first)
        navigation.pushViewController(second, animated: false)
        return navigation
    }

    /// Live content showing the scene, reporting to `diagnostics`.
    static func content(diagnostics: DiagnosticLog) -> LiveContent {
        LiveContent(size: size, scale: scale, rootViewController: makeRoot(), diagnostics: diagnostics)
    }
}
