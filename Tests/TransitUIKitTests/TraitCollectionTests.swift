import Foundation
import Testing
import TransitTesting
import TransitUIKit
import TransitTestingReporting

/// `UITraitCollection` and `traitCollectionDidChange(_:)`: a window's views share its traits;
/// changing them tells every controller (before its view) and every view, with the old traits.
@MainActor @Suite struct TraitCollectionTests {
    final class Watching: UIViewController {
        var changes: [(previous: UITraitCollection?, now: UITraitCollection)] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes.append((previousTraitCollection, traitCollection))
        }
    }

    final class WatchingView: UIView {
        var log: [String] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            log.append("\(previousTraitCollection?.userInterfaceStyle ?? .unspecified)→\(traitCollection.userInterfaceStyle)")
        }
    }

    @Test func combiningTakesTheLastSpecifiedValue() {
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(userInterfaceStyle: .light), UITraitCollection()
        ])
        expectEqual(traits.userInterfaceStyle, .light)
        expectEqual(traits.horizontalSizeClass, .compact)
        expectEqual(traits.verticalSizeClass, .unspecified)
        expectEqual(traits.displayScale, 0)
        expect(traits.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        expect(!traits.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        expect(traits.containsTraits(in: nil))
        expect(traits.containsTraits(in: UITraitCollection()))
    }

    @Test func viewsShareTheirWindowsTraitsAndScale() {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 3)
        host.window.screenTraits = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(verticalSizeClass: .regular), UITraitCollection(userInterfaceStyle: .light)
        ])
        let view = UIView()
        expectEqual(view.traitCollection, UITraitCollection(), "outside a window nothing is specified")
        host.window.addSubview(view)
        expectEqual(view.traitCollection.displayScale, 3)
        expectEqual(view.traitCollection.userInterfaceIdiom, .phone)
        expectEqual(view.traitCollection.horizontalSizeClass, .compact)
    }

    @Test func aChangeReachesControllersBeforeTheirViews() {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 2)
        host.window.screenTraits = UITraitCollection(userInterfaceStyle: .light)
        let root = Watching()
        let content = WatchingView()
        root.view.addSubview(content)
        host.window.rootViewController = root
        host.runUntilIdle()
        expect(root.changes.isEmpty)
        expect(content.log.isEmpty)
        host.window.screenTraits = UITraitCollection(userInterfaceStyle: .dark)
        expectEqual(root.changes.count, 1)
        expectEqual(root.changes.first?.previous?.userInterfaceStyle, .light)
        expectEqual(root.changes.first?.now.userInterfaceStyle, .dark)
        expectEqual(content.log, ["light→dark"])
        let calls = host.timeline.entries.map(\.callback)
        expect(calls.contains("traitCollectionDidChange(_:)"))
        // Setting the same traits again changes nothing.
        host.window.screenTraits = UITraitCollection(userInterfaceStyle: .dark)
        expectEqual(root.changes.count, 1)
        // The scale is a trait too.
        host.window.screenScale = 3
        expect(root.changes.count == 2 && root.changes[1].previous?.displayScale == 2)
        expectEqual(root.traitCollection.displayScale, 3)
    }
}
