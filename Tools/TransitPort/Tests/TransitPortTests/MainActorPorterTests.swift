import Testing
@testable import TransitPort

/// Golden pairs for the `@MainActor` the porter inserts. What Swift 6 requires, and what it
/// infers, is the compiler's: each input with only its import changed fails to compile against
/// TransitUIKit in Swift 6 mode where an annotation is inserted, and compiles where none is
/// (`PortedFileTests.theMainActorOriginalPortsToTheCompiledFile` holds the compiled case).
@Suite struct MainActorPorterTests {
    @Test func aClassConformingInAnExtensionIsIsolated() {
        PorterTests.expectPort(
            """
            final class FadeAnimator: NSObject {
                func fade(_ view: UIView) { view.alpha = 0 }
            }

            extension FadeAnimator: UIViewControllerAnimatedTransitioning {
                func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using context: UIViewControllerContextTransitioning) {}
            }

            @objcMembers final class Wired: NSObject {
                func tap(_ button: UIButton) { button.isHidden = true }
            }
            extension Wired: UIGestureRecognizerDelegate {}

            enum Scene {
                final class Dimmer {
                    func dim(_ view: UIView) { view.alpha = 0.5 }
                }
            }
            extension Scene.Dimmer: UIAdaptivePresentationControllerDelegate {}
            """,
            """
            @MainActor
            final class FadeAnimator: NSObject {
                func fade(_ view: UIView) { view.alpha = 0 }
            }

            extension FadeAnimator: UIViewControllerAnimatedTransitioning {
                func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using context: UIViewControllerContextTransitioning) {}
            }

            @MainActor
            final class Wired: NSObject {
                func tap(_ button: UIButton) { button.isHidden = true }
            }
            extension Wired: UIGestureRecognizerDelegate {}

            enum Scene {
                @MainActor
                final class Dimmer {
                    func dim(_ view: UIView) { view.alpha = 0.5 }
                }
            }
            extension Scene.Dimmer: UIAdaptivePresentationControllerDelegate {}
            """)
    }

    @Test func aSubclassDeclaredBeforeItsBaseIsIsolatedThroughIt() {
        PorterTests.expectPort(
            """
            final class CardAnimator: BaseAnimator {
                func lift(_ view: UIView) { view.alpha = 1 }
            }
            extension CardAnimator: UIViewControllerAnimatedTransitioning {
                func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using context: UIViewControllerContextTransitioning) {}
            }
            class BaseAnimator: NSObject {
                func drop(_ view: UIView) { view.alpha = 0 }
            }
            extension BaseAnimator: UIViewControllerTransitioningDelegate {}
            """,
            """
            final class CardAnimator: BaseAnimator {
                func lift(_ view: UIView) { view.alpha = 1 }
            }
            extension CardAnimator: UIViewControllerAnimatedTransitioning {
                func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using context: UIViewControllerContextTransitioning) {}
            }
            @MainActor
            class BaseAnimator: NSObject {
                func drop(_ view: UIView) { view.alpha = 0 }
            }
            extension BaseAnimator: UIViewControllerTransitioningDelegate {}
            """)
    }

    @Test func aClassWhoseConformanceIsOnlyWitnessesIsLeftAlone() {
        // The conformance isolates its witnesses, and the class uses no UIKit type otherwise.
        let source = """
            final class Quiet: NSObject {
                let duration = 0.3
            }
            extension Quiet: UIViewControllerTransitioningDelegate {
                func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
            }
            """
        PorterTests.expectPort(source, source)
    }

    @Test func anExtensionOfATypeDeclaredElsewhereIsIsolatedForItsHelpers() {
        PorterTests.expectPort(
            """
            extension Gate: UIGestureRecognizerDelegate {
                func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                    isOpen(gestureRecognizer.view)
                }
                func isOpen(_ view: UIView?) -> Bool { view?.isHidden == false }
            }
            extension Other: UIScrollViewDelegate {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }
            """,
            """
            @MainActor
            extension Gate: UIGestureRecognizerDelegate {
                func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                    isOpen(gestureRecognizer.view)
                }
                func isOpen(_ view: UIView?) -> Bool { view?.isHidden == false }
            }
            extension Other: UIScrollViewDelegate {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }
            """)
    }

    @Test func helpersThatUseViewsAreIsolated() {
        PorterTests.expectPort(
            """
            func makeBadge() -> UILabel { UILabel() }
            func progress(_ x: CGFloat) -> CGFloat { min(max(x, 0), 1) }

            enum Style {
                static let radius: CGFloat = 12
                static let placeholder = UIView()
                static func round(_ view: UIView) { view.layer.cornerRadius = radius }
            }
            """,
            """
            @MainActor
            func makeBadge() -> UILabel { UILabel() }
            func progress(_ x: CGFloat) -> CGFloat { min(max(x, 0), 1) }

            enum Style {
                static let radius: CGFloat = 12
                @MainActor
                static let placeholder = UIView()
                @MainActor
                static func round(_ view: UIView) { view.layer.cornerRadius = radius }
            }
            """)
    }

