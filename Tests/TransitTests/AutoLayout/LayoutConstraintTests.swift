import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// Constraints and anchors: UIKit's documented defaults, frames solved by hand, diagnostics.
@MainActor
@Suite struct LayoutConstraintTests {
    /// A 400 × 300 container at (10, 20) in a root, and a child positioned by constraints.
    func makeContainer(_ log: DiagnosticLog = DiagnosticLog()) -> (Window, View, View) {
        let w = makeWindow(log)
        let container = View(frame: CGRect(x: 10, y: 20, width: 400, height: 300))
        w.addSubview(container)
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        return (w, container, child)
    }

    @Test func documentedDefaults() {
        let v = View()
        expect(v.translatesAutoresizingMaskIntoConstraints)
        expectEqual(v.contentHuggingPriority(for: .horizontal), LayoutPriority(250))
        expectEqual(v.contentHuggingPriority(for: .vertical), .defaultLow)
        expectEqual(v.contentCompressionResistancePriority(for: .horizontal), LayoutPriority(750))
        expectEqual(v.layoutMargins, EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        expectEqual(v.directionalLayoutMargins, DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        expectEqual(LayoutPriority.required.rawValue, 1000)
        expectEqual(LayoutPriority.defaultHigh.rawValue, 750)
        expectEqual(LayoutPriority.defaultLow.rawValue, 250)
        expectEqual(LayoutPriority.fittingSizeLevel.rawValue, 50)
        expectEqual(View.layoutFittingCompressedSize, .zero)
        let c = v.widthAnchor.constraint(equalToConstant: 40)
        expectEqual(c.priority, .required)
        expect(!c.isActive)
        expectEqual(c.multiplier, 1)
        expectEqual(c.constant, 40)
        expectIdentical(c.firstItem, v)
        expectNil(c.secondItem)
        expectEqual(c.firstAttribute, .width)
        expectEqual(c.secondAttribute, .notAnAttribute)
        expectEqual(c.relation, .equal)
        let d = v.leadingAnchor.constraint(greaterThanOrEqualTo: v.trailingAnchor, constant: 5)
        expectEqual(d.relation, .greaterThanOrEqual)
        expectEqual(d.secondAttribute, .trailing)
        expectEqual(d.constant, 5)
        expectEqual(LayoutConstraint.Attribute.notAnAttribute.rawValue, 0)
        expectEqual(LayoutConstraint.Attribute.left.rawValue, 1)
    }

    @Test func activationInstallsOnTheClosestCommonAncestor() {
        let (w, container, child) = makeContainer()
        let a = child.widthAnchor.constraint(equalToConstant: 10)
        let b = child.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        LayoutConstraint.activate([a, b])
        expect(child.constraints.count == 1 && child.constraints[0] === a)
        expect(container.constraints.count == 1 && container.constraints[0] === b)
        LayoutConstraint.deactivate([a])
        expect(!a.isActive)
        expect(child.constraints.isEmpty)
        _ = w
    }

    @Test func edgesSizesAndMultipliers() {
        // leading = container.leading + 20, top = container.top + 30, width = 100,
        // height = 0.5 · container.height − 10 = 140.
        let (w, container, child) = makeContainer()
        NSLayoutConstraintActivate(child, container)
        w.layoutIfNeeded()
        expectEqual(child.frame, CGRect(x: 20, y: 30, width: 100, height: 140))
    }

    private func NSLayoutConstraintActivate(_ child: View, _ container: View) {
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5, constant: -10)
        ])
    }

    @Test func itemAttributeInitialiserAndCentring() {
        let (w, container, child) = makeContainer()
        LayoutConstraint.activate([
            LayoutConstraint(
                item: child, attribute: .centerX, relatedBy: .equal, toItem: container,
                attribute: .centerX, multiplier: 1, constant: 0),
            LayoutConstraint(
                item: child, attribute: .centerY, relatedBy: .equal, toItem: container,
                attribute: .centerY, multiplier: 1, constant: 0),
            LayoutConstraint(
                item: child, attribute: .width, relatedBy: .equal, toItem: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: 50),
            LayoutConstraint(
                item: child, attribute: .height, relatedBy: .equal, toItem: child,
                attribute: .width, multiplier: 2, constant: 0)
        ])
        w.layoutIfNeeded()
        // (400 − 50) / 2 = 175, (300 − 100) / 2 = 100.
        expectEqual(child.frame, CGRect(x: 175, y: 100, width: 50, height: 100))
    }

    @Test func marginsAndMarginAttributes() {
        let (w, container, child) = makeContainer()
        container.layoutMargins = EdgeInsets(top: 10, left: 12, bottom: 14, right: 16)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            LayoutConstraint(
                item: child, attribute: .top, relatedBy: .equal, toItem: container,
                attribute: .topMargin, multiplier: 1, constant: 0),
            LayoutConstraint(
                item: child, attribute: .bottom, relatedBy: .equal, toItem: container,
                attribute: .bottomMargin, multiplier: 1, constant: 0)
        ])
        w.layoutIfNeeded()
        expectEqual(child.frame, CGRect(x: 12, y: 10, width: 400 - 12 - 16, height: 300 - 10 - 14))
        expectEqual(container.layoutMarginsGuide.layoutFrame, CGRect(x: 12, y: 10, width: 372, height: 276))
    }

    @Test func safeAreaGuideFollowsTheWindowInsets() {
        let (w, container, child) = makeContainer()
        w.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        LayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 10),
            child.heightAnchor.constraint(equalToConstant: 10)
        ])
        w.layoutIfNeeded()
        // The container's top is at y = 20 in the window, so 27 of the 47-point band overlap it.
        expectEqual(child.frame.minY, 27)
    }

    @Test func layoutGuideBetweenTwoViews() {
        let (w, container, child) = makeContainer()
        let other = View()
        other.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(other)
        let gap = LayoutGuide()
        container.addLayoutGuide(gap)
        expectIdentical(gap.owningView, container)
        expectEqual(container.layoutGuides.count, 1)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            gap.leadingAnchor.constraint(equalTo: child.trailingAnchor),
            gap.widthAnchor.constraint(equalToConstant: 30),
            other.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            other.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor), child.heightAnchor.constraint(equalToConstant: 5),
            other.topAnchor.constraint(equalTo: container.topAnchor), other.heightAnchor.constraint(equalToConstant: 5),
            gap.topAnchor.constraint(equalTo: container.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1)
        ])
        w.layoutIfNeeded()
        expectEqual(other.frame, CGRect(x: 130, y: 0, width: 270, height: 5))
        expectEqual(gap.layoutFrame, CGRect(x: 100, y: 0, width: 30, height: 1))
    }

    @Test func unsatisfiableConstraintIsBrokenAndNamed() {
        let log = DiagnosticLog()
        let (w, container, child) = makeContainer(log)
        let first = child.widthAnchor.constraint(equalToConstant: 100)
        let second = child.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "too-wide"
        LayoutConstraint.activate([
            first, second,
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 6),
            child.heightAnchor.constraint(equalToConstant: 7)
        ])
        w.layoutIfNeeded()
        let reports = log.diagnostics(withCode: "layout.unsatisfiable")
        expectEqual(reports.count, 1)
        expectEqual(reports.first?.message.contains("Will attempt to recover by breaking constraint"), true)
        expectEqual(reports.first?.message.contains("'too-wide'"), true, "\(reports)")
        expect(second.isActive)  // UIKit keeps it installed; it just does not hold
        expectEqual(child.frame, CGRect(x: 5, y: 6, width: 100, height: 7))
        // Once the conflict is gone (the other width changes to agree), it holds again.
        first.constant = 200
        w.layoutIfNeeded()
        expectEqual(child.frame.width, 200)
    }

    @Test func requiredToOptionalOnAnActiveConstraintIsMisuse() {
        let log = DiagnosticLog()
        let (w, _, child) = makeContainer(log)
        let c = child.widthAnchor.constraint(equalToConstant: 100)
        c.priority = .defaultHigh  // inactive: allowed
        c.priority = .required
        c.isActive = true
        c.priority = .defaultLow
        expectEqual(c.priority, .required)
        expectEqual(log.diagnostics(withCode: "layout.priorityRequiredChange").count, 1)
        _ = w
    }

    @Test func invalidCombinationsAreReportedNotActivated() {
        let log = DiagnosticLog()
        let (w, container, child) = makeContainer(log)
        let mixed = LayoutConstraint(
            item: child, attribute: .leading, relatedBy: .equal, toItem: container,
            attribute: .left, multiplier: 1, constant: 0)
        let locationConstant = LayoutConstraint(
            item: child, attribute: .top, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: 3)
        let stranger = View()
        let apart = child.widthAnchor.constraint(equalTo: stranger.widthAnchor)
        LayoutConstraint.activate([mixed, locationConstant, apart])
        expect(!mixed.isActive)
        expect(!locationConstant.isActive)
        expect(!apart.isActive)
        expectEqual(log.diagnostics(withCode: "layout.invalidConstraint").count, 2)
        expectEqual(log.diagnostics(withCode: "layout.noCommonAncestor").count, 1)
        _ = w
    }

    @Test func removingAViewRemovesConstraintsThatReferToIt() {
        let (w, container, child) = makeContainer()
        let pin = child.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        let own = child.widthAnchor.constraint(equalToConstant: 3)
        LayoutConstraint.activate([pin, own])
        child.removeFromSuperview()
        expect(!pin.isActive)
        expect(own.isActive)  // held by the removed view itself, as in UIKit
        _ = w
    }

    @Test func constraintsAndViewsAreReleased() {
        weak var weakConstraint: LayoutConstraint?
        weak var weakChild: View?
        let w = makeWindow()
        do {
            let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            w.addSubview(container)
            let child = View()
            child.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(child)
            let c = child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5)
            weakConstraint = c
            weakChild = child
            LayoutConstraint.activate([c, child.heightAnchor.constraint(equalToConstant: 4)])
            w.layoutIfNeeded()
            expectEqual(child.frame.width, 50)
            container.removeFromSuperview()
            w.layoutIfNeeded()
        }
        expectNil(weakConstraint)
        expectNil(weakChild)
    }

    /// A view that makes its constraint in `updateConstraints()`, counting the calls.
    final class SelfSizing: View {
        var updates = 0
        var side: CGFloat = 30
        private var made: [LayoutConstraint] = []
        override func updateConstraints() {
            updates += 1
            LayoutConstraint.deactivate(made)
            made = [widthAnchor.constraint(equalToConstant: side), heightAnchor.constraint(equalToConstant: side)]
            LayoutConstraint.activate(made)
            super.updateConstraints()
        }
    }

    @Test func updateConstraintsRunsBeforeLayoutWhenAskedFor() {
        let w = makeWindow()
        let v = SelfSizing()
        v.translatesAutoresizingMaskIntoConstraints = false
        w.addSubview(v)
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: w.leadingAnchor),
            v.topAnchor.constraint(equalTo: w.topAnchor)
        ])
        expect(!v.needsUpdateConstraints())
        v.setNeedsUpdateConstraints()
        expect(v.needsUpdateConstraints())
        w.layoutIfNeeded()
        expectEqual(v.updates, 1)
        expect(!v.needsUpdateConstraints())
        expectEqual(v.frame, CGRect(x: 0, y: 0, width: 30, height: 30))
        w.layoutIfNeeded()
        expectEqual(v.updates, 1)  // not asked again
        v.side = 44
        v.setNeedsUpdateConstraints()
        w.step()
        expectEqual(v.updates, 2)
        expectEqual(v.frame.size, CGSize(width: 44, height: 44))
    }
}
