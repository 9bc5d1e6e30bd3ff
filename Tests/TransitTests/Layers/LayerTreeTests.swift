import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// A view backed by a transform layer, through `layerClass` (UIKit's documented way to choose a
/// view's layer type).
private final class DepthView: View {
    override class var layerClass: AnyClass { TransformLayer.self }
}

/// The layer tree: Core Animation's sublayer operations, and how a view's layer orders its
/// subviews' layers among standalone sublayers as UIKit does (addSubview appends the layer,
/// insertSubview(_:at:) indexes the sublayers, sendSubviewToBack goes behind standalone sublayers).
@MainActor
@Suite struct LayerTreeTests {
    /// A named standalone layer.
    func layer(_ name: String) -> Layer {
        let l = Layer()
        l.name = name
        return l
    }

    func names(_ layer: Layer) -> [String] {
        (layer.sublayers ?? []).map { $0.name ?? (($0.delegate as? View).map { "v\($0.tag)" } ?? "?") }
    }

    @Test func sublayerOperationsFollowCoreAnimation() {
        let root = Layer()
        expectNil(root.sublayers)  // CALayer.sublayers is nil when empty
        let a = layer("a"), b = layer("b"), c = layer("c"), d = layer("d")
        root.addSublayer(a); root.addSublayer(b)
        expectEqual(names(root), ["a", "b"])
        expectIdentical(a.superlayer, root)
        root.insertSublayer(c, at: 1)
        expectEqual(names(root), ["a", "c", "b"])
        root.insertSublayer(d, below: a)
        expectEqual(names(root), ["d", "a", "c", "b"])
        root.insertSublayer(d, above: b)
        expectEqual(names(root), ["a", "c", "b", "d"])
        let e = layer("e")
        root.replaceSublayer(c, with: e)
        expectEqual(names(root), ["a", "e", "b", "d"])
        expectNil(c.superlayer)
        expectIdentical(e.superlayer, root)
        b.removeFromSuperlayer()
        expectEqual(names(root), ["a", "e", "d"])
        expectNil(b.superlayer)
        root.sublayers = [d, b, a]
        expectEqual(names(root), ["d", "b", "a"])
        expectNil(e.superlayer)
        expectIdentical(b.superlayer, root)
        root.sublayers = nil
        expectNil(root.sublayers)
        expectNil(a.superlayer)
    }

    @Test func movingALayerTakesItFromItsOldSuperlayer() {
        let p = Layer(), q = Layer(), x = layer("x")
        p.addSublayer(x)
        q.addSublayer(x)
        expectNil(p.sublayers)
        expectIdentical(x.superlayer, q)
        // Re-inserting in the same superlayer takes the layer out first, then inserts at the index.
        let a = layer("a"), b = layer("b")
        q.addSublayer(a); q.addSublayer(b)
        q.insertSublayer(x, at: 2)
        expectEqual(names(q), ["a", "b", "x"])
    }

    @Test func cyclesAndSelfInsertionAreRefused() {
        let log = DiagnosticLog()
        let w = Window(size: CGSize(width: 10, height: 10), diagnostics: log)
        let a = Layer(), b = Layer(), c = Layer()
        w.layer.addSublayer(a); a.addSublayer(b); b.addSublayer(c)
        a.addSublayer(a)
        c.addSublayer(a)
        b.insertSublayer(a, at: 0)
        expectIdentical(a.superlayer, w.layer)
        expectIdentical(b.superlayer, a)
        expectIdentical(c.superlayer, b)
        expectEqual(names(c), [])
        expect(b.sublayers?.count == 1)
        expectEqual(log.diagnostics(withCode: "layer.addToItself").count, 1)
        expectEqual(log.diagnostics(withCode: "layer.cycle").count, 2)
    }

    @Test func outOfRangeAndStrangerSiblingsAreReported() {
        let log = DiagnosticLog()
        let w = Window(size: CGSize(width: 10, height: 10), diagnostics: log)
        let a = layer("a"), b = layer("b"), c = layer("c"), stranger = Layer()
        w.layer.addSublayer(a)
        w.layer.insertSublayer(b, at: 99)
        w.layer.insertSublayer(c, below: stranger)
        expectEqual(names(w.layer), ["c", "a", "b"])
        w.layer.replaceSublayer(stranger, with: Layer())
        expectEqual(log.diagnostics(withCode: "layer.indexOutOfRange").count, 1)
        expectEqual(log.diagnostics(withCode: "layer.siblingNotSublayer").count, 1)
        expectEqual(log.diagnostics(withCode: "layer.notSublayer").count, 1)
    }

