import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// The render tree of small hierarchies, against values written out by hand.
@MainActor
@Suite struct RenderTreeTests {
    @Test func smallHierarchy() {
        let w = Window(size: CGSize(width: 100, height: 200), scale: 2)
        w.makeKeyAndVisible()
        w.backgroundColor = .white
        let card = View(frame: CGRect(x: 10, y: 20, width: 50, height: 40))
        card.backgroundColor = .red
        card.layer.cornerRadius = 8
        card.layer.borderWidth = 2
        card.layer.borderColor = .blue
        card.alpha = 0.5
        card.clipsToBounds = true
        let hidden = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        hidden.isHidden = true
        let label = Label(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        label.text = "Hi"
        label.textColor = .white
        card.addSubview(hidden)
        card.addSubview(label)
        w.addSubview(card)
        w.step(to: 0)
        let tree = w.renderTree()

        var expectedLabel = RenderNode(bounds: CGRect(x: 0, y: 0, width: 50, height: 20), position: CGPoint(x: 25, y: 10))
        // CALayer.borderColor defaults to opaque black (RenderNode's own default is nil).
        expectedLabel.borderColor = .black
        expectedLabel.content = .text(
            RenderNode.TextContent(
                text: "Hi", fontSize: 17, weight: 0, color: .white,
                alignment: .natural, numberOfLines: 1))
        var expectedCard = RenderNode(bounds: CGRect(x: 0, y: 0, width: 50, height: 40), position: CGPoint(x: 35, y: 40))
        expectedCard.backgroundColor = .red
        expectedCard.cornerRadius = 8
        expectedCard.borderWidth = 2
        expectedCard.borderColor = .blue
        expectedCard.opacity = 0.5
        expectedCard.masksToBounds = true
        expectedCard.children = [expectedLabel]
        var expectedRoot = RenderNode(bounds: CGRect(x: 0, y: 0, width: 100, height: 200), position: CGPoint(x: 50, y: 100))
        expectedRoot.backgroundColor = .white
        expectedRoot.borderColor = .black
        expectedRoot.children = [expectedCard]
        expectEqual(
            tree, RenderTree(size: CGSize(width: 100, height: 200), scale: 2, backgroundColor: .black, root: expectedRoot))
    }

    @Test func hiddenWindowDrawsNothing() {
        let w = Window(size: CGSize(width: 10, height: 10))
        w.addSubview(View(frame: w.bounds))
        expect(w.renderTree().root.children.isEmpty)
    }

    @Test func imageViewContentAndMaskView() {
        let w = Window(size: CGSize(width: 100, height: 100))
        w.makeKeyAndVisible()
        let image = Image(color: .green, size: CGSize(width: 4, height: 2), scale: 2)!
        let iv = ImageView(image: image)
        expectEqual(iv.frame, CGRect(x: 0, y: 0, width: 4, height: 2))
        expectEqual(iv.intrinsicContentSize, CGSize(width: 4, height: 2))
        expect(!iv.isUserInteractionEnabled)
        iv.contentMode = .scaleAspectFill
        let maskView = View(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        maskView.backgroundColor = .black
        iv.mask = maskView
        w.addSubview(iv)
        let node = w.renderTree().root.children[0]
        expectEqual(node.content, .image(image, gravity: .resizeAspectFill))
        expectEqual(node.mask?.bounds, CGRect(x: 0, y: 0, width: 2, height: 2))
        expectEqual(node.mask?.backgroundColor, .black)
    }

    @Test func snapshotFreezesContent() {
        let w = Window(size: CGSize(width: 100, height: 100))
        w.makeKeyAndVisible()
        let v = View(frame: CGRect(x: 30, y: 30, width: 20, height: 10))
        v.backgroundColor = .red
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        let child = View(frame: CGRect(x: 1, y: 1, width: 2, height: 2))
        child.backgroundColor = .blue
        v.addSubview(child)
        w.addSubview(v)
        let snap = v.snapshotView(afterScreenUpdates: true)!
        expectEqual(snap.frame, CGRect(x: 0, y: 0, width: 20, height: 10))
        v.backgroundColor = .green
        child.removeFromSuperview()
        snap.center = CGPoint(x: 50, y: 50)
        w.addSubview(snap)
        let node = w.renderTree().root.children[1]
        expectEqual(node.children.count, 1)
        let frozen = node.children[0]
        expectEqual(frozen.backgroundColor, .red)
        expectEqual(frozen.transform, .identity)
        expectEqual(frozen.position, CGPoint(x: 10, y: 5))
        expectEqual(frozen.children.map(\.backgroundColor), [.blue])
    }

    @Test func rootViewControllerIsInstalledSizedToWindow() {
        let w = Window(size: CGSize(width: 320, height: 480))
        let vc = ViewController()
        w.rootViewController = vc
        expect(!vc.isViewLoaded)
        w.makeKeyAndVisible()
        expectIdentical(vc.view.superview, w)
        expectEqual(vc.view.frame, w.bounds)
        expect(w.isKeyWindow)
        expect(!w.isHidden)
        w.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        expectEqual(vc.view.frame, CGRect(x: 0, y: 0, width: 480, height: 320))
    }

    @Test func nextTurnWorkRunsAtTheNextStepInOrder() {
        let w = Window(size: CGSize(width: 10, height: 10))
        var log: [String] = []
        w.performOnNextTurn {
            log.append("a")
            w.performOnNextTurn { log.append("c") }
        }
        w.performOnNextTurn { log.append("b") }
        expect(log.isEmpty)
        expect(w.hasPendingWork)
        w.step(to: 0.1)
        expectEqual(log, ["a", "b"])
        w.step(to: 0.2)
        expectEqual(log, ["a", "b", "c"])
        expect(!w.hasPendingWork)
    }

    @Test func labelMeasuresThroughTextLayout() {
        let label = Label()
        label.text = "Hello world"
        label.font = .systemFont(ofSize: 20)
        let oracle = TextLayout(text: "Hello world", font: .systemFont(ofSize: 20), numberOfLines: 1)
        expectEqual(label.intrinsicContentSize, oracle.size)
        label.numberOfLines = 0
        let narrow = TextLayout(text: "Hello world", font: .systemFont(ofSize: 20), width: 60, numberOfLines: 0)
        expectEqual(label.sizeThatFits(CGSize(width: 60, height: 1000)), narrow.size)
        expectEqual(narrow.lines.count, 2)
        label.text = nil
        expectEqual(label.intrinsicContentSize, .zero)
    }
}
