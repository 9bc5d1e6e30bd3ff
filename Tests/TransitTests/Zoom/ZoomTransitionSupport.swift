import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A list of `count` (four) 100 × 100 pt tiles with 12 pt corners, in a column at x = 20 from
/// y = 120, 120 pt apart; with `scrolls`, in a scroll view filling the view (content 1200 pt high).
@MainActor
final class TileListController: ViewController {
    required init?(coder: NSCoder) { nil }
    let count: Int
    let scrollView: ScrollView?
    init(count: Int = 4, scrolls: Bool = false) {
        self.count = count
        scrollView = scrolls ? ScrollView(frame: .zero) : nil
        super.init()
        title = "List"
    }
    var tiles: [View] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        if let scrollView {
            scrollView.frame = view.bounds
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scrollView.contentSize = CGSize(width: view.bounds.width, height: 1200)
            view.addSubview(scrollView)
        }
        for i in 0..<count {
            let tile = View(frame: CGRect(x: 20, y: 120 + CGFloat(i) * 120, width: 100, height: 100))
            tile.backgroundColor = Color(red: 0.2, green: min(1, 0.4 + 0.1 * CGFloat(i)), blue: 0.9, alpha: 1)
            tile.layer.cornerRadius = 12
            (scrollView ?? view).addSubview(tile)
            tiles.append(tile)
        }
    }
}

/// A 390 × 844 pt window showing a `TileListController` (made by `list`), one frame in.
@MainActor
func makeTileListHost(_ list: TileListController = TileListController()) -> (TestHost, TileListController) {
    let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
    host.window.rootViewController = list
    host.window.makeKeyAndVisible()
    host.advance(by: 1.0 / 60)
    return (host, list)
}

/// A detail showing item `item` (which the user may change, as by swiping to the next one).
@MainActor
final class ZoomDetailController: ViewController {
    required init?(coder: NSCoder) { nil }
    var item: Int
    init(item: Int) {
        self.item = item
        super.init()
        title = "Detail"
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Color(red: 0.95, green: 0.6, blue: 0.2, alpha: 1)
    }
}

/// Records the provider's calls and answers the list's tile for the detail's current item, or
/// nothing when `returnsNil`.
@MainActor
final class TileProvider {
    weak var list: TileListController?
    var returnsNil = false
    var calls: [(source: ViewController, zoomed: ViewController, item: Int)] = []

    func view(for context: ViewController.Transition.ZoomSourceViewProviderContext) -> View? {
        let detail = context.zoomedViewController as! ZoomDetailController
        calls.append((context.sourceViewController, context.zoomedViewController, detail.item))
        guard !returnsNil, let list else { return nil }
        return list.tiles[detail.item]
    }
}

/// Independent oracles of the zoom's motion.
enum ZoomOracle {
    /// The critically damped spring of response 0.5 s (ω = 2π/0.5) from rest: 1 − (1 + ωt)e^(−ωt).
    static func progress(at t: Double, velocity v0: Double = 0) -> Double {
        let w = 2 * Double.pi / 0.5
        guard t > 0 else { return 0 }
        return 1 - (1 + (w - v0) * t) * exp(-w * t)
    }

    static func mix(_ a: CGRect, _ b: CGRect, _ t: Double) -> CGRect {
        let t = CGFloat(t)
        return CGRect(
            x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
            width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }

    static func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }
}

/// A list in a navigation controller, with a detail for item `item` that zooms out of its tile.
@MainActor
final class ZoomStage {
    let host: TestHost
    let navigation: NavigationController
    let list: TileListController
    let detail: ZoomDetailController
    let provider: TileProvider
    let options: ViewController.Transition.ZoomOptions

    init(item: Int = 0, options: ViewController.Transition.ZoomOptions = .init()) {
        list = TileListController()
        (host, navigation) = makeNavigationHost(root: list)
        detail = ZoomDetailController(item: item)
        provider = TileProvider()
        provider.list = list
        self.options = options
        let provider = self.provider
        detail.preferredTransition = .zoom(options: options) { provider.view(for: $0) }
        markCalls()
    }

