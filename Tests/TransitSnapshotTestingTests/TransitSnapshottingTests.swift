import Foundation
import Testing
import TransitSnapshotTesting
import TransitTestingReporting

/// The Transit strategies, checked with swift-snapshot-testing's own `assertSnapshot` (snapshots
/// in `__Snapshots__/TransitSnapshottingTests/`) and `verifySnapshot` (to show a changed pixel fails).
@MainActor
@Suite struct TransitSnapshottingTests {
    /// An 80×160 pt screen presenting a sheet that slides up over 0.5 s (ease-in-out).
    static let sheet = TransitScene(size: CGSize(width: 80, height: 160)) { host in
        let home = Presenter()
        host.window.rootViewController = home
        host.step()
        home.present(home.sheet, animated: true)
    }

    @Test func imageAtHalfway() {
        assertSnapshot(of: Self.sheet, as: .transitImage(at: 0.5))
    }

    @Test func animationAtProgressPoints() {
        assertSnapshot(of: Self.sheet, as: .transitAnimation(sampling: .progress([0, 0.25, 0.5, 0.75, 1])))
    }

    @Test func timeline() {
        assertSnapshot(of: Self.sheet, as: .timeline(includingLayout: false))
    }

    @Test func viewControllerAndView() {
        assertSnapshot(of: Presenter() as ViewController, as: .transitImage(size: CGSize(width: 80, height: 160)))
        let badge = View(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        badge.backgroundColor = .systemOrange
        badge.layer.cornerRadius = 12
        assertSnapshot(of: badge, as: .transitImage())
    }

    @Test func aChangedPixelFailsTheSnapshot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("transit-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func verify(_ strategy: Snapshotting<TransitScene, Bitmap>) -> String? {
            verifySnapshot(of: Self.sheet, as: strategy, named: "sheet", record: .missing, snapshotDirectory: folder.path)
        }
        expectEqual(verify(.transitImage(at: 0.5))?.contains("No reference was found on disk"), true)
        expectNil(verify(.transitImage(at: 0.5)))
        let file = try unwrap(
            try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .first { $0.lastPathComponent.hasSuffix(".sheet.png") })
        var frame = try Bitmap(pngData: Data(contentsOf: file))
        let p = frame[40, 150]
        frame[40, 150] = (p.r, p.g ^ 4, p.b, p.a)
        try frame.pngData()!.write(to: file)
        let failure = try unwrap(verify(.transitImage(at: 0.5)))
        expect(failure.contains("The frame differs from the snapshot (tolerance: exact): 1 pixels differ, by up to 4."))
        expectNil(verify(.transitImage(at: 0.5, tolerance: PixelTolerance(channel: 4))))

        let animation: Snapshotting<TransitScene, [Bitmap]> = .transitAnimation(sampling: .progress([0, 0.5, 1]))
        expectNotNil(
            verifySnapshot(of: Self.sheet, as: animation, named: "frames", record: .missing, snapshotDirectory: folder.path)
        )
        let later: Snapshotting<TransitScene, [Bitmap]> = .transitAnimation(sampling: .progress([0, 0.75, 1]))
        let moved = try unwrap(
            verifySnapshot(of: Self.sheet, as: later, named: "frames", record: .never, snapshotDirectory: folder.path))
        expect(moved.contains("1 frames differ (tolerance: exact); the first is frame 1:"))
    }
}

/// Presents an orange sheet with its own slide-up animator.
@MainActor
final class Presenter: ViewController, ViewControllerTransitioningDelegate {
    let sheet = ViewController()

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

    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        SlideUp()
    }
}

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
