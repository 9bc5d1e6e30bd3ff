import Foundation

extension AttachmentBehavior {
    /// A slider between an item and a fixed line
    /// (`slidingAttachment(with:attachmentAnchor:axisOfTranslation:)`): the item's point at
    /// `point` may move only along the line through `point` in the direction of `axis` (whose
    /// length is ignored, as Apple documents), and the item does not turn. ``attachmentRange``
    /// limits the travel along the axis, measured in points from where the point starts; it is
    /// unlimited by default.
    ///
    /// A zero or non-finite axis is reported and replaced by the horizontal axis.
    public static func slidingAttachment(
        with item: any DynamicItem, attachmentAnchor point: CGPoint,
        axisOfTranslation axis: CGVector
    ) -> AttachmentBehavior {
        let (direction, problem) = unitAxis(axis)
        let slider = AttachmentBehavior(joint: .sliding(axis: direction), items: [item], anchor: point)
        if let problem { slider.report(.error, code: "dynamics.invalidValue", "slidingAttachment: \(problem)") }
        return slider
    }

    /// A slider between two items (`slidingAttachment(with:attachedTo:attachmentAnchor:axisOfTranslation:)`):
    /// the items' points at `point` may move apart only along `axis`, which turns with the first
    /// item, and the items keep their relative angle. ``attachmentRange`` limits the travel, in
    /// points, from where the points start; it is unlimited by default.
    public static func slidingAttachment(
        with item1: any DynamicItem, attachedTo item2: any DynamicItem,
        attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector
    ) -> AttachmentBehavior {
        let (direction, problem) = unitAxis(axis)
        // The axis is kept in the first item's own axes, so it turns with the pair.
        let local = direction.rotated(by: -item1.angle)
        let slider = AttachmentBehavior(joint: .sliding(axis: local), items: [item1, item2], anchor: point)
        if let problem { slider.report(.error, code: "dynamics.invalidValue", "slidingAttachment: \(problem)") }
        return slider
    }

    /// A weld (`fixedAttachment(with:attachedTo:attachmentAnchor:)`): the two items are fixed
    /// together through `point` and move as one rigid body, keeping their relative position and
    /// angle.
    public static func fixedAttachment(
        with item1: any DynamicItem, attachedTo item2: any DynamicItem,
        attachmentAnchor point: CGPoint
    ) -> AttachmentBehavior {
        AttachmentBehavior(joint: .fixed, items: [item1, item2], anchor: point)
    }

    /// A pin (`pinAttachment(with:attachedTo:attachmentAnchor:)`): the two items are pinned
    /// together at `point` and move around it, each free to turn, as Apple documents; the pin's
    /// ``frictionTorque`` resists the turning.
    public static func pinAttachment(
        with item1: any DynamicItem, attachedTo item2: any DynamicItem,
        attachmentAnchor point: CGPoint
    ) -> AttachmentBehavior {
        AttachmentBehavior(joint: .pin, items: [item1, item2], anchor: point)
    }

    /// `axis` scaled to length 1, or the horizontal axis and what was wrong with it.
    private static func unitAxis(_ axis: CGVector) -> (Vector2D, String?) {
        let v = Vector2D(axis)
        guard v.isFinite, v.length > 0 else {
            return (
                Vector2D(x: 1, y: 0), "the axis of translation \(axis) must be finite and non-zero; the horizontal axis is used"
            )
        }
        return (v.normalized, nil)
    }

    /// The constraints of a pin, weld or slider for one substep.
    func addJointConstraints(to constraints: inout [any DynamicConstraint], in world: DynamicWorld) {
        guard let (a, b) = bodies(in: world) else { return }
        let offsetA = offset(0), offsetB = b == nil ? Vector2D.zero : offset(1), anchor = Vector2D(anchorPoint)
        func link(_ axis: Vector2D, turns: Bool = false, _ bounds: ClosedRange<Double> = 0...0) {
            constraints.append(
                AxisConstraint(
                    a: a, offsetA: offsetA, b: b, offsetB: offsetB, anchor: anchor,
                    axis: axis, turnsWithA: turns, bounds: bounds))
        }
        switch kind {
        case .distance:
            return
        case .pin:
            if frictionTorque > 0 {
                constraints.append(AngleConstraint(a: a, b: b, target: 0, maximumTorque: Double(frictionTorque)))
            }
            link(Vector2D(x: 1, y: 0))
            link(Vector2D(x: 0, y: 1))
        case .fixed:
            constraints.append(AngleConstraint(a: a, b: b, target: referenceAngle))
            link(Vector2D(x: 1, y: 0))
            link(Vector2D(x: 0, y: 1))
        case .sliding(let axis):
            constraints.append(AngleConstraint(a: a, b: b, target: referenceAngle))
            let along = b == nil ? axis : axis.rotated(cos: a.rotation.cos, sin: a.rotation.sin)
            link(along.perpendicular, turns: b != nil)
            if !attachmentRange.isInfinite {
                link(along, turns: b != nil, Double(attachmentRange.minimum)...Double(attachmentRange.maximum))
            }
        }
    }
}

extension DynamicItem {
    /// The rotation angle of the item's transform, in radians.
    var angle: Double { atan2(Double(transform.b), Double(transform.a)) }
}
