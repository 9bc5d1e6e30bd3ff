import Foundation
import Testing
@testable import TransitPort

/// End to end: UIKit source, as written for iOS, ported by `transit-port`, is exactly the file
/// `Tests/TransitUIKitTests/Ported/EdgeSwipeInteractionController.swift`, which that test target
/// compiles against TransitUIKit. If the porter's output changes or stops compiling, one of the
/// two targets fails.
@Suite struct PortedFileTests {
    /// Transit's `Tests/TransitUIKitTests`, from this file in `Tools/TransitPort/Tests/TransitPortTests`.
    static let transitUIKitTests = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/TransitUIKitTests")

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
        let ported = Self.transitUIKitTests.appendingPathComponent("Ported/EdgeSwipeInteractionController.swift")
        let expected = try String(contentsOf: ported, encoding: .utf8)
        let result = Porter().port(Self.original + "\n")
        #expect(result.source == expected)
        #expect(result.notes.isEmpty)
    }

    /// UIKit code in Swift 5 style: with only its import changed it does not compile in Swift 6
    /// mode, since Swift infers the main actor neither for a class conforming to a UIKit protocol
    /// in an extension, nor for the extension's other members, nor for helpers and stored closures
    /// of nonisolated types that use views. Ported, it is exactly
    /// `Tests/TransitUIKitTests/Ported/MainActorPorting.swift`, which that target compiles in
    /// Swift 6 mode (with `PortedGestureGate.swift` beside it).
    static let mainActorOriginal = """
        import UIKit

        // An animator that conforms to UIKit's protocol in an extension and has view code of its own.
        final class PortedFadeAnimator: NSObject {
            let duration: TimeInterval = 0.25

            func fade(_ view: UIView, to alpha: CGFloat) {
                view.alpha = alpha
            }
        }

        extension PortedFadeAnimator: UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                duration
            }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                guard let toView = transitionContext.view(forKey: .to) else { return }
                transitionContext.containerView.addSubview(toView)
                fade(toView, to: 0)
                UIView.animate(withDuration: duration, animations: { toView.alpha = 1 }) { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }
        }

        // A conformance of a type declared in another file, with a helper besides the witness.
        extension PortedGestureGate: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                isOpen(gestureRecognizer.view)
            }

            func isOpen(_ view: UIView?) -> Bool {
                view?.isHidden == false
            }
        }

        // Helpers that make and style views, and one that does not.
        func makePortedBadge(title: String) -> UILabel {
            let label = UILabel()
            label.text = title
            return label
        }

        enum PortedStyle {
            static let cornerRadius: CGFloat = 12

            static func round(_ view: UIView) {
                view.layer.cornerRadius = cornerRadius
            }
        }

        func portedProgress(_ translation: CGFloat, width: CGFloat) -> CGFloat {
            min(max(translation / width, 0), 1)
        }

        // A value holding a closure that makes a view.
        struct PortedCardConfiguration {
            var title = "Card"
            var makeBackground: () -> UIView = { UIView() }
        }

        // Conforming in the primary declaration, or subclassing a UIKit class: isolated already.
        final class PortedSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                0.3
            }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                transitionContext.completeTransition(true)
            }
        }

        final class PortedCardView: UIView {
            static func make() -> PortedCardView {
                PortedCardView(frame: .zero)
            }
        }
        """

    @Test func theMainActorOriginalPortsToTheCompiledFile() throws {
        let ported = Self.transitUIKitTests.appendingPathComponent("Ported/MainActorPorting.swift")
        let expected = try String(contentsOf: ported, encoding: .utf8)
        let result = Porter().port(Self.mainActorOriginal + "\n")
        #expect(result.source == expected)
        #expect(result.notes.isEmpty)
        #expect(Porter().port(result.source).source == result.source, "idempotent")
    }

    /// A side-drawer library in the style of code this porter was not shaped on: a whole file for
    /// iOS only, an `@objc` delegate protocol without `AnyObject` held weakly, optional
    /// requirements of its own called through `?(`, some of plain types and implemented by a
    /// conformer, a `#selector` to a method with no sender, an outlet, and a helper class that
    /// holds views. Ported, it is exactly `Tests/TransitUIKitTests/Ported/DrawerMenuPorting.swift`,
    /// which that target compiles in Swift 6 mode and runs (`PortedDrawerTests`).
    static let drawerOriginal = """
        #if os(iOS)
        import UIKit

        @objc protocol DrawerMenuDelegate {
            @objc optional func drawerMenuDidOpen(_ menu: DrawerMenuController)
            @objc optional func drawerMenuWidth(_ menu: DrawerMenuController) -> CGFloat
            @objc optional var drawerDimmingAlpha: CGFloat { get }
            @objc optional var drawerTitle: String? { get }
        }

        final class DrawerMenuController: UIViewController {
            weak var delegate: DrawerMenuDelegate?
            @IBOutlet weak var titleLabel: UILabel!
            let dimmingView = UIView()
            let panel = UIView()
            private(set) var isOpen = false

            override func viewDidLoad() {
                super.viewDidLoad()
                dimmingView.backgroundColor = .black
                dimmingView.alpha = 0
                view.addSubview(dimmingView)
                view.addSubview(panel)
                let tap = UITapGestureRecognizer(target: self, action: #selector(close))
                dimmingView.addGestureRecognizer(tap)
                let closeButton = UIButton(type: .system)
                closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
                panel.addSubview(closeButton)
            }

            func open() {
                let width = delegate?.drawerMenuWidth?(self) ?? 280
                panel.frame = CGRect(x: 0, y: 0, width: width, height: view.bounds.height)
                dimmingView.frame = view.bounds
                dimmingView.alpha = delegate?.drawerDimmingAlpha ?? 0.4
                titleLabel?.text = delegate?.drawerTitle ?? "Menu"
                isOpen = true
                delegate?.drawerMenuDidOpen?(self)
            }

            @objc func close() {
                dimmingView.alpha = 0
                isOpen = false
            }
        }

        final class DrawerMenuHost: UIViewController, DrawerMenuDelegate {
            let drawer = DrawerMenuController()
            var openCount = 0
            var drawerDimmingAlpha: CGFloat { 0.6 }

            func drawerMenuWidth(_ menu: DrawerMenuController) -> CGFloat {
                300
            }

            func drawerMenuDidOpen(_ menu: DrawerMenuController) {
                openCount += 1
            }
        }

        // Keeps the drawer's edge handle; not a view controller.
        final class DrawerEdgeHandle {
            let grip = UIView()

            func attach(to view: UIView) {
                grip.frame = CGRect(x: 0, y: 0, width: 12, height: view.bounds.height)
                view.addSubview(grip)
            }
        }
        #endif
        """

    @Test func theDrawerOriginalPortsToTheCompiledFile() throws {
        let ported = Self.transitUIKitTests.appendingPathComponent("Ported/DrawerMenuPorting.swift")
        let expected = try String(contentsOf: ported, encoding: .utf8)
        let result = Porter().port(Self.drawerOriginal + "\n")
        #expect(result.source == expected)
        #expect(result.notes.map(\.line) == [13], "the outlet, which stays nil until the app sets it")
        #expect(Porter().port(result.source).source == result.source, "idempotent")
    }
}
