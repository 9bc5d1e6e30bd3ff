import Foundation

/// One step of a soak sequence. Operations are plain data chosen before the sequence runs, so a
/// sequence replays exactly and can be shrunk by dropping steps; each names its targets by small
/// indices that are resolved against the scene when the step runs (an index picks among the
/// controllers that fit, modulo their count), so every step stays meaningful whatever ran before.
public enum SoakOperation: Hashable, Sendable, CustomStringConvertible {
    /// Push a free controller on the navigation controller.
    case push(animated: Bool)
    /// Pop the top controller.
    case pop(animated: Bool)
    /// Pop to the root.
    case popToRoot(animated: Bool)
    /// Replace the stack with its root and `extra` free controllers.
    case setStack(extra: Int, animated: Bool)
    /// Select a tab of the tab bar controller (animated through the scene's delegate when asked).
    case selectTab(index: Int, animated: Bool)
    /// Select a child of the custom container (seed 000's).
    case selectChild(index: Int)
    /// Present a free controller from the controller `from` picks among the visible ones.
    case present(from: Int, style: Int, animated: Bool)
    /// Dismiss from the controller `from` picks among the presented ones (or the root).
    case dismiss(from: Int, animated: Bool)
    /// Put a finger down near the left edge (starts an interactive pop when one can start).
    case edgeDown
    /// Move the finger by `dx` points to the right.
    case fingerMove(dx: Int)
    /// Lift the finger.
    case fingerUp
    /// Step `frames` frames.
    case wait(frames: Int)
    /// Jump the clock by `seconds` in one frame.
    case jump(seconds: Double)
    /// Rotate the window (swap width and height) over `animated ? 0.3 : 0` seconds.
    case rotate(animated: Bool)
    /// Take the root's view out of the window and put it back `frames` frames later.
    case detachRoot(frames: Int)
    /// Replace the window's root with a plain controller, then restore the scene's root.
    case swapRoot(frames: Int)
    /// Run `operation` from inside the next appearance callback (`viewDidAppear` or
    /// `viewDidDisappear`) of any controller of the scene.
    indirect case fromCallback(SoakOperation)
    /// Present a free controller and run `operation` from the presentation's completion.
    indirect case fromCompletion(SoakOperation)
    /// Start a transition driven by code through a percent-driven interaction controller: a pop
    /// (`kind` 0), a dismissal of the top presented controller (1), or a presentation (2). The
    /// animator is interruptible when `interruptible`.
    case startDriven(kind: Int, interruptible: Bool)
    /// Move the driven transition to `percent` (0...100).
    case drive(percent: Int)
    /// Finish (`true`) or cancel the driven transition.
    case endDriven(finish: Bool)
    /// Put a finger down mid-screen (the custom container's and the tab bar's pans).
    case panDown
    /// Misuse: present a controller that already belongs somewhere (the root, a stacked, tabbed
    /// or presented controller), picked by `index` among every controller of the scene, from the
    /// controller `from` picks (as `present` does). Refused, never a cycle.
    case presentExisting(index: Int, from: Int)
    /// Misuse: push a controller that already belongs somewhere (as `presentExisting`).
    case pushExisting(index: Int)
    /// A property animator step (see `SoakScene.animatorStep(_:)`): start a new animator on the
    /// top controller's marker view, pause, reverse, scrub, continue, stop, finish, or start
    /// again — legal or not in the animator's state at that moment.
    case animator(action: Int)
    /// Run `operation` from inside the next `viewWillAppear` or `didMove(toParent:)` of any
    /// controller of the scene: a container call made while another is being applied.
    indirect case fromWillAppear(SoakOperation)
    /// Replace the tab bar controller's tabs: reversed (`variant` 0), without the last one (1),
    /// or with a new plain tab (2).
    case setTabs(variant: Int, animated: Bool)
    /// Move the finger by `dy` points down (a sheet's drag, a pull-down).
    case fingerMoveDown(dy: Int)
    /// Swap the swap container's child with `transition(from:to:…)` (0.3 s when `animated`, with
    /// a cross-dissolve when `dissolve`), whether its tab is shown or not.
    case swapChild(animated: Bool, dissolve: Bool)
    /// Dismiss the top presented controller (animated) and, at once, present it again from the
    /// same presenter: a presentation queued right behind its own dismissal.
    case presentAgain(animated: Bool)
    /// Present a free controller `.currentContext` (`.overCurrentContext` when `over`) from the
    /// selected tab's content: the navigation controller's top, a custom container's child, or
    /// the plain tab.
    case presentInContext(over: Bool, animated: Bool)
    /// Step `frames` frames, then rotate the window: a rotation at a chosen moment of whatever runs
    /// (a transition, a drag, a swap).
    case rotateAfter(frames: Int, animated: Bool)
    /// Do `first`, step `frames` more frames, then do `second`: a request or a touch aimed at
    /// whatever `first` started while it runs (a pop during a push, a content pan grabbing it, a
    /// dismissal during a presentation, a tab or child chosen during another's switch, an edge
    /// swipe during a released pop).
    indirect case interrupt(SoakOperation, after: Int, by: SoakOperation)
    /// Dismiss the top presented controller: it dismisses itself.
    case dismissTop(animated: Bool)
    /// Present a free controller with the zoom transition (`preferredTransition = .zoom`) from
    /// the last presenter candidate on screen, growing out of its marker view (or with no source
    /// at all).
    case presentZoom
    /// A pan from three quarters down the screen, mid-width: the finger goes down, moves by each
    /// of `moves` in turn (points to the right, or down when `vertical`), one frame apart, and
    /// lifts — a container's pan or a sheet's drag catching what runs.
    case catchPan(vertical: Bool, moves: [Int])