    @Test func storedClosuresOfNonisolatedTypesAreIsolated() {
        PorterTests.expectPort(
            """
            struct Card {
                var makeBackground: () -> UIView = { UIView() }
                var onTap: ((UIView) -> Void)? = { view in view.alpha = 0.5 }
                var onClose: (() -> Void)? = nil
                var configure: (UIView) -> Void
            }
            """,
            """
            struct Card {
                var makeBackground: @MainActor () -> UIView = { UIView() }
                var onTap: (@MainActor (UIView) -> Void)? = { view in view.alpha = 0.5 }
                var onClose: (() -> Void)? = nil
                var configure: (UIView) -> Void
            }
            """)
    }

    @Test func inferredAndAnnotatedIsolationIsLeftAlone() {
        let source = """
            final class Slide: NSObject, UIViewControllerAnimatedTransitioning {
                static func make() -> UIView { UIView() }
                func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using context: UIViewControllerContextTransitioning) {}
            }
            class Card: UIView {
                static func make() -> UIView { UIView() }
            }
            final class Photo: Card {
                static var spare = UIView()
            }
            extension Photo: UIGestureRecognizerDelegate {
                func helper(_ view: UIView) {}
            }
            extension UIView {
                static func spacer() -> UIView { UIView() }
            }
            @MainActor func made() -> UIView { UIView() }
            nonisolated func measure(_ view: UIView) {}
            @MainActor struct Style {
                static func round(_ view: UIView) {}
                var make: () -> UIView = { UIView() }
            }
            """
        PorterTests.expectPort(source, source)
    }

    @Test func namingUIKitTypesOnlyInASignatureNeedsNoIsolation() {
        // Nothing here touches a view; this compiles as it is.
        let source = """
            func ignore(_ view: UIView) {}
            func spare() -> UIView? { nil }
            final class Keeper: NSObject {
                weak var presenting: UIViewController?
            }
            extension Keeper: UIViewControllerTransitioningDelegate {
                func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
            }
            """
        PorterTests.expectPort(source, source)
    }

    @Test func nestedValueTypesOfUIKitClassesNeedNoIsolation() {
        // `UIControl.Event`, `UIView.AnimationOptions` and `UIGestureRecognizer.State` are
        // Sendable values; this compiles as it is.
        let source = """
            struct Palette {
                static let events: UIControl.Event = [.touchUpInside]
                static let options = UIView.AnimationOptions.curveEaseOut
            }
            func describe(_ state: UIGestureRecognizer.State) -> String { "\\(state)" }
            """
        PorterTests.expectPort(source, source)
    }

    @Test func undecidablePlacesAreReported() {
        let source = """
            class Base {}
            final class Coordinator: Base {
                func show(_ view: UIView) { view.isHidden = false }
            }
            extension Coordinator: UINavigationControllerDelegate {}

            let sharedBadge = UILabel()

            extension Elsewhere {
                static func make() -> UIView { UIView() }
            }
            """
        PorterTests.expectPort(source, source, notes: [2, 3, 7, 10])
        let notes = PorterTests.port(source).notes.map(\.message)
        #expect(notes[0].contains("if `Base` is a protocol or a main-actor isolated superclass"))
        #expect(notes[1].contains("mark `show` or its type @MainActor"))
        #expect(notes[2].contains("unless this file is main.swift"))
        #expect(notes[3].contains("unless `Elsewhere` is main-actor isolated"))
    }

    /// A type of the file whose own members use views — a stored view, a stored closure its
    /// methods call, a method that moves a view — is isolated as a whole instead of being
    /// reported member by member; so is a protocol whose requirements use views, which view
    /// controllers implement.
    @Test func typesAndProtocolsWhoseMembersUseViewsAreIsolated() {
        PorterTests.expectPort(
            """
            final class Builder {
                var make: () -> UIView = { UIView() }
                let backdrop = UIView()
                func build() -> UIView { make() }
            }

            struct Fader {
                func fade(_ view: UIView) { view.alpha = 0 }
                func level() -> Double { 0.5 }
            }

            extension Fader {
                func show(_ view: UIView) { view.alpha = 1 }
            }

            protocol CardStackDelegate: AnyObject {
                func cardStack(_ stack: CardStackView, didSwipe card: UIView)
            }

            final class CardStackView: UIView {}

            protocol Scoring {
                func score(_ value: Int) -> Int
            }
            """,
            """
            @MainActor
            final class Builder {
                var make: () -> UIView = { UIView() }
                let backdrop = UIView()
                func build() -> UIView { make() }
            }

            @MainActor
            struct Fader {
                func fade(_ view: UIView) { view.alpha = 0 }
                func level() -> Double { 0.5 }
            }

            extension Fader {
                func show(_ view: UIView) { view.alpha = 1 }
            }

            @MainActor
            protocol CardStackDelegate: AnyObject {
                func cardStack(_ stack: CardStackView, didSwipe card: UIView)
            }

            final class CardStackView: UIView {}

            protocol Scoring {
                func score(_ value: Int) -> Int
            }
            """)
    }
}
