import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// The render tree a window keeps and updates in place, frame after frame, against the tree the
/// same layers give walked from empty nodes: after a change of each kind of value, a hidden,
/// removed, re-added, re-ordered or reparented layer, a mask, a transition and a presentation,
/// the kept tree must be exactly the one made from scratch, and must show the change.
@MainActor
@Suite struct KeptRenderTreeTests {
    /// The window's next frame, checked against the same layers walked from empty nodes.
    @discardableResult
    func keptFrame(_ w: Window, sourceLocation: SourceLocation = #_sourceLocation) -> RenderNode {
        let kept = w.renderTree().root
        var scratch = w.layer.renderTreeNode(model: false, host: w) ?? RenderNode(bounds: w.bounds, position: w.center)
        if !w.isHidden { scratch.children += w.systemChromeNodes() }
        expectEqual(kept, scratch, sourceLocation: sourceLocation)
        return kept
    }

    /// A visible window with three coloured views, two of them nested, drawn once.
    func scene() -> (Window, [View]) {
        let w = Window(size: CGSize(width: 200, height: 200), scale: 1)
        w.makeKeyAndVisible()
        let views = (0..<3).map { i in
            let v = View(frame: CGRect(x: Double(i) * 30, y: 10, width: 40, height: 40))
            v.backgroundColor = Color(red: Double(i) / 3, green: 0.5, blue: 1)
            return v
        }
        w.addSubview(views[0])
        w.addSubview(views[1])
        views[1].addSubview(views[2])
        w.step(to: 0)
        keptFrame(w)
        return (w, views)
    }