    public var description: String {
        switch self {
        case let .push(animated): "push(animated: \(animated))"
        case let .pop(animated): "pop(animated: \(animated))"
        case let .popToRoot(animated): "popToRoot(animated: \(animated))"
        case let .setStack(extra, animated): "setStack(extra: \(extra), animated: \(animated))"
        case let .selectTab(index, animated): "selectTab(\(index), animated: \(animated))"
        case let .selectChild(index): "selectChild(\(index))"
        case let .present(from, style, animated):
            "present(from: \(from), style: \(SoakScene.styles[style % SoakScene.styles.count]), animated: \(animated))"
        case let .dismiss(from, animated): "dismiss(from: \(from), animated: \(animated))"
        case .edgeDown: "edgeDown"
        case let .fingerMove(dx): "fingerMove(dx: \(dx))"
        case .fingerUp: "fingerUp"
        case let .wait(frames): "wait(\(frames))"
        case let .jump(seconds): "jump(\(seconds) s)"
        case let .rotate(animated): "rotate(animated: \(animated))"
        case let .detachRoot(frames): "detachRoot(for: \(frames))"
        case let .swapRoot(frames): "swapRoot(for: \(frames))"
        case let .fromCallback(operation): "fromCallback(\(operation))"
        case let .fromCompletion(operation): "fromCompletion(\(operation))"
        case let .startDriven(kind, interruptible):
            "startDriven(\(["pop", "dismissal", "presentation"][kind % 3]), interruptible: \(interruptible))"
        case let .drive(percent): "drive(\(percent) %)"
        case let .endDriven(finish): finish ? "finishDriven" : "cancelDriven"
        case .panDown: "panDown"
        case let .presentExisting(index, from): "presentExisting(\(index), from: \(from))"
        case let .pushExisting(index): "pushExisting(\(index))"
        case let .animator(action): "animator(\(SoakScene.animatorSteps[action % SoakScene.animatorSteps.count]))"
        case let .fromWillAppear(operation): "fromWillAppear(\(operation))"
        case let .setTabs(variant, animated): "setTabs(\(["reversed", "dropLast", "addOne"][variant % 3]), animated: \(animated))"
        case let .fingerMoveDown(dy): "fingerMoveDown(dy: \(dy))"
        case let .swapChild(animated, dissolve): "swapChild(animated: \(animated), dissolve: \(dissolve))"
        case let .presentAgain(animated): "presentAgain(animated: \(animated))"
        case let .presentInContext(over, animated):
            "presentInContext(\(over ? "overCurrentContext" : "currentContext"), animated: \(animated))"
        case let .rotateAfter(frames, animated): "rotateAfter(\(frames), animated: \(animated))"
        case let .interrupt(first, frames, second): "interrupt(\(first), after: \(frames), by: \(second))"
        case let .dismissTop(animated): "dismissTop(animated: \(animated))"
        case .presentZoom: "presentZoom"
        case let .catchPan(vertical, moves): "catchPan(\(vertical ? "down" : "right"): \(moves))"
        }
    }

