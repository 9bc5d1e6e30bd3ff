import Foundation

/// How a transition moves from a layer's old rendering to its new one (`CATransitionType`).
public struct TransitionType: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it (`kCATransitionFade` is `"fade"`).
    public let rawValue: String
    /// Creates a transition type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The new rendering fades in over the old one (`.fade`, the default).
    public static let fade = TransitionType(rawValue: "fade")
    /// The new rendering slides in over the old one from the subtype's side (`.moveIn`).
    public static let moveIn = TransitionType(rawValue: "moveIn")
    /// The new rendering slides in from the subtype's side, pushing the old one out (`.push`).
    public static let push = TransitionType(rawValue: "push")
    /// The old rendering slides out toward the side opposite the subtype, uncovering the new one
    /// beneath (`.reveal`).
    public static let reveal = TransitionType(rawValue: "reveal")
}

/// The side a moving transition starts from (`CATransitionSubtype`).
public struct TransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it (`kCATransitionFromRight` is `"fromRight"`).
    public let rawValue: String
    /// Creates a subtype from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// From the left edge (`.fromLeft`).
    public static let fromLeft = TransitionSubtype(rawValue: "fromLeft")
    /// From the right edge (`.fromRight`).
    public static let fromRight = TransitionSubtype(rawValue: "fromRight")
    /// From the top edge (`.fromTop`).
    public static let fromTop = TransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge (`.fromBottom`).
    public static let fromBottom = TransitionSubtype(rawValue: "fromBottom")

    /// The unit direction the new rendering travels in, in the layer's (y-down) space: from the
    /// right it travels left.
    var travel: CGVector {
        switch self {
        case .fromLeft: CGVector(dx: 1, dy: 0)
        case .fromTop: CGVector(dx: 0, dy: 1)
        case .fromBottom: CGVector(dx: 0, dy: -1)
        default: CGVector(dx: -1, dy: 0)
        }
    }
}

/// An animated change of a layer's whole rendering (`CATransition`): added to a layer with
/// `Layer.add(_:forKey:)` in the same turn as a change to that layer (a label's new text, swapped
/// subviews, a new `contents`), it moves from the layer's old rendering to the new one by `type`
/// (fade, move in, push, reveal) from the side `subtype` names. As in Core Animation it is stored
/// under the key `"transition"` (`kCATransition`) whatever key is given, so a new transition
/// replaces a running one; the timing (`duration`, 0.25 s when 0; `timingFunction`; `fillMode`;
/// `delegate`; …) is `Animation`'s.
///
/// How it works here: Core Animation captures the layer's last committed rendering. Transit has no
/// commit step; the old rendering is captured when the transition is added: the layer's subtree
/// as the frame on screen shows it when the window rendered one since the last frame step
/// (`Window.renderTree()`), so changes made in the same turn before the transition is added are
/// the new rendering; otherwise the layer's subtree as it is when the transition is added. While the transition runs, the layer's
/// render node becomes a container with the layer's geometry (bounds, position, anchor point,
/// transform, z position, opacity) holding the captured old subtree and the live new one:
/// - `.fade`: the new rendering over the old at opacity `p` (the progress). Where the new one is
///   opaque the colour is exactly `(1 − p)·old + p·new`; where it is transparent the old shows
///   until the end (Core Animation dissolves both there).
/// - `.moveIn`: the new one over the old, offset by `(1 − p)` of the layer's width (or height)
///   toward the subtype's side.
/// - `.push`: the same, with the old one offset by `p` of the size the other way.
/// - `.reveal`: the old one over the new, offset by `p` of the size away from the subtype's side.
///
/// Nothing is clipped to the layer's bounds unless it `masksToBounds` (set it to confine a push to
/// the layer, as on Apple's platforms). `p` runs from `startProgress` to `endProgress` along
/// the timed progress. Subtypes are in the window's y-down space: `.fromTop` enters at the top.
@MainActor
open class Transition: Animation {
    /// How the renderings change (`type`, default `.fade`).
    public var type: TransitionType = .fade
    /// The side a moving transition starts from (`subtype`, default `nil`). Core Animation
    /// documents no direction for `nil`; Transit then moves as `.fromRight`.
    public var subtype: TransitionSubtype?
    /// Where in the transition it starts, 0…1 (`startProgress`, default 0).
    public var startProgress: Float = 0
    /// Where in the transition it ends, 0…1 (`endProgress`, default 1).
    public var endProgress: Float = 1

    public required init() {}

    override func copyValues(from other: Animation) {
        super.copyValues(from: other)
        guard let other = other as? Transition else { return }
        type = other.type; subtype = other.subtype
        startProgress = other.startProgress; endProgress = other.endProgress
    }

