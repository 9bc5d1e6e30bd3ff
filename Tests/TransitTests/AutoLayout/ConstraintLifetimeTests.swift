import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// What a window with Auto Layout lets go of once it is released. Oracle: UIKit's ownership
/// rules — a view owns the constraints installed on it, a constraint refers to its items
/// without owning them (`NSLayoutConstraint.firstItem` is not a strong reference), and nothing
/// but the app owns a window.
@MainActor
@Suite struct ConstraintLifetimeTests {
    @Test func aLaidOutGridIsReleasedWithItsWindow() {
        weak var weakWindow: Window?
        weak var weakView: View?
        weak var weakConstraint: LayoutConstraint?
        do {
            let window = Window(size: CGSize(width: 393, height: 852), scale: 3)
            window.makeKeyAndVisible()
            let grid = View(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            window.addSubview(grid)
            let a = View(), b = View()
            for v in [a, b] {
                v.translatesAutoresizingMaskIntoConstraints = false
                grid.addSubview(v)
            }
            let width = a.widthAnchor.constraint(equalToConstant: 10)
            LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: grid.leadingAnchor, constant: 4),
                a.topAnchor.constraint(equalTo: grid.topAnchor, constant: 4),
                width,
                a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 2),
                b.topAnchor.constraint(equalTo: a.topAnchor),
                b.widthAnchor.constraint(equalTo: a.widthAnchor),
                b.heightAnchor.constraint(equalTo: a.heightAnchor)
            ])
            window.layoutIfNeeded()
            width.constant = 12
            window.layoutIfNeeded()
            expectEqual(b.frame, CGRect(x: 18, y: 4, width: 12, height: 6))
            weakWindow = window
            weakView = b
            weakConstraint = width
        }
        expectNil(weakWindow)
        expectNil(weakView)
        expectNil(weakConstraint)
    }
}
