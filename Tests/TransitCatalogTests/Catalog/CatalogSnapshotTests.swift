import Foundation
import Testing
@testable import TransitCatalog
import TransitRender
import TransitTesting
import TransitTestingReporting

/// Every catalogue entry, in each container kind (navigation push, full-screen presentation — or
/// `.custom` with the entry's presentation controller —, tab switch, `ContainerViewController`
/// switch), rendered at progress 0, 0.25, 0.5, 0.75 and 1 of its duration
/// (`FrameSampling.progress`) and checked bit for bit with `assertTransition` against the APNG
/// goldens in `__Goldens__/CatalogSnapshotTests/everyEntryInEveryContainer.<entry>.<container>.apng`.
///
/// Record switch: the goldens follow `assertTransition`'s record modes. A new entry's goldens are
/// recorded on its first run (`.missing`, the default; that run fails, saying so); after an
/// intended change, run `TRANSIT_GOLDENS_RECORD=failed swift test --filter CatalogSnapshotTests`
/// and look at the rewritten APNGs (they play in a browser) before committing them. The goldens
/// pin every frame; what the frames must show is pinned by `CatalogOracleTests` and by the checks
/// here that every entry's half-way frame differs from its first and last, and that the golden
/// folder holds exactly one golden per entry and container.
@MainActor
@Suite struct CatalogSnapshotTests {
    enum Kind: String, CaseIterable, Sendable { case navigation, modal, tab, container }

