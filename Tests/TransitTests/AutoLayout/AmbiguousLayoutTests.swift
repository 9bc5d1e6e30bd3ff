import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// `hasAmbiguousLayout`, `exerciseAmbiguityInLayout()` and `constraintsAffectingLayout(for:)`,
/// against the Auto Layout Guide's two causes of ambiguity (too few constraints; equal-priority
/// optional constraints that conflict) with the solution sets worked by hand.
@MainActor
@Suite struct AmbiguousLayoutTests {
    /// A 400 × 300 container in a window and a child placed by constraints.
    func scene() -> (Window, View, View) {
        let w = makeWindow()
        let container = View(frame: CGRect(x: 10, y: 20, width: 400, height: 300))
        w.addSubview(container)
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        return (w, container, child)
    }

    func pin(_ child: View, in container: View) -> [LayoutConstraint] {
        [
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50)
        ]
    }

    @Test func fullySpecifiedIsNotAmbiguous() {
        let (w, container, child) = scene()
        LayoutConstraint.activate(pin(child, in: container))
        w.layoutIfNeeded()
        expectEqual(child.frame, CGRect(x: 20, y: 30, width: 100, height: 50))
        expect(!child.hasAmbiguousLayout)
        // Views whose frame is given are never ambiguous.
        expect(!container.hasAmbiguousLayout)
        expect(!w.hasAmbiguousLayout)
    }

    @Test func eachMissingConstraintMakesTheLayoutAmbiguous() {
        for dropped in 0..<4 {
            let (w, container, child) = scene()
            var constraints = pin(child, in: container)
            constraints.remove(at: dropped)
            LayoutConstraint.activate(constraints)
            w.layoutIfNeeded()
            expect(child.hasAmbiguousLayout, "without constraint \(dropped)")
            let attributes = child.constraintEngineIfBuilt?.ambiguousAttributes(of: child) ?? []
            let expected: LayoutConstraint.Attribute = [.left, .top, .width, .height][dropped]
            expectEqual(attributes, [expected], "without constraint \(dropped)")
        }
    }

    @Test func anInequalityLeavesARangeOpen() {
        // width ≥ 100 alone: every width from 100 up satisfies it.
        let (w, container, child) = scene()
        var constraints = pin(child, in: container)
        constraints[2] = child.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
        LayoutConstraint.activate(constraints)
        w.layoutIfNeeded()
        expect(child.hasAmbiguousLayout)
        // A trailing edge pinned to the container closes it.
        child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -80).isActive = true
        w.layoutIfNeeded()
        expect(!child.hasAmbiguousLayout)
        expectEqual(child.frame.width, CGFloat(400 - 20 - 80))
    }

    @Test func equalPriorityConflictIsAmbiguousAndAHigherPriorityResolvesIt() {
        // width = 100 @500 and width = 200 @500: every width in [100, 200] has a total error of
        // 100, so all are best (the guide's second cause).
        let (w, container, child) = scene()
        let constraints = pin(child, in: container)
        constraints[2].priority = LayoutPriority(500)
        let other = child.widthAnchor.constraint(equalToConstant: 200)
        other.priority = LayoutPriority(500)
        LayoutConstraint.activate(constraints + [other])
        w.layoutIfNeeded()
        expect(child.hasAmbiguousLayout)
        other.priority = LayoutPriority(501)
        w.layoutIfNeeded()
        expect(!child.hasAmbiguousLayout)
        expectEqual(child.frame.width, 200)
    }

    @Test func aChildOfAnAmbiguousViewIsPlacedRelativeToIt() {
        // The parent's x is open; the grandchild is pinned inside the parent, so its own frame is not.
        let (w, container, child) = scene()
        var constraints = pin(child, in: container)
        constraints.remove(at: 0)
        let inner = View()
        inner.translatesAutoresizingMaskIntoConstraints = false
        child.addSubview(inner)
        constraints += [
            inner.leadingAnchor.constraint(equalTo: child.leadingAnchor, constant: 5),
            inner.topAnchor.constraint(equalTo: child.topAnchor, constant: 5),
            inner.trailingAnchor.constraint(equalTo: child.trailingAnchor, constant: -5),
            inner.bottomAnchor.constraint(equalTo: child.bottomAnchor, constant: -5)
        ]
        LayoutConstraint.activate(constraints)
        w.layoutIfNeeded()
        expect(child.hasAmbiguousLayout)
        expect(!inner.hasAmbiguousLayout)
        expectEqual(inner.frame, CGRect(x: 5, y: 5, width: 90, height: 40))
    }

    @Test func askingDoesNotMoveAnything() {
        let (w, container, child) = scene()
        var constraints = pin(child, in: container)
        constraints[2] = child.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
        LayoutConstraint.activate(constraints)
        w.layoutIfNeeded()
        let before = child.frame
        expect(child.hasAmbiguousLayout)
        child.setNeedsLayout()
        container.setNeedsLayout()
        w.layoutIfNeeded()
        expectEqual(child.frame, before)
    }

    @Test func exercisingMovesToAnotherValidFrameUntilTheNextLayout() {
        // x open: the child may sit anywhere along x; exercising pulls x by 44 pt one way, then the other.
        let (w, container, child) = scene()
        var constraints = pin(child, in: container)
        constraints.remove(at: 0)
        LayoutConstraint.activate(constraints)
        w.layoutIfNeeded()
        let x0 = child.frame.minX
        child.exerciseAmbiguityInLayout()
        expectEqual(child.frame, CGRect(x: x0 + View.ambiguityExerciseDistance, y: 30, width: 100, height: 50))
        // The next call pulls the solved frame the other way.
        child.exerciseAmbiguityInLayout()
        expectEqual(child.frame.minX, x0 - View.ambiguityExerciseDistance)
        // The next layout pass puts the solved frame back.
        child.setNeedsLayout()
        container.setNeedsLayout()
        w.layoutIfNeeded()
        expectEqual(child.frame.minX, x0)
        // A fully specified view does not move.
        let (w2, container2, fixed) = scene()
        LayoutConstraint.activate(pin(fixed, in: container2))
        w2.layoutIfNeeded()
        fixed.exerciseAmbiguityInLayout()
        expectEqual(fixed.frame, CGRect(x: 20, y: 30, width: 100, height: 50))
    }

    @Test func constraintsAffectingLayoutPerAxis() {
        let (w, container, child) = scene()
        let constraints = pin(child, in: container)
        let other = View()
        other.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(other)
        let unrelated = other.widthAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate(constraints + [unrelated])
        w.layoutIfNeeded()
        expectEqual(
            child.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init),
            [constraints[0], constraints[2]].map(ObjectIdentifier.init))
        expectEqual(
            child.constraintsAffectingLayout(for: .vertical).map(ObjectIdentifier.init),
            [constraints[1], constraints[3]].map(ObjectIdentifier.init))
        constraints[0].isActive = false
        expectEqual(
            child.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init),
            [constraints[2]].map(ObjectIdentifier.init))
    }
}
