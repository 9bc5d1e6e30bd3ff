import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// Presentation styles, transition styles, presentation contexts and presentation-controller
/// layout, as UIKit documents them.
@MainActor
@Suite struct PresentationStyleTests {
    /// A root with a child that fills its bottom half and defines a presentation context.
    final class SplitRoot: ViewController {
        let bottom = NamedController("Bottom")
        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(bottom)
            bottom.view.frame = CGRect(x: 0, y: 422, width: 390, height: 422)
            view.addSubview(bottom.view)
            bottom.didMove(toParent: self)
        }
    }

    @Test func currentContextCoversTheViewOfTheControllerThatDefinesIt() {
        let root = SplitRoot()
        root.title = "Root"
        let host = makeHost(root: root)
        root.bottom.definesPresentationContext = true
        let presented = NamedController("P")
        presented.modalPresentationStyle = .overCurrentContext
        root.bottom.present(presented, animated: true)
        host.runUntilIdle()
        expectIdentical(presented.presentingViewController, root.bottom)
        expectEqual(presented.view.convert(presented.view.bounds, to: nil), CGRect(x: 0, y: 422, width: 390, height: 422))
        // Without a context, the root presents over the whole window.
        presented.dismiss(animated: false)
        host.runUntilIdle()
        root.bottom.definesPresentationContext = false
        let full = NamedController("F")
        full.modalPresentationStyle = .fullScreen
        root.bottom.present(full, animated: false)
        host.runUntilIdle()
        expectIdentical(full.presentingViewController, root)
        expectEqual(full.view.convert(full.view.bounds, to: nil), host.window.bounds)
    }

    @Test func crossDissolveFadesOnTheEaseInOutCurve() {
        let root = NamedController("A")
        let host = makeHost(root: root)
        host.framesPerSecond = 40
        let presented = NamedController("B")
        presented.modalPresentationStyle = .overFullScreen
        presented.modalTransitionStyle = .crossDissolve
        root.present(presented, animated: true)
        host.step()
        host.advance(by: 0.1)  // a quarter of 0.4 s
        expectClose(presented.view.layer.presentation()!.opacity, 0.129162, within: 1e-5)
        host.runUntilIdle()
        expectEqual(presented.view.alpha, 1)
    }

    @Test func flipHorizontalTurnsAboutTheVerticalAxis() {
        let root = NamedController("A")
        let host = makeHost(root: root)
        let presented = NamedController("B")
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = .flipHorizontal
        root.present(presented, animated: true)
        host.step()
        host.advance(by: 0.2)
        // Mid first half: the outgoing view is turned about y (m11 = cos θ < 1, m13 ≠ 0).
        let t = root.view.layer.presentation()!.transform
        expectLessThan(t.m11, 1)
        expectGreaterThan(t.m11, 0)
        expectNotEqual(t.m13, 0)
        host.runUntilIdle()
        expectEqual(presented.view.layer.transform, .identity)
        expectNil(root.view.window)
        root.dismiss(animated: true)
        host.runUntilIdle()
        expectEqual(root.view.layer.transform, .identity)
        expectIdentical(root.view.window, host.window)
    }

    @Test func isBeingPresentedAndDismissedHoldDuringTheAppearanceCallbacks() {
        final class Probe: ViewController {
            var seen: [String] = []
            override func viewWillAppear(_ animated: Bool) { seen.append("willAppear \(isBeingPresented)") }
            override func viewDidAppear(_ animated: Bool) { seen.append("didAppear \(isBeingPresented)") }
            override func viewWillDisappear(_ animated: Bool) { seen.append("willDisappear \(isBeingDismissed)") }
            override func viewDidDisappear(_ animated: Bool) { seen.append("didDisappear \(isBeingDismissed)") }
        }
        let root = NamedController("A")
        let host = makeHost(root: root)
        let probe = Probe()
        root.present(probe, animated: true)
        host.runUntilIdle()
        expect(!probe.isBeingPresented)
        probe.dismiss(animated: true)
        host.runUntilIdle()
        expect(!probe.isBeingDismissed)
        // Apple: true during viewWillAppear and viewDidAppear (and the dismissal's pair).
        expectEqual(probe.seen, ["willAppear true", "didAppear true", "willDisappear true", "didDisappear true"])
    }

    @Test func presentationFollowsSizeChanges() {
        final class HalfHeight: PresentationController {
            override func size(forChildContentContainer container: ViewController, withParentContainerSize parentSize: CGSize)
                -> CGSize
            {
                CGSize(width: parentSize.width, height: parentSize.height / 2)
            }
        }
        final class Delegate: ViewControllerTransitioningDelegate {
            func presentationController(
                forPresented presented: ViewController, presenting: ViewController?,
                source: ViewController
            ) -> PresentationController? {
                HalfHeight(presentedViewController: presented, presenting: presenting)
            }
        }
        let root = NamedController("A")
        let host = makeHost(root: root)
        let delegate = Delegate()
        let presented = NamedController("B")
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        root.present(presented, animated: false)
        host.runUntilIdle()
        expectEqual(presented.view.frame, CGRect(x: 0, y: 0, width: 390, height: 422))
        host.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        host.step()
        expectEqual(presented.view.frame, CGRect(x: 0, y: 0, width: 844, height: 195))
    }

    @Test func customPresentationCanStayInItsContext() {
        final class InContext: PresentationController {
            override var shouldPresentInFullscreen: Bool { false }
        }
        final class Delegate: ViewControllerTransitioningDelegate {
            func presentationController(
                forPresented presented: ViewController, presenting: ViewController?,
                source: ViewController
            ) -> PresentationController? {
                InContext(presentedViewController: presented, presenting: presenting)
            }
        }
        let root = SplitRoot()
        let host = makeHost(root: root)
        root.bottom.definesPresentationContext = true
        let delegate = Delegate()
        let presented = NamedController("P")
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        root.bottom.present(presented, animated: false)
        host.runUntilIdle()
        expectEqual(presented.view.convert(presented.view.bounds, to: nil), CGRect(x: 0, y: 422, width: 390, height: 422))
    }

    @Test func segueAsksPreparesThenPerforms() {
        final class Source: ViewController {
            var allow = true
            var prepared: [String] = []
            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { allow }
            override func prepare(for segue: StoryboardSegue, sender: Any?) {
                prepared.append(segue.identifier ?? "")
                segue.destination.title = "Prepared"
            }
        }
        let source = Source()
        source.title = "S"
        let host = makeHost(root: source)
        let destination = ViewController()
        source.allow = false
        source.perform(StoryboardSegue(identifier: "show", source: source, destination: destination), sender: nil)
        host.runUntilIdle()
        expectNil(source.presentedViewController)
        expect(source.prepared.isEmpty)
        source.allow = true
        source.perform(StoryboardSegue(identifier: "show", source: source, destination: destination), sender: nil)
        host.runUntilIdle()
        expectEqual(source.prepared, ["show"])
        expectIdentical(source.presentedViewController, destination)
        expectEqual(destination.title, "Prepared")
        let other = ViewController()
        host.diagnostics.forward = nil
        other.diagnosticSinkOverride = host.diagnostics
        other.perform(StoryboardSegue(identifier: nil, source: source, destination: ViewController()), sender: nil)
        expectIdentical(source.presentedViewController, destination)
        expectEqual(host.diagnostics.diagnostics(withCode: "segue.wrongSource").count, 1)
    }
}

/// A size change reaches presented controllers too, and their views follow it.
@MainActor
@Suite struct PresentedSizeTransitionTests {
    @Test func presentedControllersHearOfSizeChanges() {
        final class Probe: ViewController {
            var sizes: [CGSize] = []
            override func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                sizes.append(size)
            }
        }
        let root = NamedController("A")
        let host = makeHost(root: root)
        let full = Probe(), sheet = Probe()
        full.modalPresentationStyle = .fullScreen
        root.present(full, animated: false)
        host.runUntilIdle()
        full.present(sheet, animated: false)  // .automatic: a page sheet
        host.runUntilIdle()
        host.window.transition(toSize: CGSize(width: 844, height: 390))
        host.step()
        expectEqual(full.sizes, [CGSize(width: 844, height: 390)])
        expectEqual(sheet.sizes, [CGSize(width: 844, height: 390)])
        // Its bounds: behind the page sheet the view recedes, with a transform (the card stack).
        expectEqual(full.view.bounds.size, CGSize(width: 844, height: 390))
        expectClose(full.view.transform.a, (844 - 32) / 844, within: 1e-9, "receded for its new width")
        expectEqual(sheet.view.frame.width, 844)
    }
}
