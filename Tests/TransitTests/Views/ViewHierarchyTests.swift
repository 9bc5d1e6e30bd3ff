import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// Hierarchy operations, hooks and misuse, against UIKit's documented behaviour.
@MainActor
@Suite struct ViewHierarchyTests {
    final class Recorder: View {
        var log: [String] = []
        override func willMove(toSuperview newSuperview: View?) {
            log.append("willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))")
        }
        override func didMoveToSuperview() { log.append("didMoveToSuperview") }
        override func willMove(toWindow newWindow: Window?) {
            log.append("willMoveToWindow(\(newWindow == nil ? "nil" : "window"))")
        }
        override func didMoveToWindow() { log.append("didMoveToWindow") }
    }

    func tagged(_ tags: [Int]) -> (View, [View]) {
        let parent = View()
        let children = tags.map { t -> View in
            let v = View(); v.tag = t; parent.addSubview(v); return v
        }
        return (parent, children)
    }

    @Test func insertingNextToAViewThatIsNotASubview() {
        // Not an error: above goes in front of every subview, below behind every subview (the
        // rule Apple documents for AppKit's addSubview(_:positioned:relativeTo:)), with a note.
        let log = DiagnosticLog()
        let window = Window(size: CGSize(width: 100, height: 100), diagnostics: log)
        let (p, _) = tagged([1, 2])
        window.addSubview(p)
        let stranger = View()
        let above = View(); above.tag = 8
        p.insertSubview(above, aboveSubview: stranger)
        expectEqual(p.subviews.map(\.tag), [1, 2, 8])
        let below = View(); below.tag = 9
        p.insertSubview(below, belowSubview: stranger)
        expectEqual(p.subviews.map(\.tag), [9, 1, 2, 8])
        expectEqual(log.diagnostics(withCode: "view.siblingNotSubview").count, 2)
        expect(log.diagnostics.allSatisfy { $0.severity == .note })
    }

    @Test func insertionOrder() {
        let (p, c) = tagged([1, 2, 3])
        let x = View(); x.tag = 9
        p.insertSubview(x, at: 1)
        expectEqual(p.subviews.map(\.tag), [1, 9, 2, 3])
        p.insertSubview(x, aboveSubview: c[2])
        expectEqual(p.subviews.map(\.tag), [1, 2, 3, 9])
        p.insertSubview(x, belowSubview: c[0])
        expectEqual(p.subviews.map(\.tag), [9, 1, 2, 3])
        p.bringSubviewToFront(x)
        expectEqual(p.subviews.map(\.tag), [1, 2, 3, 9])
        p.sendSubviewToBack(c[2])
        expectEqual(p.subviews.map(\.tag), [3, 1, 2, 9])
        p.exchangeSubview(at: 0, withSubviewAt: 3)
        expectEqual(p.subviews.map(\.tag), [9, 1, 2, 3])
    }

    @Test func movingBetweenSuperviews() {
        let (a, c) = tagged([1, 2])
        let (b, _) = tagged([5])
        b.addSubview(c[0])
        expectEqual(a.subviews.map(\.tag), [2])
        expectEqual(b.subviews.map(\.tag), [5, 1])
        expectIdentical(c[0].superview, b)
        c[0].removeFromSuperview()
        expectNil(c[0].superview)
        expectEqual(b.subviews.count, 1)
    }

    @Test func tagsAndDescendants() {
        let (p, c) = tagged([1, 2])
        let g = View(); g.tag = 7
        c[1].addSubview(g)
        expectIdentical(p.viewWithTag(7), g)
        expectIdentical(p.viewWithTag(0), p)
        expectNil(p.viewWithTag(42))
        expect(g.isDescendant(of: p))
        expect(g.isDescendant(of: g))
        expect(!p.isDescendant(of: g))
    }

    @Test func hooksRunInUIKitOrder() {
        let w = Window(size: CGSize(width: 10, height: 10))
        let v = Recorder()
        w.addSubview(v)
        expectEqual(v.log, ["willMoveToSuperview(view)", "willMoveToWindow(window)", "didMoveToSuperview", "didMoveToWindow"])
        expectIdentical(v.window, w)
        v.log = []
        v.removeFromSuperview()
        expectEqual(v.log, ["willMoveToSuperview(nil)", "willMoveToWindow(nil)", "didMoveToSuperview", "didMoveToWindow"])
        expectNil(v.window)
    }

    @Test func windowPropagatesToDescendants() {
        let w = Window(size: CGSize(width: 10, height: 10))
        let (p, c) = tagged([1])
        let g = Recorder()
        c[0].addSubview(g)
        w.addSubview(p)
        expectIdentical(g.window, w)
        expectEqual(g.log.suffix(2), ["willMoveToWindow(window)", "didMoveToWindow"])
        p.removeFromSuperview()
        expectNil(g.window)
    }