    var container: View { navigation.transitionContainer }
    var driver: ZoomTransitionDriver? { navigation.transitionRunner.running?.animator as? ZoomTransitionDriver }
    /// The clip the detail is shown through, in window coordinates.
    var clipFrame: CGRect? { driver?.clipView.map { $0.convert($0.bounds, to: nil) } }
    func tileFrame(_ i: Int) -> CGRect { list.tiles[i].convert(list.tiles[i].bounds, to: nil) }
    var fullFrame: CGRect { container.convert(container.bounds, to: nil) }

    /// The timeline's length when the calls under test began, and the controllers on screen then.
    private(set) var mark = 0
    private(set) var appearedAtMark: [ViewController] = []

    /// Starts watching the appearance calls from now.
    func markCalls() {
        mark = host.timeline.calls.count
        appearedAtMark = [list, detail].filter { $0.isViewLoaded && $0.view.window != nil }
    }

    /// The appearance, containment and delegate calls since `markCalls()` (as `navigationCalls`).
    var callsSinceMark: [String] {
        host.timeline.calls.dropFirst(mark).filter { call in
            ["view", "Move(toParent", "navigationController("].contains { call.contains($0) }
                && !call.contains("Layout") && !call.contains("viewDidLoad")
        }
    }

    /// The callbacks of `vc` since the mark, after those that bring it to its state at the mark.
    func appearanceSinceMark(of vc: ViewController) -> [String] {
        let prefix = appearedAtMark.contains { $0 === vc } ? ["viewWillAppear(true)", "viewDidAppear(true)"] : []
        return prefix + host.timeline.entries.dropFirst(mark).filter { $0.object == vc.timelineName }.map(\.callback)
    }

    /// Pushes the detail and lets it settle; marks the calls from there.
    func pushAndSettle() {
        navigation.pushViewController(detail, animated: true)
        host.runUntilIdle()
        markCalls()
    }

    /// Moves the finger from `start` by `dy` in `steps` frames, then holds it still for 10 frames
    /// so it lifts with no velocity.
    func slowDrag(from start: CGPoint, dy: CGFloat, steps: Int = 20) {
        host.touchDown(at: start)
        for i in 1...steps {
            host.touchMove(to: CGPoint(x: start.x, y: start.y + dy * CGFloat(i) / CGFloat(steps)))
        }
        for _ in 0..<10 { host.touchMove(to: CGPoint(x: start.x, y: start.y + dy)) }
    }
}

/// Every appearance call of the stage's two controllers since the mark is legal.
@MainActor
func expectBalanced(_ stage: ZoomStage, sourceLocation: SourceLocation = #_sourceLocation) {
    for vc in [stage.list, stage.detail] as [ViewController] {
        let calls = stage.appearanceSinceMark(of: vc)
        expectNil(
            AppearanceAutomaton.firstIllegalStep(calls), "\(vc.timelineName): \(calls)",
            sourceLocation: sourceLocation)
    }
}

/// Nothing of the zoom is left: only `shown` in the container, at rest and full size, every tile
/// shown again, no transition in flight.
@MainActor
func expectNothingLeft(_ stage: ZoomStage, shown: ViewController, sourceLocation: SourceLocation = #_sourceLocation) {
    expectEqual(stage.container.subviews, [shown.view], "\(stage.container.subviews)", sourceLocation: sourceLocation)
    expectEqual(shown.view.frame, stage.container.bounds, sourceLocation: sourceLocation)
    expect(shown.view.transform.isIdentity, sourceLocation: sourceLocation)
    expect(stage.list.tiles.allSatisfy { !$0.isHidden }, sourceLocation: sourceLocation)
    expectNil(stage.navigation.transitionRunner.running, sourceLocation: sourceLocation)
}
