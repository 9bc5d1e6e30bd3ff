import Foundation
import Testing
@testable import TransitCatalog
import TransitTesting
import TransitTestingReporting

/// A shared element turned in one screen and not in the other flies by its centre, bounds size
/// and rotation, so it turns smoothly on the way instead of flying its bounding box. Oracles, by
/// hand: the source is a 40 × 20 view centred at (30, 30) turned 30°, the destination a
/// 100 × 60 view centred at (50, 30), unturned; at progress p, with f the `snappy` spring's value
/// (`SharedElementStage.snappy`), the flyer is centred at (30 + 20f, 30), its bounds are
/// (40 + 60f) × (20 + 40f) and it is turned by 30°·(1 − f).
@MainActor
@Suite struct SharedElementRotationTests {
    @MainActor final class Source: SharedElementStage.CountingScreen {
        let tile = View(frame: CGRect(x: 10, y: 20, width: 40, height: 20))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBlue
            tile.backgroundColor = .systemRed
            tile.transform = CGAffineTransform(rotationAngle: .pi / 6)
            tile.sharedElementID = "card"
            view.addSubview(tile)
        }
    }

    @MainActor final class Destination: SharedElementStage.CountingScreen {
        let header = View(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemOrange
            header.backgroundColor = .systemRed
            header.sharedElementID = "card"
            view.addSubview(header)
        }
    }

    @Test(arguments: [CatalogTransition.fade(), .push(from: .right)])
    func aTurnedElementTurnsOnTheWay(_ transition: CatalogTransition) throws {
        let host = TestHost(size: CGSize(width: 100, height: 160), scale: 1)
        let source = Source(), destination = Destination()
        let navigation = NavigationController(rootViewController: source)
        navigation.isNavigationBarHidden = true
        let interaction = GestureInteraction()
        let transitions = NavigationTransitions(transition.sharedElements(), interactionController: interaction)
        navigation.delegate = transitions
        host.window.rootViewController = navigation
        host.step()
        interaction.begin = { navigation.pushViewController(destination, animated: true) }
        interaction.gestureBegan()
        host.step()
        for p: CGFloat in [0, 0.25, 0.5, 1] {
            interaction.gestureChanged(progress: p)
            host.step()
            let flight = try unwrap(SharedElementStage.animator(host)?.flight)
            let pair = try unwrap(flight.pairs.first)
            let f = p >= 1 ? 1 : CGFloat(SharedElementStage.snappy(at: Double(p) * flight.curve.duration))
            let flyer = pair.flyer
            let angle = atan2(flyer.transform.b, flyer.transform.a)
            expectClose(angle, .pi / 6 * (1 - f), within: 1e-9, "\(transition.name) at \(p): angle \(angle)")
            // A pure rotation: no scale or skew left in the transform.
            expectClose(flyer.transform.a * flyer.transform.a + flyer.transform.b * flyer.transform.b, 1, within: 1e-9)
            #expect(
                abs(flyer.bounds.width - (40 + 60 * f)) < 1e-9 && abs(flyer.bounds.height - (20 + 40 * f)) < 1e-9,
                "\(transition.name) at \(p): bounds \(flyer.bounds)")
            #expect(
                abs(flyer.center.x - (30 + 20 * f)) < 1e-9 && abs(flyer.center.y - 30) < 1e-9,
                "\(transition.name) at \(p): centre \(flyer.center)")
            // The images fill the flyer's own (unturned) bounds.
            expect(flyer.subviews.allSatisfy { SharedElementStage.close($0.frame, flyer.bounds) })
        }
        expect(source.tile.isHidden)
        expect(destination.header.isHidden)
        interaction.gestureEnded(progress: 1, velocity: 0)
        expect(host.runUntilIdle())
        expectIdentical(navigation.topViewController, destination)
        expect(!source.tile.isHidden)
        expect(!destination.header.isHidden)
        expectClose(atan2(source.tile.transform.b, source.tile.transform.a), .pi / 6, within: 1e-12)
        withExtendedLifetime(transitions) {}
    }
}
