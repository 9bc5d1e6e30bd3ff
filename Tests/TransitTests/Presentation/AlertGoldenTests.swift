import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Animation goldens of an alert's and an action sheet's presentation on an iPhone SE (375 × 667
/// pt, drawn at 1×) over coloured stripes, so the material's blur of what lies behind shows. Each
/// was looked at frame by frame before it was recorded: the alert fades in at the centre while
/// shrinking from 1.2 times its size, the dimming fading in with it; the sheet rises from the
/// bottom edge, its cancel action in a group of its own.
@MainActor
@Suite struct AlertGoldenTests {
    /// A root of four coloured stripes under a status bar.
    static func host(dark: Bool = false) -> (TestHost, ViewController) {
        let host = TestHost(device: .iPhoneSE3, scale: 1)
        if dark { host.window.overrideUserInterfaceStyle = .dark }
        let root = NamedController("Root", color: .systemBackground)
        host.window.rootViewController = root
        let colors: [Color] = [.systemRed, .systemYellow, .systemGreen, .systemBlue]
        for (index, color) in colors.enumerated() {
            let stripe = View(frame: CGRect(x: 0, y: 40 + CGFloat(index) * 150, width: 375, height: 90))
            stripe.backgroundColor = color
            root.view.addSubview(stripe)
        }
        host.runUntilIdle()
        return (host, root)
    }

    static let points: FrameSampling = .progress([0, 0.25, 0.5, 1])

    @Test func anAlertFadesInShrinkingToItsSize() {
        let (host, root) = Self.host()
        let alert = AlertController(title: "Delete this album?", message: "Its photos stay.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive))
        assertTransition(of: host, sampling: Self.points) { _ in root.present(alert, animated: true) }
    }

    @Test func anActionSheetRisesFromTheBottomInDarkMode() {
        let (host, root) = Self.host(dark: true)
        let sheet = AlertController(title: "Summer", message: "24 photos", preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Share Album", style: .default))
        sheet.addAction(AlertAction(title: "Delete Album", style: .destructive))
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        assertTransition(of: host, sampling: Self.points) { _ in root.present(sheet, animated: true) }
    }

    @Test func everyGoldenIsUsed() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        expectEqual(try GoldenAudit.unusedGoldens(under: tests).map(\.lastPathComponent), [])
    }
}
