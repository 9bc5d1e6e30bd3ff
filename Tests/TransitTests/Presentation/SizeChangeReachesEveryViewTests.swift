import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A rotation reaches every view that shows something, whatever runs when it lands: a
/// presentation, a held or cancelled sheet drag, a dismissal over a sheet, a swap by
/// `transition(from:to:…)`. UIKit's oracles: the root view fills the window
/// (`UIWindow.rootViewController`), a presented view rests at
/// `frameOfPresentedViewInContainerView`, and a view with a flexible width and height keeps its
/// margins to its superview when the superview's bounds change (`UIView.AutoresizingMask`).
@MainActor
@Suite struct SizeChangeReachesEveryViewTests {
    static let landscape = CGSize(width: 844, height: 390)

    func expectPlaced(_ vc: ViewController, _ sourceLocation: SourceLocation = #_sourceLocation) {
        guard let controller = vc.presentationController, let container = controller.containerView else {
            Issue.record("\(vc.timelineName) is not presented", sourceLocation: sourceLocation)
            return
        }
        expectEqual(
            vc.view.bounds.size, controller.frameOfPresentedViewInContainerView.size,
            "\(vc.timelineName)", sourceLocation: sourceLocation)
        expectEqual(container.bounds.size, vc.view.window?.bounds.size, sourceLocation: sourceLocation)
    }

    @Test(arguments: [ModalPresentationStyle.fullScreen, .overFullScreen, .pageSheet])
    func thePresentersViewFillsTheRotatedWindowAfterTheDismissal(style: ModalPresentationStyle) {
        let root = NamedController("Root")
        let host = makeHost(root: root)
        let shown = NamedController("Shown")
        shown.modalPresentationStyle = style
        root.present(shown, animated: true)
        for _ in 0..<6 { host.step() }
        host.window.transition(toSize: Self.landscape, duration: 0.3)
        expect(host.runUntilIdle())
        expectPlaced(shown)
        shown.dismiss(animated: true)
        expect(host.runUntilIdle())
        expectEqual(root.view.frame, CGRect(origin: .zero, size: Self.landscape))
    }

    @Test func aHeldSheetUnderAnotherReachesTheRotatedSizeWhenTheTopOneLeaves() {
        let (host, _, sheet, _) = presentSheet { $0.detents = [.medium(), .large()] }
        // Held by its top edge.
        host.touchDown(at: CGPoint(x: 195, y: mediumTop + 8))
        host.touchMove(to: CGPoint(x: 195, y: mediumTop - 12))
        host.touchMove(to: CGPoint(x: 195, y: mediumTop - 30))
        let top = NamedController("Top")
        top.modalPresentationStyle = .pageSheet
        sheet.present(top, animated: true)
        for _ in 0..<4 { host.step() }
        host.window.transition(toSize: Self.landscape)
        host.step()
        top.dismiss(animated: true)
        for _ in 0..<40 { host.step() }
        host.touchUp()
        expect(host.runUntilIdle())
        expectNil(sheet.presentedViewController)
        expectPlaced(sheet)
    }

    @Test(arguments: [0.0, 0.3])
    func aRotationAfterACancelledPullDownReachesTheSheet(duration: TimeInterval) {
        let (host, _, sheet, _) = presentSheet()
        let top = 844 - fullDetentValue
        host.touchDown(at: CGPoint(x: 195, y: top + 40))
        for y in stride(from: 60, through: 300, by: 40) { host.touchMove(to: CGPoint(x: 195, y: CGFloat(y))) }
        host.step()
        for y in stride(from: 260, through: 40, by: -40) { host.touchMove(to: CGPoint(x: 195, y: CGFloat(y))) }
        host.touchUp()
        host.step()
        host.window.transition(toSize: Self.landscape, duration: duration)
        expect(host.runUntilIdle())
        expectNotNil(sheet.presentingViewController)
        expectPlaced(sheet)
    }

    @Test func aRotationWhileASheetIsPulledDownReachesItWhenTheDismissalIsCancelled() {
        let (host, _, sheet, _) = presentSheet()
        host.touchDown(at: CGPoint(x: 195, y: 50))
        for y in stride(from: 80, through: 300, by: 40) { host.touchMove(to: CGPoint(x: 195, y: CGFloat(y))) }
        host.step()
        host.window.transition(toSize: Self.landscape)
        host.step()
        for y in stride(from: 260, through: 20, by: -40) { host.touchMove(to: CGPoint(x: 195, y: CGFloat(y))) }
        host.touchUp()
        expect(host.runUntilIdle())
        expectNotNil(sheet.presentingViewController)
        expectPlaced(sheet)
    }

    @Test(arguments: [0.0, 0.3])
    func aSwapByTransitionFromToFollowsARotation(duration: TimeInterval) {
        let container = SwapContainer()
        let host = makeHost(root: container)
        container.swap(duration: 0.3)
        for _ in 0..<5 { host.step() }
        host.window.transition(toSize: Self.landscape, duration: duration)
        expect(host.runUntilIdle())
        expectEqual(container.children.map(\.timelineName), ["B"])
        expectEqual(container.view.subviews.count, 1)
        expectEqual(container.children.first?.view.frame, CGRect(origin: .zero, size: Self.landscape))
    }

    @Test(arguments: [ModalPresentationStyle.currentContext, .overCurrentContext])
    func aCurrentContextPresentationFollowsARotation(style: ModalPresentationStyle) {
        let content = NamedController("Content")
        let navigation = NavigationController(rootViewController: content)
        navigation.definesPresentationContext = true
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, NamedController("Other")]
        let host = makeHost(root: tabs)
        let shown = NamedController("Shown")
        shown.modalPresentationStyle = style
        content.present(shown, animated: true)
        for _ in 0..<6 { host.step() }
        host.window.transition(toSize: Self.landscape, duration: 0.3)
        expect(host.runUntilIdle())
        let container = shown.presentationController?.containerView
        expect(container?.frame.size == navigation.view.frame.size || navigation.viewIfLoaded?.superview == nil)
        expectEqual(container?.bounds.width, Self.landscape.width)
        expectEqual(shown.view.frame.size, container?.bounds.size)
        shown.dismiss(animated: true)
        expect(host.runUntilIdle())
        expectEqual(navigation.view.frame.width, Self.landscape.width)
        expectEqual(content.view.frame.width, Self.landscape.width)
    }
}

/// A container that swaps two children with `transition(from:to:…)`, as Apple's container guide
/// shows (the new child's view sized to the container, flexible width and height).
@MainActor
final class SwapContainer: ViewController {
    let a = NamedController("A")
    let b = NamedController("B")

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(a)
        a.view.frame = view.bounds
        a.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(a.view)
        a.didMove(toParent: self)
    }

    func swap(duration: TimeInterval) {
        let (from, to) = a.parent === self ? (a, b) : (b, a)
        from.willMove(toParent: nil)
        addChild(to)
        to.view.frame = view.bounds
        to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        to.view.alpha = 0
        transition(from: from, to: to, duration: duration, animations: { to.view.alpha = 1 }) { [weak self] _ in
            from.removeFromParent()
            to.didMove(toParent: self)
        }
    }
}