    @Test func everyKindOfValueReachesTheKeptTree() {
        let (w, views) = scene()
        let v = views[2]
        let layer = v.layer
        let changes: [(String, () -> Void, (RenderNode) -> Bool)] = [
            (
                "bounds", { v.bounds = CGRect(x: 2, y: 3, width: 30, height: 20) },
                { $0.bounds == CGRect(x: 2, y: 3, width: 30, height: 20) }
            ),
            ("position", { v.center = CGPoint(x: 7, y: 9) }, { $0.position == CGPoint(x: 7, y: 9) }),
            ("anchorPoint", { layer.anchorPoint = CGPoint(x: 0, y: 1) }, { $0.anchorPoint == CGPoint(x: 0, y: 1) }),
            ("anchorPointZ", { layer.anchorPointZ = 4 }, { $0.anchorPointZ == 4 }),
            (
                "transform", { v.transform = CGAffineTransform(rotationAngle: 0.5) },
                { $0.transform == Transform3D(CGAffineTransform(rotationAngle: 0.5)) }
            ),
            (
                "sublayerTransform", { layer.sublayerTransform = Transform3D(scaleX: 2, y: 3) },
                { $0.sublayerTransform == Transform3D(scaleX: 2, y: 3) }
            ),
            ("zPosition", { layer.zPosition = 5 }, { $0.zPosition == 5 }),
            ("opacity", { v.alpha = 0.25 }, { $0.opacity == 0.25 }),
            ("backgroundColor", { v.backgroundColor = .red }, { $0.backgroundColor == .red }),
            ("cornerRadius", { layer.cornerRadius = 6 }, { $0.cornerRadius == 6 }),
            ("maskedCorners", { layer.maskedCorners = .layerMinXMinYCorner }, { $0.maskedCorners == .layerMinXMinYCorner }),
            ("borderWidth", { layer.borderWidth = 2 }, { $0.borderWidth == 2 }),
            ("borderColor", { layer.borderColor = .green }, { $0.borderColor == .green }),
            ("shadowColor", { layer.shadowColor = .blue }, { $0.shadowColor == .blue }),
            ("shadowOpacity", { layer.shadowOpacity = 0.5 }, { $0.shadowOpacity == 0.5 }),
            ("shadowRadius", { layer.shadowRadius = 9 }, { $0.shadowRadius == 9 }),
            (
                "shadowOffset", { layer.shadowOffset = CGSize(width: 1, height: 2) },
                { $0.shadowOffset == CGSize(width: 1, height: 2) }
            ),
            (
                "shadowPath", { layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)) },
                { $0.shadowPath != nil }
            ),
            ("isDoubleSided", { layer.isDoubleSided = false }, { !$0.isDoubleSided }),
            ("masksToBounds", { v.clipsToBounds = true }, { $0.masksToBounds }),
            (
                "contents", { layer.contents = Image(color: .green, size: CGSize(width: 2, height: 2), scale: 1) },
                { $0.content != nil }
            ),
            (
                "contentsGravity", { layer.contentsGravity = .center },
                { if case .contents(_, .center, _, _)? = $0.content { true } else { false } }
            )
        ]
        for (i, (name, change, shows)) in changes.enumerated() {
            change()
            w.step(to: Double(i + 1) / 60)
            let node = keptFrame(w).children[1].children[0]
            expect(shows(node), "\(name) reaches the kept tree")
        }
    }

    @Test func hiddenRemovedReAddedAndReparentedLayers() {
        let (w, views) = scene()
        views[1].isHidden = true
        w.step(to: 1 / 60)
        expectEqual(keptFrame(w).children.count, 1)
        views[1].isHidden = false
        w.step(to: 2 / 60)
        expectEqual(keptFrame(w).children.count, 2)
        views[2].removeFromSuperview()
        w.step(to: 3 / 60)
        expect(keptFrame(w).children[1].children.isEmpty)
        views[1].addSubview(views[2])
        w.step(to: 4 / 60)
        expectEqual(keptFrame(w).children[1].children.count, 1)
        views[0].addSubview(views[2])
        w.step(to: 5 / 60)
        let root = keptFrame(w)
        expect(root.children[0].children.count == 1 && root.children[1].children.isEmpty)
        w.insertSubview(View(frame: CGRect(x: 1, y: 1, width: 3, height: 3)), at: 0)
        w.exchangeSubview(at: 1, withSubviewAt: 2)
        w.step(to: 6 / 60)
        expectEqual(keptFrame(w).children.count, 3)
        let standalone = Layer()
        standalone.backgroundColor = .black
        views[1].layer.insertSublayer(standalone, at: 0)
        w.step(to: 7 / 60)
        expectEqual(keptFrame(w).children[1].children.count, 1)
    }

    @Test func masksAndTheirChanges() {
        let (w, views) = scene()
        let mask = Layer()
        mask.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        mask.backgroundColor = .black
        views[1].layer.mask = mask
        w.step(to: 1 / 60)
        expectEqual(keptFrame(w).children[1].mask?.bounds.width, 10)
        // A standalone layer's change animates (its implicit action, 0.25 s): each frame is checked.
        mask.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        for f in 2...20 {
            w.step(to: Double(f) / 60)
            keptFrame(w)
        }
        expectEqual(keptFrame(w).children[1].mask?.bounds.width, 20)
        let other = Layer()
        other.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        views[1].layer.mask = other
        w.step(to: 21 / 60)
        expectEqual(keptFrame(w).children[1].mask?.bounds.width, 4)
        views[1].layer.mask = nil
        w.step(to: 22 / 60)
        expectNil(keptFrame(w).children[1].mask)
    }

    @Test func animationsTransitionsAndLabelsFrameByFrame() {
        let (w, views) = scene()
        let label = Label(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        label.text = "One"
        views[0].addSubview(label)
        View.animate(withDuration: 0.2) {
            views[1].frame = CGRect(x: 100, y: 100, width: 20, height: 20)
            views[2].alpha = 0
        }
        let t = Transition()
        t.type = .push
        t.duration = 0.1
        views[0].layer.add(t, forKey: nil)
        for f in 1...20 {
            if f == 5 { label.text = "Two" }
            w.step(to: Double(f) / 60)
            keptFrame(w)
        }
        expectEqual(keptFrame(w).children[1].position, CGPoint(x: 110, y: 110))
    }

    @Test func aFrameHeldByTheCallerKeepsItsValues() {
        let (w, views) = scene()
        let held = w.renderTree()
        views[0].backgroundColor = .red
        views[2].removeFromSuperview()
        w.step(to: 1 / 60)
        let next = keptFrame(w)
        expectEqual(next.children[0].backgroundColor, .red)
        expectEqual(held.root.children[0].backgroundColor, Color(red: 0, green: 0.5, blue: 1))
        expectEqual(held.root.children[1].children.count, 1)
    }

    @Test func aPresentationThatEnds() {
        let host = TestHost(device: .iPhone16, scale: 1)
        let root = NamedController("Root", color: .systemTeal)
        host.window.rootViewController = root
        host.runUntilIdle()
        let before = keptFrame(host.window).children.count
        var most = before
        host.onFrame = { host in most = max(most, keptFrame(host.window).children.count) }
        root.present(NamedController("Sheet", color: .systemPink), animated: true)
        host.runUntilIdle()
        root.dismiss(animated: true)
        host.runUntilIdle()
        host.onFrame = nil
        expectGreaterThan(most, before)
        expectEqual(keptFrame(host.window).children.count, before)
    }
}
