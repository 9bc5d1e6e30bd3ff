import Foundation
@testable import TransitTesting

/// A small presentation for the golden tests: an 80×160 pt screen presents a sheet that slides
/// up over 0.5 s with ease-in-out (the test's own animator, so the goldens depend on no catalogue).
@MainActor
final class GoldenScene: ViewController, ViewControllerTransitioningDelegate {
    let sheet = ViewController()

    static func host() -> TestHost { TestHost(size: CGSize(width: 80, height: 160), scale: 1) }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        view.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        let card = View(frame: CGRect(x: 10, y: 20, width: 60, height: 40))
        card.backgroundColor = .white
        card.layer.cornerRadius = 8
        view.addSubview(card)
        sheet.title = "Sheet"
        sheet.view.backgroundColor = .systemOrange
        sheet.transitioningDelegate = self
    }

    /// Shows the screen on `host` and presents the sheet (the transition starts on the next turn).
    func start(on host: TestHost) {
        host.window.rootViewController = self
        host.step()
        present(sheet, animated: true)
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        SlideUp()
    }
}

/// Slides the presented view up from below the container over 0.5 s, ease-in-out.
@MainActor
final class SlideUp: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let view = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let bounds = transitionContext.containerView.bounds
        transitionContext.containerView.addSubview(view)
        view.frame = bounds.offsetBy(dx: 0, dy: bounds.height)
        View.animate(
            withDuration: 0.5, animations: { view.frame = bounds.insetBy(dx: 0, dy: 20).offsetBy(dx: 0, dy: 20) },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

/// Collects golden failures instead of failing the test, for the tests of the golden tools.
final class FailureLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [GoldenFailure] = []

    var failures: [GoldenFailure] { lock.withLock { stored } }
    var messages: [String] { failures.map(\.message) }

    var reporter: GoldenFailureReporter {
        GoldenFailureReporter { failure in self.lock.withLock { self.stored.append(failure) } }
    }
}

/// A fresh temporary folder standing in for a test file's folder.
func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("transit-goldens-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