    /// A random operation, weighted towards the transitions that interleave.
    static func random(using random: inout some RandomNumberGenerator, depth: Int = 0) -> SoakOperation {
        let animated = Int.random(in: 0..<4, using: &random) != 0
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<13: return .push(animated: animated)
        case 13..<21: return .pop(animated: animated)
        case 21..<24: return .popToRoot(animated: animated)
        case 24..<27: return .setStack(extra: Int.random(in: 0...3, using: &random), animated: animated)
        case 27..<37: return .selectTab(index: Int.random(in: 0..<4, using: &random), animated: animated)
        case 37..<42: return .selectChild(index: Int.random(in: 0..<3, using: &random))
        case 42..<52:
            return .present(
                from: Int.random(in: 0..<4, using: &random),
                style: Int.random(in: 0..<SoakScene.styles.count, using: &random), animated: animated)
        case 52..<60: return .dismiss(from: Int.random(in: 0..<4, using: &random), animated: animated)
        case 60..<65: return .edgeDown
        case 65..<70: return .fingerMove(dx: Int.random(in: -40...160, using: &random))
        case 70..<74: return .fingerUp
        case 74..<86: return .wait(frames: Int.random(in: 1...30, using: &random))
        case 86..<88: return .jump(seconds: [0.1, 0.5, 2, 10][Int.random(in: 0..<4, using: &random)])
        case 88..<91: return .rotate(animated: animated)
        case 91..<93: return .detachRoot(frames: Int.random(in: 0...10, using: &random))
        case 93..<95: return .swapRoot(frames: Int.random(in: 0...10, using: &random))
        case 95..<97:
            if depth > 0 { return .wait(frames: 1) }
            return .fromCallback(SoakOperation.random(using: &random, depth: depth + 1))
        case 97..<98:
            if depth > 0 { return .wait(frames: 1) }
            return .fromCompletion(SoakOperation.random(using: &random, depth: depth + 1))
        default:
            return .panDown
        }
    }

    /// A random operation of the driven-transition family, with property animators, re-entrant
    /// container calls, vertical drags and rotations in the middle of them (the caller mixes it in).
    static func randomDriven(using random: inout some RandomNumberGenerator) -> SoakOperation {
        switch Int.random(in: 0..<24, using: &random) {
        case 10: .presentExisting(index: Int.random(in: 0..<40, using: &random), from: Int.random(in: 0..<4, using: &random))
        case 11: .pushExisting(index: Int.random(in: 0..<40, using: &random))
        case 12..<16: .animator(action: Int.random(in: 0..<SoakScene.animatorSteps.count, using: &random))
        case 16..<18:
            .fromWillAppear(
                [
                    SoakOperation.selectTab(index: Int.random(in: 0..<3, using: &random), animated: false),
                    .setTabs(variant: Int.random(in: 0..<3, using: &random), animated: false),
                    .push(animated: true), .pop(animated: true)
                ][Int.random(in: 0..<4, using: &random)])
        case 18: .setTabs(variant: Int.random(in: 0..<3, using: &random), animated: Bool.random(using: &random))
        case 19..<21: .fingerMoveDown(dy: Int.random(in: -60...240, using: &random))
        case 21..<24: .rotate(animated: Bool.random(using: &random))
        case 0..<3: .startDriven(kind: Int.random(in: 0..<3, using: &random), interruptible: Bool.random(using: &random))
        case 3..<7: .drive(percent: Int.random(in: -10...110, using: &random))
        default: .endDriven(finish: Bool.random(using: &random))
        }
    }

    /// A random operation of the size-change and context family: swaps by `transition(from:to:…)`,
    /// presentations queued behind their own dismissal, current-context presentations, tab changes
    /// and rotations at chosen moments (the caller mixes it in).
    static func randomContext(using random: inout some RandomNumberGenerator) -> SoakOperation {
        let animated = Bool.random(using: &random)
        switch Int.random(in: 0..<12, using: &random) {
        case 0..<2: return .swapChild(animated: animated, dissolve: Bool.random(using: &random))
        case 2..<4: return .presentAgain(animated: animated)
        case 4..<6: return .presentInContext(over: Bool.random(using: &random), animated: animated)
        case 6..<9: return .rotateAfter(frames: Int.random(in: 0...12, using: &random), animated: animated)
        case 9: return .setTabs(variant: Int.random(in: 0..<3, using: &random), animated: animated)
        default: return .selectTab(index: Int.random(in: 0..<4, using: &random), animated: animated)
        }
    }
}
