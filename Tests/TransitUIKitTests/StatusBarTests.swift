import Foundation
import Testing
import TransitTesting
import TransitUIKit
import TransitTestingReporting

/// Status-bar appearance, as Apple documents it: the root view controller is in charge; a
/// presented controller takes over only when presented `.fullScreen` or when it sets
/// `modalPresentationCapturesStatusBarAppearance`; `childForStatusBarStyle`/`…Hidden` pass it on;
/// preferences are read again on `setNeedsStatusBarAppearanceUpdate()`.
@MainActor @Suite struct StatusBarTests {
    final class Styled: UIViewController {
        var style: UIStatusBarStyle = .default
        var hidden = false
        var styleChild: UIViewController?
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
        override var childForStatusBarStyle: UIViewController? { styleChild }
    }

    static func styled(_ style: UIStatusBarStyle, hidden: Bool = false) -> Styled {
        let vc = Styled()
        vc.style = style
        vc.hidden = hidden
        return vc
    }

    @Test func theRootDecidesAndIsAskedAgainOnlyWhenItSaysSo() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let root = Self.styled(.lightContent)
        host.window.rootViewController = root
        expectEqual(host.window.statusBarStyle, .lightContent)
        expect(!host.window.isStatusBarHidden)
        root.style = .darkContent
        root.hidden = true
        expectEqual(host.window.statusBarStyle, .lightContent, "not read again until asked")
        root.setNeedsStatusBarAppearanceUpdate()
        expectEqual(host.window.statusBarStyle, .darkContent)
        expect(host.window.isStatusBarHidden)
    }

    @Test func aSheetLeavesTheStatusBarToItsPresenter() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let root = Self.styled(.lightContent)
        host.window.rootViewController = root
        let sheet = Self.styled(.darkContent, hidden: true)
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: true)
        host.runUntilIdle()
        expectIdentical(sheet.presentingViewController, root)
        expectEqual(host.window.statusBarStyle, .lightContent)
        expect(!host.window.isStatusBarHidden)
    }

    @Test func aFullScreenPresentationTakesOverUntilDismissed() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let root = Self.styled(.lightContent)
        host.window.rootViewController = root
        let cover = Self.styled(.darkContent, hidden: true)
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: true)
        host.runUntilIdle()
        expectEqual(host.window.statusBarStyle, .darkContent)
        expect(host.window.isStatusBarHidden)
        cover.dismiss(animated: true)
        host.runUntilIdle()
        expectNil(root.presentedViewController)
        expectEqual(host.window.statusBarStyle, .lightContent)
        expect(!host.window.isStatusBarHidden)
    }

    @Test func capturingTakesOverFromANonFullScreenPresentation() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let root = Self.styled(.lightContent)
        host.window.rootViewController = root
        let sheet = Self.styled(.darkContent)
        sheet.modalPresentationStyle = .formSheet
        sheet.modalPresentationCapturesStatusBarAppearance = true
        root.present(sheet, animated: false)
        host.runUntilIdle()
        expectEqual(host.window.statusBarStyle, .darkContent)
    }

    @Test func aChildCanBeInCharge() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let root = Self.styled(.darkContent)
        let child = Self.styled(.lightContent)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        root.styleChild = child
        host.window.rootViewController = root
        expectEqual(host.window.statusBarStyle, .lightContent)
    }
}
