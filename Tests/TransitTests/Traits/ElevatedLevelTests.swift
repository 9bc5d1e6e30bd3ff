import Foundation
import Testing
@testable import Transit
import TransitRender
import TransitTesting
import TransitTestingReporting

/// The elevated interface level (`UIUserInterfaceLevel.elevated`): content presented as a sheet
/// sits above the window's main content, and in the dark appearance its system backgrounds take
/// lighter values. Oracles: the values UIKit's `resolvedColor(with:)` returns for dark, elevated
/// traits (systemBackground #1C1C1E, secondary #2C2C2E, tertiary #3A3A3C; grouped likewise), and
/// the same values counted in the rendered pixels.
@MainActor
@Suite struct ElevatedLevelTests {
    static let darkElevated = TraitCollection(traitsFrom: [
        TraitCollection(userInterfaceStyle: .dark),
        TraitCollection(userInterfaceLevel: .elevated)
    ])

    @Test func backgroundsHaveLighterDarkElevatedValues() {
        let expected: [(Color, UInt32, UInt32, UInt32)] = [
            (.systemBackground, 0xFFFFFF, 0x000000, 0x1C1C1E),
            (.secondarySystemBackground, 0xF2F2F7, 0x1C1C1E, 0x2C2C2E),
            (.tertiarySystemBackground, 0xFFFFFF, 0x2C2C2E, 0x3A3A3C),
            (.systemGroupedBackground, 0xF2F2F7, 0x000000, 0x1C1C1E),
            (.secondarySystemGroupedBackground, 0xFFFFFF, 0x1C1C1E, 0x2C2C2E),
            (.tertiarySystemGroupedBackground, 0xF2F2F7, 0x2C2C2E, 0x3A3A3C)
        ]
        let lightElevated = TraitCollection(userInterfaceLevel: .elevated)
        for (color, light, dark, elevated) in expected {
            expectEqual(color.resolvedColor(with: TraitCollection()), Color(rgb: light, alpha: 1))
            expectEqual(color.resolvedColor(with: lightElevated), Color(rgb: light, alpha: 1))
            expectEqual(color.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)), Color(rgb: dark, alpha: 1))
            expectEqual(color.resolvedColor(with: Self.darkElevated), Color(rgb: elevated, alpha: 1))
        }
        // Labels have no elevated value: the dark one.
        expectEqual(Color.label.resolvedColor(with: Self.darkElevated), Color(rgb: 0xFFFFFF, alpha: 1))
    }

    @Test func traitsCombineAndContainTheLevel() {
        expectEqual(Self.darkElevated.userInterfaceLevel, .elevated)
        expectEqual(Self.darkElevated.userInterfaceStyle, .dark)
        expect(Self.darkElevated.containsTraits(in: TraitCollection(userInterfaceLevel: .elevated)))
        expect(!TraitCollection().containsTraits(in: TraitCollection(userInterfaceLevel: .base)))
        expectEqual(UserInterfaceLevel.elevated.rawValue, 1)
        expectEqual(UserInterfaceLevel.unspecified.rawValue, -1)
    }

    final class Screen: ViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
        }
    }

    /// A page sheet over a screen on an iPhone 16 in the dark appearance, and a full-screen
    /// presentation: only the sheet's content is elevated.
    @Test(arguments: [ModalPresentationStyle.pageSheet, .fullScreen])
    func aSheetIsElevatedAndDrawsItsLighterBackground(style: ModalPresentationStyle) throws {
        let host = TestHost(device: .iPhone16, scale: 1)
        host.userInterfaceStyle = .dark
        let root = Screen(), child = Screen()
        let presented = NavigationController(rootViewController: child)
        presented.modalPresentationStyle = style
        host.window.rootViewController = root
        host.step()
        root.present(presented, animated: true)
        host.runUntilIdle()
        let sheet = style == .pageSheet
        expectEqual(root.traitCollection.userInterfaceLevel, .unspecified)
        expectEqual(presented.traitCollection.userInterfaceLevel, (sheet ? .elevated : .unspecified))
        expectEqual(child.traitCollection.userInterfaceLevel, (sheet ? .elevated : .unspecified), "a child inherits it")
        expectEqual(child.view.traitCollection.userInterfaceLevel, (sheet ? .elevated : .unspecified))
        // In the pixels: the sheet's background near the bottom of the screen.
        let p = host.render()[196, 700]
        let expected: (UInt8, UInt8, UInt8) = sheet ? (0x1C, 0x1C, 0x1E) : (0, 0, 0)
        expect((p.r, p.g, p.b) == expected)
        // Dismissed, the screen below draws black again.
        root.dismiss(animated: false)
        host.runUntilIdle()
        let below = host.render()[196, 700]
        expect((below.r, below.g, below.b) == (0, 0, 0))
    }
}
