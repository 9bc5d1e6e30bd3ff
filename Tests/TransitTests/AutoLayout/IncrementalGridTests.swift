import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// The grid of `transit bench constraints` solved and re-solved incrementally, against its
/// geometry worked out by hand and against a fresh solve; and activation's common-ancestor cases.
@MainActor
@Suite struct IncrementalGridTests {
    /// Rows of ten views in a 393 × 852 grid: each view's leading edge 2 points after its left
    /// neighbour's trailing edge (4 from the grid's leading edge in the first column), its top 2
    /// points below the bottom of the view above (4 from the grid's top in the first row), every
    /// width equal to the first view's, every height half its width.
    func makeGrid(_ count: Int, width: CGFloat, in window: Window) -> (grid: View, views: [View], width: LayoutConstraint) {
        let grid = View(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.addSubview(grid)
        var views: [View] = [], constraints: [LayoutConstraint] = []
        for i in 0..<count {
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            grid.addSubview(v)
            views.append(v)
            constraints.append(
                i % 10 == 0
                    ? v.leadingAnchor.constraint(equalTo: grid.leadingAnchor, constant: 4)
                    : v.leadingAnchor.constraint(equalTo: views[i - 1].trailingAnchor, constant: 2))
            constraints.append(
                i < 10
                    ? v.topAnchor.constraint(equalTo: grid.topAnchor, constant: 4)
                    : v.topAnchor.constraint(equalTo: views[i - 10].bottomAnchor, constant: 2))
            constraints.append(
                i == 0
                    ? v.widthAnchor.constraint(equalToConstant: width) : v.widthAnchor.constraint(equalTo: views[0].widthAnchor))
            constraints.append(v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 0.5))
        }
        LayoutConstraint.activate(constraints)
        return (grid, views, constraints[2])
    }

    /// View i sits in column i mod 10 and row i / 10: x = 4 + column · (w + 2),
    /// y = 4 + row · (w/2 + 2), size w × w/2.
    func expectedFrame(_ i: Int, width w: CGFloat) -> CGRect {
        CGRect(x: 4 + CGFloat(i % 10) * (w + 2), y: 4 + CGFloat(i / 10) * (w / 2 + 2), width: w, height: w / 2)
    }

    func expectFrames(_ views: [View], width: CGFloat) {
        for (i, v) in views.enumerated() {
            let e = expectedFrame(i, width: width), f = v.frame
            // Sums of a few exact binary fractions: only the pivots' rounding is allowed.
            expectClose(f.minX, e.minX, within: 1e-9, "view \(i): \(f) instead of \(e)")
            expectClose(f.minY, e.minY, within: 1e-9, "view \(i): \(f) instead of \(e)")
            expectClose(f.width, e.width, within: 1e-9, "view \(i): \(f) instead of \(e)")
            expectClose(f.height, e.height, within: 1e-9, "view \(i): \(f) instead of \(e)")
        }
    }

    @Test func constantChangesReSolveIncrementallyToTheHandWorkedGrid() throws {
        let window = makeWindow()
        let (_, views, width) = makeGrid(35, width: 10, in: window)
        window.layoutIfNeeded()
        expectFrames(views, width: 10)
        let engine = try unwrap(window.autoLayoutStorage?.engine)
        for w in [13, 12.5, 40, 10] as [CGFloat] {
            width.constant = w
            window.layoutIfNeeded()
            expectIdentical(window.autoLayoutStorage?.engine, engine, "a constant change keeps the engine")
            expectFrames(views, width: w)
            // A fresh hierarchy with the same constant gives the same frames.
            let fresh = makeWindow()
            let (_, freshViews, _) = makeGrid(35, width: w, in: fresh)
            fresh.layoutIfNeeded()
            expect(zip(views, freshViews).allSatisfy { $0.frame == $1.frame })
        }
    }

    @Test func activationInstallsOnTheCommonAncestorOfEachRelation() {
        let window = makeWindow()
        let parent = View(), a = View(), b = View(), cousin = View(), uncle = View()
        window.addSubview(parent)
        parent.addSubview(a)
        parent.addSubview(b)
        window.addSubview(uncle)
        uncle.addSubview(cousin)
        let cases: [(LayoutConstraint, View)] = [
            (a.widthAnchor.constraint(equalTo: a.heightAnchor), a),  // the same view
            (a.widthAnchor.constraint(equalTo: parent.widthAnchor), parent),  // child and parent
            (parent.widthAnchor.constraint(equalTo: b.widthAnchor), parent),  // parent and child
            (a.widthAnchor.constraint(equalTo: b.widthAnchor), parent),  // siblings
            (a.widthAnchor.constraint(equalTo: cousin.widthAnchor), window),  // cousins
            (a.widthAnchor.constraint(equalTo: uncle.widthAnchor), window)  // nephew and uncle
        ]
        for (constraint, holder) in cases {
            constraint.isActive = true
            expectIdentical(constraint.holder, holder, "\(constraint) held by \(constraint.holder.map(\.debugName) ?? "nil")")
        }
    }
}