    @Test func subviewLayersInterleaveWithStandaloneSublayersAsInUIKit() {
        let p = View()
        let v1 = View(); v1.tag = 1
        let v2 = View(); v2.tag = 2
        let v3 = View(); v3.tag = 3
        let g = layer("g"), h = layer("h")
        p.addSubview(v1)
        p.layer.addSublayer(g)  // on top of v1's layer
        p.addSubview(v2)  // addSubview appends: on top of g
        expectEqual(names(p.layer), ["v1", "g", "v2"])
        p.layer.insertSublayer(h, at: 0)  // the usual background-gradient idiom
        expectEqual(names(p.layer), ["h", "v1", "g", "v2"])
        // insertSubview(_:at:) indexes the sublayers, so standalone layers count.
        p.insertSubview(v3, at: 2)
        expectEqual(names(p.layer), ["h", "v1", "v3", "g", "v2"])
        expectEqual(p.subviews.map(\.tag), [1, 3, 2])
        // Moving a subview back by index: out first, then in at the index (the layers' rule).
        p.insertSubview(v2, at: 1)
        expectEqual(names(p.layer), ["h", "v2", "v1", "v3", "g"])
        expectEqual(p.subviews.map(\.tag), [2, 1, 3])
        p.insertSubview(v2, aboveSubview: v3)
        expectEqual(names(p.layer), ["h", "v1", "v3", "v2", "g"])
        p.insertSubview(v2, belowSubview: v1)
        expectEqual(names(p.layer), ["h", "v2", "v1", "v3", "g"])
        p.bringSubviewToFront(v2)  // in front of every sublayer
        expectEqual(names(p.layer), ["h", "v1", "v3", "g", "v2"])
        p.sendSubviewToBack(v3)  // behind the standalone background too
        expectEqual(names(p.layer), ["v3", "h", "v1", "g", "v2"])
        p.exchangeSubview(at: 0, withSubviewAt: 2)  // subviews indices: v3 <-> v2
        expectEqual(names(p.layer), ["v2", "h", "v1", "g", "v3"])
        expectEqual(p.subviews.map(\.tag), [2, 1, 3])
    }

    @Test func layerOperationsOnAViewsLayerActOnTheView() {
        let log = DiagnosticLog()
        let w = makeWindow(log)
        let p = View(), q = View(), v = View()
        w.addSubview(p); w.addSubview(q)
        let g = layer("g")
        p.layer.addSublayer(g)
        // Adding a view's layer to another view's layer makes it a subview there.
        p.layer.insertSublayer(v.layer, at: 0)
        expectIdentical(v.superview, p)
        expectIdentical(v.window, w)
        expectIdentical(p.subviews.first, v)
        expectIdentical(v.layer.superlayer, p.layer)
        q.layer.insertSublayer(v.layer, above: nil)
        expectIdentical(v.superview, q)
        expect(p.subviews.isEmpty)
        expectEqual(names(p.layer), ["g"])
        // Removing a view's layer through the layer API removes the view.
        v.layer.removeFromSuperlayer()
        expectNil(v.superview)
        expectNil(v.window)
        expect(q.subviews.isEmpty)
        expectNil(q.layer.sublayers)
        // A view's layer under a standalone layer is refused: the view tree could not follow.
        g.addSublayer(v.layer)
        expectNil(v.layer.superlayer)
        expectNil(g.sublayers)
        expectEqual(log.diagnostics(withCode: "layer.viewLayerUnderLayer").count, 1)
        // Setting sublayers removes subviews left out, through removeFromSuperview.
        p.addSubview(v)
        p.layer.sublayers = [g]
        expectNil(v.superview)
        expect(p.subviews.isEmpty)
        expectEqual(names(p.layer), ["g"])
        // A view cannot go under its own descendant through the layer API either.
        p.addSubview(v)
        v.layer.addSublayer(p.layer)
        expectIdentical(p.superview, w)
        expectIdentical(v.superview, p)
    }

    @Test func replacingAViewsLayerRemovesTheView() {
        let p = View(), v = View()
        p.addSubview(v)
        let g = layer("g")
        p.layer.replaceSublayer(v.layer, with: g)
        expectNil(v.superview)
        expect(p.subviews.isEmpty)
        expectEqual(names(p.layer), ["g"])
    }

