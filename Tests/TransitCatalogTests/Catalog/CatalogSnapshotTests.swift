import Foundation
import Testing
@testable import TransitCatalog
import TransitTesting

/// Every catalogue entry, in each container kind (navigation push, full-screen presentation — or
/// `.custom` with the entry's presentation controller —, tab switch, `ContainerViewController`
/// switch), rendered at progress 0, 0.25, 0.5, 0.75 and 1 of its duration
/// (`FrameSampling.progress`) and pinned as FNV-1a 64 hashes of the frames, bit for bit.
///
/// Record switch: run with `TRANSIT_RECORD_GOLDENS=1` to rewrite `CatalogSnapshotHashes.swift`
/// after an intended change (the run that records fails, saying so), then build and run again to
/// compare (the table is compiled in); review the gallery (`transit gallery`) before committing
/// new hashes. The hashes pin stability; what the frames
/// must show is pinned by `CatalogOracleTests` and by the checks here that every entry's half-way
/// frame differs from its first and last.
@MainActor
@Suite struct CatalogSnapshotTests {
    enum Kind: String, CaseIterable, Sendable { case navigation, modal, tab, container }

    nonisolated static let points: [Double] = [0, 0.25, 0.5, 0.75, 1]
    nonisolated static var recording: Bool { ProcessInfo.processInfo.environment["TRANSIT_RECORD_GOLDENS"] == "1" }
    nonisolated static var hashesFile: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("CatalogSnapshotHashes.swift")
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
            for (rect, mark) in [(CGRect(x: 6, y: 6, width: 24, height: 6), Color.white),
                                 (CGRect(x: 28, y: 56, width: 14, height: 14), Color.black)] {
                let v = View(frame: rect)
                v.backgroundColor = mark
                view.addSubview(v)
            }
        }
    }

    final class Vendor: NavigationControllerDelegate, TabBarControllerDelegate, ContainerViewControllerDelegate,
        ViewControllerTransitioningDelegate {
        let entry: TransitionCatalog.Entry
        init(_ entry: TransitionCatalog.Entry) { self.entry = entry }
        func navigationController(_ navigationController: NavigationController,
                                  animationControllerFor operation: NavigationController.Operation,
                                  from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
            operation == .pop ? entry.makeBackward(nil) : entry.make(nil)
        }
        func tabBarController(_ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
                              to toVC: ViewController) -> ViewControllerAnimatedTransitioning? { entry.make(nil) }
        func containerViewController(_ containerViewController: ContainerViewController,
                                     animationControllerForTransitionFrom fromViewController: ViewController,
                                     to toViewController: ViewController) -> ViewControllerAnimatedTransitioning? { entry.make(nil) }
        func animationController(forPresented presented: ViewController, presenting: ViewController,
                                 source: ViewController) -> ViewControllerAnimatedTransitioning? { entry.make(nil) }
        func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { entry.makeBackward(nil) }
        func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                    source: ViewController) -> PresentationController? {
            entry.presentationController?(presented, presenting)
        }
    }

    /// The five frames of `entry` in `kind`.
    static func frames(_ entry: TransitionCatalog.Entry, _ kind: Kind) throws -> [Bitmap] {
        let host = TestHost(size: CGSize(width: 48, height: 80), scale: 1)
        let vendor = Vendor(entry)
        let a = Screen("A", .systemBlue), b = Screen("B", .systemOrange)
        var start: () -> Void
        switch kind {
        case .navigation:
            let navigation = NavigationController(rootViewController: a)
            navigation.isNavigationBarHidden = true
            navigation.delegate = vendor
            host.window.rootViewController = navigation
            start = { navigation.pushViewController(b, animated: true) }
        case .modal:
            host.window.rootViewController = a
            b.modalPresentationStyle = entry.presentationController == nil ? .fullScreen : .custom
            b.transitioningDelegate = vendor
            start = { a.present(b, animated: true) }
        case .tab:
            let tabs = TabBarController()
            tabs.delegate = vendor
            tabs.viewControllers = [a, b]
            tabs.tabBar.isHidden = true
            host.window.rootViewController = tabs
            start = { tabs.selectedIndex = 1 }
        case .container:
            let box = ContainerViewController(viewControllers: [a, b])
            box.delegate = vendor
            host.window.rootViewController = box
            start = { box.selectedViewController = b }
        }
        host.step()
        start()
        let frames = try host.sampleFrames(.progress(points)).map(\.bitmap)
        #expect(host.runUntilIdle(timeout: 10))
        withExtendedLifetime(vendor) {}
        return frames
    }

    @Test func everyEntryInEveryContainerMatchesItsHashes() throws {
        var actual: [(String, UInt64)] = []
        var still: [String] = []
        for entry in TransitionCatalog.entries {
            for kind in Kind.allCases {
                let frames = try Self.frames(entry, kind)
                for (p, frame) in zip(Self.points, frames) {
                    actual.append(("\(entry.name) \(kind.rawValue) \(p)", frame.fnv1a64))
                }
                // Catalogue values move in every container; the seeds' and Transit's own animators
                // are made for their own container (the navigation push needs both views handed
                // over) and are checked there by their own suites.
                if entry.transition != nil, frames[2] == frames[0] || frames[2] == frames[4] {
                    still.append("\(entry.name) \(kind.rawValue)")
                }
            }
        }
        #expect(still.isEmpty, "half way looks like the start or the end: \(still)")
        if Self.recording {
            var text = "// Recorded by CatalogSnapshotTests with TRANSIT_RECORD_GOLDENS=1: FNV-1a 64 of each frame,\n"
            text += "// \"<entry> <container> <progress> <hash>\" per line.\nenum CatalogSnapshotHashes {\n    static let table = \"\"\"\n"
            for (key, hash) in actual { text += "        \(key) \(String(hash, radix: 16))\n" }
            text += "        \"\"\"\n}\n"
            try text.write(to: Self.hashesFile, atomically: true, encoding: .utf8)
            Issue.record("recorded \(actual.count) hashes into \(Self.hashesFile.lastPathComponent); run again to compare")
            return
        }
        var recorded: [String: UInt64] = [:]
        for line in CatalogSnapshotHashes.table.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 4, let hash = UInt64(parts[3], radix: 16) else { continue }
            recorded[parts[0...2].joined(separator: " ")] = hash
        }
        var mismatches: [String] = []
        for (key, hash) in actual where recorded[key] != hash {
            mismatches.append("\(key): 0x\(String(hash, radix: 16)) (recorded \(recorded[key].map { "0x" + String($0, radix: 16) } ?? "none"))")
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(actual.count) frames differ (TRANSIT_RECORD_GOLDENS=1 to re-record): \(mismatches.prefix(12))")
        #expect(recorded.count == actual.count, "recorded \(recorded.count) hashes for \(actual.count) frames")
    }
}
