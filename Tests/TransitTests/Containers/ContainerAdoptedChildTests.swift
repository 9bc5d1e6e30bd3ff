import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A controller has one parent: `addChild(_:)` removes a child from the container it was in
/// before adding it ("If the child view controller is already the child of a different container
/// view controller, it is removed from that container before being added", UIKit's
/// `addChild(_:)`). A custom container whose child was taken that way must not go on naming a
/// child it cannot show: it reports it and shows the next child it still has.
@MainActor
@Suite struct ContainerAdoptedChildTests {
    @Test func aChildTakenBeforeTheContainerLoadedIsSkipped() {
        let one = NamedController("One"), two = NamedController("Two")
        let box = ContainerViewController(viewControllers: [one, two])
        box.title = "Box"
        let navigation = NavigationController()
        navigation.setViewControllers([one], animated: false)
        let tabs = TabBarController()
        tabs.viewControllers = [box, navigation]
        expectIdentical(box.selectedViewController, two)
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.diagnostics.forward = nil
        host.window.rootViewController = tabs
        expect(host.runUntilIdle())
        let reports = host.diagnostics.diagnostics(withCode: "container.childAdoptedElsewhere")
        expect(reports.count == 1 && reports[0].message.contains("cannot show its child One"))
        expectIdentical(box.selectedViewController, two)
        expectEqual(box.children.map(\.timelineName), ["Two"])
        expectIdentical(two.view.superview, box.privateContainerView)
        expectEqual(two.appearanceState, .appeared)
        expectIdentical(one.parent, navigation)
        expectEqual(tabs.invariantViolations(), [])
    }

    @Test func theShownChildAdoptedByAnotherControllerIsReplacedByTheNext() {
        let one = NamedController("One"), two = NamedController("Two")
        let box = ContainerViewController(viewControllers: [one, two])
        box.title = "Box"
        let host = makeHost(root: box)
        host.diagnostics.forward = nil
        expectIdentical(box.selectedViewController, one)
        expectEqual(one.appearanceState, .appeared)
        let other = NamedController("Other")
        other.addChild(one)
        expect(host.runUntilIdle())
        let reports = host.diagnostics.diagnostics(withCode: "container.childAdoptedElsewhere")
        expect(reports.count == 1 && reports[0].message.contains("it shows Two instead"))
        expectIdentical(box.selectedViewController, two)
        expectEqual(box.children.map(\.timelineName), ["Two"])
        expectEqual(box.privateContainerView.subviews.filter { $0 === one.view || $0 === two.view }, [two.view])
        expectEqual(two.appearanceState, .appeared)
        expectIdentical(one.parent, other)
        expectEqual(box.invariantViolations(), [])
    }
}