    @Test func layerClassPicksTheLayerType() {
        expectEqual(ObjectIdentifier(View.layerClass), ObjectIdentifier(Layer.self))
        let v = DepthView()
        expect(v.layer is TransformLayer)
        expectIdentical(v.layer.delegate, v)
        expect(type(of: View().layer) == Layer.self)
    }

    @Test func standaloneLayersAreReleasedWithTheirTree() {
        weak var weakSub: Layer?
        weak var weakView: View?
        do {
            let v = View()
            let sub = Layer()
            sub.addSublayer(Layer())
            v.layer.addSublayer(sub)
            weakSub = sub
            weakView = v
            expectNotNil(weakSub)
        }
        expectNil(weakSub)
        expectNil(weakView)
        // A removed sublayer is released once nothing else holds it.
        let root = Layer()
        do {
            let sub = Layer()
            root.addSublayer(sub)
            weakSub = sub
        }
        expectNotNil(weakSub)
        weakSub?.removeFromSuperlayer()
        expectNil(weakSub)
    }

    @Test func aStandaloneLayerDoesNotFollowABlockAnimation() {
        // UIKit: only a view's own layer takes part in a UIView animation block; a standalone
        // layer's change is not animated with the block's duration.
        let w = makeWindow()
        let v = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        w.addSubview(v)
        let sub = Layer()
        v.layer.addSublayer(sub)
        View.animate(
            withDuration: 2, delay: 0, options: [.curveLinear],
            animations: {
                v.layer.opacity = 0
                sub.opacity = 0
            })
        w.step(to: 1)
        expectEqual(v.layer.presentation()?.opacity, 0.5)
        expect(sub.presentation()?.opacity == 0)
        expectEqual(sub.opacity, 0)
        expectIdentical(sub.presentation()?.model(), sub)
    }

    @Test func standalonePresentationCopiesTheModel() {
        let l = Layer()
        l.bounds = CGRect(x: 0, y: 0, width: 8, height: 6)
        l.contents = Image(color: .red, size: CGSize(width: 2, height: 2))
        l.contentsGravity = .topLeft
        let p = l.presentation()
        expectNotIdentical(p, l)
        expect(p?.bounds == l.bounds)
        expect(p?.contents == l.contents)
        expect(p?.contentsGravity == .topLeft)
        expect(p?.superlayer == nil)
        expect(p?.model() === l)
    }

