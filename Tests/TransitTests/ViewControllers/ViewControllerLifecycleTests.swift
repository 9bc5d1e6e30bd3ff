import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// Lazy loading as `UIViewController` documents it: the view is created the first time `view` is
/// read, by `loadView()` then `viewDidLoad()`, once.
@MainActor
@Suite struct ViewControllerLifecycleTests {
    final class Custom: ViewController {
        let made = View(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        var loads = 0
        override func loadView() {
            loads += 1
            view = made
        }
    }

    @Test func viewIsLoadedLazilyAndOnce() {
        let env = Detached()
        let vc = Probe("A")
        env.adopt(vc)
        expect(!vc.isViewLoaded)
        expectNil(vc.viewIfLoaded)
        expect(!vc.isViewLoaded, "viewIfLoaded must not load the view")
        expect(env.timeline.calls.isEmpty)
        let view = vc.view
        expect(vc.isViewLoaded)
        expectIdentical(vc.viewIfLoaded, view)
        expectIdentical(vc.view, view)
        vc.loadViewIfNeeded()
        expectEqual(env.timeline.calls, ["A.loadView()", "A.viewDidLoad()"])
        expect(env.log.diagnostics.isEmpty)
    }

    @Test func loadViewIfNeededLoads() {
        let vc = Custom()
        vc.loadViewIfNeeded()
        expect(vc.isViewLoaded)
        expectIdentical(vc.view, vc.made)
        expectEqual(vc.loads, 1)
        expectIdentical(vc.made.viewDelegate, vc)
    }

    @Test func defaultViewIsSizedLikeTheInstallingWindow() {
        let window = Window(size: CGSize(width: 390, height: 844), diagnostics: DiagnosticLog())
        let vc = ViewController()
        window.rootViewController = vc
        // The root is installed before its view exists: its view gets the window's size.
        expectIdentical(vc.hostWindow, window)
        expectEqual(vc.view.frame.size, CGSize(width: 390, height: 844))
        // Outside any window it gets the main screen's bounds, as in UIKit (the key window's
        // screen, whichever window that is now).
        expectEqual(ViewController().view.frame, Screen.main.bounds)
    }

    @Test func assigningNilUnloadsAndTheNextReadLoadsAgain() {
        let vc = Custom()
        _ = vc.view
        vc.view = nil
        expect(!vc.isViewLoaded)
        expectNil(vc.made.viewDelegate)
        _ = vc.view
        expectEqual(vc.loads, 2)
    }

    @Test func loadViewThatAssignsNothingIsReportedAndGetsAPlainView() {
        final class Forgetful: ViewController {
            override func loadView() {}
        }
        let env = Detached()
        let vc = Forgetful()
        env.adopt(vc)
        expectNotNil(vc.view)
        expectEqual(env.log.diagnostics(withCode: "viewController.loadViewWithoutView").count, 1)
        expectEqual(env.timeline.calls, ["Forgetful.loadView()", "Forgetful.viewDidLoad()"])
    }

    @Test func readingViewInsideLoadViewIsReportedNotRecursive() {
        final class Curious: ViewController {
            var seen: View?
            override func loadView() { seen = view }
        }
        let env = Detached()
        let vc = Curious()
        env.adopt(vc)
        let view = vc.view
        expectIdentical(vc.seen, view)
        expectEqual(env.log.diagnostics(withCode: "viewController.viewReadInLoadView").count, 1)
        expectEqual(env.timeline.calls.filter { $0.hasSuffix("viewDidLoad()") }.count, 1)
    }

    @Test func aViewBelongsToOneController() {
        let env = Detached()
        let a = Probe("A"), b = Probe("B")
        env.adopt(a)
        env.adopt(b)
        let shared = View()
        a.view = shared
        b.view = shared
        expectIdentical(a.view, shared)
        expectIdentical(shared.viewDelegate, a)
        expectNil(b.viewIfLoaded)
        expectEqual(env.log.diagnostics(withCode: "viewController.viewOwnedByAnother").count, 1)
    }

    @Test func timelineNameIsTitleElseTypeName() {
        final class Settings: ViewController {}
        let vc = Settings()
        expectEqual(vc.timelineName, "Settings")
        vc.title = "General"
        expectEqual(vc.timelineName, "General")
        final class Named: ViewController {
            override var timelineName: String { "Fixed" }
        }
        let named = Named()
        named.title = "Changes"
        expectEqual(named.timelineName, "Fixed")
    }

    @Test func preferredContentSizeRejectsInvalidSizes() {
        let env = Detached()
        let vc = Probe("A")
        env.adopt(vc)
        expectEqual(vc.preferredContentSize, .zero)
        vc.preferredContentSize = CGSize(width: 300, height: 200)
        vc.preferredContentSize = CGSize(width: -1, height: 10)
        vc.preferredContentSize = CGSize(width: CGFloat.nan, height: 10)
        vc.preferredContentSize = CGSize(width: 10, height: CGFloat.infinity)
        expectEqual(vc.preferredContentSize, CGSize(width: 300, height: 200))
        expectEqual(env.log.diagnostics(withCode: "viewController.invalidContentSize").count, 3)
    }

    @Test func modalStylesHaveUIKitsDefaultsAndRawValues() {
        let vc = ViewController()
        // UIKit: modalPresentationStyle defaults to .automatic (iOS 13), modalTransitionStyle
        // to .coverVertical; raw values are those of UIModalPresentationStyle/TransitionStyle.
        expectEqual(vc.modalPresentationStyle, .automatic)
        expectEqual(vc.modalTransitionStyle, .coverVertical)
        expectEqual(ModalPresentationStyle.automatic.rawValue, -2)
        expectEqual(ModalPresentationStyle.none.rawValue, -1)
        expectEqual(ModalPresentationStyle.fullScreen.rawValue, 0)
        expectEqual(ModalPresentationStyle.custom.rawValue, 4)
        expectEqual(ModalPresentationStyle.overFullScreen.rawValue, 5)
        expectEqual(ModalPresentationStyle.popover.rawValue, 7)
        expectEqual(ModalTransitionStyle.crossDissolve.rawValue, 2)
        expectEqual(ModalTransitionStyle.partialCurl.rawValue, 3)
        expect(!vc.isBeingPresented)
        expect(!vc.isBeingDismissed)
    }

    @Test func layoutHooksSurroundTheRootViewsLayout() {
        // UIKit: viewWillLayoutSubviews, then the view's layoutSubviews, then
        // viewDidLayoutSubviews, each time the root view is laid out.
        final class Log { var lines: [String] = [] }
        final class Content: View {
            var log: Log?
            override func layoutSubviews() {
                super.layoutSubviews()
                log?.lines.append("layoutSubviews")
            }
        }
        final class Screen: ViewController {
            let log = Log()
            override func loadView() {
                let content = Content()
                content.log = log
                view = content
            }
            override func viewWillLayoutSubviews() { log.lines.append("will") }
            override func viewDidLayoutSubviews() { log.lines.append("did") }
        }
        let vc = Screen()
        vc.view.setNeedsLayout()
        vc.view.layoutIfNeeded()
        expectEqual(vc.log.lines, ["will", "layoutSubviews", "did"])
        vc.view.layoutIfNeeded()
        expectEqual(vc.log.lines.count, 3, "no layout pass without setNeedsLayout")
        vc.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        vc.view.layoutIfNeeded()
        expectEqual(vc.log.lines, ["will", "layoutSubviews", "did", "will", "layoutSubviews", "did"])
    }
}
