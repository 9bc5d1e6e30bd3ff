import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A scroll view in a sheet shares one drag with the sheet: frame by frame, the content's
/// movement plus the sheet's is the finger's (nothing jumps at the handover); and a navigation
/// controller in a sheet keeps its edge swipe.
@MainActor
@Suite struct SheetScrollingTests {
    /// A sheet whose view is a 3000 pt tall list.
    final class ListSheet: ViewController {
        let scrollView = ScrollView(frame: .zero)
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            scrollView.frame = view.bounds
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scrollView.contentSize = CGSize(width: 390, height: 3000)
            view.addSubview(scrollView)
        }
    }

    func presentList(_ configure: (SheetPresentationController) -> Void)
        -> (TestHost, NamedController, ListSheet, SheetPresentationController)
    {
        let root = NamedController("Root")
        let host = makeHost(root: root)
        let sheet = ListSheet()
        let controller = sheet.sheetPresentationController!
        configure(controller)
        root.present(sheet, animated: true)
        host.runUntilIdle()
        return (host, root, sheet, controller)
    }

    @Test func scrollingToTheTopThenDraggingTheSheetIsOneContinuousMovement() {
        let (host, _, sheet, controller) = presentList {
            $0.detents = [.medium(), .large()]
            $0.selectedDetentIdentifier = .large
        }
        sheet.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        host.touchDown(at: CGPoint(x: 195, y: 400))
        var offsets: [CGFloat] = [], tops: [CGFloat] = []
        for k in 1...60 {
            host.touchMove(to: CGPoint(x: 195, y: 400 + 5 * CGFloat(k)))
            offsets.append(sheet.scrollView.contentOffset.y)
            tops.append(sheet.view.frame.minY)
        }
        // The pan begins after 10 pt (frame 2), from where the content is; from then on every
        // 5 pt of finger goes either to the content (first 100 pt, to its top) or to the sheet.
        for k in 1..<60 {
            let content = offsets[k - 1] - offsets[k], sheetMove = tops[k] - tops[k - 1]
            expectGreaterThanOrEqual(content, 0, "frame \(k): both move with the finger")
            expectGreaterThanOrEqual(sheetMove, 0, "frame \(k): both move with the finger")
            expectClose(content + sheetMove, (k >= 2 ? 5 : 0), within: 1e-9, "frame \(k): together they move as the finger")
        }
        expect(offsets[21] == 0 && tops[21] == 10, "the content reaches its top exactly as the sheet starts")
        expectEqual(offsets.last, 0, "the content stays pinned at its top while the sheet moves")
        expectEqual(tops.last, CGFloat(10 + 300 - 10 - 100))
        host.touchUp()
        host.runUntilIdle()
        // Released at top 200 with 300 pt/s: projected 200 + 149.7 = 349.7, nearer medium (427).
        expectEqual(controller.selectedDetentIdentifier, .medium)
        expectEqual(sheet.scrollView.contentOffset.y, 0, "the content did not take the velocity")
    }

    @Test func scrollingUpAtMediumExpandsTheSheetThenScrolls() {
        for expands in [true, false] {
            let (host, _, sheet, controller) = presentList {
                $0.detents = [.medium(), .large()]
                $0.prefersScrollingExpandsWhenScrolledToEdge = expands
            }
            host.touchDown(at: CGPoint(x: 195, y: 800))
            for k in 1...50 { host.touchMove(to: CGPoint(x: 195, y: 800 - 10 * CGFloat(k))) }
            // 500 pt of finger, the first 10 the pan's hysteresis: 490 shared.
            if expands {
                expectEqual(sheet.view.frame.minY, 10, "417 pt to the large detent")
                expectClose(sheet.scrollView.contentOffset.y, (490 - 417), within: 1e-9, "the rest scrolls")
            } else {
                expectEqual(sheet.view.frame.minY, mediumTop)
                expectClose(sheet.scrollView.contentOffset.y, 490, within: 1e-9)
            }
            host.touchUp()
            host.runUntilIdle()
            expectEqual(controller.selectedDetentIdentifier, (expands ? .large : nil))
        }
    }

    @Test func aPullDownAtTheTopOfTheContentDismisses() {
        let listener = SheetListener()
        let (host, root, sheet, _) = presentList { $0.delegate = listener }
        host.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 800), duration: 0.3)
        host.runUntilIdle()
        expectNil(root.presentedViewController)
        expectEqual(listener.log, ["should", "will", "did"])
        expectEqual(sheet.scrollView.contentOffset.y, 0)
    }

    @Test func aNavigationControllerInASheetPushesPopsAndKeepsItsEdgeSwipe() {
        let root = NamedController("Root")
        let host = makeHost(root: root)
        let first = NamedController("First"), second = NamedController("Second")
        let nav = NavigationController(rootViewController: first)
        nav.sheetPresentationController?.detents = [.medium(), .large()]
        nav.sheetPresentationController?.selectedDetentIdentifier = .large
        root.present(nav, animated: true)
        host.runUntilIdle()
        nav.pushViewController(second, animated: true)
        host.runUntilIdle()
        expect(second.view.isDescendant(of: nav.view))
        expectEqual(nav.view.frame.minY, 10)
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        host.runUntilIdle()
        expectEqual(nav.viewControllers, [first], "the edge swipe popped")
        expectIdentical(root.presentedViewController, nav, "and did not dismiss the sheet")
        expectEqual(nav.view.frame.minY, 10)
    }
}