    @Test func conversionAndHitTestingThroughStandaloneLayers() {
        let root = Layer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let a = Layer()
        a.frame = CGRect(x: 50, y: 40, width: 100, height: 100)
        let b = Layer()
        b.frame = CGRect(x: 10, y: 20, width: 30, height: 30)
        root.addSublayer(a); a.addSublayer(b)
        expectEqual(b.convert(CGPoint(x: 1, y: 2), to: root), CGPoint(x: 61, y: 62))
        expectEqual(root.convert(CGPoint(x: 61, y: 62), to: b), CGPoint(x: 1, y: 2))
        expectEqual(b.convert(CGPoint(x: 1, y: 2), to: nil), CGPoint(x: 61, y: 62))
        expectEqual(a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: b), CGRect(x: 10, y: 20, width: 10, height: 10))
        // hitTest takes the point in the superlayer's space (root's superlayer space is root's
        // frame origin here: position (100, 100), bounds origin 0).
        expectIdentical(root.hitTest(CGPoint(x: 61, y: 62)), b)
        expectIdentical(root.hitTest(CGPoint(x: 55, y: 45)), a)
        expectIdentical(root.hitTest(CGPoint(x: 5, y: 5)), root)
        expectNil(root.hitTest(CGPoint(x: 500, y: 5)))
        // zPosition puts a later-added sibling behind: the hit follows the drawing order.
        let front = Layer(); front.frame = a.frame; front.zPosition = -1
        root.addSublayer(front)
        expectIdentical(root.hitTest(CGPoint(x: 55, y: 45)), a)
        b.isHidden = true
        expectIdentical(root.hitTest(CGPoint(x: 61, y: 62)), a)
    }

    @Test func touchesStillReachSubviewsUnderStandaloneSublayers() {
        // Layers take no touches: a standalone sublayer in front of a subview does not hide it
        // from hitTest(_:with:), as in UIKit.
        let w = makeWindow()
        let v = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        w.addSubview(v)
        let cover = Layer()
        cover.frame = w.bounds
        cover.backgroundColor = .black
        w.layer.addSublayer(cover)
        w.layer.insertSublayer(Layer(), at: 0)
        expectIdentical(w.hitTest(CGPoint(x: 50, y: 50), with: nil), v)
        expectEqual(v.convert(CGPoint(x: 5, y: 5), to: w), CGPoint(x: 5, y: 5))
    }

    @Test func renderTreeFollowsTheLayerOrder() {
        let w = makeWindow()
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)); v.backgroundColor = .red
        w.addSubview(v)
        let g = Layer(); g.frame = CGRect(x: 1, y: 2, width: 3, height: 4); g.backgroundColor = .blue
        let inner = Layer(); inner.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        g.addSublayer(inner)
        w.layer.insertSublayer(g, at: 0)
        let hidden = Layer(); hidden.isHidden = true
        w.layer.addSublayer(hidden)
        let children = w.renderTree().root.children
        expectEqual(children.count, 2)
        expect(children[0].backgroundColor == .blue && children[0].children.count == 1)
        expectEqual(children[1].backgroundColor, .red)
        // A transform-layer-backed view keeps 3-D and draws nothing of its own.
        let d = DepthView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        d.backgroundColor = .green
        w.addSubview(d)
        let node = w.renderTree().root.children[2]
        expect(node.preserves3D)
        expectNil(node.backgroundColor)
    }

    @Test func everyContentsGravityReachesTheRenderer() {
        // Core Animation's twelve gravities, by their string constants, map to twelve distinct
        // placements; a name Core Animation does not have draws as .resize.
        let all: [LayerContentsGravity] = [
            .center, .top, .bottom, .left, .right, .topLeft, .topRight,
            .bottomLeft, .bottomRight, .resize, .resizeAspect, .resizeAspectFill
        ]
        expectEqual(Set(all.map(\.rawValue)).count, 12)
        expectEqual(LayerContentsGravity.resizeAspectFill.rawValue, "resizeAspectFill")
        let mapped = all.map(\.renderGravity)
        expect(mapped.enumerated().allSatisfy { i, g in !mapped[..<i].contains(g) })
        expectEqual(LayerContentsGravity(rawValue: "sideways").renderGravity, .resize)
        expectEqual(Layer().contentsGravity, .resize)
        expectEqual(Layer().contentsScale, 1)
        expectEqual(Layer().contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test func badContentsValuesAreReportedAndIgnored() {
        let log = DiagnosticLog()
        let w = makeWindow(log)
        let l = Layer()
        w.layer.addSublayer(l)
        l.contentsScale = 2
        l.contentsScale = 0
        l.contentsScale = .nan
        expectEqual(l.contentsScale, 2)
        expectEqual(log.diagnostics(withCode: "layer.contentsScale").count, 2)
        l.contentsRect = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
        expectEqual(l.contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1))
        expectEqual(log.diagnostics(withCode: "layer.nonFinite").count, 1)
    }
}

/// Masks belong to the tree of the layer they mask.
@MainActor
@Suite struct LayerMaskTreeTests {
    @Test func aStandaloneMaskAnimatesOnTheMaskedLayersWindow() {
        let w = makeWindow()
        let v = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        w.addSubview(v)
        let mask = Layer()
        mask.frame = v.bounds
        v.layer.mask = mask
        expectNil(mask.superlayer)
        expectIdentical(mask.host, w)
        _ = v.layer.presentation()  // a presentation copy does not take the mask over
        expectIdentical(mask.host, w)
        mask.add(basic("opacity", from: 1.0, to: 0.0, duration: 2), forKey: "fade")
        w.step(to: 1)
        expectClose(mask.presentationState.opacity, 0.5, within: 1e-12)
        v.layer.mask = nil
        expectNil(mask.host)
    }

    @Test func maskCyclesAreRefused() {
        let log = DiagnosticLog()
        let w = makeWindow(log)
        let a = Layer(), b = Layer()
        w.layer.addSublayer(a)
        a.addSublayer(b)
        a.mask = a
        b.mask = a
        let m = Layer()
        a.mask = m
        m.mask = a
        expectIdentical(a.mask, m)
        expectNil(b.mask)
        expectNil(m.mask)
        expectEqual(log.diagnostics(withCode: "layer.maskCycle").count, 3)
    }
}