    @Test func addingToItselfOrDescendantIsReportedAndIgnored() {
        let log = DiagnosticLog()
        let w = Window(size: CGSize(width: 10, height: 10), diagnostics: log)
        let (p, c) = tagged([1])
        w.addSubview(p)
        p.addSubview(p)
        c[0].addSubview(p)
        expectEqual(log.diagnostics(withCode: "view.addToItself").count, 1)
        expectEqual(log.diagnostics(withCode: "view.addAncestor").count, 1)
        expect(p.superview === w && c[0].superview === p && c[0].subviews.isEmpty)
    }

    @Test func outOfRangeIndicesAreReported() {
        let log = DiagnosticLog()
        let w = Window(size: CGSize(width: 10, height: 10), diagnostics: log)
        let (p, _) = tagged([1, 2])
        w.addSubview(p)
        let x = View(); x.tag = 3
        p.insertSubview(x, at: 99)
        expectEqual(p.subviews.map(\.tag), [1, 2, 3])
        p.exchangeSubview(at: 0, withSubviewAt: 5)
        expectEqual(p.subviews.map(\.tag), [1, 2, 3])
        expectEqual(log.diagnostics(withCode: "view.indexOutOfRange").count, 2)
    }

    @Test func layoutRunsOncePerMarkParentsFirst() {
        final class L: View {
            /// Never made from an archive.
            required init?(coder: NSCoder) { return nil }

            var order: [Int]
            init(_ order: [Int]) { self.order = order; super.init(frame: .zero) }
            var sink: ((Int) -> Void)?
            override func layoutSubviews() { sink?(tag) }
        }
        var calls: [Int] = []
        let p = L([]); p.tag = 1; p.sink = { calls.append($0) }
        let c = L([]); c.tag = 2; c.sink = { calls.append($0) }
        p.addSubview(c)
        p.layoutIfNeeded()
        expectEqual(calls, [1, 2])
        p.layoutIfNeeded()
        expectEqual(calls, [1, 2])
        c.setNeedsLayout()
        p.layoutIfNeeded()
        expectEqual(calls, [1, 2, 2])
        p.bounds.size = CGSize(width: 5, height: 5)
        p.layoutIfNeeded()
        expectEqual(calls, [1, 2, 2, 1])
    }

    /// UIKit's relation between the trees: a view's subviews are its layer's sublayers whose
    /// delegate is a view, in sublayer order, and each one's superview is that view.
    @Test func subviewsAreTheViewBackedSublayersInOrder() {
        let (p, v) = tagged([1, 2, 3])
        func matchesTheLayerTree() -> Bool {
            let viewLayers = (p.layer.sublayers ?? []).filter { $0.delegate != nil }
            return p.subviews.count == viewLayers.count
                && zip(p.subviews, viewLayers).allSatisfy { $0.0.layer === $0.1 && $0.0.superview === p }
        }
        p.layer.insertSublayer(Layer(), at: 1)  // a plain layer between two views
        expectEqual(p.subviews.map(\.tag), [1, 2, 3])
        expect(matchesTheLayerTree())
        p.layer.insertSublayer(v[2].layer, at: 0)  // a view moved through the layer API
        expectEqual(p.subviews.map(\.tag), [3, 1, 2])
        expect(matchesTheLayerTree())
        p.exchangeSubview(at: 0, withSubviewAt: 2)
        p.layer.addSublayer(Layer())
        expectEqual(p.subviews.map(\.tag), [2, 1, 3])
        expect(matchesTheLayerTree())
        v[1].layer.removeFromSuperlayer()
        expect(p.subviews.map(\.tag) == [1, 3] && v[1].superview == nil && matchesTheLayerTree())
    }

    /// A superview keeps its subviews alive (a layer's delegate is weak) and lets go of one
    /// removed; a tree nobody holds is released whole.
    @Test func aSuperviewHoldsItsSubviewsUntilTheyAreRemoved() {
        let p = View()
        weak var child: View?
        do { let c = View(); p.addSubview(c); child = c }
        p.layer.insertSublayer(Layer(), at: 0)
        if let c = child { p.bringSubviewToFront(c) }
        expectNotNil(child)
        expectIdentical(p.subviews.first, child)
        child?.removeFromSuperview()
        expectNil(child)
        expect(p.subviews.isEmpty)
        weak var root: View?, leaf: View?
        do {
            let r = View(), l = View()
            r.addSubview(View()); r.subviews[0].addSubview(l)
            root = r; leaf = l
        }
        expectNil(root)
        expectNil(leaf)
    }
}
