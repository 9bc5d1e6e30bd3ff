import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// The idiom transitions depend on: change a constant, call `layoutIfNeeded()` inside an
/// animation, and the frames animate from one solution to the other, frame by frame on the
/// timing curve.
@MainActor
@Suite struct ConstraintAnimationTests {
    /// A card pinned to the top-left with a height constraint, and a footer below it.
    func makeCard() -> (Window, View, View, LayoutConstraint) {
        let w = makeWindow()
        let container = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        w.addSubview(container)
        let card = View(), footer = View()
        for v in [card, footer] {
            v.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(v)
        }
        let height = card.heightAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: container.topAnchor, constant: 40),
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            height,
            footer.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 10),
            footer.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            footer.widthAnchor.constraint(equalTo: card.widthAnchor),
            footer.heightAnchor.constraint(equalToConstant: 50)
        ])
        w.layoutIfNeeded()
        return (w, container, card, height)
    }

    static func presentationFrame(_ v: View) -> CGRect {
        let p = v.layer.presentation()!
        return CGRect(
            x: p.position.x - p.bounds.width / 2, y: p.position.y - p.bounds.height / 2,
            width: p.bounds.width, height: p.bounds.height)
    }

    @Test func constantChangeAnimatesOnTheCurve() {
        let (w, container, card, height) = makeCard()
        expectEqual(card.frame, CGRect(x: 20, y: 40, width: 360, height: 100))
        View.animate(withDuration: 1) {
            height.constant = 300
            container.layoutIfNeeded()
        }
        // The model frames are the new solution at once.
        expectEqual(card.frame, CGRect(x: 20, y: 40, width: 360, height: 300))
        let footer = container.subviews[1]
        expectEqual(footer.frame, CGRect(x: 20, y: 350, width: 360, height: 50))
        for t in [0.1, 0.25, 0.5, 0.9] {
            w.step(to: t)
            let p = Oracle.easeInOut(t)
            // Tolerance 1e-4 pt: the curve is solved to 1e-6 of progress over a 200-pt change.
            expectClose(Self.presentationFrame(card).height, Oracle.lerp(100, 300, p), within: 1e-4)
            expectClose(Self.presentationFrame(card).minY, 40, within: 1e-4)
            expectClose(Self.presentationFrame(footer).minY, Oracle.lerp(150, 350, p), within: 1e-4)
        }
        w.step(to: 1)
        expectEqual(Self.presentationFrame(card).height, 300)
    }

    @Test func propertyAnimatorDrivesTheSameIdiom() {
        let (w, container, card, height) = makeCard()
        let animator = ViewPropertyAnimator(duration: 2, curve: .linear) {
            height.constant = 20
            container.layoutIfNeeded()
        }
        animator.startAnimation()
        w.step(to: 0.5)
        expectClose(Self.presentationFrame(card).height, Oracle.lerp(100, 20, 0.25), within: 1e-6)
        animator.pauseAnimation()
        animator.fractionComplete = 0.75
        w.step(to: 0.6)
        expectClose(Self.presentationFrame(card).height, Oracle.lerp(100, 20, 0.75), within: 1e-6)
    }

    @Test func constantChangeIsIncremental() {
        let (w, container, _, height) = makeCard()
        let engine = container.constraintEngineIfBuilt!
        let pivots = engine.solver.pivotCount
        height.constant = 250
        w.layoutIfNeeded()
        // An equality's constant moves the basic variables' constants; no pivot is needed when no
        // inequality becomes tight, and the engine is the same object (no rebuild).
        expectEqual(engine.solver.pivotCount, pivots)
        expectIdentical(container.constraintEngineIfBuilt, engine)
        expectEqual(container.subviews[1].frame.minY, 300)
    }

    @Test func frameOfAnAutoresizingSuperviewFeedsTheEngine() {
        let (w, container, card, _) = makeCard()
        container.frame = CGRect(x: 0, y: 0, width: 300, height: 800)
        w.layoutIfNeeded()
        expectEqual(card.frame, CGRect(x: 20, y: 40, width: 260, height: 100))
    }

    /// The example of the Auto Layout article, as written there.
    @Test func articleExample() {
        let w = makeWindow()
        w.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let view = View(frame: w.bounds)
        w.addSubview(view)
        let card = View()
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        let height = card.heightAnchor.constraint(equalToConstant: 120)
        LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            height
        ])
        w.layoutIfNeeded()
        // 47 + 16 from the top, 8-point margins on a 400-point window.
        expectEqual(card.frame, CGRect(x: 8, y: 63, width: 384, height: 120))
        View.animate(
            withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
            options: [],
            animations: {
                height.constant = 260
                view.layoutIfNeeded()
            })
        expectEqual(card.frame.height, 260)
        w.step(to: 0.1)
        let h = Self.presentationFrame(card).height
        expectGreaterThan(h, 120)
        expectLessThan(h, 260)
        w.step(to: 0.6)
        expectEqual(Self.presentationFrame(card).height, 260)
    }
}