    nonisolated static let points: [Double] = [0, 0.25, 0.5, 0.75, 1]
    nonisolated static var goldenFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Goldens__/CatalogSnapshotTests", isDirectory: true)
    }

    final class Screen: ViewController {
        let color: Color
        let label: String
        init(_ label: String, _ color: Color) { self.label = label; self.color = color; super.init() }
        required init?(coder: NSCoder) { nil }
        override var timelineName: String { label }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = color
            // Marks that show motion, scale and turning: a bar near the top left, a square low right.
            for (rect, mark) in [
                (CGRect(x: 6, y: 6, width: 24, height: 6), Color.white),
                (CGRect(x: 28, y: 56, width: 14, height: 14), Color.black)
            ] {
                let v = View(frame: rect)
                v.backgroundColor = mark
                view.addSubview(v)
            }
        }
    }

    final class Vendor: NavigationControllerDelegate, TabBarControllerDelegate, ContainerViewControllerDelegate,
        ViewControllerTransitioningDelegate
    {
        let entry: TransitionCatalog.Entry
        init(_ entry: TransitionCatalog.Entry) { self.entry = entry }
        func navigationController(
            _ navigationController: NavigationController,
            animationControllerFor operation: NavigationController.Operation,
            from fromVC: ViewController, to toVC: ViewController
        ) -> ViewControllerAnimatedTransitioning? {
            operation == .pop ? entry.makeBackward(nil) : entry.make(nil)
        }
        func tabBarController(
            _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
            to toVC: ViewController
        ) -> ViewControllerAnimatedTransitioning? { entry.make(nil) }
        func containerViewController(
            _ containerViewController: ContainerViewController,
            animationControllerForTransitionFrom fromViewController: ViewController,
            to toViewController: ViewController
        ) -> ViewControllerAnimatedTransitioning? { entry.make(nil) }
        func animationController(
            forPresented presented: ViewController, presenting: ViewController,
            source: ViewController
        ) -> ViewControllerAnimatedTransitioning? { entry.make(nil) }
        func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
            entry.makeBackward(nil)
        }
        func presentationController(
            forPresented presented: ViewController, presenting: ViewController?,
            source: ViewController
        ) -> PresentationController? {
            entry.presentationController?(presented, presenting)
        }
    }

    /// Sets up `entry`'s scene for `kind` on `host` and returns what starts the transition.
    static func scene(_ entry: TransitionCatalog.Entry, _ kind: Kind, on host: TestHost, vendor: Vendor) -> () -> Void {
        let a = Screen("A", .systemBlue), b = Screen("B", .systemOrange)
        switch kind {
        case .navigation:
            let navigation = NavigationController(rootViewController: a)
            navigation.isNavigationBarHidden = true
            navigation.delegate = vendor
            host.window.rootViewController = navigation
            return { navigation.pushViewController(b, animated: true) }
        case .modal:
            host.window.rootViewController = a
            b.modalPresentationStyle = entry.presentationController == nil ? .fullScreen : .custom
            b.transitioningDelegate = vendor
            return { a.present(b, animated: true) }
        case .tab:
            let tabs = TabBarController()
            tabs.delegate = vendor
            tabs.viewControllers = [a, b]
            tabs.tabBar.isHidden = true
            host.window.rootViewController = tabs
            return { tabs.selectedIndex = 1 }
        case .container:
            let box = ContainerViewController(viewControllers: [a, b])
            box.delegate = vendor
            host.window.rootViewController = box
            return { box.selectedViewController = b }
        }
    }

    static func host() -> TestHost { TestHost(size: CGSize(width: 48, height: 80), scale: 1) }

    /// The golden's name for `entry` in `kind` (after `everyEntryInEveryContainer.`).
    nonisolated static func goldenName(_ entry: String, _ kind: Kind) -> String { "\(entry).\(kind.rawValue)" }

    @Test func everyEntryInEveryContainer() {
        for entry in TransitionCatalog.entries {
            for kind in Kind.allCases {
                let host = Self.host(), vendor = Vendor(entry)
                assertTransition(of: host, sampling: .progress(Self.points), named: Self.goldenName(entry.name, kind)) { host in
                    let start = Self.scene(entry, kind, on: host, vendor: vendor)
                    host.step()
                    start()
                }
                expect(host.runUntilIdle(timeout: 10), "\(entry.name) \(kind.rawValue) never came to rest")
                withExtendedLifetime(vendor) {}
            }
        }
    }

    /// The golden folder holds exactly the goldens `everyEntryInEveryContainer` checks: a renamed
    /// or removed entry leaves none behind (the names are built at run time, which
    /// `GoldenAudit` cannot see, so the list is made here from the catalogue).
    @Test func everyGoldenBelongsToAnEntryAndContainer() throws {
        let expected = Set(
            TransitionCatalog.entries.flatMap { entry in
                Kind.allCases.map {
                    GoldenLocation.fileName(
                        function: "everyEntryInEveryContainer()",
                        name: Self.goldenName(entry.name, $0), fileExtension: "apng")
                }
            })
        let stored = Set(
            try FileManager.default.contentsOfDirectory(atPath: Self.goldenFolder.path).filter { !$0.hasPrefix(".") })
        expectEqual(stored.subtracting(expected).sorted(), [], "goldens no entry uses")
        expectEqual(expected.subtracting(stored).sorted(), [], "entries without goldens")
    }

    /// Checked on the goldens, which `everyEntryInEveryContainer` holds the rendered frames to bit
    /// for bit, so the scenes are not rendered a second time. The goldens are decoded off the main
    /// actor, side by side: the scenes of the other tests step on it meanwhile.
    @Test nonisolated func everyCatalogueValueMovesHalfWay() async throws {
        // Catalogue values move in every container; the classic and Transit's own animators are
        // made for their own container (the navigation push needs both views handed over) and
        // are checked there by their own suites.
        // (Their names, read without waiting for the main actor: the entries after the animators.)
        let values = TransitionCatalog.transitions.map(\.name)
        let names = values.flatMap { value in Kind.allCases.map { Self.goldenName(value, $0) } }
        try require(!names.isEmpty)
        let still = try await withThrowingTaskGroup(of: String?.self) { group in
            for name in names { group.addTask { try Self.looksStillHalfWay(golden: name) ? name : nil } }
            return try await group.reduce(into: [String]()) { if let name = $1 { $0.append(name) } }
        }
        expect(still.isEmpty, "half way looks like the start or the end: \(still.sorted())")
    }

    /// Whether the golden `everyEntryInEveryContainer.<name>` shows at progress 0.5 what it shows
    /// at 0 or at 1.
    nonisolated static func looksStillHalfWay(golden name: String) throws -> Bool {
        let file = GoldenLocation.fileName(function: "everyEntryInEveryContainer()", name: name, fileExtension: "apng")
        let frames = try APNGAnimation(data: Data(contentsOf: goldenFolder.appendingPathComponent(file))).frames
        try require(frames.count == points.count, "\(file)")
        return frames[2] == frames[0] || frames[2] == frames[4]
    }
}
