import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// `overrideUserInterfaceStyle` on windows, view controllers and views: the nearest override wins
/// (a view's beats its controller's, which beats the window's, which beats the screen's), and a
/// change calls `traitCollectionDidChange(_:)` exactly on those whose traits changed.
@MainActor
@Suite struct UserInterfaceStyleOverrideTests {
    final class Counting: ViewController {
        var styles: [UserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            styles.append(traitCollection.userInterfaceStyle)
        }
    }

    final class CountingView: View {
        var changes: [(from: UserInterfaceStyle, to: UserInterfaceStyle)] = []
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            changes.append((previousTraitCollection?.userInterfaceStyle ?? .unspecified, traitCollection.userInterfaceStyle))
        }
    }

    /// A window showing `root`, whose view holds `outer`, which holds `inner`.
    func scene() -> (TestHost, Counting, CountingView, CountingView) {
        let host = TestHost(size: CGSize(width: 100, height: 100), scale: 1, userInterfaceStyle: .light)
        let root = Counting()
        let outer = CountingView(), inner = CountingView()
        root.view.addSubview(outer)
        outer.addSubview(inner)
        host.window.rootViewController = root
        host.runUntilIdle()
        return (host, root, outer, inner)
    }

    @Test func theNearestOverrideWins() {
        let (host, root, outer, inner) = scene()
        expectEqual(inner.traitCollection.userInterfaceStyle, .light)
        host.window.overrideUserInterfaceStyle = .dark
        expectEqual(root.traitCollection.userInterfaceStyle, .dark)
        expectEqual(inner.traitCollection.userInterfaceStyle, .dark)
        root.overrideUserInterfaceStyle = .light
        expectEqual(root.traitCollection.userInterfaceStyle, .light)
        expectEqual(inner.traitCollection.userInterfaceStyle, .light)
        expectEqual(host.window.traitCollection.userInterfaceStyle, .dark, "the controller's override stays below it")
        outer.overrideUserInterfaceStyle = .dark
        expectEqual(outer.traitCollection.userInterfaceStyle, .dark)
        expectEqual(inner.traitCollection.userInterfaceStyle, .dark)
        expectEqual(root.traitCollection.userInterfaceStyle, .light)
        expectEqual(root.view.traitCollection.userInterfaceStyle, .light)
        // A root view's own override beats its controller's, inside the view only.
        root.view.overrideUserInterfaceStyle = .dark
        outer.overrideUserInterfaceStyle = .unspecified
        expectEqual(inner.traitCollection.userInterfaceStyle, .dark)
        expectEqual(root.traitCollection.userInterfaceStyle, .light)
        // The other traits still come from the window.
        expectEqual(inner.traitCollection.displayScale, 1)
    }

    @Test func childControllersFollowTheirParentsOverride() {
        let (host, root, _, _) = scene()
        let child = Counting()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        root.overrideUserInterfaceStyle = .dark
        expectEqual(child.traitCollection.userInterfaceStyle, .dark)
        expectEqual(child.view.traitCollection.userInterfaceStyle, .dark)
        expectEqual(child.styles, [.dark])
        child.overrideUserInterfaceStyle = .light
        expectEqual(child.styles, [.dark, .light])
        expectEqual(root.styles, [.dark])
        _ = host
    }

    @Test func onlyWhatChangedHearsOfIt() {
        let (host, root, outer, inner) = scene()
        outer.overrideUserInterfaceStyle = .light
        expect(outer.changes.isEmpty, "the same style is no change")
        expect(inner.changes.isEmpty, "the same style is no change")
        host.userInterfaceStyle = .dark
        expectEqual(root.styles, [.dark], "the controller hears of the screen's switch")
        expect(outer.changes.isEmpty, "the override keeps them light")
        expect(inner.changes.isEmpty, "the override keeps them light")
        outer.overrideUserInterfaceStyle = .unspecified
        expectEqual(outer.changes.count, 1)
        expectEqual(inner.changes.count, 1)
        expectEqual(inner.changes.first.map { $0.from == .light && $0.to == .dark }, true)
        expectEqual(root.styles, [.dark], "the controller above did not change")
        host.userInterfaceStyle = .dark
        expectEqual(outer.changes.count, 1, "setting the same style again changes nothing")
        expectEqual(root.styles, [.dark], "setting the same style again changes nothing")
        let calls = host.timeline.entries.map(\.callback).filter { $0 == "traitCollectionDidChange(_:)" }
        expectEqual(calls.count, 1, "the timeline records the controller's call")
    }

    @Test func aStyleSwitchResolvesColoursBeforeTheCallback() {
        final class Checking: View {
            var seen: Color?
            override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
                seen = layer.backgroundColor
            }
        }
        let host = TestHost(size: CGSize(width: 100, height: 100), scale: 1, userInterfaceStyle: .light)
        let view = Checking()
        view.backgroundColor = .systemBackground
        host.window.addSubview(view)
        view.overrideUserInterfaceStyle = .dark
        expectEqual(view.seen, Color(rgb: 0x000000))
    }
}