    /// What is wrong with the progress range, if anything.
    var progressProblems: [String] {
        var problems: [String] = []
        for (name, value) in [("startProgress", startProgress), ("endProgress", endProgress)]
        where !(value.isFinite && value >= 0 && value <= 1) {
            problems.append("\(name) \(value) must be within 0…1")
        }
        if problems.isEmpty && endProgress < startProgress {
            problems.append("endProgress \(endProgress) is before startProgress \(startProgress)")
        }
        return problems
    }
}

/// An attached transition: its timing and the captured old rendering. It changes no property;
/// the engine samples its progress once per step, and `composite(_:)` builds the frame's node.
final class TransitionAnimationNode: ExplicitAnimationNode {
    let timing: MediaTimingParameters
    let timingFunction: MediaTimingFunction?
    let type: TransitionType
    let subtype: TransitionSubtype
    let startProgress: Double
    let endProgress: Double
    /// The layer's old rendering (`nil`: the layer showed nothing).
    let old: RenderNode?
    /// The progress last sampled, or `nil` outside the transition's applied period.
    private(set) var progress: Double?

    init(
        timing: MediaTimingParameters, timingFunction: MediaTimingFunction?, type: TransitionType,
        subtype: TransitionSubtype, startProgress: Double, endProgress: Double, old: RenderNode?
    ) {
        self.timing = timing
        self.timingFunction = timingFunction
        self.type = type
        self.subtype = subtype
        self.startProgress = startProgress
        self.endProgress = endProgress
        self.old = old
    }

    func sample(parentTime t: Double?) {
        guard let t else { progress = nil; return }
        let state = timing.evaluate(parentTime: t)
        guard state.isApplied else { progress = nil; return }
        let fraction = timing.duration > 0 ? min(max(state.time / timing.duration, 0), 1) : 1
        let p = timingFunction?.solve(fraction) ?? fraction
        progress = startProgress + (endProgress - startProgress) * p
    }

    func detach() {}

    /// `new` (the layer's live node) composited with the old rendering at the progress last sampled.
    func composite(_ new: RenderNode) -> RenderNode {
        guard let p = progress else { return new }
        var container = RenderNode(bounds: new.bounds, position: new.position)
        container.source = new.source
        container.anchorPoint = new.anchorPoint
        container.anchorPointZ = new.anchorPointZ
        container.transform = new.transform
        container.zPosition = new.zPosition
        container.opacity = new.opacity
        let centre = container.anchorInBounds
        let travel = subtype.travel
        let size = CGVector(dx: new.bounds.width * travel.dx, dy: new.bounds.height * travel.dy)
        func placed(_ node: RenderNode, offset: CGFloat, opacity: CGFloat) -> RenderNode {
            var inner = node
            inner.position = CGPoint(x: centre.x + size.dx * offset, y: centre.y + size.dy * offset)
            inner.anchorPoint = new.anchorPoint
            inner.transform = .identity
            inner.zPosition = 0
            inner.opacity = opacity
            return inner
        }
        let q = CGFloat(p)
        var layers: [RenderNode] = []
        switch type {
        case .moveIn:
            if let old { layers.append(placed(old, offset: 0, opacity: 1)) }
            layers.append(placed(new, offset: -(1 - q), opacity: 1))
        case .push:
            if let old { layers.append(placed(old, offset: q, opacity: 1)) }
            layers.append(placed(new, offset: -(1 - q), opacity: 1))
        case .reveal:
            layers.append(placed(new, offset: 0, opacity: 1))
            if let old { layers.append(placed(old, offset: q, opacity: 1)) }
        default:
            if let old { layers.append(placed(old, offset: 0, opacity: 1)) }
            layers.append(placed(new, offset: 0, opacity: q))
        }
        container.children = layers
        return container
    }
}

extension Layer {
    /// `node` as the frame shows it with this layer's running transitions, at their progress last sampled.
    func applyingTransitions(to node: RenderNode) -> RenderNode {
        var result = node
        for instance in explicitAnimations {
            if let transition = instance.node as? TransitionAnimationNode { result = transition.composite(result) }
        }
        return result
    }

    /// The node for a transition: its timing and the old rendering, captured now (see `Transition`).
    func makeTransitionNode(for transition: Transition) -> TransitionAnimationNode? {
        let problems = transition.progressProblems
        guard problems.isEmpty else {
            reportAnimationProblem("Transition: \(problems.joined(separator: ", ")); not attached")
            return nil
        }
        let old = lastRendering() ?? renderTreeNode()
        return TransitionAnimationNode(
            timing: transition.timingParameters, timingFunction: transition.timingFunction,
            type: transition.type, subtype: transition.subtype ?? .fromRight,
            startProgress: Double(transition.startProgress),
            endProgress: Double(transition.endProgress), old: old)
    }
}
