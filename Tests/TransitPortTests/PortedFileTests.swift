import Foundation
import Testing
@testable import TransitPort

/// End to end: UIKit source, as written for iOS, ported by `transit-port`, is exactly the file
/// `Tests/TransitUIKitTests/Ported/EdgeSwipeInteractionController.swift`, which that test target
/// compiles against TransitUIKit. If the porter's output changes or stops compiling, one of the
/// two targets fails.
@Suite struct PortedFileTests {
    static let original = """
        import UIKit

        class EdgeSwipeInteractionController: UIPercentDrivenInteractiveTransition {
            var interactionInProgress = false
            private var shouldCompleteTransition = false
            private weak var viewController: UIViewController!

            init(viewController: UIViewController) {
                super.init()
                self.viewController = viewController
                prepareGestureRecognizer(in: viewController.view)
            }

            private func prepareGestureRecognizer(in view: UIView) {
                let gesture = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleGesture(_:)))
                gesture.edges = .left
                view.addGestureRecognizer(gesture)
            }

            @objc func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
                let translation = gestureRecognizer.translation(in: gestureRecognizer.view!.superview!)
                var progress = (translation.x / 200)
                progress = CGFloat(fminf(fmaxf(Float(progress), 0.0), 1.0))

                switch gestureRecognizer.state {
                case .began:
                    interactionInProgress = true
                    viewController.dismiss(animated: true, completion: nil)
                case .changed:
                    shouldCompleteTransition = progress > 0.5
                    update(progress)
                case .cancelled:
                    interactionInProgress = false
                    cancel()
                case .ended:
                    interactionInProgress = false
                    if shouldCompleteTransition {
                        finish()
                    } else {
                        cancel()
                    }
                default:
                    break
                }
            }
        }

        @objc protocol EdgeSwipeObserver: AnyObject {
            @objc optional func edgeSwipeDidBegin(_ controller: EdgeSwipeInteractionController)
            @objc optional func edgeSwipeTitle() -> String?
        }
        """

    @Test func theOriginalPortsToTheCompiledFile() throws {
        let ported = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("TransitUIKitTests/Ported/EdgeSwipeInteractionController.swift")
        let expected = try String(contentsOf: ported, encoding: .utf8)
        let result = Porter().port(Self.original + "\n")
        #expect(result.source == expected)
        #expect(result.notes.isEmpty)
    }
}
