import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// Control tracking and actions (`UIControl`), and buttons (`UIButton`).
@MainActor
@Suite struct ControlTests {
    func scene() -> (TouchScene, Button, () -> [String]) {
        let s = TouchScene()
        let button = Button(type: .system, frame: CGRect(x: 100, y: 100, width: 100, height: 44))
        s.window.addSubview(button)
        var log: [String] = []
        button.addAction(Action { _ in log.append("down") }, for: .touchDown)
        button.addAction(Action { _ in log.append("upInside") }, for: .touchUpInside)
        button.addAction(Action { _ in log.append("upOutside") }, for: .touchUpOutside)
        button.addAction(Action { _ in log.append("exit") }, for: .touchDragExit)
        button.addAction(Action { _ in log.append("enter") }, for: .touchDragEnter)
        button.addAction(Action { _ in log.append("cancel") }, for: .touchCancel)
        button.addAction(Action { _ in log.append("primary") }, for: .primaryActionTriggered)
        return (s, button, { log })
    }

    @Test func tapInsideSendsTouchUpInsideAndPrimaryAction() {
        let (s, button, log) = scene()
        s.down(CGPoint(x: 150, y: 120), at: 0)
        expect(button.isHighlighted)
        expect(button.isTracking)
        expectEqual(button.state, .highlighted)
        s.up(CGPoint(x: 150, y: 120), at: 0.1)
        expectEqual(log(), ["down", "upInside", "primary"])
        expect(!button.isHighlighted)
        expect(!button.isTracking)
        expectEqual(
            s.window.timeline.callbacks(of: "Button"),
            [
                "action(touchDown)", "action(touchUpInside)", "action(primaryActionTriggered)"
            ])
    }

    @Test func releasingOutsideSendsTouchUpOutsideOnly() {
        let (s, button, log) = scene()
        s.down(CGPoint(x: 150, y: 120), at: 0)
        s.move(CGPoint(x: 150, y: 300), at: 0.1)
        expect(!button.isHighlighted)
        expect(!button.isTouchInside)
        s.up(CGPoint(x: 150, y: 300), at: 0.2)
        expectEqual(log(), ["down", "exit", "upOutside"])
    }

    @Test func draggingBackInsideCounts() {
        let (s, button, log) = scene()
        s.down(CGPoint(x: 150, y: 120), at: 0)
        s.move(CGPoint(x: 150, y: 300), at: 0.1)
        s.move(CGPoint(x: 199, y: 143), at: 0.2)
        expect(button.isHighlighted)
        s.up(CGPoint(x: 199, y: 143), at: 0.3)
        expectEqual(log(), ["down", "exit", "enter", "upInside", "primary"])
    }

    @Test func disabledControlSendsNothingAndSwallowsTheTouch() {
        let (s, button, log) = scene()
        let behind = TouchRecordingView(frame: s.window.bounds)
        s.window.insertSubview(behind, at: 0)
        button.isEnabled = false
        expectEqual(button.state, .disabled)
        s.down(CGPoint(x: 150, y: 120), at: 0)
        s.up(CGPoint(x: 150, y: 120), at: 0.1)
        expect(log().isEmpty)
        expect(!button.isHighlighted)
        expect(behind.calls.isEmpty)
        button.sendActions(for: .touchUpInside)  // from code it still sends
        expectEqual(log(), ["upInside"])
    }

    @Test func disablingWhileTrackingStops() {
        let (s, button, log) = scene()
        s.down(CGPoint(x: 150, y: 120), at: 0)
        button.isEnabled = false
        s.up(CGPoint(x: 150, y: 120), at: 0.1)
        expectEqual(log(), ["down"])
        expect(!button.isHighlighted)
    }

    @Test func recognizerThatTakesTheTouchCancelsTracking() {
        let (s, button, log) = scene()
        s.window.addGestureRecognizer(PanGestureRecognizer())
        s.drag(from: CGPoint(x: 110, y: 120), to: CGPoint(x: 190, y: 120), frames: 8)
        expectEqual(log(), ["down", "cancel"])
        expect(!button.isHighlighted)
    }

    @Test func controlBeatsAnAncestorsSingleTap() {
        let (s, _, log) = scene()
        var taps = 0
        s.window.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        s.down(CGPoint(x: 150, y: 120), at: 0)
        s.up(CGPoint(x: 150, y: 120), at: 0.1)
        expectEqual(taps, 0)
        expectEqual(log(), ["down", "upInside", "primary"])
        s.down(CGPoint(x: 20, y: 20), at: 1)  // elsewhere the tap still works
        s.up(CGPoint(x: 20, y: 20), at: 1.1)
        expectEqual(taps, 1)
    }

    @Test func repeatedTouchDownIsReported() {
        let s = TouchScene()
        let control = Control(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        s.window.addSubview(control)
        var events: [String] = []
        control.addAction(Action { _ in events.append("down") }, for: .touchDown)
        control.addAction(Action { _ in events.append("repeat") }, for: .touchDownRepeat)
        s.down(CGPoint(x: 50, y: 50), at: 0); s.up(CGPoint(x: 50, y: 50), at: 0.05)
        s.down(CGPoint(x: 50, y: 50), at: 0.15); s.up(CGPoint(x: 50, y: 50), at: 0.2)
        expectEqual(events, ["down", "down", "repeat"])
    }

    @Test func actionsReplaceByIdentifierAndTargetsAreWeak() {
        final class Handler {
            var count = 0
            func tapped(_ sender: Button) { count += 1 }
        }
        let button = Button(type: .system)
        var log: [String] = []
        let id = Action.Identifier("save")
        button.addAction(Action(identifier: id) { _ in log.append("a") }, for: .touchUpInside)
        button.addAction(Action(identifier: id) { _ in log.append("b") }, for: .touchUpInside)
        var handler: Handler? = Handler()
        button.addTarget(handler!, action: Handler.tapped, for: [.touchUpInside, .valueChanged])
        expectEqual(button.allControlEvents, [.touchUpInside, .valueChanged])
        button.sendActions(for: .touchUpInside)
        expectEqual(log, ["b"])
        expectEqual(handler?.count, 1)
        handler = nil
        button.sendActions(for: .touchUpInside)
        button.removeAction(identifiedBy: id, for: .touchUpInside)
        button.removeTarget(nil, for: .allEvents)
        expectEqual(button.allControlEvents, [])
        var sender: AnyObject?
        let action = Action { sender = $0.sender }
        button.sendAction(action)
        expectIdentical(sender, button)
        expectEqual(Control.Event.touchUpInside.rawValue, 64)
        expectEqual(Control.Event.valueChanged.rawValue, 4096)
    }
}
