import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// Right-to-left layout: UIKit's documented direction rules
/// (`effectiveUserInterfaceLayoutDirection`, `userInterfaceLayoutDirection(for:relativeTo:)`), and
/// leading/trailing constraints, directional margins, stack views and natural text alignment
/// mirrored, with frames worked by hand in a 400 pt wide container.
@MainActor
@Suite struct RightToLeftLayoutTests {
    func scene(rtl: Bool = true) -> (Window, View, View) {
        let w = makeWindow()
        if rtl { w.screenTraits.layoutDirection = .rightToLeft }
        let container = View(frame: CGRect(x: 10, y: 20, width: 400, height: 300))
        w.addSubview(container)
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        return (w, container, child)
    }

    @Test func directionRules() {
        let (w, container, child) = scene(rtl: false)
        expectEqual(child.effectiveUserInterfaceLayoutDirection, .leftToRight)
        w.screenTraits.layoutDirection = .rightToLeft
        expectEqual(container.traitCollection.layoutDirection, .rightToLeft)
        expectEqual(child.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        for (attribute, expected) in [
            (SemanticContentAttribute.unspecified, UserInterfaceLayoutDirection.rightToLeft),
            (.playback, .leftToRight), (.spatial, .leftToRight),
            (.forceLeftToRight, .leftToRight), (.forceRightToLeft, .rightToLeft)
        ] {
            child.semanticContentAttribute = attribute
            expectEqual(child.effectiveUserInterfaceLayoutDirection, expected, "\(attribute)")
            expectEqual(View.userInterfaceLayoutDirection(for: attribute, relativeTo: .rightToLeft), expected)
        }
        // The attribute is the view's own: subviews keep following the window.
        container.semanticContentAttribute = .forceLeftToRight
        child.semanticContentAttribute = .unspecified
        expectEqual(child.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        expectEqual(View.userInterfaceLayoutDirection(for: .unspecified), .leftToRight)
        expectEqual(View.userInterfaceLayoutDirection(for: .forceRightToLeft), .rightToLeft)
        expectEqual(View().effectiveUserInterfaceLayoutDirection, .leftToRight)
    }

    @Test func traitCollectionCarriesTheDirection() {
        let rtl = TraitCollection(layoutDirection: .rightToLeft)
        expectEqual(TraitCollection().layoutDirection, .unspecified)
        expectEqual(TraitCollection(traitsFrom: [rtl, TraitCollection(userInterfaceStyle: .dark)]).layoutDirection, .rightToLeft)
        expect(rtl.containsTraits(in: TraitCollection(layoutDirection: .rightToLeft)))
        expect(!rtl.containsTraits(in: TraitCollection(layoutDirection: .leftToRight)))
        #expect(
            TraitEnvironmentLayoutDirection.rightToLeft.rawValue == 1
                && TraitEnvironmentLayoutDirection.unspecified.rawValue == -1)
    }

    @Test func leadingAndTrailingMirror() {
        let (w, container, a) = scene()
        let b = View()
        b.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(b)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            a.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 40),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -30),
            b.topAnchor.constraint(equalTo: a.topAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor)
        ])
        w.layoutIfNeeded()
        // a: right edge 20 from the container's right (400 − 20 = 380), 100 wide.
        expectEqual(a.frame, CGRect(x: 280, y: 10, width: 100, height: 40))
        // b: right edge 8 left of a (272), left edge 30 from the container's left.
        expectEqual(b.frame, CGRect(x: 30, y: 10, width: 242, height: 40))
        // Back to left to right: the same constraints, mirrored back.
        w.screenTraits.layoutDirection = .leftToRight
        w.layoutIfNeeded()
        expectEqual(a.frame, CGRect(x: 20, y: 10, width: 100, height: 40))
        expectEqual(b.frame, CGRect(x: 128, y: 10, width: 242, height: 40))
        // left and right never flip.
        let (w2, container2, c) = scene()
        LayoutConstraint.activate([
            c.leftAnchor.constraint(equalTo: container2.leftAnchor, constant: 20),
            c.topAnchor.constraint(equalTo: container2.topAnchor),
            c.widthAnchor.constraint(equalToConstant: 100), c.heightAnchor.constraint(equalToConstant: 10)
        ])
        w2.layoutIfNeeded()
        expectEqual(c.frame.minX, 20)
    }

    @Test func constantChangesStayMirrored() {
        let (w, container, a) = scene()
        let leading = a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20)
        LayoutConstraint.activate([
            leading, a.topAnchor.constraint(equalTo: container.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 10)
        ])
        w.layoutIfNeeded()
        leading.constant = 50
        w.layoutIfNeeded()
        expectEqual(a.frame.minX, CGFloat(400 - 50 - 100))
    }

    @Test func directionalMarginsFollowTheDirection() {
        let (w, container, a) = scene()
        container.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 30, bottom: 6, trailing: 10)
        expectEqual(container.layoutMargins, EdgeInsets(top: 4, left: 10, bottom: 6, right: 30))
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            a.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            a.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10)
        ])
        w.layoutIfNeeded()
        // From 10 (trailing margin, on the left) to 400 − 30 (leading margin, on the right).
        expectEqual(a.frame, CGRect(x: 10, y: 4, width: 360, height: 10))
        // Setting edge margins right to left stores left as trailing.
        container.layoutMargins = EdgeInsets(top: 0, left: 5, bottom: 0, right: 7)
        expectEqual(container.directionalLayoutMargins, DirectionalEdgeInsets(top: 0, leading: 7, bottom: 0, trailing: 5))
        // The margin attributes too.
        let (w2, container2, b) = scene()
        container2.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        LayoutConstraint.activate([
            LayoutConstraint(
                item: b, attribute: .leading, relatedBy: .equal, toItem: container2, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            LayoutConstraint(
                item: b, attribute: .trailing, relatedBy: .equal, toItem: container2, attribute: .trailingMargin,
                multiplier: 1, constant: 0),
            b.topAnchor.constraint(equalTo: container2.topAnchor), b.heightAnchor.constraint(equalToConstant: 10)
        ])
        w2.layoutIfNeeded()
        expectEqual(b.frame, CGRect(x: 10, y: 0, width: 360, height: 10))
    }

    @Test func stackViewsArrangeFromTheirLeadingEdge() {
        let w = makeWindow()
        let views = (0..<3).map { _ in View() }
        let stack = StackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
        stack.distribution = .fillEqually
        stack.spacing = 6
        w.addSubview(stack)
        w.layoutIfNeeded()
        expectEqual(views.map(\.frame.minX), [0, 102, 204])
        // Forced on the stack view only, as UIKit apps do: the arrangement flips.
        stack.semanticContentAttribute = .forceRightToLeft
        w.layoutIfNeeded()
        expectEqual(views.map(\.frame.minX), [204, 102, 0])
        expect(views.allSatisfy { $0.frame.width == 96 })
    }

    @Test func naturalTextAlignmentFollowsTheDirection() {
        let (w, container, _) = scene(rtl: false)
        let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Hello"
        container.addSubview(label)
        let ltr = label.layout(width: 200).lines[0]
        expectEqual(label.resolvedTextAlignment, .natural)
        expectEqual(ltr.origin.x, 0)
        w.screenTraits.layoutDirection = .rightToLeft
        let rtl = label.layout(width: 200).lines[0]
        expectEqual(label.resolvedTextAlignment, .right)
        expectEqual(rtl.origin.x, 200 - rtl.width)
        label.textAlignment = .left
        expectEqual(label.layout(width: 200).lines[0].origin.x, 0)
        label.textAlignment = .natural
        label.semanticContentAttribute = .forceLeftToRight
        expectEqual(label.resolvedTextAlignment, .natural)
    }
}
