import Foundation
import Testing

@testable import Transit
import TransitTestingReporting

/// Two windows in one process share nothing a frame depends on: each numbers its own layers for
/// its render trees, and a transaction committed in one leaves nothing behind for the other, so a
/// window shows the same frames, names the same layers and runs the same callbacks at the same
/// times whether or not another window worked in between.
@MainActor
@Suite struct WindowIndependenceTests {
    /// What a window showed over a scene: each frame, the layer numbers in it (pre-order), and
    /// when each completion ran.
    struct Record: Equatable {
        var frames: [RenderTree] = []
        var serials: [[UInt64]] = []
        var events: [String] = []
    }

    /// The layer numbers of a subtree, this node first, then its mask, then its children.
    static func serials(_ node: RenderNode) -> [UInt64] {
        [node.source.layerSerial] + (node.mask.map(serials) ?? []) + node.children.flatMap(serials)
    }

    /// A window with a view and two standalone layers, one fading out under a transaction with a
    /// completion block (explicit animation over 1 s) and one moved by its implicit action;
    /// `between` runs after each frame step.
    func scene(between: () -> Void) -> Record {
        var record = Record()
        let (window, view) = explicitScene()
        let fading = Layer()
        fading.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        fading.backgroundColor = .red
        let moving = Layer()
        moving.frame = CGRect(x: 10, y: 40, width: 20, height: 20)
        moving.backgroundColor = .blue
        view.layer.addSublayer(fading)
        view.layer.addSublayer(moving)
        window.step(to: 0)
        Transaction.begin()
        Transaction.setCompletionBlock { record.events.append("fade done at \(window.currentTime)") }
        fading.add(basic("opacity", from: 1, to: 0), forKey: "fade")
        Transaction.commit()
        moving.position = CGPoint(x: 80, y: 60)
        for time in [0.1, 0.25, 0.5, 1.0, 1.1] {
            window.step(to: time)
            let frame = window.renderTree()
            record.frames.append(frame)
            record.serials.append(Self.serials(frame.root))
            between()
        }
        return record
    }

    /// Another window's work: its own layers made, animated inside a transaction with actions
    /// disabled and with them enabled, and stepped.
    func otherWindowWork(_ other: Window, _ time: inout TimeInterval) {
        let layers = (0..<5).map { _ in Layer() }
        for layer in layers {
            layer.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
            other.layer.addSublayer(layer)
        }
        Transaction.begin()
        Transaction.setDisableActions(true)
        layers[0].opacity = 0.5
        Transaction.setAnimationDuration(3)
        layers[1].add(basic("position.x", from: 0, to: 100), forKey: nil)
        Transaction.commit()
        layers[2].position = CGPoint(x: 50, y: 50)
        time += 0.2
        other.step(to: time)
        _ = other.renderTree()
    }

    @Test func aWindowShowsTheSameWhateverAnotherWindowDoes() {
        let alone = scene {}
        let other = makeWindow()
        var otherTime: TimeInterval = 0
        other.step(to: 0)
        let interleaved = scene { otherWindowWork(other, &otherTime) }
        expectEqual(interleaved, alone)
        expectEqual(alone.events, ["fade done at 1.0"])
        // Each window counts its own layers from 1: the window's layer, the view, the two layers.
        expectEqual(alone.serials.first, [1, 2, 3, 4])
    }

    /// A window with a device draws its status bar and home indicator over the content: their
    /// layers are numbered by the window too, so every node of the frame names a distinct layer
    /// (what lets the renderer pair a frame's sublayers with the previous frame's).
    @Test func theSystemChromeIsNumberedByItsWindow() {
        let (window, _) = explicitScene()
        window.device = .iPhone16
        window.step(to: 0)
        let serials = Self.serials(window.renderTree().root)
        expectGreaterThan(serials.count, 2)
        expect(!serials.contains(0))
        expectEqual(Set(serials).count, serials.count)
    }
}
