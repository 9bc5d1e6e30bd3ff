import Testing
import TransitTesting
import TransitUIKit
import TransitTestingReporting

/// Adaptive presentation: in a horizontally compact environment a form sheet or popover adapts —
/// to the style `adaptivePresentationStyle(for:traitCollection:)` returns, not at all for
/// `.none`, and to a page sheet when the delegate leaves it to the system.
@MainActor @Suite struct AdaptivePresentationTests {
    final class Adapter: UIAdaptivePresentationControllerDelegate {
        var answer: UIModalPresentationStyle = .automatic
        var asked: [UIUserInterfaceSizeClass] = []
        func adaptivePresentationStyle(
            for controller: UIPresentationController,
            traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle {
            asked.append(traitCollection.horizontalSizeClass)
            return answer
        }
    }

    static func present(_ style: UIModalPresentationStyle, compact: Bool, adapter: Adapter? = nil)
        -> (host: TestHost, root: UIViewController, sheet: UIViewController)
    {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        if compact { host.window.screenTraits = UITraitCollection(horizontalSizeClass: .compact) }
        let root = UIViewController()
        host.window.rootViewController = root
        let sheet = UIViewController()
        sheet.modalPresentationStyle = style
        if let adapter { sheet.presentationController?.delegate = adapter }
        root.present(sheet, animated: false)
        host.runUntilIdle()
        return (host, root, sheet)
    }

    @Test func aFormSheetBecomesAPageSheetWhenCompact() throws {
        let (host, _, sheet) = Self.present(.formSheet, compact: true)
        let controller = try unwrap(sheet.presentationController as? UISheetPresentationController)
        expect(!controller.isFormSheet)
        // A page sheet spans the width (a form sheet is at most 540 wide and 20 from each edge).
        expectEqual(sheet.view.frame.minX, 0)
        expectEqual(sheet.view.frame.width, 390)
        withExtendedLifetime(host) {}
    }

    @Test func withoutACompactWidthNothingAdapts() throws {
        let (host, _, sheet) = Self.present(.formSheet, compact: false)
        let controller = try unwrap(sheet.presentationController as? UISheetPresentationController)
        expect(controller.isFormSheet)
        expectEqual(sheet.view.frame.width, 350)
        withExtendedLifetime(host) {}
    }

    @Test func theDelegateDecides() throws {
        let keep = Adapter()
        keep.answer = .none
        let (host, _, kept) = Self.present(.formSheet, compact: true, adapter: keep)
        expectEqual(keep.asked, [.compact])
        expectEqual((kept.presentationController as? UISheetPresentationController)?.isFormSheet, true)

        let cover = Adapter()
        cover.answer = .fullScreen
        let (host2, root, covered) = Self.present(.formSheet, compact: true, adapter: cover)
        expect(!(covered.presentationController is UISheetPresentationController))
        expectIdentical(covered.presentationController?.delegate, cover, "the delegate moves to the adapted controller")
        expectNil(root.view.window, "a full-screen presentation removes the presenting view")
        expectEqual(covered.view.frame, host2.window.bounds)
        withExtendedLifetime(host) {}
    }

    @Test func aPopoverAdaptsToo() throws {
        let (host, _, popover) = Self.present(.popover, compact: true)
        let controller = try unwrap(popover.presentationController as? UISheetPresentationController)
        expect(!controller.isFormSheet)
        withExtendedLifetime(host) {}
    }
}
